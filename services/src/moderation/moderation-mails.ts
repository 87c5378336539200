// The e-mail of `opportunity.moderated`, composed when the mail job runs from the rows as they are:
// nothing when the posting is gone, has no one to write to (a recruiter, or a post-jobs poster's
// confirmed address), or has been decided (or edited back into the queue) since this event, so a
// poster never reads a decision that no longer holds. A post-jobs posting approved by the trusted
// path (no moderator) is told it is live, without "our team has reviewed".
import type { EventPayload } from '../events/catalogue.ts';
import type { Tx } from '../events/outbox.ts';
import type { MailContext } from '../mail/index.ts';
import type { OutgoingMail } from '../mail/message.ts';
import { POST_JOBS_PATH } from '@phd/contracts/paths';
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
  if (!row || row.deletedAt) return null;
  const to = row.recruiter?.email ?? row.posterEmail;
  if (!to) return null;
  if (row.moderationState !== event.decision || row.moderatedAt?.getTime() !== event.moderatedAt) return null;
  const poster = !row.recruiter;
  const content = moderationDecisionMail({
    firstName: row.recruiter?.firstName ?? row.postedByName,
    opportunityTitle: row.title,
    decision: event.decision,
    message: row.moderationNote,
    url:
      event.decision === 'approved'
        ? `${mail.publicUrl}/opportunities/${row.id}`
        : `${mail.publicUrl}${poster ? POST_JOBS_PATH : '/university/dashboard'}`,
    // Approved with no moderator: the post-jobs form's trusted path.
    automatic: row.moderatedBy === null && row.riskScore === null,
    resubmit: poster,
  });
  return { to, ...content };
}
