// The operators' panel's "Run digest now", "Run alerts now" and "Run reminders now" (issue 28):
// POST /api/admin/scheduled-jobs/{digest|alerts|reminders}/run runs one pass now, as `npm run digest`
// etc. do (services/src/admin/scheduled-runs.ts), and answers what it did with the job scheduler's
// next run, which it leaves where it was. Admins only, with the CSRF token; one pass at a time (409),
// audited. Served from their contracts (@phd/contracts/endpoints/admin-operations); a job it does not
// know is the admin catch-all's 404 (admin-audit.ts).
import type { FastifyPluginAsync } from 'fastify';
import { scheduledRuns } from '@phd/contracts/endpoints/admin-operations';
import { runScheduledPass, scheduledPasses, scheduledPassNames } from '@phd/services/admin/scheduled-runs';
import type { AlertSearch } from '@phd/services/alerts/alert-filters';
import type { Db } from '@phd/services/db/client';
import { QUEUE_READ_TIMEOUT_MS, type OperatorQueues } from '../operators/queues.ts';
import { within } from '../operators/within.ts';
import { serve } from '../plugins/contract-routes.ts';
import { LIMITS } from './rate-limits.ts';

export interface AdminScheduledJobOptions {
  db: Db;
  search: AlertSearch;
  /** Where the next scheduled run is read from; without it (or with Redis away) it is null. */
  queues?: OperatorQueues;
}

export const adminScheduledJobRoutes: FastifyPluginAsync<AdminScheduledJobOptions> = async (
  app,
  { db, search, queues },
) => {
  for (const name of scheduledPassNames) {
    const { queue, job } = scheduledPasses[name];
    const nextRun = async (): Promise<string | null> => {
      const scheduler = queues?.queues.get(queue)?.getJobScheduler(job);
      const next = scheduler ? (await within(scheduler, QUEUE_READ_TIMEOUT_MS))?.next : undefined;
      return next ? new Date(next).toISOString() : null;
    };

    serve(
      app,
      scheduledRuns[name],
      async ({ caller }) => {
        const { message } = await runScheduledPass(db, search, name, caller);
        return { data: { job: name, message, next_run_at: await nextRun() } };
      },
      { rateLimit: LIMITS.scheduledRun },
    );
  }
};
