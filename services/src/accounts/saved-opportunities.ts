// A candidate's saved opportunities (spec section 7, "Saved opportunities"; docs/candidate-api.md).
// Saving and unsaving are idempotent and record saved.changed, in the same transaction, only when
// something changed (the recommendations are due again). Reads list what the candidate saved, newest
// save first: closed opportunities stay listed (marked closed); what the public no longer sees
// (deleted, a draft, a tenant's listing taken off PhD Finder) is not shown.
import type { Db, Prisma } from '../db/client.ts';
import type { Opportunity } from '../db/generated/client.ts';
import { forbidden, notFound } from '../errors.ts';
import { recordEvent } from '../events/outbox.ts';
import { publiclyVisible } from '../opportunities/public-visibility.ts';
import type { z } from 'zod';
import type { saveInput, savedDetailsQuery, savedIdsQuery } from '@phd/contracts/candidate-input';

export const OPPORTUNITY_NOT_FOUND = 'Opportunity not found.';
export const NOT_YOUR_SAVES = 'You can only see and change your own saved opportunities.';

/** Opportunities a candidate can save and see saved: publicly visible, open or closed. */
const savable = publiclyVisible satisfies Prisma.OpportunityWhereInput;

const newestFirst = [
  { createdAt: 'desc' },
  { opportunityId: 'desc' },
] as const satisfies Prisma.SavedOpportunityOrderByWithRelationInput[];

function ownId(candidateId: string, userId: string): string {
  if (userId !== candidateId.toLowerCase()) throw forbidden(NOT_YOUR_SAVES);
  return userId;
}

/** GET /api/user/opportunity/save?userId= : the saved ids, newest save first. */
export async function listSavedOpportunityIds(
  db: Db,
  candidateId: string,
  query: z.output<typeof savedIdsQuery>,
): Promise<string[]> {
  const userId = ownId(candidateId, query.userId);
  const rows = await db.savedOpportunity.findMany({
    where: { userId, opportunity: savable },
    orderBy: newestFirst,
    select: { opportunityId: true },
  });
  return rows.map((r) => r.opportunityId);
}

export interface SavedOpportunityPage {
  opportunities: Opportunity[];
  total: number;
}

/** GET /api/user/opportunity/save/details : one page of the saved opportunities' rows. */
export async function listSavedOpportunities(
  db: Db,
  candidateId: string,
  query: z.output<typeof savedDetailsQuery>,
): Promise<SavedOpportunityPage> {
  const { userId, limit, offset } = query;
  ownId(candidateId, userId);
  const where = { userId, opportunity: savable } satisfies Prisma.SavedOpportunityWhereInput;
  const [total, rows] = await Promise.all([
    db.savedOpportunity.count({ where }),
    db.savedOpportunity.findMany({
      where,
      orderBy: newestFirst,
      skip: offset,
      take: limit,
      include: { opportunity: true },
    }),
  ]);
  return { opportunities: rows.map((r) => r.opportunity), total };
}

/** Who saves what, as the contract parsed it (ids in lower case). */
type SaveInput = z.output<typeof saveInput>;

export interface SaveOutcome {
  opportunityId: string;
  /** False when nothing changed (already saved / not saved). */
  changed: boolean;
}

/** POST /api/user/opportunity/save : saving twice is fine; an unknown or deleted opportunity is 404. */
export async function saveOpportunity(db: Db, candidateId: string, input: SaveInput): Promise<SaveOutcome> {
  const { user_id, opportunity_id: opportunityId } = input;
  const userId = ownId(candidateId, user_id);
  try {
    return await db.$transaction(async (tx) => {
      const exists = await tx.opportunity.findFirst({ where: { id: opportunityId, ...savable }, select: { id: true } });
      if (!exists) throw notFound(OPPORTUNITY_NOT_FOUND);
      // ON CONFLICT DO NOTHING: two saves at once both succeed, and only one records the event.
      const { count } = await tx.savedOpportunity.createMany({
        data: [{ userId, opportunityId }],
        skipDuplicates: true,
      });
      if (count > 0) await recordEvent(tx, 'saved.changed', { userId });
      return { opportunityId, changed: count > 0 };
    });
  } catch (error) {
    // The opportunity was removed for good between the check and the insert.
    if ((error as { code?: unknown })?.code === 'P2003') throw notFound(OPPORTUNITY_NOT_FOUND);
    throw error;
  }
}

/** DELETE /api/user/opportunity/save : removing what is not saved is fine too. */
export async function unsaveOpportunity(db: Db, candidateId: string, input: SaveInput): Promise<SaveOutcome> {
  const { user_id, opportunity_id: opportunityId } = input;
  const userId = ownId(candidateId, user_id);
  return db.$transaction(async (tx) => {
    const { count } = await tx.savedOpportunity.deleteMany({ where: { userId, opportunityId } });
    if (count > 0) await recordEvent(tx, 'saved.changed', { userId });
    return { opportunityId, changed: count > 0 };
  });
}
