// A university site's applicants (issue 14; docs/tenant-api.md, "Applicants"): the review list, one
// applicant with comments, ratings, history and resume accesses, status changes (one or many), ratings,
// comments, the resume file, the CSV export and the statistics. The site and the staff token travel with every call.
import {
  APPLICANT_STATUSES,
  type ApplicantCommentJson,
  type ApplicantDetailJson,
  type ApplicantJson,
  type ApplicantStatsJson,
  type ApplicantStatus,
  type StaffPersonJson,
} from '@phd/contracts/api-types';
import { api, apiFile } from './client.ts';
import { APPLICANT_STATUS_LABELS } from './tenant-opportunities.ts';

/** The changes that may e-mail the applicant from the site's template (services/src/applicants/pipeline.ts). */
export const EMAILED_STAGES: readonly ApplicantStatus[] = ['interview', 'offered', 'rejected'];

// The shapes are shared with the services that answer them (contracts/src/api-types.ts).
export type Person = StaffPersonJson;
export type Applicant = ApplicantJson;
export type ApplicantComment = ApplicantCommentJson;
export type ApplicantDetail = ApplicantDetailJson;
export type ApplicantStats = ApplicantStatsJson;

export type ApplicantSort = 'newest' | 'oldest' | 'rating';

export interface ApplicantFilters {
  opportunity: string;
  status?: ApplicantStatus;
  q?: string;
  sort?: ApplicantSort;
  limit: number;
  offset?: number;
}

/** Which applicants the statistics count: one opportunity's, and by the day they applied (YYYY-MM-DD, inclusive). */
export interface ApplicantStatsFilter {
  opportunity?: string;
  from?: string;
  to?: string;
}

export interface ApplicantPage {
  data: Applicant[];
  pagination: { total: number };
  counts: Partial<Record<ApplicantStatus, number>>;
}

export interface Pipeline {
  stage_names: Partial<Record<ApplicantStatus, string>>;
}

const URL = '/api/applicants';

export const applicantsApi = {
  list: (filters: ApplicantFilters, signal?: AbortSignal) => api<ApplicantPage>(URL, { query: { ...filters }, signal }),
  get: (id: string, signal?: AbortSignal) => api<{ data: ApplicantDetail }>(`${URL}/${id}`, { signal }),
  setStatus: (id: string, status: ApplicantStatus, notify: boolean) =>
    api<{ message: string; data: Applicant }>(`${URL}/${id}/status`, { method: 'PUT', body: { status, notify } }),
  bulkStatus: (ids: string[], status: ApplicantStatus, notify: boolean) =>
    api<{ message: string; updated: number }>(`${URL}/bulk-status`, { method: 'POST', body: { ids, status, notify } }),
  rate: (id: string, score: number, note: string) =>
    api<{ message: string }>(`${URL}/${id}/rating`, {
      method: 'PUT',
      body: note.trim() ? { score, note: note.trim() } : { score },
    }),
  comment: (id: string, comment: string) =>
    api<{ message: string; data: ApplicantComment }>(`${URL}/${id}/comments`, { method: 'POST', body: { comment } }),
  deleteComment: (id: string, commentId: string) =>
    api<{ message: string }>(`${URL}/${id}/comments/${commentId}`, { method: 'DELETE' }),
  /** The resume inline (the preview); reading it is not a download in the audit. */
  resume: (id: string, signal?: AbortSignal) => apiFile(`${URL}/${id}/resume`, { signal }),
  /** The resume as a download, recorded as one. */
  download: (id: string) => apiFile(`${URL}/${id}/download`),
  // POST: a selection of hundreds of ids is longer than an address may be.
  exportCsv: (ids: string[]) => apiFile(`${URL}/export.csv`, { method: 'POST', body: { ids } }),
  stats: (filter: ApplicantStatsFilter, signal?: AbortSignal) =>
    api<ApplicantStats>(`${URL}/stats`, { query: { ...filter }, signal }),
  pipeline: (signal?: AbortSignal) =>
    api<Pipeline & { data?: Pipeline }>('/api/saas/pipeline', { signal }).then((answer) => answer.data ?? answer),
};

/** Every applicant query starts with this key, so one change refreshes the list and the open applicant. */
export const APPLICANTS_KEY = ['applicants'] as const;

/** The site's names of the stages: its own where set, the defaults elsewhere. */
export function stageNamesOf(pipeline: Pipeline | undefined): Record<ApplicantStatus, string> {
  const own = pipeline?.stage_names ?? {};
  return Object.fromEntries(
    APPLICANT_STATUSES.map((stage) => [stage, own[stage]?.trim() || APPLICANT_STATUS_LABELS[stage]]),
  ) as Record<ApplicantStatus, string>;
}
