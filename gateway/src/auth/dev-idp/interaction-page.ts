// The pages of the development sign-in: the person picker and a plain error page. Plain HTML with one
// inline style sheet (the /dev-idp CSP allows inline styles, no scripts). Everything variable is
// escaped. They fit a 375 px phone: long addresses wrap, the typed address and its button stack.
import { escapeHtml } from '@phd/services/mail/html';
import type { DevPerson } from './people.ts';

const STYLE = `
body{margin:0;padding:32px 12px;background:#f4f6fb;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2937;line-height:1.5}
main{max-width:560px;margin:0 auto;background:#fff;border:2px dashed #b45309;border-radius:10px;padding:28px 32px;overflow-wrap:anywhere}
@media (max-width:480px){body{padding:16px 12px}main{padding:20px 16px}}
.badge{display:inline-block;margin:0 0 8px;padding:2px 10px;border-radius:999px;background:#fef3c7;color:#78350f;font-size:14px;font-weight:600}
h1{margin:0 0 12px;font-size:24px}
ul{list-style:none;margin:16px 0;padding:0}
li{margin:0 0 12px}
button{font:inherit;cursor:pointer}
.person{display:block;width:100%;text-align:left;padding:10px 14px;border:1px solid #1d4ed8;border-radius:8px;background:#1d4ed8;color:#fff;font-weight:600}
.person:hover{background:#1e40af}
.note{display:block;margin:2px 0 0 2px;color:#4b5563;font-size:14px}
label{display:block;margin:20px 0 6px;font-weight:600}
.row{display:flex;flex-wrap:wrap;gap:8px}
input{flex:1 1 14rem;min-width:0;font:inherit;padding:8px 10px;border:1px solid #6b7280;border-radius:8px}
.secondary{flex:0 0 auto;padding:8px 14px;border:1px solid #374151;border-radius:8px;background:#fff;color:#111827}
.cancel{margin-top:20px;padding:0;border:0;background:none;color:#1d4ed8;text-decoration:underline}
.error{padding:10px 14px;border-radius:8px;background:#fee2e2;color:#7f1d1d}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="badge">Local development only</p>
${body}
</main>
</body>
</html>
`;
}

export interface PickerPage {
  /** Where the chosen address is posted. */
  loginAction: string;
  /** Where "Cancel" is posted. */
  abortAction: string;
  people: readonly DevPerson[];
  /** The address typed last time, when it was refused. */
  typed?: string;
  error?: string;
}

export function pickerPage({ loginAction, abortAction, people, typed, error }: PickerPage): string {
  const buttons = people
    .map(
      (
        p,
      ) => `<li><button class="person" type="submit" name="email" value="${escapeHtml(p.email)}">Sign in as ${escapeHtml(p.email)}</button>
<span class="note">${escapeHtml(p.name)}${p.note ? ` · ${escapeHtml(p.note)}` : ''}</span></li>`,
    )
    .join('\n');
  return page(
    'Development sign-in',
    `<h1>Development sign-in</h1>
<p>This is a local stand-in for signing in with Google or LinkedIn. It is used because no Google or LinkedIn
keys are configured on this server, so no real account or password is checked: choose who you want to be.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(loginAction)}">
<ul>
${buttons}
</ul>
</form>
<form method="post" action="${escapeHtml(loginAction)}">
<label for="email">Or sign in with any e-mail address</label>
<div class="row">
<input id="email" name="email" type="email" required maxlength="254" autocomplete="off" value="${escapeHtml(typed ?? '')}">
<button class="secondary" type="submit">Continue with this address</button>
</div>
</form>
<form method="post" action="${escapeHtml(abortAction)}">
<button class="cancel" type="submit">Cancel and return to the site</button>
</form>`,
  );
}

export function errorPage(heading: string, text: string): string {
  return page(
    heading,
    `<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(text)}</p>
<p><a href="/login">Back to the sign-in page</a></p>`,
  );
}
