// E-mails of a university site's staff (issue 13): the invitation to join and the password-reset link.
// They name the site (its own name, not the product's), since the staff know it by that name.
import { oneLine } from '../html.ts';
import type { MailContent } from '../message.ts';
import { linkMail } from './link-mail.ts';

const ROLE_WORDS = { owner: 'an owner', admin: 'an admin', reviewer: 'a reviewer' } as const;

export function staffInvitationMail(input: {
  siteName: string;
  inviterName: string | null;
  role: keyof typeof ROLE_WORDS;
  url: string;
}): MailContent {
  const site = oneLine(input.siteName);
  const who = input.inviterName ? `${oneLine(input.inviterName)} has invited you` : 'You have been invited';
  return linkMail(
    `Join the staff of ${site}`,
    'Hello,',
    `${who} to join ${site} as ${ROLE_WORDS[input.role]}, to review applicants and manage its PhD opportunities. Choose your name and a password to start.`,
    'Accept the invitation',
    'This link works for 7 days and only once. If you did not expect it, you can ignore this email.',
    input.url,
  );
}

export function staffPasswordResetMail(input: { siteName: string; name: string; url: string }): MailContent {
  const site = oneLine(input.siteName);
  return linkMail(
    `Reset your ${site} password`,
    `Hello ${oneLine(input.name)},`,
    `We received a request to reset the password of your staff account on ${site}.`,
    'Choose a new password',
    'This link works for 1 hour and only once. If you did not ask for it, you can ignore this email: your password stays the same.',
    input.url,
  );
}
