// Consumes: preferences.updated and saved.changed ({ userId }, from the outbox), and
//           recommendations.sweep (direct; refreshes the next batch of candidates so new listings,
//           passed deadlines and fading freshness reach people who change nothing).
// Emits:    nothing; replaces the candidate's rows in `recommendations` (services/src/recommendations).
// Idempotent by construction: each run recomputes from the rows as they are now and replaces the
// whole set in one transaction, so duplicates, retries and late deliveries all converge. The sweep
// keeps its place in Redis (`<prefix>:recommendations:sweep-after`); losing it only restarts the round.
import {
  candidatesAfter,
  createRecommender,
  refreshRecommendations,
  type Recommender,
} from '@phd/services/recommendations/index';
import { defineProcessor } from './processor.ts';

/** Candidates refreshed per sweep job. */
export const SWEEP_BATCH = 100;

export const sweepCursorKey = (prefix: string) => `${prefix}:recommendations:sweep-after`;

/** The processor with a given recommender (tests; an embeddings one once configuration offers it). */
export function createRecommendationsProcessor(recommender: Recommender) {
  return defineProcessor({
    queue: 'recommendations',
    async handle(job, { db, redis, keyPrefix, logger }) {
      if (job.kind === 'event') return refreshRecommendations(db, job.payload.userId, recommender);

      const cursor = sweepCursorKey(keyPrefix);
      const after = await redis.get(cursor);
      const users = await candidatesAfter(db, after, SWEEP_BATCH);
      let stored = 0;
      for (const userId of users) stored += (await refreshRecommendations(db, userId, recommender)).stored;
      // A short batch ends the round: the next sweep starts again from the first candidate.
      if (users.length < SWEEP_BATCH) await redis.del(cursor);
      else await redis.set(cursor, users.at(-1)!);
      logger.debug({ refreshed: users.length, stored }, 'recommendations sweep');
      return { refreshed: users.length, stored, wrapped: users.length < SWEEP_BATCH };
    },
  });
}

export const recommendationsProcessor = createRecommendationsProcessor(createRecommender());
