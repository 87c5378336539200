// A university site's applicant review (issue 14; docs/tenant-api.md "Applicants"): the staff's upload,
// the list with its filters and counts, one applicant with everything the review screen shows, status
// changes (one or many, e-mailing the applicant when asked), ratings, comments, the resume as a
// download or a preview, deletion, the CSV export and the stats. Every call takes the site from the
// staff token; an applicant, opportunity or comment that is not the site's own is "not found".
import { z } from 'zod';
import { APPLICANT_STATUSES } from '../applicant-statuses.ts';
import { contract } from '../http/contract.ts';
import {
  bulkStatusInput,
  commentInput,
  commentParams,
  exportBody,
  exportQuery,
  idParams,
  listQuery,
  ratingInput,
  statsQuery,
  statusInput,
  uploadFields,
} from '../input/applicant.ts';
import { criterionSchema } from '../input/review.ts';
import { errorSchema } from '../public-schemas.ts';
import { interviewSchema } from './interviews.ts';
import { criteriaScoresSchema, declaredConflictSchema } from './review-settings.ts';
import { lettersSummarySchema, staffReferenceSchema } from './references.ts';
import { SITE_MANAGERS } from '../staff-roles.ts';

export const COMMENT_DELETED = 'Comment deleted';
export const RATING_SAVED = 'Rating saved';

const AREA = 'University site';
const TOPIC = 'Applicants';
const BASE = '/api/applicants';

const status = z.enum(APPLICANT_STATUSES);
const time = z.string().describe('ISO 8601');
const perStatus = <V extends z.ZodType>(value: V) => z.record(status, value);

/** A member of the site's staff as the applicants API names them (null once they left the site). */
export const staffPersonSchema = z.object({ id: z.string().describe('UUID'), name: z.string() });

export const ratingSummarySchema = z.object({
  average: z.number().describe('1 to 4, two decimals: the mean of the reviewers’ weighted scores'),
  count: z.number().int(),
  spread: z.number().describe('Highest minus lowest weighted score among the reviewers (disagreement); 0 for one'),
});

/** One applicant as the list answers it (docs/tenant-api.md, `applicant`). */
export const applicantSchema = z.object({
  id: z.string().describe('UUID'),
  name: z.string().describe('Under blind review, a pseudonym ("Candidate 7F3K2A")'),
  email: z.string().nullable().describe('Null under blind review'),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  blind: z.boolean().describe('Blind review hides who the applicant is (pseudonym, no contact, the redacted resume)'),
  status,
  stage: z.string().describe("The site's display name of the status"),
  source: z.string().describe('How the applicant came: careers, main_site or staff'),
  opportunity_id: z.string().nullable().describe('UUID; null once the opportunity is deleted'),
  opportunity_title: z.string().nullable(),
  resume: z.object({ filename: z.string(), size: z.number().int().nullable(), mime: z.string().nullable() }).nullable(),
  rating: ratingSummarySchema.nullable().describe('Null until the caller has rated (independent scores)'),
  comments_count: z.number().int(),
  letters: lettersSummarySchema,
  created_at: time,
  status_changed_at: time.nullable(),
  closing_notice_at: time
    .nullable()
    .describe('When the closing e-mail went (the position closed with no decision for them); null: not sent'),
});

export const applicantCommentSchema = z.object({
  id: z.string().describe('UUID'),
  comment: z.string(),
  author: staffPersonSchema.nullable(),
  created_at: time,
});

export const applicantRatingSchema = z.object({
  reviewer: staffPersonSchema.nullable(),
  score: z.number().int().describe('1 to 4'),
  criteria: criteriaScoresSchema.nullable().describe('A scorecard’s scores per criterion; null: a plain rating'),
  weighted: z.number().describe('The scorecard’s weighted mean, two decimals; a plain rating’s score'),
  note: z.string().nullable(),
  updated_at: time,
});

const myRating = z.object({
  score: z.number().int(),
  scores: criteriaScoresSchema.nullable(),
  weighted: z.number(),
  note: z.string().nullable(),
});

export const applicantStatusChangeSchema = z.object({
  from: status.nullable(),
  to: status,
  by: staffPersonSchema.nullable().describe('The staff member; null when they left, or when the candidate acted'),
  by_candidate: z.boolean().describe('The candidate made the change (withdrew on the main site)'),
  at: time,
});

export const resumeAccessSchema = z.object({
  kind: z
    .enum(['viewed', 'downloaded', 'revealed', 'letter_viewed'])
    .describe('revealed: an owner saw who a blind-reviewed applicant is; letter_viewed: a reference letter was opened'),
  by: staffPersonSchema.nullable(),
  at: time,
});

