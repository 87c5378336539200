// To a post-jobs poster (no account): the link that confirms their address and publishes the
// position (or puts it in our review), and the notice that an automatically approved one is live.
import type { MailContent } from '../message.ts';
import { oneLine } from '../html.ts';
import { linkMail } from './link-mail.ts';

export function postingConfirmationMail(f: { name: string; opportunityTitle: string; url: string }): MailContent {
  return linkMail(
    `Confirm your position "${oneLine(f.opportunityTitle)}" on PhD Finder`,
    `Dear ${oneLine(f.name)},`,
    `Thank you for posting "${oneLine(f.opportunityTitle)}" on PhD Finder. Please confirm your e-mail address: your position is published once you do.`,
    'Confirm and publish',
    'The link works for 48 hours and only once. If you did not post this position, ignore this e-mail: nothing is published.',
    f.url,
  );
}
