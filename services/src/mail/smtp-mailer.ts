// Sends e-mail over SMTP (nodemailer), one connection per message: mail is rare, and a fresh
// connection never inherits a broken one after the server restarts.
import nodemailer from 'nodemailer';
import type { OutgoingMail } from './message.ts';

export interface Mailer {
  /** Resolves once the server accepted the message; rejects when it is unreachable or refuses it. */
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

/** Short enough that a dead server fails a job quickly (the queue retries), long enough for a slow one. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS }, { from });
  return {
    async send({ to, subject, text, html, replyTo, headers }) {
      const info = await transport.sendMail({ to, subject, text, html, replyTo, headers });
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

/** The server refused the message for good (5xx): retrying cannot help. */
export function isPermanentSmtpFailure(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
