// GET /api/opportunities/user/{userId} (spec section 7; docs/candidate-api.md, "Recommendations"): one
// page of the candidate's stored recommendations, best first, each with why it was picked. Rows whose
// opportunity has since closed, been deleted, passed its closing date, been saved or called "not for
// me" are left out of the page and the total. With personalisation switched off, the newest open
// positions instead, the same for everyone (nothing about the candidate but what they saved or
// dismissed, which are never shown again).
import type { pageQuery } from '@phd/contracts/candidate-input';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { Opportunity } from '../db/generated/client.ts';
import { forbidden } from '../errors.ts';
import { recommendable } from './eligibility.ts';
import { countedSave } from './profile.ts';
import type { PickDetails } from './recommender.ts';

export const NO_PREFERENCES_MESSAGE = 'Set your preferences to get personalised recommendations.';
export const NOT_YOUR_RECOMMENDATIONS = 'You can only see your own recommendations.';

export interface RecommendationPage {
  opportunities: Opportunity[];
  /** Why each was picked, by opportunity id (personalised picks only). */
  why: Map<string, PickDetails>;
  total: number;
  personalised: boolean;
  /** Only when the candidate has neither preferences nor saves. */
  message?: string;
}

export async function listRecommendations(
  db: Db,
  candidateId: string,
  userId: string,
  { limit, offset }: z.output<typeof pageQuery>,
): Promise<RecommendationPage> {
  if (userId !== candidateId.toLowerCase()) throw forbidden(NOT_YOUR_RECOMMENDATIONS);

  const [preferences, saved, user] = await Promise.all([
    db.userPreference.findUnique({ where: { userId } }),
    db.savedOpportunity.count({ where: { userId, ...countedSave } }),
    db.user.findUnique({ where: { id: userId }, select: { personalisedRecommendations: true } }),
  ]);
  const shown = recommendable(userId);
  if (user && !user.personalisedRecommendations) return newestOpen(db, shown, { limit, offset });
  const hasPreferences =
    !!preferences &&
    (preferences.countries.length > 0 ||
      preferences.universities.length > 0 ||
      preferences.departments.length > 0 ||
      preferences.comments.trim() !== '');
  if (!hasPreferences && saved === 0) {
    return { opportunities: [], why: new Map(), total: 0, personalised: true, message: NO_PREFERENCES_MESSAGE };
  }

  const [ids, counted] = await Promise.all([
    db.$queryRaw<{ id: string; details: PickDetails }[]>`
      SELECT r.opportunity_id::text AS id, r.details FROM recommendations r JOIN opportunities o ON o.id = r.opportunity_id
      WHERE r.user_id = ${userId}::uuid AND ${shown}
      ORDER BY r.score DESC, r.opportunity_id ASC
      LIMIT ${limit} OFFSET ${offset}`,
    db.$queryRaw<{ total: number }[]>`
      SELECT count(*)::int AS total FROM recommendations r JOIN opportunities o ON o.id = r.opportunity_id
      WHERE r.user_id = ${userId}::uuid AND ${shown}`,
  ]);
  return {
    opportunities: await rowsInOrder(db, ids),
    why: new Map(ids.map((r) => [r.id, r.details])),
    total: counted[0]?.total ?? 0,
    personalised: true,
  };
}

/** The newest open positions a candidate may be shown: Smart Picks without personalisation. */
async function newestOpen(
  db: Db,
  shown: ReturnType<typeof recommendable>,
  { limit, offset }: { limit: number; offset: number },
): Promise<RecommendationPage> {
  const [ids, counted] = await Promise.all([
    db.$queryRaw<{ id: string }[]>`
      SELECT o.id::text AS id FROM opportunities o WHERE ${shown}
      ORDER BY o.created_at DESC, o.id LIMIT ${limit} OFFSET ${offset}`,
    db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM opportunities o WHERE ${shown}`,
  ]);
  return {
    opportunities: await rowsInOrder(db, ids),
    why: new Map(),
    total: counted[0]?.total ?? 0,
    personalised: false,
  };
}

/** The rows of these ids in their order; a row deleted between the two reads is simply left out. */
async function rowsInOrder(db: Db, ids: readonly { id: string }[]): Promise<Opportunity[]> {
  if (ids.length === 0) return [];
  const rows = await db.opportunity.findMany({ where: { id: { in: ids.map((r) => r.id) } } });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((r) => byId.get(r.id) ?? []);
}
