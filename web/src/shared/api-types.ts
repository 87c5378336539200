// The JSON the public API answers (spec section 3 field names), shared by the gateway's presenters and
// the web app so both sides agree on one definition.

export interface OpportunityJson {
  id: string;
  university: string;
  title: string;
  department: string | null;
  supervisor: string | null;
  supervisor_url: string | null;
  /** Unix seconds; 0 = no deadline. */
  closing_date: number;
  deadline: string | null;
  open_to: string | null;
  city: string | null;
  country: string;
  opportunity_url: string | null;
  fully_funded: boolean;
  funding: string | null;
  fundingDetails: string | null;
  researchArea: string | null;
  ai_summary: string | null;
  /** Unix seconds. */
  created_at: number;
  views: number;
  view_count: number;
  university_url: string | null;
  collect_resumes: boolean;
  category: 'standard' | 'featured';
  /** The discipline. */
  ai_department: string | null;
  status: 'open' | 'closed';
  /** "phd-vacancies-<university>-<country>-<title>-<id>": the web app's /opportunities/{link}. */
  link: string;
}

export interface OpportunityDetailJson extends OpportunityJson {
  /** Sanitised HTML. */
  description: string;
  /** Unix seconds: when the recruiter closed it (status "closed"); null while open. */
  closed_at: number | null;
}

/** Where a tenant's applicant stands (the applicant review, spec section 7 "SaaS applicants"). */
export const APPLICANT_STATUSES = [
  'new',
  'reviewing',
  'shortlisted',
  'interview',
  'offered',
  'rejected',
  'withdrawn',
] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];
export type ApplicantCounts = Record<ApplicantStatus, number> & { total: number };

/** A member of a site's staff as the applicants API names them. */
export interface StaffPersonJson {
  id: string;
  name: string;
}

export interface RatingSummaryJson {
  average: number;
  count: number;
}

/** One applicant as the applicants API answers it (docs/tenant-api.md, `applicant`). */
export interface ApplicantJson {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  country: string | null;
  status: ApplicantStatus;
  /** The site's display name of the status. */
  stage: string;
  source: string;
  opportunity_id: string | null;
  opportunity_title: string | null;
  resume: { filename: string; size: number | null; mime: string | null } | null;
  /** Null until the caller has rated (independent scores). */
  rating: RatingSummaryJson | null;
  comments_count: number;
  created_at: string;
  status_changed_at: string | null;
}

export interface ApplicantCommentJson {
  id: string;
  comment: string;
  author: StaffPersonJson | null;
  created_at: string;
}

export interface ApplicantRatingJson {
  score: number;
  note: string | null;
  reviewer: StaffPersonJson | null;
  updated_at: string;
}

export interface ApplicantStatusChangeJson {
  from: ApplicantStatus | null;
  to: ApplicantStatus;
  by: StaffPersonJson | null;
  at: string;
}

export interface ResumeAccessJson {
  kind: 'viewed' | 'downloaded';
  by: StaffPersonJson | null;
  at: string;
}

/** GET /api/applicants/{id}: the applicant with everything the review screen shows beside the list. */
export interface ApplicantDetailJson extends ApplicantJson {
  comments: ApplicantCommentJson[];
  /** Everyone's ratings, the caller's included; empty until the caller has rated. */
  ratings: ApplicantRatingJson[];
  my_rating: { score: number; note: string | null } | null;
  history: ApplicantStatusChangeJson[];
  accesses: ResumeAccessJson[];
}

/** GET /api/applicants/stats?opportunity=&from=&to= (docs/tenant-api.md): a site's applicant statistics. */
export interface ApplicantStatsJson {
  by_status: Record<ApplicantStatus, number>;
  /** Most applicants first; id and title are null for applicants of no (or a deleted) opportunity. */
  by_opportunity: {
    id: string | null;
    title: string | null;
    total: number;
    by_status: Record<ApplicantStatus, number>;
  }[];
  /** Every ISO week (its Monday, YYYY-MM-DD, UTC) from the first application to the last. */
  by_week: { week: string; count: number }[];
  /** Along the forward path: how many reached `to`, and as a share (0 to 1) of those who reached `from`. */
  funnel: { from: ApplicantStatus; to: ApplicantStatus; count: number; rate: number | null }[];
  /** Null for a stage nobody has left yet. */
  median_days_in_stage: Record<ApplicantStatus, number | null>;
}

