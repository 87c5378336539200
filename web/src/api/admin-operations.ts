// The operators' panel's calls (issue 15): the search index against Postgres, the queues, a full
// reindex, and a scheduled e-mail job's pass run now (issue 28). Cookie-authenticated like every admin
// call; the client adds the CSRF token to the writes.
import type { ReindexRunJson, ScheduledRunJson, SearchPanelJson } from '@phd/contracts/api-types';
import { api } from './client.ts';

export const OPERATIONS_KEY = ['admin', 'operations'] as const;

export const operationsApi = {
  panel: () => api<SearchPanelJson>('/api/admin/search'),
  reindex: () => api<{ data: ReindexRunJson }>('/api/admin/search/reindex', { method: 'POST' }),
  runScheduled: (job: ScheduledRunJson['job']) =>
    api<{ data: ScheduledRunJson }>(`/api/admin/scheduled-jobs/${job}/run`, { method: 'POST' }),
};
