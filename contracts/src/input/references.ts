// Reference letters (issue 34, docs/fair-review.md "Reference letters"): the referees an applicant
// names on either application form, and what a referee sends back through their e-mailed link (a
// written letter, or a decline with a note; the PDF is checked by content on the server).
import { z } from 'zod';
import { emailField } from './email.ts';
import { multilineText, requiredLine } from './text.ts';

/** The most letters a position may ask for (opportunities.references_required is 0 to 3). */
export const REFERENCES_MAX = 3;
export const LETTER_TEXT_MIN = 50;
export const LETTER_TEXT_MAX = 20_000;
export const DECLINE_NOTE_MAX = 2_000;
/** A letter file is a PDF of at most 10 MB, as resumes are. */
export const LETTER_MAX_BYTES = 10_485_760;

export const REFERENCE_MESSAGES = {
  unreadable: 'The referees could not be read. Please fill in each referee again.',
  duplicate: 'Please name each referee once: two referees have the same e-mail address.',
  own: 'A referee must be someone else: please use their e-mail address, not yours.',
  letterRequired: 'Please choose the PDF file of your letter.',
  letterType: 'Please upload your letter as a PDF file.',
  letterSize: 'The letter must be smaller than 10 MB.',
  used: 'This link has already been used.',
  expired: 'This link has expired.',
  notFound: 'This reference link is not valid. Please check that you copied the whole link from the e-mail.',
} as const;

/** "This position asks for N reference letters" (the forms and the public opportunity say it). */
export const lettersAsked = (n: number) => `This position asks for ${n} reference letter${n === 1 ? '' : 's'}.`;

/** The count a form must meet: exactly as many referees as the position asks for. */
export const refereesCountMessage = (n: number) =>
  `${lettersAsked(n)} Please name ${n} referee${n === 1 ? '' : 's'}, each with a name, an e-mail address and how they know you.`;

export const refereeInput = z.object({
  name: requiredLine('Referee name', 200),
  email: emailField.transform((e) => e.toLowerCase()),
  relation: requiredLine('Relation', 200),
});

export type RefereeInput = z.output<typeof refereeInput>;

export const refereeList = z
  .array(refereeInput, { error: REFERENCE_MESSAGES.unreadable })
  .max(REFERENCES_MAX, `At most ${REFERENCES_MAX} referees may be named.`)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    for (const [i, r] of list.entries()) {
      if (seen.has(r.email))
        ctx.addIssue({ code: 'custom', message: REFERENCE_MESSAGES.duplicate, path: [i, 'email'] });
      seen.add(r.email);
    }
  });

/**
 * The forms are multipart, so the referees travel as one field holding a JSON array; an absent or
 * blank field is no referees (a position that asks for none).
 */
export const refereesField = z
  .string()
  .max(5_000, REFERENCE_MESSAGES.unreadable)
  .optional()
  .transform((raw, ctx) => {
    if (!raw || !raw.trim()) return [];
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: REFERENCE_MESSAGES.unreadable });
      return z.NEVER;
    }
  })
  .pipe(refereeList);

export const referenceTokenParams = z.object({
  token: z.string().trim().max(200, REFERENCE_MESSAGES.notFound).describe('The token from the e-mailed link'),
});

export const letterTextInput = z.object({
  text: multilineText('Letter', { error: 'Please write your letter.' })
    .trim()
    .min(LETTER_TEXT_MIN, `Your letter must be at least ${LETTER_TEXT_MIN} characters.`)
    .max(LETTER_TEXT_MAX, `Your letter must be at most ${LETTER_TEXT_MAX.toLocaleString('en')} characters.`),
});

export const declineInput = z.object({
  note: multilineText('Note')
    .trim()
    .max(DECLINE_NOTE_MAX, `The note must be at most ${DECLINE_NOTE_MAX.toLocaleString('en')} characters.`)
    .optional()
    .transform((s) => s || null),
});

export type LetterTextInput = z.output<typeof letterTextInput>;
export type DeclineInput = z.output<typeof declineInput>;

const id = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .pipe(z.uuid({ error: `${label} must be a valid id` }))
    .transform((s) => s.toLowerCase());

export const letterParams = z.object({ id: id('Applicant id'), referenceId: id('Reference id') });
