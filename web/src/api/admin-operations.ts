// The operators' panel's calls (issue 15), through their contracts
// (@phd/contracts/endpoints/admin-operations): the search index against Postgres, the queues, a full
// reindex, and a scheduled e-mail job's pass run now (issue 28). Cookie-authenticated like every admin
// call; the client adds the CSRF token to the writes.
import {
  getSearchPanel,
  requestSearchReindex,
  scheduledRuns,
  type ReindexRun,
  type ScheduledJob,
  type ScheduledRun,
  type SearchPanel,
} from '@phd/contracts/endpoints/admin-operations';
import { call } from './call.ts';

export const OPERATIONS_KEY = ['admin', 'operations'] as const;

export type { ReindexRun as ReindexRunJson, ScheduledRun as ScheduledRunJson, SearchPanel as SearchPanelJson };

export const operationsApi = {
  panel: () => call(getSearchPanel, {}),
  reindex: () => call(requestSearchReindex, {}),
  runScheduled: (job: ScheduledJob) => call(scheduledRuns[job], {}),
};
