// GET /dev/mail, development only: what the local mail catcher received (npm start without SMTP_URL),
// newest first. Each HTML body is shown in a sandboxed iframe (no scripts, no same origin), so a
// message can never act on this page.
import type { FastifyPluginAsync } from 'fastify';
import { listCaughtMail, type CaughtMail } from '@phd/services/mail/caught-mail';
import { escapeHtml, htmlDocument } from '@phd/services/mail/html';

export const DEV_MAIL_PATH = '/dev/mail';

export const devMailRoutes: FastifyPluginAsync<{ dir: string }> = async (app, { dir }) => {
  app.get(DEV_MAIL_PATH, async (_request, reply) => {
    const mails = await listCaughtMail(dir);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return reply.send(
      htmlDocument({
        title: `Caught e-mail (${mails.length})`,
        wide: true,
        body: `<h1 style="margin:0 0 4px;font-size:22px">Caught e-mail</h1>
<p style="margin:0 0 20px;color:#6b7280">Development only: every message the site sent to the local mail catcher
(${escapeHtml(dir)}), newest first. Reload to see new ones.</p>
${mails.length === 0 ? '<p>No e-mail yet.</p>' : mails.map(renderMail).join('\n')}`,
      }),
    );
  });
};

function renderMail(mail: CaughtMail): string {
  const meta = [
    ['To', mail.to.join(', ')],
    ['From', mail.from],
    ['Date', mail.receivedAt],
  ]
    .map(([k, v]) => `<div><span style="color:#6b7280">${k}:</span> ${escapeHtml(v!)}</div>`)
    .join('');
  const html = mail.html
    ? `<iframe sandbox title="HTML body" srcdoc="${escapeHtml(mail.html)}" style="width:100%;height:420px;border:1px solid #e5e7eb;border-radius:4px"></iframe>`
    : '<p style="color:#6b7280">(no HTML body)</p>';
  return `<article class="mail" style="border-top:1px solid #e5e7eb;padding:16px 0">
<h2 style="margin:0 0 6px;font-size:18px">${escapeHtml(mail.subject || '(no subject)')}</h2>
<div style="font-size:14px;margin:0 0 10px">${meta}</div>
<details><summary>Text</summary><pre style="white-space:pre-wrap;background:#f9fafb;padding:10px">${escapeHtml(mail.text)}</pre></details>
<details open><summary>HTML</summary>${html}</details>
${mail.calendar ? `<details><summary>Calendar invitation</summary><pre class="calendar" style="white-space:pre-wrap;font-size:12px">${escapeHtml(mail.calendar)}</pre></details>` : ''}
<details><summary>Headers</summary><pre style="white-space:pre-wrap;font-size:12px">${escapeHtml(mail.headerLines.join('\n'))}</pre></details>
</article>`;
}
