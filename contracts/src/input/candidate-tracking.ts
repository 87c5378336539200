// What a signed-in candidate sends to track applications made elsewhere and to reach their calendar
// feed (issue 32, "Every application tracked"; docs/candidates-tracking.md). Problems are sentences a
// person can read: the first one becomes the 400's message.
import { z } from 'zod';
import { lineText, multilineText, optionalLine, requiredLine } from './text.ts';

export const EXTERNAL_STATUSES = ['applied', 'interviewing', 'offered', 'rejected', 'withdrawn'] as const;
export type ExternalStatus = (typeof EXTERNAL_STATUSES)[number];

export const EXTERNAL_TITLE_MAX = 300;
export const EXTERNAL_UNIVERSITY_MAX = 200;
export const EXTERNAL_URL_MAX = 2_000;
export const EXTERNAL_NOTES_MAX = 2_000;
/** Most applications a candidate tracks by hand: far above a PhD search, low enough to list in one answer. */
export const EXTERNAL_MAX = 500;

const STATUS_RULE = `Status must be one of: ${EXTERNAL_STATUSES.join(', ')}`;
const status = z.enum(EXTERNAL_STATUSES, { error: STATUS_RULE });

/** Days people mean: the calendar's years only (a typo like 20266 is refused, not stored). */
const FIRST_YEAR = 1990;
const LAST_YEAR = 2100;

/** A calendar day as YYYY-MM-DD, the form a date input sends. */
const day = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .trim()
    .pipe(z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` }))
    .refine((s) => {
      const year = Number(s.slice(0, 4));
      return year >= FIRST_YEAR && year <= LAST_YEAR;
    }, `${label} must be between ${FIRST_YEAR} and ${LAST_YEAR}`);

/** The application's own page: https only (an address that reaches a calendar and a page as a link). */
const url = lineText('URL')
  .trim()
  .max(EXTERNAL_URL_MAX, 'URL is too long')
  .nullish()
  .transform((s, ctx) => {
    if (!s) return null;
    const parsed = URL.canParse(s) ? new URL(s) : null;
    if (!parsed || parsed.protocol !== 'https:' || parsed.username || parsed.password) {
      ctx.issues.push({ code: 'custom', message: 'URL must be an https:// address', input: s });
      return z.NEVER;
    }
    return parsed.href;
  });

const notes = multilineText('Notes')
  .trim()
  .max(EXTERNAL_NOTES_MAX, `Notes may be at most ${EXTERNAL_NOTES_MAX.toLocaleString('en-GB')} characters`);

const fields = {
  title: requiredLine('Title', EXTERNAL_TITLE_MAX),
  university: optionalLine('University', EXTERNAL_UNIVERSITY_MAX).transform((s) => s ?? ''),
  url,
  applied_on: day('Applied on'),
  deadline: day('Deadline')
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((s) => s ?? null),
  status: status.default('applied'),
  notes: notes.default(''),
};

/** POST /api/user/external-applications */
export const externalApplicationInput = z.object(fields);
export type ExternalApplicationInput = z.output<typeof externalApplicationInput>;

/** PATCH /api/user/external-applications/{id}: any of the fields; at least one. */
export const externalApplicationChange = z
  .object({
    // optional() outside each field: an absent field stays undefined (unchanged), while a blank one
    // sent on purpose still becomes null or '' (cleared).
    title: fields.title.optional(),
    university: fields.university.optional(),
    url: fields.url.optional(),
    applied_on: fields.applied_on.optional(),
    deadline: fields.deadline.optional(),
    status: status.optional(),
    notes: notes.optional(),
  })
  .refine((change) => Object.values(change).some((v) => v !== undefined), 'Please send at least one field to change');
export type ExternalApplicationChange = z.output<typeof externalApplicationChange>;

/** /api/user/external-applications/{id}: any case; the service answers 404 for what is not the caller's. */
export const externalIdParams = z.object({
  id: z
    .string({ error: 'The application id is not valid' })
    .trim()
    .pipe(z.uuid({ error: 'The application id is not valid' }))
    .transform((id) => id.toLowerCase()),
});

/** POST /api/user/external-applications/from-opportunity: a position of the site, applied to elsewhere. */
export const appliedExternallyInput = z.object({
  opportunity_id: z
    .string({ error: 'opportunity_id is required' })
    .trim()
    .pipe(z.uuid({ error: 'opportunity_id must be a valid opportunity id' }))
    .transform((id) => id.toLowerCase()),
});

/** A feed secret: 32 random bytes, base64url (43 characters). */
export const CALENDAR_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * GET /api/calendar/{token}.ics: the file name carries the secret. Anything that is not one reads as
 * no token (null), which the service answers 404 like a wrong one, so nothing says why.
 */
export const calendarFeedParams = z.object({
  file: z
    .string()
    .transform((file) => {
      const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
      return CALENDAR_TOKEN_SHAPE.test(token) ? token : null;
    })
    .catch(null)
    .describe('The secret token followed by .ics'),
});
