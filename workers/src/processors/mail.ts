// Consumes: contact.received (e-mails the message to TEAM_EMAIL, replies going to the sender) and
//           subscription.activated (e-mails the subscriber a confirmation with an unsubscribe link).
// Emits:    e-mail over SMTP only.
// Each message is composed from the rows as they are now (a deleted message or a subscription
// cancelled meanwhile sends nothing). At most once per event once sent: the send runs inside
// runOnce, whose receipt commits only after the server accepted the message. While the server is
// down the job fails and the queue retries it with backoff for days (catalogue `retry`); a
// permanent refusal (5xx) goes straight to the failed list.
import { UnrecoverableError } from 'bullmq';
import { contactNotification } from '@phd/services/contact/index';
import { isPermanentSmtpFailure } from '@phd/services/mail/index';
import { confirmationMail } from '@phd/services/subscriptions/index';
import { runOnce } from '../idempotency.ts';
import { defineProcessor } from './processor.ts';

/** Longest the receipt's transaction may stay open around one SMTP conversation. */
const SEND_TIMEOUT_MS = 90_000;

export const mailProcessor = defineProcessor({
  queue: 'mail',
  async handle(job, { db, mail }) {
    if (!mail) throw new Error('no mail server configured (SMTP_URL): the e-mail waits in the queue');
    const outcome = await runOnce(
      db,
      'mail',
      job.eventId,
      async (tx) => {
        const message =
          job.name === 'contact.received'
            ? await contactNotification(tx, mail.teamEmail, job.payload.contactMessageId)
            : await confirmationMail(tx, mail, job.payload.subscriptionId);
        if (!message) return { sent: false as const };
        try {
          const { messageId } = await mail.mailer.send(message);
          return { sent: true as const, messageId };
        } catch (err) {
          if (isPermanentSmtpFailure(err)) throw new UnrecoverableError(`mail refused: ${(err as Error).message}`);
          throw err;
        }
      },
      { timeoutMs: SEND_TIMEOUT_MS },
    );
    return outcome.ran ? outcome.result : { sent: false, duplicate: true };
  },
});
