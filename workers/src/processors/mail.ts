// Consumes: contact.received (e-mails the message to TEAM_EMAIL, replies going to the sender),
//           subscription.confirmation_requested (the double opt-in link, to a pending address;
//           subscription.activated, recorded before double opt-in, is read the same way),
//           digest.ready (a confirmed subscriber's weekly digest, with one-click unsubscribe headers),
//           alert.matched (a search alert's new matches, not applied to, with a one-click link that
//           stops the alert), reminder.deadline_due (a saved opportunity's deadline in three days,
//           with a one-click link that turns reminders off),
//           application.submitted (a confirmation to the candidate and a notice to the opportunity's
//           owner, replies going to the candidate), application.status_changed (shortlisted, rejected
//           and offered, to the candidate, when the recruiter confirmed the e-mail and no later change
//           superseded it), application.withdrawn (the acknowledgement, to the candidate, while
//           the application is still withdrawn), recruiter.verification_requested and
//           recruiter.password_reset_requested (the link, to the recruiter), tenant.staff_invited and
//           tenant.password_reset_requested (the link, to the invited address or the staff member; the
//           composer sets the event's tenant on the transaction, whose rows are row-level secured),
//           applicant.status_changed (the site's template, to the applicant, while still the latest
//           change) and applicant.mentioned (a link to the applicant, to the colleagues mentioned).
//           applicant.confirmation_requested (the careers page's confirmation link, likewise).
//           opportunity.moderated (an admin's decision on a held posting and its message, to the
//           poster, while still the posting's latest decision; to a post-jobs poster's address too).
//           posting.confirmation_requested (the post-jobs form's confirmation link, to the poster).
//           account.export_ready (the single-use link to a candidate's "Download my data" ZIP, to
//           them, while it is still ready and unexpired).
//           application.closing_notice and applicant.closing_notice (the kind closing e-mail to a
//           candidate with no decision when the position closed: services/src/closing-notices).
//           reference.requested and reference.reminder_due (a referee's single-use link, while the
//           letter is still awaited), reference.responded (to the applicant: which referee sent a
//           letter or declined, never what they wrote), interview.changed (the candidate's link to pick a time, and
//           calendar invitations or cancellations to the candidate and the panel, while the change
//           is still the interview's latest: services/src/references, services/src/interviews).
// Emits:    e-mail over SMTP only.
// Each message is composed from the rows as they are now (a deleted message or a subscription
// cancelled meanwhile sends nothing). At most once per message once sent: each send runs inside
// runOnce, whose receipt commits only after the server accepted the message; an event with two
// messages keeps a receipt per message, so a retry sends only what is still unsent. While the server
// is down the job fails and the queue retries it with backoff for days (catalogue `retry`); a
// permanent refusal (5xx) goes straight to the failed list.
import { UnrecoverableError } from 'bullmq';
import { applicantMentionMail, applicantStatusMail } from '@phd/services/applicants/applicant-mails';
import {
  applicationConfirmation,
  applicationNotice,
  applicationStatusNotice,
} from '@phd/services/applications/application-mails';
import { withdrawalReceivedNotice } from '@phd/services/applications/withdrawal-mail';
import { contactNotification } from '@phd/services/contact/index';
import type { Tx } from '@phd/services/events/outbox';
import { isPermanentSmtpFailure, type MailContext } from '@phd/services/mail/index';
import type { OutgoingMail } from '@phd/services/mail/message';
import { recruiterTokenMail } from '@phd/services/recruiters/recruiter-mails';
import { confirmationMail } from '@phd/services/subscriptions/index';
import { digestMail } from '@phd/services/digest/index';
import { alertMail } from '@phd/services/alerts/index';
import { deadlineReminderMail } from '@phd/services/reminders/index';
import { careersConfirmationMail } from '@phd/services/careers/careers-mails';
import { staffLinkMail } from '@phd/services/tenants/staff-mails';
import { moderationDecisionNotice } from '@phd/services/moderation/moderation-mails';
import { postingConfirmationNotice } from '@phd/services/postings/posting-mails';
import { exportReadyMail } from '@phd/services/candidates/data-export/export-mail';
import { applicantClosingMail, applicationClosingMail } from '@phd/services/closing-notices/closing-mail';
import { referenceRequestMail, referenceResponseMail } from '@phd/services/references/reference-mails';
import { interviewCandidateMail, interviewPanelMail } from '@phd/services/interviews/interview-mails';
import { runOnce } from '../idempotency.ts';
import type { QueueJob } from '@phd/services/events/catalogue';
import { defineProcessor } from './processor.ts';

