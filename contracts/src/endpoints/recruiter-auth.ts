// Recruiter accounts (spec section 7, "Recruiter auth"; docs/recruiter-api.md): sign-up, verification,
// login, password reset, profile and logout under /api/university/auth. Sign-up, the e-mailed links,
// login and logout are for anyone (the OpenAPI document files them under Public, "Recruiter accounts",
// since they need no session); me and profile need the recruiter's session (bearer token, or the
// cookie with the CSRF token on writes).
import { z } from 'zod';
import { contract } from '../http/contract.ts';
import { emailInput, loginInput, profileInput, resetInput, signupInput, tokenInput } from '../input/recruiter.ts';
import { errorSchema } from '../public-schemas.ts';

export const SIGNUP_DONE = 'Account created. Please check your email for a link to verify your address.';
export const VERIFIED = 'Email verified. You can now log in.';
export const RESENT =
  'If an account with this email is waiting for verification, we have sent a new verification link. Please check your inbox.';
export const RESET_SENT =
  'If an account exists for this email, we have sent a link to reset the password. Please check your inbox.';
export const PASSWORD_RESET = 'Your password has been reset. Please log in.';
export const LOGGED_IN = 'Logged in';
export const LOGGED_OUT = 'Logged out';
export const PROFILE_UPDATED = 'Profile updated';

/** Spec section 3, "University user", as the recruiter calls answer it (snake_case), plus the logo. */
export const universityUserSchema = z
  .object({
    id: z.string().describe('UUID'),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    university: z.string(),
    position: z.string().nullable(),
    department: z.string().nullable(),
    email_verified: z.boolean(),
    lastLoginAt: z.string().nullable().describe('ISO 8601'),
    status: z.enum(['pending', 'active', 'suspended']),
    createdAt: z.string().describe('ISO 8601'),
    updatedAt: z.string().describe('ISO 8601'),
    city: z.string().nullable(),
    country: z.string().nullable(),
    logo_url: z.string().nullable().describe("The university's uploaded logo (a versioned path), or null"),
  })
  .meta({ id: 'UniversityUser' });

const message = <M extends string>(text: M) => z.object({ message: z.literal(text) });

/** Needs no session: the forms and the e-mailed links. */
const account = { audience: 'anyone', area: 'Public', topic: 'Recruiter accounts' } as const;
/** The signed-in recruiter's own account. */
const signedIn = { audience: 'recruiter', area: 'Recruiter', topic: 'Account' } as const;

const limited = { 429: errorSchema.describe('Too many requests from this address') };

export const recruiterSignup = contract({
  ...account,
  method: 'POST',
  path: '/api/university/auth/signup',
  summary:
    'Sign up with a university e-mail address; a verification link is e-mailed (the answer is the same ' +
    'for an address that already has an account; limited per address)',
  body: signupInput,
  responses: { 201: message(SIGNUP_DONE) },
  others: {
    400: errorSchema.describe('A field, the password strength, or an address not recognised (email_not_academic)'),
    ...limited,
  },
});

export const recruiterVerify = contract({
  ...account,
  method: 'POST',
  path: '/api/university/auth/verify',
  summary: 'Follow the e-mailed verification link (its token): the account becomes active',
  body: tokenInput,
  responses: { 200: message(VERIFIED) },
  others: { 400: errorSchema.describe('The link is invalid, used or expired'), ...limited },
});

export const recruiterResendVerification = contract({
  ...account,
  method: 'POST',
  path: '/api/university/auth/resend-verification',
  summary: 'E-mail a new verification link (the answer is the same whether or not the address waits for one)',
  body: emailInput,
  responses: { 200: message(RESENT) },
  others: limited,
});

export const recruiterForgotPassword = contract({
  ...account,
  method: 'POST',
  path: '/api/university/auth/forgot-password',
  summary: 'E-mail a password reset link (the answer is the same whether or not the address has an account)',
  body: emailInput,
  responses: { 200: message(RESET_SENT) },
  others: limited,
});

export const recruiterResetPassword = contract({
  ...account,
  method: 'POST',
  path: '/api/university/auth/reset-password',
  summary: "Set a new password with the e-mailed link's token; every session of the account ends",
  body: resetInput,
  responses: { 200: message(PASSWORD_RESET) },
  others: {
    400: errorSchema.describe('The password is too weak, or the link is invalid, used or expired'),
    ...limited,
  },
});

export const recruiterLogin = contract({
  ...account,
  method: 'POST',
  path: '/api/university/auth/login',
  summary:
    'Sign in: sets the session cookie and answers the same session as a bearer token (slowed per ' +
    'account after repeated failures; limited per address)',
  body: loginInput,
  responses: { 200: z.object({ message: z.literal(LOGGED_IN), token: z.string(), user: universityUserSchema }) },
  others: {
    401: errorSchema.describe('Wrong e-mail or password'),
    403: errorSchema.describe('Not verified yet (email_not_verified), or suspended (account_suspended)'),
    429: errorSchema.describe('Too many failed attempts on this account, or requests from this address'),
  },
});

export const recruiterLogout = contract({
  ...account,
  method: 'POST',
  path: '/api/university/auth/logout',
  summary:
    'End the session (cookie or bearer token); signed in by cookie it needs the CSRF token, signed out ' +
    'there is nothing to end and the answer is the same',
  responses: { 200: message(LOGGED_OUT) },
});

export const recruiterMe = contract({
  ...signedIn,
  method: 'GET',
  path: '/api/university/auth/me',
  summary: 'The signed-in recruiter',
  responses: { 200: z.object({ user: universityUserSchema }) },
});

export const recruiterUpdateProfile = contract({
  ...signedIn,
  method: 'PUT',
  path: '/api/university/auth/profile',
  summary: 'Change the name, position, department, city and country (the e-mail and university stay as verified)',
  body: profileInput,
  responses: { 200: z.object({ message: z.literal(PROFILE_UPDATED), user: universityUserSchema }) },
});
