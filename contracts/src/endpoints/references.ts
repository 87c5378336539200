// Reference letters (issue 34, docs/fair-review.md "Reference letters"). A referee opens the e-mailed
// link on the university site (no account): the request's facts, then a PDF, a written letter or a
// decline; each link works once and expires, and then answers 410 with a sentence and nothing about
// the applicant. Staff read the letters beside the resume (the PDF through its own download, logged
// as `letter_viewed`); the candidate sees which letters arrived, never what they say.
import { z } from 'zod';
import { contract } from '../http/contract.ts';
import { declineInput, letterParams, letterTextInput, referenceTokenParams } from '../input/references.ts';
import { errorSchema } from '../public-schemas.ts';

export const LETTER_RECEIVED = 'Thank you: your letter was received. This link now no longer works.';
export const REFERENCE_DECLINED = 'Thank you for letting us know. This link now no longer works.';
export const LETTERS_BLIND = 'Reference letters are shown once blind review ends for this applicant.';
export const NO_LETTER_FILE = 'This reference has no letter file.';

const time = z.string().describe('ISO 8601');
const referenceStatus = z.enum(['requested', 'received', 'declined']);

/** The referee's link as the page shows it. */
export const referenceRequestSchema = z.object({
  applicant_name: z.string().describe('Whom the letter is for'),
  position: z.string().nullable().describe("The opportunity's title; null once it was deleted"),
  site: z.string().describe("The university site's name"),
  referee_name: z.string(),
  due_at: time.describe('When the link expires'),
});

/** "2 of 3 letters" in the review list; null when the position asks for none. */
export const lettersSummarySchema = z
  .object({ received: z.number().int(), required: z.number().int() })
  .nullable()
  .describe('Letters received of those the position asks for; null when it asks for none');

/** One referee of an applicant as staff see it (the letter without its content under blind review). */
export const staffReferenceSchema = z.object({
  id: z.string().describe('UUID'),
  name: z.string(),
  email: z.string(),
  relation: z.string().nullable(),
  status: referenceStatus,
  responded_at: time.nullable(),
  reminders_sent: z.number().int(),
  letter: z
    .object({
      kind: z.enum(['file', 'text']),
      filename: z.string().optional(),
      size: z.number().int().optional(),
      text: z.string().optional(),
    })
    .nullable()
    .describe('Null until received; without filename and text while blind review applies (letters name the candidate)'),
  decline_note: z.string().nullable(),
});

/** One referee of an application as its candidate sees it: who, and whether the letter came. */
export const candidateReferenceSchema = z.object({ name: z.string(), status: referenceStatus });

export const candidateLettersSchema = z
  .object({
    received: z.number().int(),
    required: z.number().int(),
    referees: z.array(candidateReferenceSchema),
  })
  .nullable()
  .describe("The reference letters of an application to a university site's position; null when it asks for none");

export type ReferenceRequestJson = z.output<typeof referenceRequestSchema>;
export type StaffReferenceJson = z.output<typeof staffReferenceSchema>;
export type LettersSummaryJson = z.output<typeof lettersSummarySchema>;
export type CandidateLettersJson = z.output<typeof candidateLettersSchema>;

const referee = { audience: 'anyone', area: 'Public', topic: 'Reference letters' } as const;
const gone = errorSchema.describe('The link was already used (a letter or a decline) or has expired');
const notFound = errorSchema.describe('No such link on this site');

export const getReferenceRequest = contract({
  ...referee,
  method: 'GET',
  path: '/api/references/:token',
  summary: 'What the referee is asked for: whom the letter is for, the position, the site, until when',
  params: referenceTokenParams,
  responses: { 200: z.object({ data: referenceRequestSchema }) },
  others: { 404: notFound, 410: gone },
});

export const uploadReferenceLetter = contract({
  ...referee,
  method: 'POST',
  path: '/api/references/:token/letter',
  summary: 'The letter as a PDF (checked by content, up to 10 MB); the link then stops working',
  consumes: 'multipart/form-data',
  params: referenceTokenParams,
  body: z.object({ letter: z.string().describe('The PDF file, the only file part') }),
  responses: { 201: z.object({ message: z.literal(LETTER_RECEIVED) }) },
  others: { 404: notFound, 410: gone },
});

export const writeReferenceLetter = contract({
  ...referee,
  method: 'POST',
  path: '/api/references/:token/text',
  summary: 'The letter written on the page (50 to 20,000 characters); the link then stops working',
  params: referenceTokenParams,
  body: letterTextInput,
  responses: { 201: z.object({ message: z.literal(LETTER_RECEIVED) }) },
  others: { 404: notFound, 410: gone },
});

export const declineReference = contract({
  ...referee,
  method: 'POST',
  path: '/api/references/:token/decline',
  summary: 'The referee declines, with an optional note for the staff; the link then stops working',
  params: referenceTokenParams,
  body: declineInput,
  responses: { 200: z.object({ message: z.literal(REFERENCE_DECLINED) }) },
  others: { 404: notFound, 410: gone },
});

export const downloadReferenceLetter = contract({
  method: 'GET',
  path: '/api/applicants/:id/references/:referenceId/letter',
  audience: 'staff',
  area: 'University site',
  topic: 'Applicants',
  summary: "A referee's PDF letter (inline, sandboxed); recorded in the access log as letter_viewed",
  params: letterParams,
  produces: 'application/pdf',
  responses: { 200: z.string().describe('The letter (PDF)') },
  others: {
    403: errorSchema.describe('Blind review still applies to the applicant'),
    404: errorSchema.describe('Not the site’s applicant or reference, or no letter file'),
  },
});
