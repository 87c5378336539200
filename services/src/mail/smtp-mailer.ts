// Sends e-mail over SMTP (nodemailer) through a small pool of connections, each reused for up to
// POOL.maxMessages messages: the weekly digest sends to every subscriber at once, and a new SMTP
// conversation (connect, greeting, EHLO) per message cost more than the message itself. A pooled
// connection the server dropped (a restart) fails its send, and the mail queue retries the job on a
// fresh one, as it does for any failed send.
import nodemailer from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import type { OutgoingMail } from './message.ts';

export interface Mailer {
  /** Resolves once the server accepted the message; rejects when it is unreachable or refuses it. */
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

/** Short enough that a dead server fails a job quickly (the queue retries), long enough for a slow one. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Few enough connections for any relay's per-client limit, enough for a worker's concurrent sends. */
const POOL = { pool: true, maxConnections: 8, maxMessages: 100 } as const;

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS, ...POOL }, { from });
  const [sender] = addressparser(from, { flatten: true });
  return {
    async send({ to, fromName, subject, text, html, replyTo, headers, calendar }) {
      // Structured, like replyTo: a site's name can never inject an address or a header.
      const named = fromName && sender?.address ? { from: { name: fromName, address: sender.address } } : {};
      const icalEvent = calendar && { method: calendar.method, content: calendar.content, filename: 'invite.ics' };
      const info = await transport.sendMail({ to, ...named, subject, text, html, replyTo, headers, icalEvent });
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
