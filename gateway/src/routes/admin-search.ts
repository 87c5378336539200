// The operators' search panel (issue 15): GET /api/admin/search compares the documents in the search
// engine with the open opportunities in Postgres and shows how far indexing lags (the oldest change
// not yet indexed, the outbox backlog, the queues) and the last full reindex; POST
// /api/admin/search/reindex queues a zero-downtime full reindex (one at a time: 409 otherwise),
// which the workers run with progress (services/src/admin/search-reindex.ts). Admins only; served from
// their contracts (@phd/contracts/endpoints/admin-operations).
import type { FastifyPluginAsync } from 'fastify';
import { getSearchPanel, requestSearchReindex } from '@phd/contracts/endpoints/admin-operations';
import type { SearchEngine } from '@phd/search/engine';
import { oldestUnindexed, openOpportunities, operatorWarnings } from '@phd/services/admin/operator-status';
import { reindexRuns, requestReindex } from '@phd/services/admin/search-reindex';
import type { Db } from '@phd/services/db/client';
import type { OperatorStatus } from '../operators/status.ts';
import { serve } from '../plugins/contract-routes.ts';
import { within } from '../operators/within.ts';

/** An engine that does not answer within this is shown as "unavailable", not waited for. */
const ENGINE_TIMEOUT_MS = 3_000;

export interface AdminSearchOptions {
  db: Db;
  search: SearchEngine;
  status: OperatorStatus;
}

export const adminSearchRoutes: FastifyPluginAsync<AdminSearchOptions> = async (app, { db, search, status }) => {
  serve(app, getSearchPanel, async () => {
    const [documents, open, oldest, outbox, queues, runs] = await Promise.all([
      within(search.count(), ENGINE_TIMEOUT_MS),
      openOpportunities(db),
      oldestUnindexed(db),
      status.outbox(),
      status.queueCounts(),
      reindexRuns(db),
    ]);
    return {
      engine: search.name,
      documents,
      open,
      oldest_unindexed: oldest && { at: oldest.at.toISOString(), age_seconds: Math.round(oldest.ageSeconds) },
      outbox: {
        pending: outbox?.pending ?? 0,
        oldest_pending_age_seconds:
          outbox?.oldestPendingAgeSeconds == null ? null : Math.round(outbox.oldestPendingAgeSeconds),
      },
      queues,
      last_reindex: runs.last,
      running_reindex: runs.running,
      warnings: operatorWarnings(outbox, queues, await status.failedJobs(queues)),
    };
  });

  serve(app, requestSearchReindex, async ({ caller }) => ({ data: await requestReindex(db, caller) }));
};
