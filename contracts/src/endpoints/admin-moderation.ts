// The moderation queue and the newsletter in the admin console (issue 15; docs/admin-and-operations.md):
// held postings, highest risk first then oldest, approved or rejected with a message the poster is
// e-mailed (a second decision is a 409); subscribers by state and the list as a CSV download. Admins
// only (401 signed out, 403 "Only admins can do this." to anyone else; writes carry the CSRF token).
import { z } from 'zod';
import { contract } from '../http/contract.ts';
import { wholeNumber } from '../input/numbers.ts';
import { multilineText } from '../input/text.ts';

const isoTime = z.string().describe('ISO 8601');

// ------------------------------------------------------------------------------------------ moderation

export const MODERATION_STATES = ['pending', 'approved', 'rejected'] as const;

export const moderationQuery = z.object({
  state: z.enum(MODERATION_STATES, { error: 'State must be one of: pending, approved, rejected' }).default('pending'),
  limit: wholeNumber('Limit', 1, 100, 20),
  offset: wholeNumber('Offset', 0, 1_000_000, 0),
});
export type ModerationQuery = z.output<typeof moderationQuery>;

export const MESSAGE_NEEDED = 'Please write the poster a message saying why the position is not approved.';

const messageText = (missing: string) =>
  multilineText('Message', { error: (issue) => (issue.input === undefined ? missing : 'Message must be text') })
    .trim()
    .max(2000, 'Message is too long (at most 2,000 characters)');
export const approveInput = z.object({ message: messageText('').optional() });
export const rejectInput = z.object({ message: messageText(MESSAGE_NEEDED).min(1, MESSAGE_NEEDED) });

export const POSTING_APPROVED =
  'Posting approved. It is on the site once the listing catches up, and the poster has been e-mailed.' as const;
export const POSTING_REJECTED = 'Posting rejected. The poster has been e-mailed your message.' as const;

export const riskReasonSchema = z.object({
  code: z.enum([
    'candidate_fees',
    'off_platform_contact',
    'duplicate_text',
    'non_academic_links',
    'non_academic_poster',
  ]),
  message: z.string(),
});

export const moderationItemSchema = z.object({
  id: z.string().describe('UUID'),
  title: z.string(),
  university: z.string(),
  country: z.string(),
  poster: z.string().nullable().describe("The recruiter's e-mail address; null when no recruiter posted it"),
  state: z.enum(MODERATION_STATES),
  status: z.string().describe('open, closed or draft'),
  risk_score: z.number().int().describe('0 to 100'),
  risk_reasons: z.array(riskReasonSchema),
  description: z.string().describe('Sanitised HTML'),
  opportunity_url: z.string().nullable(),
  created_at: isoTime,
  moderated_at: isoTime.nullable(),
  moderation_note: z.string().nullable().describe('The message sent to the poster with the decision'),
});
export type ModerationItem = z.output<typeof moderationItemSchema>;

/** A posting's id: a UUID in any case; anything else is answered 404. */
const idParams = z.object({ id: z.string().describe('UUID (any case); another value answers 404') });

export const listModerationQueue = contract({
  method: 'GET',
  path: '/api/admin/moderation',
  audience: 'admin',
  area: 'Admin',
  topic: 'Moderation',
  summary: 'Held postings (highest risk first, then oldest), or the decisions made (latest first)',
  query: moderationQuery,
  responses: {
    200: z.object({
      data: z.array(moderationItemSchema),
      pagination: z.object({ total: z.number().int() }),
      pending: z.number().int().describe('Postings waiting for a decision'),
    }),
  },
});

export const approvePosting = contract({
  method: 'POST',
  path: '/api/admin/moderation/:id/approve',
  audience: 'admin',
  area: 'Admin',
  topic: 'Moderation',
  summary: 'Approve a held posting (it joins the listing); the poster is e-mailed, with the message if any',
  params: idParams,
  body: approveInput,
  responses: { 200: z.object({ message: z.literal(POSTING_APPROVED), data: moderationItemSchema }) },
});

export const rejectPosting = contract({
  method: 'POST',
  path: '/api/admin/moderation/:id/reject',
  audience: 'admin',
  area: 'Admin',
  topic: 'Moderation',
  summary: 'Reject a held posting; the poster is e-mailed the message (required)',
  params: idParams,
  body: rejectInput,
  responses: { 200: z.object({ message: z.literal(POSTING_REJECTED), data: moderationItemSchema }) },
});

// ------------------------------------------------------------------------------------------ newsletter

export const NEWSLETTER_EXPORT_STATES = ['active', 'pending', 'unsubscribed', 'all'] as const;
export type NewsletterExportState = (typeof NEWSLETTER_EXPORT_STATES)[number];

export const newsletterExportQuery = z.object({
  state: z
    .enum(NEWSLETTER_EXPORT_STATES, { error: 'State must be one of: active, pending, unsubscribed, all' })
    .default('active'),
});

export const newsletterCountsSchema = z.object({
  active: z.number().int().describe('Confirmed addresses: the ones the weekly digest goes to'),
  pending: z.number().int().describe('Signed up, confirmation link not followed yet'),
  unsubscribed: z.number().int(),
  total: z.number().int(),
  new_last_30_days: z.number().int().describe('Subscriptions made in the last 30 days (whatever their state now)'),
});
export type NewsletterCounts = z.output<typeof newsletterCountsSchema>;

export const getNewsletterCounts = contract({
  method: 'GET',
  path: '/api/admin/newsletter',
  audience: 'admin',
  area: 'Admin',
  topic: 'Newsletter',
  summary: 'Newsletter subscribers by state, and those new in the last 30 days',
  responses: { 200: z.object({ data: newsletterCountsSchema }) },
});

export const exportNewsletter = contract({
  method: 'GET',
  path: '/api/admin/newsletter/export',
  audience: 'admin',
  area: 'Admin',
  topic: 'Newsletter',
  summary: 'The subscribers in one state as a CSV download (spreadsheet formulas neutralised); audited',
  query: newsletterExportQuery,
  produces: 'text/csv',
  responses: {
    200: z
      .string()
      .describe('UTF-8 with a byte-order mark: email,status,subscribed_at,unsubscribed_at, one row per address'),
  },
});