/** The applicant with everything the review screen shows beside the list. */
export const applicantDetailSchema = applicantSchema.extend({
  comments: z.array(applicantCommentSchema).describe('Oldest first'),
  ratings: z.array(applicantRatingSchema).describe("Everyone's, the caller's included; empty until the caller rated"),
  my_rating: myRating.nullable(),
  history: z.array(applicantStatusChangeSchema).describe('Oldest first'),
  accesses: z.array(resumeAccessSchema).describe('Newest first'),
  references: z.array(staffReferenceSchema).describe('The referees asked for letters, oldest first'),
  scorecard: z.array(criterionSchema).describe('The opportunity’s criteria; empty: the single 1-4 rating'),
  conflicts: z
    .array(declaredConflictSchema)
    .describe('Declared conflicts of interest, for owners and admins (whom not to involve); empty for reviewers'),
  interviews: z.array(interviewSchema).describe('Proposed, booked and past interviews, newest first'),
});

/** The panel's ratings as the caller may see them. */
export const panelRatingsSchema = z.object({
  mine: myRating.nullable(),
  ratings: z.array(applicantRatingSchema),
  average: ratingSummarySchema.nullable(),
});

export const applicantStatsSchema = z.object({
  by_status: perStatus(z.number().int()),
  by_opportunity: z
    .array(
      z.object({
        id: z.string().nullable(),
        title: z.string().nullable(),
        total: z.number().int(),
        by_status: perStatus(z.number().int()),
      }),
    )
    .describe('Most applicants first; id and title are null for applicants of no (or a deleted) opportunity'),
  by_week: z
    .array(z.object({ week: z.string().describe('Monday, YYYY-MM-DD, UTC'), count: z.number().int() }))
    .describe('Every ISO week from the first application to the last'),
  funnel: z
    .array(z.object({ from: status, to: status, count: z.number().int(), rate: z.number().nullable() }))
    .describe('Along the forward path: how many reached `to`, and as a share (0 to 1) of those who reached `from`'),
  median_days_in_stage: perStatus(z.number().nullable()).describe('Null for a stage nobody has left yet'),
});

export type ApplicantJson = z.output<typeof applicantSchema>;
export type ApplicantDetailJson = z.output<typeof applicantDetailSchema>;
export type ApplicantCommentJson = z.output<typeof applicantCommentSchema>;
export type ApplicantRatingJson = z.output<typeof applicantRatingSchema>;
export type RatingSummaryJson = z.output<typeof ratingSummarySchema>;
export type StaffPersonJson = z.output<typeof staffPersonSchema>;
export type PanelRatingsJson = z.output<typeof panelRatingsSchema>;
export type ApplicantStatsJson = z.output<typeof applicantStatsSchema>;

const message = z.string();
const saved = <S extends z.ZodType>(data: S) => z.object({ message, data });
/** 404 `not_found`: the message names what the site does not have (docs/tenant-api.md, the rule for ids). */
const notFound = errorSchema;

export const uploadApplicant = contract({
  method: 'POST',
  path: `${BASE}/upload`,
  audience: 'staff',
  area: AREA,
  topic: TOPIC,
  summary:
    'Add an applicant who applied by e-mail or on paper, with their resume (confirmed at once; ' +
    'the resume-text worker then extracts its text)',
  consumes: 'multipart/form-data',
  body: uploadFields.extend({
    resume: z.string().describe('The resume file (PDF, DOC or DOCX by content, up to 10 MB), the only file part'),
  }),
  responses: { 201: saved(applicantSchema) },
  others: { 404: notFound.describe('The opportunity is not the site’s own') },
});

export const listApplicants = contract({
  method: 'GET',
  path: BASE,
  audience: 'staff',
  area: AREA,
  topic: TOPIC,
  summary:
    "One page of the site's confirmed applicants, filtered and sorted, with the number in each status " +
    '(for the same filters bar the status)',
  query: listQuery,
  responses: {
    200: z.object({
      data: z.array(applicantSchema),
      pagination: z.object({ total: z.number().int() }),
      counts: perStatus(z.number().int()),
    }),
  },
  others: { 404: notFound.describe('The opportunity is not the site’s own') },
});

const CSV = z
  .string()
  .describe(
    'UTF-8 with a byte-order mark: Name, Email, Phone, Country, Opportunity, Status, Stage, Average rating, ' +
      'Created; formula-like cells start with an apostrophe',
  );

export const exportApplicants = contract({
  method: 'GET',
  path: `${BASE}/export.csv`,
  audience: 'staff',
  area: AREA,
  topic: TOPIC,
  summary: 'The selected applicants (ids, comma-separated) or the filtered list as a CSV download',
  query: exportQuery,
  produces: 'text/csv',
  responses: { 200: CSV },
  others: { 404: notFound.describe('A selected applicant or the opportunity is not the site’s own') },
});

export const exportSelectedApplicants = contract({
  method: 'POST',
  path: `${BASE}/export.csv`,
  audience: 'staff',
  area: AREA,
  topic: TOPIC,
  summary: 'The same CSV for a selection too long for an address (up to 500 ids)',
  body: exportBody,
  produces: 'text/csv',
  responses: { 200: CSV },
  others: { 404: notFound.describe('A selected applicant or the opportunity is not the site’s own') },
});

