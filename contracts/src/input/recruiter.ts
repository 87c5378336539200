// Input of the recruiter calls (spec section 3, "Recruiter signup payload"; section 7, "Recruiter
// auth"; docs/recruiter-api.md), snake_case as the client sends it: the account forms, and the status
// of an application with the filter of the applications list.
import { z } from 'zod';
import { emailField } from './email.ts';
import { newPassword, signInPassword } from './password.ts';
import { atMost, lineText, optionalLine, requiredLine } from './text.ts';

const required = (label: string, max: number) => requiredLine(label, max, atMost(label, max));

const optional = (label: string, max: number) => optionalLine(label, max, atMost(label, max));

export const recruiterEmail = emailField.transform((email) => email.toLowerCase());

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
  password: signInPassword,
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
export type LoginInput = z.output<typeof loginInput>;
export type EmailInput = z.output<typeof emailInput>;
export type TokenInput = z.output<typeof tokenInput>;
export type ResetInput = z.output<typeof resetInput>;
export type ProfileInput = z.output<typeof profileInput>;

/** The statuses a recruiter sets (candidates read other words: input/application.ts). */
export const SETTABLE_APPLICATION_STATUSES = ['new', 'reviewing', 'shortlisted', 'rejected', 'offered'] as const;
/**
 * Every status an application can have: the ones its recruiter sets, and two only the candidate's side
 * sets (issue 32): withdrawn (the candidate withdrew) and closed (the position closed with no decision
 * for them, and they were told).
 */
export const APPLICATION_STATUSES = [...SETTABLE_APPLICATION_STATUSES, 'withdrawn', 'closed'] as const;
export type RecruiterApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const NOTIFY_INVALID = 'Notify must be true or false';

const status = z.enum(SETTABLE_APPLICATION_STATUSES, {
  error: `Status must be one of: ${SETTABLE_APPLICATION_STATUSES.join(', ')}`,
});

export const statusInput = z.object({
  status,
  // Whether the candidate is e-mailed about a shortlisted, rejected or offered status. Absent means
  // yes: the API's callers before this field sent only { status } and were documented to e-mail the
  // candidate, and a candidate never told is worse than one told; the web app asks the recruiter first
  // and always sends it.
  notify: z.boolean({ error: NOTIFY_INVALID }).default(true),
});

export type StatusInput = z.output<typeof statusInput>;

/** GET .../applications?status= : one status's applications, or all. */
export const applicationFilter = z.object({ status: status.optional() });

export type ApplicationFilter = z.output<typeof applicationFilter>;
