// The e-mail of a university site's careers page (issue 14): confirm the address before the
// application reaches the reviewers. In the site's name, as the candidate applied on its site.
import { oneLine } from '../html.ts';
import type { MailContent } from '../message.ts';
import { linkMail } from './link-mail.ts';

export function applicantConfirmationMail(input: {
  siteName: string;
  name: string;
  opportunityTitle: string | null;
  url: string;
}): MailContent {
  const site = oneLine(input.siteName);
  const position = input.opportunityTitle ? ` for "${oneLine(input.opportunityTitle)}"` : '';
  return linkMail(
    `Confirm your application to ${site}`,
    `Hello ${oneLine(input.name)},`,
    `Thank you for applying${position} on the careers page of ${site}. Please confirm your e-mail address: your application reaches the university once you do.`,
    'Confirm my application',
    'This link works for 48 hours and only once. If you did not apply, you can ignore this email: nothing is sent to the university.',
    input.url,
  );
}
