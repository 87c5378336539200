// Recomputing one candidate's recommendations and replacing their stored set, in one transaction.
// Idempotent and safe to retry: the result depends only on the rows as they are now. Runs for the
// same candidate are serialised by a transaction-scoped advisory lock and read after taking it, so
// the last to commit always saw the latest preferences and saves (an older event delivered late
// cannot leave an older ranking behind). Every run logs what it read (recommendation_runs), the audit
// the EU's rules on automated matching ask for; a candidate who switched personalisation off has no
// stored picks (Smart Picks then shows the newest open positions, list-recommendations.ts).
import type { Db, Prisma } from '../db/client.ts';
import { isEmptyProfile, loadProfile } from './profile.ts';
import type { InterestProfile, Recommender } from './recommender.ts';

/** Recommendations kept per candidate (ten pages of the Smart Picks grid). */
export const RECOMMENDATIONS_PER_USER = 300;
/** Longest a refresh may hold its transaction (the local recommender takes well under a second). */
const REFRESH_TIMEOUT_MS = 60_000;
/** Runs kept per candidate in the audit log. */
export const RUNS_KEPT = 20;

export interface RefreshResult {
  userId: string;
  recommender: string;
  stored: number;
}

export async function refreshRecommendations(
  db: Db,
  userId: string,
  recommender: Recommender,
  { limit = RECOMMENDATIONS_PER_USER }: { limit?: number } = {},
): Promise<RefreshResult> {
  return db.$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtextextended(${`recommendations:${userId}`}::text, 0))`;
      const user = await tx.user.findUnique({ where: { id: userId }, select: { personalisedRecommendations: true } });
      if (!user) return { userId, recommender: recommender.name, stored: 0 };
      const personalised = user.personalisedRecommendations;
      const profile = await loadProfile(tx, userId);
      const picks = !personalised || isEmptyProfile(profile) ? [] : await recommender.recommend(tx, profile, limit);
      await tx.recommendation.deleteMany({ where: { userId } });
      await logRun(tx, { personalised, profile, recommender: recommender.name, picks: picks.length });
      if (picks.length > 0) {
        const computedAt = new Date();
        await tx.recommendation.createMany({
          data: picks.map((p) => ({
            userId,
            opportunityId: p.opportunityId,
            score: p.score,
            reason: p.reason,
            details: { ...p.details },
            computedAt,
          })),
        });
      }
      return { userId, recommender: recommender.name, stored: picks.length };
    },
    { timeout: REFRESH_TIMEOUT_MS, maxWait: REFRESH_TIMEOUT_MS },
  );
}

/** Records what this ranking read, keeping the candidate's latest RUNS_KEPT runs. */
async function logRun(
  tx: Prisma.TransactionClient,
  run: { personalised: boolean; profile: InterestProfile; recommender: string; picks: number },
) {
  const { userId, ...inputs } = run.profile;
  await tx.recommendationRun.create({
    data: {
      userId,
      recommender: run.recommender,
      picks: run.picks,
      inputs: { personalised: run.personalised, ...inputs },
    },
  });
  await tx.$executeRaw`DELETE FROM recommendation_runs WHERE user_id = ${userId}::uuid AND id NOT IN (
    SELECT id FROM recommendation_runs WHERE user_id = ${userId}::uuid ORDER BY created_at DESC, id LIMIT ${RUNS_KEPT})`;
}

/**
 * Candidates after `after` (by id) who have something to recommend from, or a stored set that may
 * need clearing: the sweep's next batch.
 */
export async function candidatesAfter(db: Db, after: string | null, limit: number): Promise<string[]> {
  const rows = await db.$queryRaw<{ user_id: string }[]>`
    SELECT user_id::text FROM (
      SELECT user_id FROM user_preferences
      UNION SELECT user_id FROM saved_opportunities
      UNION SELECT user_id FROM recommendations
    ) AS people
    WHERE ${after}::uuid IS NULL OR user_id > ${after}::uuid
    ORDER BY user_id
    LIMIT ${limit}`;
  return rows.map((r) => r.user_id);
}
