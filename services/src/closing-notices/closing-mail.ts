// The e-mails of application.closing_notice and applicant.closing_notice, composed when the mail job
// runs from the rows as they are then (the mail processor's receipt makes each event send at most
// once). The sweep decided the outcome once for the whole close and put it in the event, so every
// applicant of one close reads the same words. Nothing is sent when the row no longer says it was
// closed with a notice: erased, anonymised, or decided meanwhile.
import type { EventPayload } from '../events/catalogue.ts';
import type { Tx } from '../events/outbox.ts';
import type { MailContext } from '../mail/index.ts';
import type { OutgoingMail } from '../mail/message.ts';
import { closingNoticeMail } from '../mail/templates/closing-notice.ts';
import { setTransactionTenant } from '../tenants/unit-of-work.ts';

/** Where a main-site candidate follows every application (the tracking page). */
const trackUrl = (publicUrl: string) => `${publicUrl}/account/applications`;

export async function applicationClosingMail(
  tx: Tx,
  mail: Pick<MailContext, 'publicUrl'>,
  event: Pick<EventPayload<'application.closing_notice'>, 'applicationId' | 'outcome' | 'tenantId'>,
): Promise<OutgoingMail | null> {
  // A site's unlisted position is visible only in that site's unit.
  if (event.tenantId) await setTransactionTenant(tx, event.tenantId);
  const row = await tx.application.findUnique({
    where: { id: event.applicationId },
    select: { name: true, email: true, status: true, opportunity: { select: { title: true, universityName: true } } },
  });
  if (!row || row.status !== 'closed') return null;
  const content = closingNoticeMail({
    candidateName: row.name,
    opportunityTitle: row.opportunity.title,
    university: row.opportunity.universityName,
    outcome: event.outcome,
    trackUrl: trackUrl(mail.publicUrl),
  });
  return { to: row.email, ...content };
}

export async function applicantClosingMail(
  tx: Tx,
  mail: Pick<MailContext, 'publicUrl'>,
  event: Pick<EventPayload<'applicant.closing_notice'>, 'tenantId' | 'applicantId' | 'outcome'>,
): Promise<OutgoingMail | null> {
  await setTransactionTenant(tx, event.tenantId);
  const row = await tx.applicant.findFirst({
    where: { id: event.applicantId, tenantId: event.tenantId },
    select: {
      name: true,
      email: true,
      applicationId: true,
      closingNoticeAt: true,
      anonymisedAt: true,
      opportunity: { select: { title: true, universityName: true } },
      tenant: { select: { name: true, universityName: true } },
    },
  });
  if (!row || !row.closingNoticeAt || row.anonymisedAt || !row.opportunity) return null;
  const content = closingNoticeMail({
    candidateName: row.name,
    opportunityTitle: row.opportunity.title,
    university: row.opportunity.universityName || row.tenant.universityName || row.tenant.name,
    outcome: event.outcome,
    // Applied through the main site: their My Applications shows the status too.
    trackUrl: row.applicationId ? trackUrl(mail.publicUrl) : null,
  });
  return { to: row.email, fromName: row.tenant.name, ...content };
}