export const bulkChangeStatus = contract({
  method: 'POST',
  path: `${BASE}/bulk-status`,
  audience: 'staff',
  area: AREA,
  topic: TOPIC,
  summary:
    'Move many applicants to one status at once (all or nothing); with notify, interview, offered and ' +
    'rejected e-mail each of them',
  body: bulkStatusInput,
  responses: { 200: z.object({ message, updated: z.number().int() }) },
  others: { 404: notFound.describe('A selected applicant is not the site’s own: nobody moves') },
});

export const getApplicant = contract({
  method: 'GET',
  path: `${BASE}/:id`,
  audience: 'staff',
  area: AREA,
  topic: TOPIC,
  summary:
    'One applicant with comments, ratings (the others’ once the caller rated), history and resume ' +
    'accesses; records a view',
  params: idParams,
  responses: { 200: z.object({ data: applicantDetailSchema }) },
  others: { 404: notFound },
});

export const deleteApplicant = contract({
  method: 'DELETE',
  path: `${BASE}/:id`,
  audience: 'staff',
  roles: SITE_MANAGERS,
  area: AREA,
  topic: TOPIC,
  summary: 'Delete an applicant with their comments, ratings, history, accesses and stored resume',
  params: idParams,
  responses: { 200: z.object({ message }) },
  others: { 404: notFound },
});

export const changeApplicantStatus = contract({
  method: 'PUT',
  path: `${BASE}/:id/status`,
  audience: 'staff',
  area: AREA,
  topic: TOPIC,
  summary:
    'Move an applicant to a status (kept in the history); with notify, interview, offered and rejected ' +
    "e-mail them the site's template",
  params: idParams,
  body: statusInput,
  responses: { 200: saved(applicantSchema) },
  others: { 404: notFound },
});

export const rateApplicant = contract({
  method: 'PUT',
  path: `${BASE}/:id/rating`,
  audience: 'staff',
  area: AREA,
  topic: TOPIC,
  summary: "The caller's rating of an applicant (1 to 4, with a note), made or changed",
  params: idParams,
  body: ratingInput,
  responses: { 200: z.object({ message: z.literal(RATING_SAVED), data: panelRatingsSchema }) },
  others: { 404: notFound },
});

export const listApplicantComments = contract({
  method: 'GET',
  path: `${BASE}/:id/comments`,
  audience: 'staff',
  area: AREA,
  topic: TOPIC,
  summary: "An applicant's comments, oldest first",
  params: idParams,
  responses: { 200: z.object({ data: z.array(applicantCommentSchema) }) },
  others: { 404: notFound },
});

export const addApplicantComment = contract({
  method: 'POST',
  path: `${BASE}/:id/comments`,
  audience: 'staff',
  area: AREA,
  topic: TOPIC,
  summary: 'Comment on an applicant; colleagues it mentions (@Name) are e-mailed a link',
  params: idParams,
  body: commentInput,
  responses: { 201: saved(applicantCommentSchema) },
  others: { 404: notFound },
});

export const deleteApplicantComment = contract({
  method: 'DELETE',
  path: `${BASE}/:id/comments/:commentId`,
  audience: 'staff',
  area: AREA,
  topic: TOPIC,
  summary: 'Delete a comment (its author, an owner or an admin)',
  params: commentParams,
  responses: { 200: z.object({ message: z.literal(COMMENT_DELETED) }) },
  others: { 404: notFound },
});

const RESUME_FILE = z
  .string()
  .describe(
    'The resume (PDF, DOC or DOCX) under its original name with the extension of its detected type; under ' +
      'blind review the redacted copy, resume-redacted.pdf',
  );
const BLIND_NOT_READY = errorSchema.describe('Blind review: the redacted copy is still being prepared');

export const downloadApplicantResume = contract({
  method: 'GET',
  path: `${BASE}/:id/download`,
  audience: 'staff',
  area: AREA,
  topic: TOPIC,
  summary: "The applicant's resume as a download (Content-Disposition: attachment); recorded in the audit trail",
  params: idParams,
  produces: 'application/octet-stream',
  responses: { 200: RESUME_FILE },
  others: { 404: notFound.describe('Not the site’s applicant, or no resume'), 409: BLIND_NOT_READY },
});

export const previewApplicantResume = contract({
  method: 'GET',
  path: `${BASE}/:id/resume`,
  audience: 'staff',
  area: AREA,
  topic: TOPIC,
  summary: "The applicant's resume inline, for the review screen's preview (sandboxed by its CSP)",
  params: idParams,
  produces: 'application/octet-stream',
  responses: { 200: RESUME_FILE },
  others: { 404: notFound.describe('Not the site’s applicant, or no resume'), 409: BLIND_NOT_READY },
});

export const applicantStats = contract({
  method: 'GET',
  path: `${BASE}/stats`,
  audience: 'staff',
  area: AREA,
  topic: TOPIC,
  summary:
    "The site's applicant stats: counts per status, opportunity and week, the funnel and the median days " +
    'in each stage (confirmed applicants, by opportunity and the days they applied)',
  query: statsQuery,
  responses: { 200: applicantStatsSchema },
  others: { 404: notFound.describe('The opportunity is not the site’s own') },
});
