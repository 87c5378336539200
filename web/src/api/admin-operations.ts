// The operators' panel's calls (issue 15): the search index against Postgres, the queues, and a full
// reindex. Cookie-authenticated like every admin call; the client adds the CSRF token to the write.
import type { ReindexRunJson, SearchPanelJson } from '../shared/api-types.ts';
import { api } from './client.ts';

export const OPERATIONS_KEY = ['admin', 'operations'] as const;

export const operationsApi = {
  panel: () => api<SearchPanelJson>('/api/admin/search'),
  reindex: () => api<{ data: ReindexRunJson }>('/api/admin/search/reindex', { method: 'POST' }),
};
