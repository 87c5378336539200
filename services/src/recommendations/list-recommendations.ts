// GET /api/opportunities/user/{userId} (spec section 7; docs/candidate-api.md, "Recommendations"): one
// page of the candidate's stored recommendations, best first. Rows whose opportunity has since
// closed, been deleted, passed its closing date or been saved are left out of the page and the total.
import type { pageQuery } from '@phd/contracts/candidate-input';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { Opportunity } from '../db/generated/client.ts';
import { forbidden } from '../errors.ts';
import { recommendable } from './eligibility.ts';
import { countedSave } from './profile.ts';

export const NO_PREFERENCES_MESSAGE = 'Set your preferences to get personalised recommendations.';
export const NOT_YOUR_RECOMMENDATIONS = 'You can only see your own recommendations.';

export interface RecommendationPage {
  opportunities: Opportunity[];
  total: number;
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

  const [preferences, saved] = await Promise.all([
    db.userPreference.findUnique({ where: { userId } }),
    db.savedOpportunity.count({ where: { userId, ...countedSave } }),
  ]);
  const hasPreferences =
    !!preferences &&
    (preferences.countries.length > 0 ||
      preferences.universities.length > 0 ||
      preferences.departments.length > 0 ||
      preferences.comments.trim() !== '');
  if (!hasPreferences && saved === 0) return { opportunities: [], total: 0, message: NO_PREFERENCES_MESSAGE };

  const shown = recommendable(userId);
  const [ids, counted] = await Promise.all([
    db.$queryRaw<{ id: string }[]>`
      SELECT r.opportunity_id::text AS id FROM recommendations r JOIN opportunities o ON o.id = r.opportunity_id
      WHERE r.user_id = ${userId}::uuid AND ${shown}
      ORDER BY r.score DESC, r.opportunity_id ASC
      LIMIT ${limit} OFFSET ${offset}`,
    db.$queryRaw<{ total: number }[]>`
      SELECT count(*)::int AS total FROM recommendations r JOIN opportunities o ON o.id = r.opportunity_id
      WHERE r.user_id = ${userId}::uuid AND ${shown}`,
  ]);
  const rows = ids.length === 0 ? [] : await db.opportunity.findMany({ where: { id: { in: ids.map((r) => r.id) } } });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    // A row deleted between the two reads is simply left out.
    opportunities: ids.flatMap((r) => byId.get(r.id) ?? []),
    total: counted[0]?.total ?? 0,
  };
}
