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
  /** One fact with funding_type (services/src/opportunities/funding.ts): true exactly when it is 'fully_funded'. */
  fully_funded: boolean;
  funding_type: FundingTypeJson | null;
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
  /** Who published it on the site (the /phd-postings pages); null for catalogue listings. */
  posted_by: PostedByJson | null;
}

export interface PostedByJson {
  name: string;
  position: string | null;
  department: string | null;
}

export type FundingTypeJson = 'fully_funded' | 'partially_funded' | 'self_funded' | 'unknown';

/** What the enrichment processor read from a posting (services/src/enrichment/engine.ts). */
export interface PostingFactsJson {
  /** Tuition fees covered for home / international students; null = not stated. */
  tuition: { home: boolean | null; international: boolean | null };
  /**
   * As the posting wrote it; yearly_amount is the same in a year, in the same currency (what the
   * listing's stipend sort and minimum read), null when the posting does not tell (a total without a duration).
   */
  stipend: {
    amount: number;
    currency: string;
    period: 'year' | 'month' | 'total';
    yearly_amount: number | null;
  } | null;
  duration_months: number | null;
  /** "YYYY-MM-DD" or "YYYY-MM". */
  start_date: string | null;
  eligibility: string[];
}

export interface OpportunityDetailJson extends OpportunityJson {
  /** Sanitised HTML. */
  description: string;
  /** Unix seconds: when the recruiter closed it (status "closed"); null while open. */
  closed_at: number | null;
  /**
   * Unix seconds: when it closed by itself, its deadline more than 30 days past (the expiry sweep);
   * null otherwise. The public detail answers such a position 410 (ExpiredOpportunityJson).
   */
  expired_at: number | null;
  /** Null until the posting has been read. */
  facts: PostingFactsJson | null;
  /** The language the description is written in (ISO 639-1, e.g. "de"); null until read or when unsure. */
  language: string | null;
  /** Fields inferred from the text rather than set by the poster: ai_summary, ai_department, funding_type, facts. */
  inferred: string[];
  /** The public detail only: the other postings of its near-duplicate group ("Also posted at …"); empty when none. */
  also_posted_at?: AlsoPostedAtJson[];
}

/** Another open posting of the same position (a near-duplicate, services/src/duplicates). */
export interface AlsoPostedAtJson {
  id: string;
  title: string;
  university: string;
  /** Where this copy came from, so copies at one university can be told apart. */
  origin: PostingOriginJson;
  /** The web app's /opportunities/{link}. */
  link: string;
  /** The group's canonical posting: the one listings show, and a duplicate page's canonical URL. */
  canonical: boolean;
}

/**
 * Who posted a copy or where it came from: a named poster (a recruiter or the post-jobs form), a
 * university site's careers pages (name: the site), an import (name: the source's host), or PhD Finder.
 */
export type PostingOriginJson =
  | { kind: 'poster'; name: string | null }
  | { kind: 'careers_site'; name: string }
  | { kind: 'imported'; name: string | null }
  | { kind: 'phd_finder'; name: null };

/** What the page of a position that closed by itself shows (the public detail's 410 answer). */
export type ExpiredOpportunityBriefJson = Pick<
  OpportunityDetailJson,
  | 'id'
  | 'title'
  | 'university'
  | 'city'
  | 'country'
  | 'ai_department'
  | 'closing_date'
  | 'closed_at'
  | 'expired_at'
  | 'link'
>;

/** The public detail's 410 for a position whose deadline passed more than 30 days ago. */
export interface ExpiredOpportunityJson {
  error: 'expired';
  /** "This position has closed". */
  message: string;
  opportunity: ExpiredOpportunityBriefJson;
}

/** Where a tenant's applicant stands (the applicant review, spec section 7 "SaaS applicants"). */
export { APPLICANT_STATUSES, type ApplicantStatus } from './applicant-statuses.ts';
import type { ApplicantStatus } from './applicant-statuses.ts';
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
  /**
   * totalRelation 'gte': a keyword search matched more than `total` (10,000) listings and stopped
   * counting there, as Elasticsearch does; 'eq' otherwise.
   */
  pagination: { total: number; totalRelation?: 'eq' | 'gte' };
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
  /** The university site a staff change happened on; null for the main site. */
  tenant_id: string | null;
  /** `<record>.<verb>`, e.g. `contact_message.deleted`. */
  action: string;
  record_type: string;
  record_id: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  created_at: string;
}

