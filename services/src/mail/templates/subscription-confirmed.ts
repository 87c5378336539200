// To a new (or returning) newsletter subscriber: the confirmation, with the unsubscribe link.
import { escapeHtml, htmlDocument } from '../html.ts';
import type { MailContent } from '../message.ts';

export function subscriptionConfirmedMail({ unsubscribeUrl }: { unsubscribeUrl: string }): MailContent {
  const subject = "You're subscribed to the PhD Finder weekly update";
  const text = [
    'Thank you for subscribing!',
    '',
    'Every week we will send you new PhD openings from universities worldwide.',
    '',
    `Changed your mind? Unsubscribe at any time: ${unsubscribeUrl}`,
  ].join('\n');
  const link = escapeHtml(unsubscribeUrl);
  const html = htmlDocument({
    title: subject,
    body: `<h1 style="margin:0 0 12px;font-size:22px">Thank you for subscribing!</h1>
<p style="margin:0 0 16px">Every week we will send you new PhD openings from universities worldwide.</p>
<p style="margin:24px 0 0;color:#6b7280;font-size:14px">Changed your mind? <a href="${link}">Unsubscribe</a> at any time.</p>`,
  });
  return { subject, text, html };
}
