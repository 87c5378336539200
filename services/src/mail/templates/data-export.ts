// The "Download my data" e-mail: the single-use link to the candidate's ZIP, how long it works, and
// what to do if they did not ask for it (someone with their session did: they should sign out everywhere).
import { oneLine } from '../html.ts';
import type { MailContent } from '../message.ts';
import { linkMail } from './link-mail.ts';

export interface DataExportMail {
  firstName: string | null;
  url: string;
  /** When the link stops working. */
  expiresAt: Date;
}

const longDate = (at: Date) =>
  at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function dataExportMail({ firstName, url, expiresAt }: DataExportMail): MailContent {
  return linkMail(
    'Your PhD Finder data is ready to download',
    firstName ? `Hello ${oneLine(firstName)},` : 'Hello,',
    'You asked for a copy of your data on PhD Finder. It is one ZIP file: your account, profile, saved positions, preferences, alerts, applications with their statuses, and every file you stored.',
    'Download my data',
    `The link works once, until ${longDate(expiresAt)}. If you did not ask for your data, please tell us by replying to this email.`,
    url,
  );
}