/** Longest the receipt's transaction may stay open around one SMTP conversation. */
const SEND_TIMEOUT_MS = 90_000;

type Compose = (tx: Tx) => Promise<OutgoingMail | null>;

/** The messages of one event, each under the receipt consumer that records it as sent. */
function messagesOf(job: QueueJob<'mail'>, mail: MailContext): [consumer: string, compose: Compose][] {
  switch (job.name) {
    case 'contact.received':
      return [['mail', (tx) => contactNotification(tx, mail.teamEmail, job.payload.contactMessageId)]];
    case 'subscription.activated':
    case 'subscription.confirmation_requested':
      return [['mail', (tx) => confirmationMail(tx, mail, job.payload.subscriptionId)]];
    case 'digest.ready':
      return [['mail', (tx) => digestMail(tx, mail, job.payload)]];
    case 'alert.matched':
      return [['mail', (tx) => alertMail(tx, mail, job.payload)]];
    case 'reminder.deadline_due':
      return [['mail', (tx) => deadlineReminderMail(tx, mail, job.payload)]];
    case 'application.submitted':
      return [
        ['mail', (tx) => applicationConfirmation(tx, mail, job.payload.applicationId)],
        ['mail:owner', (tx) => applicationNotice(tx, mail, job.payload.applicationId)],
      ];
    case 'application.status_changed':
      return [['mail', (tx) => applicationStatusNotice(tx, mail, job.payload)]];
    case 'application.withdrawn':
      return [['mail', (tx) => withdrawalReceivedNotice(tx, mail, job.payload.applicationId)]];
    case 'recruiter.verification_requested':
    case 'recruiter.password_reset_requested':
      return [['mail', (tx) => recruiterTokenMail(tx, mail, job.payload.tokenId)]];
    case 'tenant.staff_invited':
    case 'tenant.password_reset_requested':
      return [['mail', (tx) => staffLinkMail(tx, mail, job.payload)]];
    case 'applicant.status_changed':
      return [['mail', (tx) => applicantStatusMail(tx, job.payload)]];
    case 'applicant.mentioned':
      return [['mail', (tx) => applicantMentionMail(tx, mail, job.payload)]];
    case 'applicant.confirmation_requested':
      return [['mail', (tx) => careersConfirmationMail(tx, mail, job.payload)]];
    case 'opportunity.moderated':
      return [['mail', (tx) => moderationDecisionNotice(tx, mail, job.payload)]];
    case 'posting.confirmation_requested':
      return [['mail', (tx) => postingConfirmationNotice(tx, mail, job.payload.submissionId)]];
    case 'account.export_ready':
      return [['mail', (tx) => exportReadyMail(tx, mail, job.payload)]];
    case 'application.closing_notice':
      return [['mail', (tx) => applicationClosingMail(tx, mail, job.payload)]];
    case 'applicant.closing_notice':
      return [['mail', (tx) => applicantClosingMail(tx, mail, job.payload)]];
    // Fair review (docs/fair-review.md): a referee's link and its reminders; an interview's proposal,
    // calendar invitations and cancellations, to the candidate and (its own receipt) the panel.
    case 'reference.requested':
    case 'reference.reminder_due':
      return [['mail', (tx) => referenceRequestMail(tx, mail, job.payload)]];
    case 'reference.responded':
      return [['mail', (tx) => referenceResponseMail(tx, job.payload)]];
    case 'interview.changed':
      return [
        ['mail', (tx) => interviewCandidateMail(tx, mail, job.payload)],
        ['mail:panel', (tx) => interviewPanelMail(tx, mail, job.payload)],
      ];
  }
}

export const mailProcessor = defineProcessor({
  queue: 'mail',
  async handle(job, { db, mail }) {
    if (!mail) throw new Error('no mail server configured (SMTP_URL): the e-mail waits in the queue');
    const results = [];
    for (const [consumer, compose] of messagesOf(job, mail)) {
      const outcome = await runOnce(
        db,
        consumer,
        job.eventId,
        async (tx) => {
          const message = await compose(tx);
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
      results.push(outcome.ran ? outcome.result : { sent: false, duplicate: true });
    }
    return results.length === 1 ? results[0] : results;
  },
});
