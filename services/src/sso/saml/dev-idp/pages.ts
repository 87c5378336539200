// The development IdP's pages: the person picker, the auto-posting form real IdPs answer with, and a
// plain message page. Everything variable is escaped.
import { escapeHtml } from '../../../mail/html.ts';
import type { SamlPerson } from './people.ts';

const STYLE = `body{margin:0;padding:32px 12px;background:#f4f6fb;font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5}
main{max-width:560px;margin:0 auto;background:#fff;border:2px dashed #b45309;border-radius:10px;padding:24px;overflow-wrap:anywhere}
.badge{display:inline-block;padding:2px 10px;border-radius:999px;background:#fef3c7;color:#78350f;font-size:14px;font-weight:600}
ul{list-style:none;padding:0}li{margin:0 0 12px}
button{font:inherit;cursor:pointer;display:block;width:100%;text-align:left;padding:10px 14px;border:1px solid #1d4ed8;border-radius:8px;background:#1d4ed8;color:#fff;font-weight:600}
.note{display:block;color:#4b5563;font-size:14px}:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}`;

function page(title: string, body: string, script = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><p class="badge">Development SAML identity provider</p><h1>${escapeHtml(title)}</h1>${body}</main>${script}</body></html>`;
}

export function pickerPage(action: string, pending: string, spEntityId: string, people: readonly SamlPerson[]): string {
  const items = people
    .map(
      (p) =>
        `<li><form method="post" action="${escapeHtml(action)}"><input type="hidden" name="pending" value="${escapeHtml(pending)}"><input type="hidden" name="person" value="${escapeHtml(p.nameId)}"><button type="submit">Sign in as ${escapeHtml(p.name)} &lt;${escapeHtml(p.email)}&gt;</button></form>${p.note ? `<span class="note">${escapeHtml(p.note)}</span>` : ''}</li>`,
    )
    .join('');
  return page('Who are you?', `<p>${escapeHtml(spEntityId)} asks who you are.</p><ul>${items}</ul>`);
}

/** The auto-post page's one script; a page serving it may allow it by its hash. */
export const AUTO_POST_SCRIPT = 'document.forms[0].submit()';

/** The HTTP-POST binding: the browser carries the signed answer to the site's ACS. */
export function autoPostPage(acsUrl: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return page(
    'Signing you in…',
    `<form method="post" action="${escapeHtml(acsUrl)}">${inputs}<button type="submit">Continue to the site</button></form>`,
    // Real IdPs submit by script; the button covers a page whose CSP forbids it.
    `<script>${AUTO_POST_SCRIPT}</script>`,
  );
}

export function messagePage(title: string, message: string): string {
  return page(title, `<p>${escapeHtml(message)}</p>`);
}
