// The careers page's application form (issue 14): name, e-mail, optional phone and country, the
// opportunity and the consent checkbox; the resume is checked by content (applications/resume.ts).
import { z } from 'zod';
import { opportunityIdField, PHONE_INVALID, PHONE_PATTERN } from './application.ts';
import { refereesField } from './references.ts';
import { optionalLine as optional, requiredLine as required } from './text.ts';

export const CONSENT_REQUIRED = 'Please agree to how your application is kept before you send it.';
export const CONFIRMATION_INVALID = 'This confirmation link is invalid, was already used or has expired.';

export const careersApplicationFields = z.object({
  opportunity_id: opportunityIdField,
  name: required('Name', 200),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email is invalid')
    .pipe(z.email({ error: 'Email is invalid' }))
    .transform((e) => e.toLowerCase()),
  phone: optional('Phone number', 40).refine((s) => s === null || PHONE_PATTERN.test(s), PHONE_INVALID),
  country: optional('Country', 100),
  consent: z.enum(['true', 'on', 'yes'], { error: CONSENT_REQUIRED }),
  // Exactly as many referees as the position asks letters for (issue 34): a JSON array in one field.
  referees: refereesField,
});

export type CareersApplicationFields = z.output<typeof careersApplicationFields>;

/** The form's text fields, for the multipart reader. */
export const CAREERS_FIELD_NAMES = new Set(Object.keys(careersApplicationFields.shape));

export const confirmInput = z.object({
  token: z.string({ error: 'token is required' }).trim().min(1, 'token is required').max(200, CONFIRMATION_INVALID),
});

export type ConfirmInput = z.output<typeof confirmInput>;
