// HTML for e-mails and the few plain pages the gateway serves (unsubscribe, /dev/mail): escaping for
// anything a person typed, and one small self-contained layout with inline styles (mail clients drop
// style sheets).
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Safe in element content and in quoted attribute values. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** Collapses line breaks and runs of spaces, for text that must stay on one line (a subject). */
export const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

export const BRAND = 'PhD Finder';

/** A whole HTML document; `body` is trusted HTML (escape its parts with escapeHtml). */
export function htmlDocument({ title, body, wide = false }: { title: string; body: string; wide?: boolean }) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:24px 12px;background:#f4f6fb;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2937;line-height:1.5">
<div style="max-width:${wide ? 960 : 560}px;margin:0 auto;background:#ffffff;border:1px solid #e5e7eb;border-radius:8px;padding:28px 32px">
<p style="margin:0 0 20px;font-weight:700;color:#1d4ed8;font-size:18px">${BRAND}</p>
${body}
</div>
</body>
</html>
`;
}
