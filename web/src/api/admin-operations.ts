// The operators' panel's calls (issue 15), through their contracts
// (@phd/contracts/endpoints/admin-operations): the search index against Postgres, the queues, a full
// reindex, and a scheduled e-mail job's pass run now (issue 28). Cookie-authenticated like every admin
// call; the client adds the CSRF token to the writes. And the audit log.
import {
  getSearchPanel,
  listAuditLog,
  requestSearchReindex,
  scheduledRuns,
  type AuditEvent,
  type ReindexRun,
  type ScheduledJob,
  type ScheduledRun,
  type SearchPanel,
} from '@phd/contracts/endpoints/admin-operations';
import { ADMIN_PAGE_SIZE, type AuditFilter } from './admin.ts';
import { call } from './call.ts';

export const OPERATIONS_KEY = ['admin', 'operations'] as const;

export type {
  AuditEvent as AuditEventJson,
  ReindexRun as ReindexRunJson,
  ScheduledRun as ScheduledRunJson,
  SearchPanel as SearchPanelJson,
};

export const operationsApi = {
  panel: () => call(getSearchPanel, {}),
  reindex: () => call(requestSearchReindex, {}),
  runScheduled: (job: ScheduledJob) => call(scheduledRuns[job], {}),
};

/** The audit log (GET /api/admin/audit): newest first, by action, the actor's e-mail and one record. */
export const auditApi = {
  list: (filter: AuditFilter, offset: number) =>
    call(listAuditLog, { query: { ...filter, limit: String(ADMIN_PAGE_SIZE), offset: String(offset) } }),
};
