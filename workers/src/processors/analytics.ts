// Consumes: analytics.batch (direct jobs from the gateway's analytics buffer, about one a second per
//           gateway: { batchId, counts: [{ day, name, label, count }] }).
// Emits:    nothing; adds the counts to analytics_days.
// Safe to run twice: a marker `<prefix>:analytics:folded:<batchId>`, set once the fold committed,
// makes a redelivered batch a no-op.
import { foldAnalyticsCounts } from '@phd/services/analytics/index';
import { defineProcessor } from './processor.ts';

/** Longer than any retry schedule: a batch is never folded twice. */
const FOLDED_MARKER_SECONDS = 24 * 3_600;

export const analyticsProcessor = defineProcessor({
  queue: 'analytics',
  async handle(job, { db, redis, keyPrefix }) {
    const { batchId, counts } = job.data;
    const folded = `${keyPrefix}:analytics:folded:${batchId}`;
    if (await redis.exists(folded)) return { folded: 0, duplicate: true };
    const rows = await foldAnalyticsCounts(db, counts);
    await redis.set(folded, '1', 'EX', FOLDED_MARKER_SECONDS);
    return { folded: rows, duplicate: false };
  },
});