/** A listing in the admin console's table (GET /api/admin/opportunities): any status and source. */
export interface AdminOpportunityJson {
  id: string;
  title: string;
  university: string;
  /** The catalogue's university row, when the listing is tied to one. */
  university_id: string | null;
  country: string;
  city: string | null;
  category: 'standard' | 'featured';
  status: 'open' | 'closed' | 'draft';
  source: 'seed' | 'admin' | 'recruiter' | 'tenant' | 'import' | 'post_jobs';
  moderation_state: 'approved' | 'pending' | 'rejected';
  owner_suspended: boolean;
  /** A university site's listing (shown here only when it is also listed on PhD Finder). */
  tenant_id: string | null;
  /** Unix seconds; 0 when there is no closing date. */
  closing_date: number;
  views: number;
  /** The public page is /opportunities/{link}. */
  link: string;
  /** Unix seconds. */
  created_at: number;
  updated_at: number;
  /** Unix seconds when it was deleted; null while it is not. */
  deleted_at: number | null;
  /** The canonical listing of its near-duplicate group when it is a duplicate (out of the public listing). */
  duplicate_of: string | null;
  /** Near-duplicates grouped under this listing (0 when it leads no group; the detail form does not count them). */
  duplicates: number;
}

/** One listing for the admin's edit form (GET /api/admin/opportunities/{id}): every editable field. */
export type AdminOpportunityDetailJson = Omit<OpportunityDetailJson, 'status' | 'created_at'> &
  AdminOpportunityJson & {
    /** The university's uploaded logo (a versioned path), or null. */
    logo_url: string | null;
  };

/** How far a recruiter's e-mail domain is trusted: in our universities table, only in the academic-domains dataset, or neither. */
export type RecruiterDomainTrust = 'trusted' | 'academic' | 'unknown';

/** A recruiter account in the admin console (GET /api/admin/recruiters). */
export interface AdminRecruiterJson {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  university: string;
  status: 'pending' | 'active' | 'suspended';
  email_verified: boolean;
  email_verified_at: string | null;
  domain: RecruiterDomainTrust;
  created_at: string;
  last_login_at: string | null;
  postings: { open: number; total: number };
}

/** A university site (tenant) in the admin console (GET /api/admin/tenants). */
export interface AdminTenantJson {
  id: string;
  slug: string;
  name: string;
  university: string;
  university_id: string | null;
  /** The site's own address (its host under PUBLIC_URL, or /saas?site= when PUBLIC_URL is an IP address). */
  site_url: string;
  staff_count: number;
  owners: { name: string; email: string }[];
  /** Owner invitations not used yet and not expired. */
  pending_owner_invitations: { email: string; expires_at: string }[];
  listings: { open: number; total: number };
  suspended_at: string | null;
  created_at: string;
}

/** One reason a held posting scored what it did (services/src/moderation/risk-rules.ts). */
export interface RiskReasonJson {
  code: 'candidate_fees' | 'off_platform_contact' | 'duplicate_text' | 'non_academic_links' | 'non_academic_poster';
  message: string;
}

/** A posting in the moderation queue (GET /api/admin/moderation). */
export interface ModerationItemJson {
  id: string;
  title: string;
  university: string;
  country: string;
  /** The recruiter's e-mail address; null when no recruiter posted it. */
  poster: string | null;
  state: 'pending' | 'approved' | 'rejected';
  /** open, closed or draft. */
  status: string;
  /** 0 to 100. */
  risk_score: number;
  risk_reasons: RiskReasonJson[];
  /** Sanitised HTML. */
  description: string;
  opportunity_url: string | null;
  created_at: string;
  moderated_at: string | null;
  /** The message sent to the poster with the decision. */
  moderation_note: string | null;
}

/** Moderation as the poster sees it on their own positions (recruiter API `moderation`). */
export interface PosterModerationJson {
  /** approved: public; pending: awaiting review; rejected: not approved (see message). */
  state: 'approved' | 'pending' | 'rejected';
  /** The admin's message when not approved; null otherwise. */
  message: string | null;
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

/** A scheduled e-mail job's pass run now (POST /api/admin/scheduled-jobs/{job}/run). */
export interface ScheduledRunJson {
  job: 'digest' | 'alerts' | 'reminders';
  /** What the pass did, in one sentence. */
  message: string;
  /** The job scheduler's next run, left where it was; null when Redis could not be read. */
  next_run_at: string | null;
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
