// Input of the applicants API (issue 14, docs/tenant-api.md "Applicants"): the staff's upload form, the
// list's filters, status changes, ratings, comments and the stats' filter. snake_case where the client
// sends two words.
import { z } from 'zod';
import { APPLICANT_STATUSES } from '../applicant-statuses.ts';
import { emailField } from './email.ts';
import { scorecardScores } from './review.ts';
import { lineText, multilineText, optionalLine, requiredLine } from './text.ts';

export const LIST_LIMIT_MAX = 100;
export const BULK_MAX = 500;
export const COMMENT_MAX = 5_000;
export const NOTE_MAX = 2_000;
export const Q_MAX = 200;

const STATUS_RULE = `Status must be one of: ${APPLICANT_STATUSES.join(', ')}`;
const status = z.enum(APPLICANT_STATUSES, { error: STATUS_RULE });
const id = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .pipe(z.uuid({ error: `${label} must be a valid id` }))
    .transform((s) => s.toLowerCase());

export const uploadFields = z.object({
  name: requiredLine('Name', 200),
  email: emailField.transform((e) => e.toLowerCase()),
  phone: optionalLine('Phone', 40),
  country: optionalLine('Country', 100),
  opportunity: id('Opportunity'),
});

/** A whole number in a query string. */
const count = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} must be a number` })
    .regex(/^\d{1,7}$/, `${label} must be a whole number`)
    .transform(Number)
    .pipe(z.number().min(min, `${label} must be at least ${min}`).max(max, `${label} may be at most ${max}`));

export const SORTS = ['newest', 'oldest', 'rating', 'disagreement'] as const;

export const listQuery = z.object({
  opportunity: id('Opportunity').optional(),
  status: status.optional(),
  q: lineText('q', { error: 'q must be text' }).trim().max(Q_MAX, `q may be at most ${Q_MAX} characters`).optional(),
  sort: z.enum(SORTS, { error: `Sort must be one of: ${SORTS.join(', ')}` }).default('newest'),
  limit: count('Limit', 1, LIST_LIMIT_MAX).default(30),
  offset: count('Offset', 0, 1_000_000).default(0),
});
export type ListQuery = z.output<typeof listQuery>;

/** The export: the selected ids (comma-separated, as a link carries them), or the list's filters. */
export const exportQuery = listQuery.omit({ limit: true, offset: true }).extend({
  ids: z
    .string({ error: 'ids must be a comma-separated list of ids' })
    .transform((s) =>
      s
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.uuid({ error: 'ids must be valid ids' }).transform((s) => s.toLowerCase()))
        .max(BULK_MAX, `At most ${BULK_MAX} applicants at once`),
    )
    // An empty selection (`?ids=`) is no selection: the filtered list.
    .transform((ids) => (ids.length > 0 ? ids : undefined))
    .optional(),
});

const notify = z.boolean({ error: 'Notify must be true or false' }).default(false);

export const statusInput = z.object({ status, notify });

/** A selection of applicants in a body (bulk status, the export): up to BULK_MAX ids. */
const selectedIds = z
  .array(id('Each id'), { error: 'ids must be a list of applicant ids' })
  .max(BULK_MAX, `At most ${BULK_MAX} applicants at once`);

/**
 * The export as a POST: a selection of hundreds of ids is longer than an address may be. The list's
 * filters as in the query form; no ids (or none) exports the filtered list.
 */
export const exportBody = exportQuery.omit({ ids: true }).extend({
  ids: selectedIds.optional().transform((ids) => (ids && ids.length > 0 ? ids : undefined)),
});

export const bulkStatusInput = z.object({
  ids: selectedIds.min(1, 'Select at least one applicant'),
  status,
  notify,
});

const singleScore = z
  .number({ error: 'Score must be a number from 1 to 4' })
  .int('Score must be a whole number from 1 to 4')
  .min(1, 'Score must be from 1 to 4')
  .max(4, 'Score must be from 1 to 4');

/**
 * A plain rating (`score`), or a scorecard (`scores` per criterion, issue 34) where the opportunity has
 * criteria: which of the two it must be, and which keys, is the opportunity's (services/src/review/scorecard.ts).
 */
export const ratingInput = z
  .object({
    score: singleScore.optional(),
    scores: scorecardScores.optional(),
    note: multilineText('Note')
      .trim()
      .max(NOTE_MAX, `Note may be at most ${NOTE_MAX} characters`)
      .nullish()
      .transform((s) => s || null),
  })
  // Without scores a plain score is required, worded as it always was.
  .refine((r) => r.score !== undefined || r.scores !== undefined, {
    path: ['score'],
    error: 'Score must be a number from 1 to 4',
  });

export const commentInput = z.object({
  comment: multilineText('Comment', { error: 'Comment is required' })
    .trim()
    .min(1, 'Comment is required')
    .max(COMMENT_MAX, `Comment may be at most ${COMMENT_MAX} characters`),
});

export const idParams = z.object({ id: id('Applicant id') });
export const commentParams = idParams.extend({ commentId: id('Comment id') });

export type UploadFields = z.output<typeof uploadFields>;
export type StatusInput = z.output<typeof statusInput>;
export type BulkStatusInput = z.output<typeof bulkStatusInput>;
export type RatingInput = z.output<typeof ratingInput>;
export type CommentInput = z.output<typeof commentInput>;

const day = z.iso.date({ error: 'Dates must be written as YYYY-MM-DD' });
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** The stats' filter: one opportunity's applicants, and the days they applied (inclusive, UTC). */
export const statsQuery = z
  .object({
    opportunity: z.preprocess(blankToUndefined, z.uuid({ error: 'Opportunity is not a valid id' }).optional()),
    from: z.preprocess(blankToUndefined, day.optional()),
    to: z.preprocess(blankToUndefined, day.optional()),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'The start date must not be after the end date' });

export type StatsFilter = z.output<typeof statsQuery>;
