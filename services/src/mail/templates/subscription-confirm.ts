// To an address that asked for the weekly update: the double opt-in link. Nothing is sent to it
// until the link is followed.
import type { MailContent } from '../message.ts';
import { linkMail } from './link-mail.ts';

export function subscriptionConfirmMail({ confirmUrl }: { confirmUrl: string }): MailContent {
  return linkMail(
    'Confirm your subscription to the PhD Finder weekly update',
    'Hello,',
    'Someone (we hope you) asked to receive new PhD openings from PhD Finder every week at this address. Please confirm it is yours; you can then choose the countries and disciplines you care about.',
    'Confirm my subscription',
    'The link works for 7 days. If you did not ask for this, ignore this e-mail: you will not hear from us again.',
    confirmUrl,
  );
}
