// Input of the recruiter account calls (spec section 3, "Recruiter signup payload"; section 7,
// "Recruiter auth"), snake_case as the client sends it.
import { z } from 'zod';
import { emailField } from '@phd/contracts/input/email';
import { lineText } from '@phd/contracts/input/text';
import { PASSWORD_MAX } from './password.ts';

const required = (label: string, max: number) =>
  lineText(label, { error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optional = (label: string, max: number) =>
  lineText(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((s) => s || null);

export const recruiterEmail = emailField.transform((email) => email.toLowerCase());

/** Only bounded here; strength is checked with the person's own words (password.ts). */
const newPassword = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long`);

export const signupInput = z
  .object({
    first_name: required('First name', 100),
    last_name: required('Last name', 100),
    email: recruiterEmail,
    password: newPassword,
    confirm_password: z.string({ error: 'Please confirm your password' }),
    university: required('University', 200),
    position: optional('Position', 150),
    department: optional('Department', 200),
  })
  .refine((f) => f.password === f.confirm_password, {
    message: 'Passwords do not match',
    path: ['confirm_password'],
  });

export const loginInput = z.object({
  email: recruiterEmail,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1_000),
});

export const emailInput = z.object({ email: recruiterEmail });

/** Tokens in links are 43 base64url characters; anything else is refused as an invalid link. */
export const tokenInput = z.object({ token: z.string({ error: 'The link is incomplete' }).trim().min(1).max(200) });

export const resetInput = tokenInput.extend({ password: newPassword });

export const profileInput = z.object({
  first_name: required('First name', 100),
  last_name: required('Last name', 100),
  /** Fixed by verification; sent by the client with the rest and checked, not changed. */
  email: recruiterEmail.optional(),
  university: lineText('University').trim().max(200).optional(),
  position: optional('Position', 150),
  department: optional('Department', 200),
  city: optional('City', 120),
  country: optional('Country', 120),
});

export type SignupInput = z.output<typeof signupInput>;
export type ProfileInput = z.output<typeof profileInput>;
