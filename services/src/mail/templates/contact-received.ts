// To the team: a message someone sent through the contact form. Replies go to the sender.
import { escapeHtml, htmlDocument, oneLine } from '../html.ts';
import type { MailContent } from '../message.ts';

export interface ContactReceived {
  name: string;
  email: string;
  message: string;
  receivedAt: Date;
}

export function contactReceivedMail({ name, email, message, receivedAt }: ContactReceived): MailContent {
  const subject = `Contact form: message from ${oneLine(name)}`;
  const when = receivedAt.toISOString();
  const text = [
    'A new message arrived through the contact form.',
    '',
    `Name: ${oneLine(name)}`,
    `Email: ${email}`,
    `Received: ${when}`,
    '',
    message,
    '',
    'Reply to this e-mail to answer the sender (we promise a reply within 24-48 hours).',
  ].join('\n');
  const html = htmlDocument({
    title: subject,
    body: `<p style="margin:0 0 16px">A new message arrived through the contact form.</p>
<table style="border-collapse:collapse;margin:0 0 16px">
<tr><td style="padding:2px 12px 2px 0;color:#6b7280">Name</td><td>${escapeHtml(oneLine(name))}</td></tr>
<tr><td style="padding:2px 12px 2px 0;color:#6b7280">Email</td><td><a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a></td></tr>
<tr><td style="padding:2px 12px 2px 0;color:#6b7280">Received</td><td>${escapeHtml(when)}</td></tr>
</table>
<div style="white-space:pre-wrap;border-left:3px solid #1d4ed8;padding:8px 12px;background:#f9fafb">${escapeHtml(message)}</div>
<p style="margin:16px 0 0;color:#6b7280;font-size:14px">Reply to this e-mail to answer the sender (we promise a reply within 24-48 hours).</p>`,
  });
  return { subject, text, html };
}
