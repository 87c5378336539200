// Outgoing e-mail: the SMTP mailer, templates, and what the mail processor needs to compose a message.
import type { Config } from '../config.ts';
import { createSmtpMailer, type Mailer } from './smtp-mailer.ts';

export * from './message.ts';
export { createSmtpMailer, isPermanentSmtpFailure, type Mailer } from './smtp-mailer.ts';
export { contactReceivedMail } from './templates/contact-received.ts';
export { subscriptionConfirmMail } from './templates/subscription-confirm.ts';

/** What composing and sending an e-mail needs; built once per worker process. */
export interface MailContext {
  mailer: Mailer;
  teamEmail: string;
  /** For links in e-mails. */
  publicUrl: string;
  /** Derives unsubscribe tokens. */
  appSecret: string;
  /** MAIL_FROM: the organizer's address in calendar invitations. */
  from?: string;
}

/** Undefined without SMTP_URL: the workers then keep mail jobs queued until a server is configured. */
export function createMailContext(config: Config): MailContext | undefined {
  if (!config.mail.smtpUrl) return undefined;
  return {
    mailer: createSmtpMailer(config.mail.smtpUrl, config.mail.from),
    teamEmail: config.mail.teamEmail,
    publicUrl: config.publicUrl,
    appSecret: config.appSecret,
    from: config.mail.from,
  };
}
