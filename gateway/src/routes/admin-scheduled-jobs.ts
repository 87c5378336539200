// The operators' panel's "Run digest now", "Run alerts now" and "Run reminders now" (issue 28):
// POST /api/admin/scheduled-jobs/{digest|alerts|reminders}/run runs one pass now, as `npm run digest`
// etc. do (services/src/admin/scheduled-runs.ts), and answers what it did with the job scheduler's
// next run, which it leaves where it was. Admins only, with the CSRF token; one pass at a time (409),
// audited.
import type { FastifyPluginAsync } from 'fastify';
import type { ScheduledRunJson } from '@phd/contracts/api-types';
import { runScheduledPass, scheduledPasses, scheduledPassNames } from '@phd/services/admin/scheduled-runs';
import type { AlertSearch } from '@phd/services/alerts/alert-filters';
import type { Db } from '@phd/services/db/client';
import { QUEUE_READ_TIMEOUT_MS, type OperatorQueues } from '../operators/queues.ts';
import { within } from '../operators/within.ts';
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

    app.post(
      `/api/admin/scheduled-jobs/${name}/run`,
      { config: { rateLimit: LIMITS.scheduledRun } },
      async (request, reply): Promise<{ data: ScheduledRunJson }> => {
        const actor = await app.requireAdmin(request);
        const { message } = await runScheduledPass(db, search, name, actor);
        reply.header('cache-control', 'no-store');
        return { data: { job: name, message, next_run_at: await nextRun() } };
      },
    );
  }
};
