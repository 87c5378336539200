// Consumes: expiry.sweep (direct, daily at 05:00 UTC in schedules.ts; `npm run expire` runs it now).
// Emits:    opportunity.closed, one per listing whose deadline passed more than 30 days ago, written
//           with the closing itself (services/src/opportunities/expire-opportunities.ts); the
//           search-index queue drops them.
// Idempotent: a closed row is never picked again, and two runs at once skip each other's rows.
import { expireOpportunities } from '@phd/services/opportunities/expire-opportunities';
import { defineProcessor } from './processor.ts';

export const expiryProcessor = defineProcessor({
  queue: 'expiry',
  async handle(_job, { db, logger }) {
    const result = await expireOpportunities(db);
    logger.info({ expired: result.expired, cutoff: result.cutoff.toISOString() }, 'expiry sweep');
    return { expired: result.expired };
  },
});
