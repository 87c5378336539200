// The application form's fields and messages (spec section 5, "Application form"; docs/candidate-api.md).
// The name and e-mail are the signed-in person's; the form shows them read-only.
import { z } from 'zod';
import { refereesField } from './references.ts';
import { multilineText, requiredLine as required } from './text.ts';

/** Spec section 9: resumes are PDF, DOC or DOCX, at most 10 MB. */
export const RESUME_MAX_BYTES = 10_485_760;
export const RESUME_MESSAGES = {
  required: 'Resume file is required',
  type: 'Please upload a PDF, DOC, or DOCX file',
  size: 'File size must be less than 10MB',
} as const;
export const APPLICATION_EXISTS = 'Application already exists for this email';
/** A multipart body the parser cannot finish (cut short, malformed, over its part limits). */
export const FORM_UNREADABLE = 'The application form could not be read. Please send it again.';
export const COMMENTS_MAX = 2_000;

export const opportunityIdField = z
  .string({ error: 'opportunity_id is required' })
  .trim()
  .pipe(z.uuid({ error: 'opportunity_id must be a valid opportunity id' }))
  .transform((id) => id.toLowerCase());

/** The phone number rule (digits with the usual separators, an optional leading +). */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()./-]{3,}$/;
export const PHONE_INVALID = 'Please enter a valid phone number';

export const applicationFields = z.object({
  opportunity_id: opportunityIdField,
  name: required('Name', 200),
  country: required('Country', 100),
  contact_mobile: required('Phone number', 40).regex(PHONE_PATTERN, PHONE_INVALID),
  comments: multilineText('Comments')
    .trim()
    .max(COMMENTS_MAX, `Comments may be at most ${COMMENTS_MAX} characters`)
    .optional()
    .transform((s) => s || null),
  // A university site's position may ask for reference letters (issue 34): exactly that many referees.
  referees: refereesField,
});

export type ApplicationFields = z.output<typeof applicationFields>;

/** Application statuses as candidates read them (the opportunity's recruiter sets them). */
export const STATUS_LABELS = {
  new: 'submitted',
  reviewing: 'under review',
  shortlisted: 'shortlisted',
  rejected: 'not selected',
  offered: 'offered',
  withdrawn: 'withdrawn',
  closed: 'position closed',
} as const;