export const TENANT_OPPORTUNITY_STATUSES = ['draft', 'open', 'closed'] as const;
export type TenantOpportunityStatus = (typeof TENANT_OPPORTUNITY_STATUSES)[number];

/** A tenant's opportunity as its staff see it (GET/POST/PUT /api/saas/opportunities, docs/tenant-api.md). */
export interface TenantOpportunityJson extends Omit<OpportunityDetailJson, 'status'> {
  status: TenantOpportunityStatus;
  /** "Also list on PhD Finder". */
  listed_publicly: boolean;
  /** Applicants per status (the applicants table). */
  applicants: ApplicantCounts;
}

export interface ListingPage {
  data: OpportunityJson[];
  pagination: { total: number };
}

/** GET /api/countries */
export interface CountryOption {
  country: string;
  Count: number;
}

/** GET /api/universities */
export interface UniversityOption {
  university: string;
  Count: number;
}

/** GET /api/disciplines and /api/opportunities/discipline/counts */
export interface DisciplineOption {
  ai_department: string;
  Count: number;
}

/** GET /api/opportunities/countries/counts */
export interface CountryCount {
  Country: string;
  Count: number;
}

/** Spec section 3, "University user", as the recruiter calls answer it (snake_case), plus the logo. */
export interface UniversityUserJson {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  university: string;
  position: string | null;
  department: string | null;
  email_verified: boolean;
  lastLoginAt: string | null;
  status: string;
  createdAt: string;
  updatedAt: string;
  city: string | null;
  country: string | null;
  /** Ours: the university's uploaded logo (a versioned path), or null. */
  logo_url: string | null;
}

/** A contact-form message in the admin console (GET /api/admin/contact). */
export interface ContactMessageJson {
  id: string;
  name: string;
  email: string;
  message: string;
  created_at: string;
  /** When an admin marked it handled; null while it waits. */
  handled_at: string | null;
}

/** One row of the audit log (GET /api/admin/audit). */
export interface AuditEventJson {
  id: string;
  actor: { kind: string; id: string | null; email: string | null };
  /** `<record>.<verb>`, e.g. `contact_message.deleted`. */
  action: string;
  record_type: string;
  record_id: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  created_at: string;
}

/** Job counts of one queue on the operators' panel; null when Redis did not answer in time. */
export interface QueueCountsJson {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

/** A full search reindex asked for from the operators' panel (POST /api/admin/search/reindex). */
export interface ReindexRunJson {
  id: string;
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  engine: string | null;
  requested_by: string | null;
  requested_at: string;
  started_at: string | null;
  finished_at: string | null;
  progress: { done: number; total: number };
  indexed: number | null;
  removed: number | null;
  error: string | null;
}

/** The operators' search panel (GET /api/admin/search). */
export interface SearchPanelJson {
  engine: 'postgres' | 'elasticsearch';
  /** Documents in the search index; null when the engine did not answer. */
  documents: number | null;
  /** Publicly open opportunities in Postgres: what the index should hold. */
  open: number;
  /** The oldest change the index has not caught up with yet, or null when it is up to date. */
  oldest_unindexed: { at: string; age_seconds: number } | null;
  outbox: { pending: number; oldest_pending_age_seconds: number | null };
  /** Per queue; null when Redis did not answer in time. */
  queues: Record<string, QueueCountsJson> | null;
  /** The last reindex that finished, or null. */
  last_reindex: ReindexRunJson | null;
  /** The reindex queued or running now, or null. */
  running_reindex: ReindexRunJson | null;
  /** Conditions operators should look at (the same ones /readyz lists). */
  warnings: string[];
}
