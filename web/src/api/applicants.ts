// A university site's applicants (issue 14; docs/tenant-api.md, "Applicants"): the review list, one
// applicant with comments, ratings, history and resume accesses, status changes (one or many), ratings,
// comments, the resume file, the CSV export, the statistics and the site's stage names. The site and
// the staff token travel with every call; each is typed by its contract
// (@phd/contracts/endpoints/applicants and pipeline).
import {
  APPLICANT_STATUS_LABELS,
  APPLICANT_STATUSES,
  EMAILED_STATUSES,
  type ApplicantStatus,
} from '@phd/contracts/applicant-statuses';
import {
  addApplicantComment,
  bulkChangeStatus,
  changeApplicantStatus,
  deleteApplicantComment,
  downloadApplicantResume,
  exportSelectedApplicants,
  getApplicant,
  listApplicants,
  previewApplicantResume,
  rateApplicant,
  applicantStats,
  type ApplicantCommentJson,
  type ApplicantDetailJson,
  type ApplicantJson,
  type StaffPersonJson,
} from '@phd/contracts/endpoints/applicants';
import { getPipelineSettings } from '@phd/contracts/endpoints/pipeline';
import type { ContractInput, ContractResponse } from '@phd/contracts/http/contract';
import { call, pathOf } from './call.ts';
import { apiFile } from './client.ts';

/** The changes that may e-mail the applicant from the site's template (contracts/src/applicant-statuses.ts). */
export const EMAILED_STAGES: readonly ApplicantStatus[] = EMAILED_STATUSES;

// The shapes are the contracts' (the services answer them, the tests check the answers against them).
export type Person = StaffPersonJson;
export type Applicant = ApplicantJson;
export type ApplicantComment = ApplicantCommentJson;
export type ApplicantDetail = ApplicantDetailJson;
export type ApplicantStats = ContractResponse<typeof applicantStats>;

export type ApplicantSort = 'newest' | 'oldest' | 'rating' | 'disagreement';

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

export type ApplicantPage = ContractResponse<typeof listApplicants>;

export interface Pipeline {
  stage_names: Partial<Record<ApplicantStatus, string>>;
}

type ExportBody = ContractInput<typeof exportSelectedApplicants>['body'];

export const applicantsApi = {
  list: ({ limit, offset, ...filters }: ApplicantFilters, signal?: AbortSignal) =>
    call(
      listApplicants,
      { query: { ...filters, limit: String(limit), offset: offset === undefined ? undefined : String(offset) } },
      { signal },
    ),
  get: (id: string, signal?: AbortSignal) => call(getApplicant, { params: { id } }, { signal }),
  setStatus: (id: string, status: ApplicantStatus, notify: boolean) =>
    call(changeApplicantStatus, { params: { id }, body: { status, notify } }),
  bulkStatus: (ids: string[], status: ApplicantStatus, notify: boolean) =>
    call(bulkChangeStatus, { body: { ids, status, notify } }),
  /** A score 1-4, or a scorecard's scores by criterion (issue 34). */
  rate: (id: string, rating: number | Record<string, number>, note: string) => {
    const scored = typeof rating === 'number' ? { score: rating } : { scores: rating };
    return call(rateApplicant, { params: { id }, body: note.trim() ? { ...scored, note: note.trim() } : scored });
  },
  comment: (id: string, comment: string) => call(addApplicantComment, { params: { id }, body: { comment } }),
  deleteComment: (id: string, commentId: string) => call(deleteApplicantComment, { params: { id, commentId } }),
  /** The resume inline (the preview); reading it is not a download in the audit. */
  resume: (id: string, signal?: AbortSignal) => apiFile(pathOf(previewApplicantResume.path, { id }), { signal }),
  /** The resume as a download, recorded as one. */
  download: (id: string) => apiFile(pathOf(downloadApplicantResume.path, { id })),
  // POST: a selection of hundreds of ids is longer than an address may be.
  exportCsv: (ids: string[]) =>
    apiFile(exportSelectedApplicants.path, {
      method: exportSelectedApplicants.method,
      body: { ids } satisfies ExportBody,
    }),
  stats: (filter: ApplicantStatsFilter, signal?: AbortSignal) =>
    call(applicantStats, { query: { ...filter } }, { signal }),
  // The settings under `data`, as the contract answers them; a bare { stage_names } (as the screens'
  // tests answer) is taken as it is, as before.
  pipeline: (signal?: AbortSignal): Promise<Pipeline> =>
    call(getPipelineSettings, {}, { signal }).then(
      (answer) => (answer as Partial<typeof answer>).data ?? (answer as unknown as Pipeline),
    ),
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
