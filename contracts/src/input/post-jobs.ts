// The public post-jobs form (/post-jobs, issue 18): every field of a position as the recruiters'
// editor sends it (snake_case, editor-body.ts), the university, and who posts it, with the
// institutional address the confirmation link goes to. The field rules are the opportunity
// services' (opportunity.schema.ts); the poster's are written here with the form's own messages.
import { z } from 'zod';
import { emailField } from './email.ts';
import { lineText, requiredLine as required } from './text.ts';
import { editorBody } from './editor-body.ts';

export const POSTING_RECEIVED =
  'Thank you! Please confirm your e-mail address with the link we just sent you: your position is published once you do.';
export const POSTING_ALREADY_CONFIRMED =
  'You already sent this position and confirmed your address: it is on PhD Finder or waiting for our review.';
export const POSTING_CONFIRMATION_INVALID = 'This confirmation link is invalid, was already used or has expired.';
export const POSTING_LIVE = 'Your e-mail address is confirmed and your position is now on PhD Finder.';
export const POSTING_HELD =
  'Your e-mail address is confirmed. Our team reviews your position before it appears on PhD Finder; we will e-mail you when it does.';

/** How long the e-mailed confirmation link works. */
export const CONFIRMATION_TTL_MS = 48 * 60 * 60 * 1000;

const optional = (label: string, max: number) =>
  lineText(label)
    .trim()
    .max(max, `${label} is too long`)
    .nullish()
    .transform((s) => s || null);

/** Who posts the position: shown with it (but for the address, which only the poster and our team see). */
export const posterFields = z.object({
  poster_name: required('Your name', 200),
  poster_position: required('Your position', 200),
  poster_department: optional('Your department', 200),
  poster_email: emailField.transform((e) => e.toLowerCase()),
  university: required('University', 200),
});

/**
 * The whole body: the poster's fields and the editor's (a post-jobs position takes applications on the
 * university's own page, so there is no resume collection and no owner's dashboard).
 */
export const postJobsBody = editorBody
  .omit({ collect_resumes: true })
  .extend({ title: z.string(), country: z.string() })
  .partial({ title: true, country: true });

/**
 * The form as the endpoint describes it: the poster's fields and the position's. The gateway reads it
 * in two steps, the poster's fields first with the form's messages ("Your name is required"), then the
 * position's with the editors' wording ("Please check title: …"): services/src/postings.
 */
export const postJobsForm = postJobsBody.extend(posterFields.shape);

export type PostJobsForm = z.output<typeof postJobsForm>;

export const confirmPostingInput = z.object({
  token: z
    .string({ error: 'token is required' })
    .trim()
    .min(1, 'token is required')
    .max(200, POSTING_CONFIRMATION_INVALID),
});

export type ConfirmPostingInput = z.output<typeof confirmPostingInput>;
