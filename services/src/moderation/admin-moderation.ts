// The moderation queue in the admin console (issue 15): held postings, highest risk first then oldest,
// approved (public from then on: `opportunity.updated` brings it into the index) or rejected, each
// with a message the poster is e-mailed (`opportunity.moderated`). Only a pending posting can be
// decided: one statement decides, so of two decisions at once exactly one wins and the other, like a
// decision on a posting already decided, is told so (409). Each decision has its audit row.
import type { ModerationItem, ModerationQuery } from '@phd/contracts/endpoints/admin-moderation';
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import type { Db, Prisma } from '../db/client.ts';
import { conflict, notFound } from '../errors.ts';
import { recordEvent } from '../events/outbox.ts';
import { OPPORTUNITY_NOT_FOUND, opportunityIdOf } from '../opportunities/find-opportunity.ts';
import type { RiskReason } from './risk-rules.ts';

export type ModerationDecision = 'approved' | 'rejected';

const ROW = {
  include: { recruiter: { select: { email: true } } },
} as const;
type Row = Prisma.OpportunityGetPayload<typeof ROW>;

const present = (r: Row): ModerationItem => ({
  id: r.id,
  title: r.title,
  university: r.universityName,
  country: r.country,
  poster: r.recruiter?.email ?? r.posterEmail ?? null,
  state: r.moderationState,
  status: r.status,
  risk_score: r.riskScore ?? 0,
  risk_reasons: (Array.isArray(r.riskReasons) ? r.riskReasons : []) as unknown as RiskReason[],
  description: r.description,
  opportunity_url: r.opportunityUrl,
  created_at: r.createdAt.toISOString(),
  moderated_at: r.moderatedAt?.toISOString() ?? null,
  moderation_note: r.moderationNote,
});

/**
 * GET /api/admin/moderation. Pending: highest risk first, then oldest (the longest wait). Approved and
 * rejected list the decisions made (latest first); listings that never needed moderation are not there.
 */
export async function listModeration(db: Db, q: ModerationQuery) {
  const where: Prisma.OpportunityWhereInput = {
    deletedAt: null,
    moderationState: q.state,
    ...(q.state !== 'pending' && { moderatedAt: { not: null } }),
  };
  const orderBy: Prisma.OpportunityOrderByWithRelationInput[] =
    q.state === 'pending'
      ? [{ riskScore: { sort: 'desc', nulls: 'last' } }, { createdAt: 'asc' }, { id: 'asc' }]
      : [{ moderatedAt: 'desc' }, { id: 'desc' }];
  const [rows, total, pending] = await Promise.all([
    db.opportunity.findMany({ ...ROW, where, orderBy, take: q.limit, skip: q.offset }),
    db.opportunity.count({ where }),
    db.opportunity.count({ where: { deletedAt: null, moderationState: 'pending' } }),
  ]);
  return { data: rows.map(present), pagination: { total }, pending };
}

const ALREADY: Record<ModerationDecision, string> = {
  approved: 'This posting was already approved.',
  rejected: 'This posting was already rejected.',
};

async function decide(db: Db, actor: Actor, idInput: string, decision: ModerationDecision, note: string | null) {
  const id = opportunityIdOf(idInput);
  return db.$transaction(async (tx) => {
    const moderatedAt = new Date();
    // One statement decides: a second decision (or one at the same moment) finds nothing pending.
    const decided = await tx.opportunity.updateMany({
      where: { id, deletedAt: null, moderationState: 'pending' },
      data: { moderationState: decision, moderatedAt, moderatedBy: actor.id, moderationNote: note },
    });
    const row = await tx.opportunity.findFirst({ ...ROW, where: { id, deletedAt: null } });
    if (!row) throw notFound(OPPORTUNITY_NOT_FOUND);
    if (decided.count === 0) {
      if (row.moderationState === 'pending') throw conflict('This posting changed meanwhile. Please try again.');
      throw conflict(ALREADY[row.moderationState]);
    }
    // The index follows the public rule: an approved posting joins the listing, a rejected one stays out.
    await recordEvent(tx, 'opportunity.updated', { opportunityId: id });
    await recordEvent(tx, 'opportunity.moderated', { opportunityId: id, decision, moderatedAt: moderatedAt.getTime() });
    await recordAudit(tx, actor, {
      action: decision === 'approved' ? 'opportunity.approved' : 'opportunity.rejected',
      recordType: 'opportunity',
      recordId: id,
      before: { moderation_state: 'pending', risk_score: row.riskScore, title: row.title },
      after: { moderation_state: decision, message: note },
    });
    return present(row);
  });
}

/** POST /api/admin/moderation/{id}/approve { message? }: an empty message sends none. */
export function approvePosting(db: Db, actor: Actor, id: string, note: string | undefined) {
  return decide(db, actor, id, 'approved', note || null);
}

/** POST /api/admin/moderation/{id}/reject { message } */
export function rejectPosting(db: Db, actor: Actor, id: string, note: string) {
  return decide(db, actor, id, 'rejected', note);
}
