// The two e-mails of `application.submitted`, read fresh when the mail job runs (the event carries only
// the id); null when the application is gone. Each is sent under its own receipt (workers' mail
// processor), so a failure of one never re-sends the other. And the e-mail of
// `application.status_changed`, sent only when the recruiter asked for it and only for the latest change.
import { recruiterApplicationsPath } from '@phd/contracts/paths';
import { isNotifiedStatus } from '@phd/contracts/status-mails';
import type { EventPayload } from '../events/catalogue.ts';
import type { Tx } from '../events/outbox.ts';
import { oneLine } from '../mail/html.ts';
import type { MailContext } from '../mail/index.ts';
import type { OutgoingMail } from '../mail/message.ts';
import {
  applicationConfirmationMail,
  applicationNoticeMail,
  type ApplicationFacts,
} from '../mail/templates/application-received.ts';
import { applicationStatusMail } from '../mail/templates/application-status.ts';

async function load(tx: Tx, publicUrl: string, applicationId: string) {
  const row = await tx.application.findUnique({
    where: { id: applicationId },
    include: { opportunity: { include: { recruiter: { select: { email: true } } } } },
  });
  if (!row) return null;
  const facts: ApplicationFacts = {
    candidateName: row.name,
    candidateEmail: row.email,
    country: row.country,
    phone: row.contactMobile,
    comments: row.comments,
    resumeFilename: row.resumeFilename ?? 'resume',
    opportunityTitle: row.opportunity.title,
    university: row.opportunity.universityName,
    // A plain id opens the detail page as well as the full slug does (spec section 5).
    opportunityUrl: `${publicUrl}/opportunities/${row.opportunity.id}`,
    // The recruiter reviews it on their applications page (after signing in, which leads back there).
    reviewUrl: row.opportunity.recruiter
      ? `${publicUrl}${recruiterApplicationsPath(row.opportunity.id, row.id)}`
      : null,
    submittedAt: row.createdAt,
  };
  return { facts, recruiterEmail: row.opportunity.recruiter?.email ?? null };
}

/** To the candidate: "received, will be reviewed shortly". */
export async function applicationConfirmation(
  tx: Tx,
  mail: MailContext,
  applicationId: string,
): Promise<OutgoingMail | null> {
  const loaded = await load(tx, mail.publicUrl, applicationId);
  if (!loaded) return null;
  return { to: loaded.facts.candidateEmail, ...applicationConfirmationMail(loaded.facts) };
}

/** To whoever posted the opportunity (its recruiter; the team for our own listings); replies reach the candidate. */
export async function applicationNotice(
  tx: Tx,
  mail: MailContext,
  applicationId: string,
): Promise<OutgoingMail | null> {
  const loaded = await load(tx, mail.publicUrl, applicationId);
  if (!loaded) return null;
  return {
    to: loaded.recruiterEmail ?? mail.teamEmail,
    replyTo: { name: oneLine(loaded.facts.candidateName), address: loaded.facts.candidateEmail },
    ...applicationNoticeMail(loaded.facts),
  };
}

/**
 * To the candidate when the recruiter shortlists, rejects or offers and confirmed the e-mail. Nothing
 * when the recruiter chose not to tell them, when the status is one candidates are not e-mailed about,
 * or when the application's status has changed since this event (a later change, even back to the
 * same status, has its own event and decides alone: a status is never e-mailed twice for one decision,
 * nor e-mailed after it was taken back). Events recorded before `notify` and `changedAt` existed read
 * as notify true with no change time, as they were sent then.
 */
export async function applicationStatusNotice(
  tx: Tx,
  mail: MailContext,
  event: Pick<EventPayload<'application.status_changed'>, 'applicationId' | 'status' | 'notify' | 'changedAt'>,
): Promise<OutgoingMail | null> {
  const { applicationId, status } = event;
  if (!event.notify || !isNotifiedStatus(status)) return null;
  const row = await tx.application.findUnique({
    where: { id: applicationId },
    include: { opportunity: { select: { title: true, universityName: true } } },
  });
  if (!row || row.status !== status) return null;
  if (event.changedAt !== undefined && row.statusChangedAt?.getTime() !== event.changedAt) return null;
  const content = applicationStatusMail({
    candidateName: row.name,
    opportunityTitle: row.opportunity.title,
    university: row.opportunity.universityName,
    status,
    trackUrl: `${mail.publicUrl}/smart-picks`,
  });
  return { to: row.email, ...content };
}
