// E-mails of the recruiter account: the verification link and the password-reset link. Both say how
// long the link works and what to do if the person did not ask for it.
import { oneLine } from '../html.ts';
import type { MailContent } from '../message.ts';
import { linkMail } from './link-mail.ts';

interface LinkMail {
  firstName: string;
  url: string;
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
