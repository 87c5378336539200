// The e-mail of `opportunity.moderated`, composed when the mail job runs from the rows as they are:
// nothing when the posting is gone, has no recruiter to write to, or has been decided (or edited back
// into the queue) since this event, so a poster never reads a decision that no longer holds.
import type { EventPayload } from '../events/catalogue.ts';
import type { Tx } from '../events/outbox.ts';
import type { MailContext } from '../mail/index.ts';
import type { OutgoingMail } from '../mail/message.ts';
import { moderationDecisionMail } from '../mail/templates/moderation-decision.ts';

export async function moderationDecisionNotice(
  tx: Tx,
  mail: Pick<MailContext, 'publicUrl'>,
  event: Pick<EventPayload<'opportunity.moderated'>, 'opportunityId' | 'decision' | 'moderatedAt'>,
): Promise<OutgoingMail | null> {
  const row = await tx.opportunity.findUnique({
    where: { id: event.opportunityId },
    include: { recruiter: { select: { email: true, firstName: true } } },
  });
  if (!row?.recruiter || row.deletedAt) return null;
  if (row.moderationState !== event.decision || row.moderatedAt?.getTime() !== event.moderatedAt) return null;
  const content = moderationDecisionMail({
    firstName: row.recruiter.firstName,
    opportunityTitle: row.title,
    decision: event.decision,
    message: row.moderationNote,
    url:
      event.decision === 'approved'
        ? `${mail.publicUrl}/opportunities/${row.id}`
        : `${mail.publicUrl}/university/dashboard`,
  });
  return { to: row.recruiter.email, ...content };
}
