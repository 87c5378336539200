// The moderation queue in the admin console (issue 15): held postings, highest risk first then oldest,
// approved (public from then on: `opportunity.updated` brings it into the index) or rejected, each
// with a message the poster is e-mailed (`opportunity.moderated`). Only a pending posting can be
// decided: one statement decides, so of two decisions at once exactly one wins and the other, like a
// decision on a posting already decided, is told so (409). Each decision has its audit row.
import { z } from 'zod';
import type { ModerationItemJson } from '@phd/contracts/api-types';
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import type { Db, Prisma } from '../db/client.ts';
import { conflict, notFound } from '../errors.ts';
import { recordEvent } from '../events/outbox.ts';
import { parseForm } from '../form-input.ts';
import { wholeNumber } from '@phd/contracts/input/numbers';
import { multilineText } from '@phd/contracts/input/text';
import { OPPORTUNITY_NOT_FOUND, opportunityIdOf } from '../opportunities/find-opportunity.ts';
import type { RiskReason } from './risk-rules.ts';

export const MODERATION_STATES = ['pending', 'approved', 'rejected'] as const;
export type ModerationDecision = 'approved' | 'rejected';

export const moderationQuery = z.object({
  state: z.enum(MODERATION_STATES, { error: 'State must be one of: pending, approved, rejected' }).default('pending'),
  limit: wholeNumber('Limit', 1, 100, 20),
  offset: wholeNumber('Offset', 0, 1_000_000, 0),
});

export const MESSAGE_NEEDED = 'Please write the poster a message saying why the position is not approved.';

const messageText = (missing: string) =>
  multilineText('Message', { error: (issue) => (issue.input === undefined ? missing : 'Message must be text') })
    .trim()
    .max(2000, 'Message is too long (at most 2,000 characters)');
export const approveInput = z.object({ message: messageText('').optional() });
export const rejectInput = z.object({ message: messageText(MESSAGE_NEEDED).min(1, MESSAGE_NEEDED) });

const ROW = {
  include: { recruiter: { select: { email: true } } },
} as const;
type Row = Prisma.OpportunityGetPayload<typeof ROW>;

const present = (r: Row): ModerationItemJson => ({
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
export async function listModeration(db: Db, query: unknown) {
  const q = parseForm(moderationQuery, query);
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

/** POST /api/admin/moderation/{id}/approve { message? } */
export async function approvePosting(db: Db, actor: Actor, id: string, body: unknown) {
  const { message: note } = parseForm(approveInput, body);
  return decide(db, actor, id, 'approved', note || null);
}

/** POST /api/admin/moderation/{id}/reject { message } */
export async function rejectPosting(db: Db, actor: Actor, id: string, body: unknown) {
  const { message: note } = parseForm(rejectInput, body);
  return decide(db, actor, id, 'rejected', note);
}
