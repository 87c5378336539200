// An e-mail whose point is one link (verify, reset, join): a greeting, a lead, a button with the
// link also written out, and a note on how long it works and what to do if it was not asked for.
import { escapeHtml, htmlDocument } from '../html.ts';
import type { MailContent } from '../message.ts';

export function linkMail(
  subject: string,
  greeting: string,
  lead: string,
  action: string,
  note: string,
  url: string,
): MailContent {
  const text = [greeting, '', lead, '', `${action}: ${url}`, '', note].join('\n');
  const html = htmlDocument({
    title: subject,
    body: `<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">${escapeHtml(lead)}</p>
<p style="margin:0 0 16px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action)}</a></p>
<p style="margin:0 0 16px;font-size:14px;word-break:break-all;color:#6b7280">${escapeHtml(url)}</p>
<p style="margin:0;color:#6b7280;font-size:14px">${escapeHtml(note)}</p>`,
  });
  return { subject, text, html };
}
