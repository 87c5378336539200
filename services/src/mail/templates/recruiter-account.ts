// E-mails of the recruiter account: the verification link and the password-reset link. Both say how
// long the link works and what to do if the person did not ask for it.
import { escapeHtml, htmlDocument, oneLine } from '../html.ts';
import type { MailContent } from '../message.ts';

interface LinkMail {
  firstName: string;
  url: string;
}

function linkMail(
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

export function recruiterVerificationMail({ firstName, url }: LinkMail): MailContent {
  return linkMail(
    'Verify your PhD Finder recruiter account',
    `Hello ${oneLine(firstName)},`,
    'Thank you for signing up to publish PhD opportunities on PhD Finder. Please confirm your university email address to activate your account.',
    'Verify email address',
    'This link works for 24 hours. If you did not sign up, you can ignore this email.',
    url,
  );
}

export function recruiterPasswordResetMail({ firstName, url }: LinkMail): MailContent {
  return linkMail(
    'Reset your PhD Finder recruiter password',
    `Hello ${oneLine(firstName)},`,
    'We received a request to reset the password of your PhD Finder recruiter account.',
    'Choose a new password',
    'This link works for 1 hour and only once. If you did not ask for it, you can ignore this email: your password stays the same.',
    url,
  );
}
