// What a candidate tells Smart Picks directly: "not for me" on a pick (never shown again, and its
// words weigh against similar listings in the next ranking) and undoing it, and switching
// personalised recommendations off or on. Each records preferences.updated when something changed,
// in the same transaction, so the recommendations worker ranks again; each is idempotent, and two
// identical requests at once both succeed with one event.
import type { Db } from '../db/client.ts';
import { notFound } from '../errors.ts';
import { recordEvent } from '../events/outbox.ts';
import { publiclyVisible } from '../opportunities/public-visibility.ts';

export const OPPORTUNITY_NOT_FOUND = 'Opportunity not found.';

export interface ChoiceOutcome {
  opportunityId: string;
  /** False when nothing changed (already dismissed / not dismissed). */
  changed: boolean;
}

/** "Not for me": the pick leaves Smart Picks at once, and the ranking learns from it. */
export async function dismissPick(db: Db, userId: string, opportunityId: string): Promise<ChoiceOutcome> {
  try {
    return await db.$transaction(async (tx) => {
      const exists = await tx.opportunity.findFirst({
        where: { id: opportunityId, ...publiclyVisible },
        select: { id: true },
      });
      if (!exists) throw notFound(OPPORTUNITY_NOT_FOUND);
      // ON CONFLICT DO NOTHING: two dismissals at once both succeed, and only one records the event.
      const { count } = await tx.recommendationDismissal.createMany({
        data: [{ userId, opportunityId }],
        skipDuplicates: true,
      });
      await tx.recommendation.deleteMany({ where: { userId, opportunityId } });
      if (count > 0) await recordEvent(tx, 'preferences.updated', { userId });
      return { opportunityId, changed: count > 0 };
    });
  } catch (error) {
    // The opportunity was removed for good between the check and the insert.
    if ((error as { code?: unknown })?.code === 'P2003') throw notFound(OPPORTUNITY_NOT_FOUND);
    throw error;
  }
}

/** Undoing "not for me": the listing may be picked again. */
export async function undismissPick(db: Db, userId: string, opportunityId: string): Promise<ChoiceOutcome> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.recommendationDismissal.deleteMany({ where: { userId, opportunityId } });
    if (count > 0) await recordEvent(tx, 'preferences.updated', { userId });
    return { opportunityId, changed: count > 0 };
  });
}

/** The listings the candidate called "not for me", newest first (so they can take one back). */
export async function listDismissed(db: Db, userId: string) {
  const rows = await db.recommendationDismissal.findMany({
    where: { userId, opportunity: publiclyVisible },
    orderBy: [{ createdAt: 'desc' }, { opportunityId: 'desc' }],
    include: { opportunity: { select: { id: true, title: true, universityName: true } } },
    take: 200,
  });
  return rows.map((r) => ({ ...r.opportunity, dismissedAt: r.createdAt }));
}

export async function personalisation(db: Db, userId: string): Promise<boolean> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { personalisedRecommendations: true } });
  return user?.personalisedRecommendations ?? true;
}

/** Personalised recommendations on or off; off, Smart Picks shows the newest open positions instead. */
export async function setPersonalisation(db: Db, userId: string, on: boolean): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({
      where: { id: userId, personalisedRecommendations: !on },
      data: { personalisedRecommendations: on },
    });
    if (count > 0) await recordEvent(tx, 'preferences.updated', { userId });
    return on;
  });
}
