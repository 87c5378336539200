// The candidate's account and sign-in (spec section 3, "User (main site)"; docs/candidate-api.md,
// "Sign-in"): the signed-in profile, signing out, the CSRF token cookie-authenticated writes send, and
// the sign-in redirects (to Google or LinkedIn and back). On a university site (host or X-Tenant)
// POST /api/login is the staff sign-in with e-mail and password instead (issue 13).
import { z } from 'zod';
import { contract } from '../http/contract.ts';
import { staffSignInSchema } from './staff.ts';

export const SIGNED_OUT = 'Signed out';

/** The signed-in candidate (or site admin). */
export const userProfileSchema = z
  .object({
    id: z.string().describe('UUID'),
    name: z.string().nullable(),
    email: z.string(),
    picture: z.string().nullable().describe('The provider’s picture URL'),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    role: z.enum(['user', 'admin']),
  })
  .meta({ id: 'UserProfile' });

const signIn = { audience: 'anyone', area: 'Public', topic: 'Sign-in' } as const;

export const currentUser = contract({
  method: 'GET',
  path: '/api/user',
  audience: 'candidate',
  area: 'Candidate',
  summary: 'The signed-in candidate’s profile',
  responses: { 200: userProfileSchema },
});

export const logout = contract({
  ...signIn,
  method: 'POST',
  path: '/api/logout',
  summary:
    'Sign out: ends the candidate session (signed in, this is a write and needs the CSRF token) or, with a university site’s staff token, that session; signed out, nothing to end and the same answer',
  responses: { 200: z.object({ message: z.literal(SIGNED_OUT) }) },
});

export const csrfToken = contract({
  ...signIn,
  method: 'GET',
  path: '/api/csrf-token',
  summary:
    'A CSRF token for cookie-authenticated writes (send it as x-csrf-token); sets the _csrf cookie it is checked against',
  responses: { 200: z.object({ token: z.string() }) },
});

/**
 * The page to come back to. Never refused: a malformed one (not text, or too long) counts as given but
 * unusable, as an unsafe path does, and the sign-in returns to the default page.
 */
const returnTo = z
  .string()
  .max(2_000)
  .optional()
  .catch('')
  .describe('The page to come back to: a path on this site (else the Referer’s page on this site, else /)');

/** Sign-in start: `returnTo` in the query (or a form's body); never refused, an unusable one is ignored. */
const startQuery = z.object({ returnTo });

const toProvider = (provider: string) =>
  z.null().describe(`To ${provider}’s sign-in (or to /login?error=unavailable when it cannot be reached)`);

export const loginWithGoogle = contract({
  ...signIn,
  method: 'GET',
  path: '/api/login',
  summary: 'Sign in with Google: a redirect to Google (503 when Google sign-in is not configured)',
  query: startQuery,
  responses: { 302: toProvider('Google') },
});

export const loginWithLinkedIn = contract({
  ...signIn,
  method: 'GET',
  path: '/api/login/linkedin',
  summary: 'Sign in with LinkedIn: a redirect to LinkedIn (503 when LinkedIn sign-in is not configured)',
  query: startQuery,
  responses: { 302: toProvider('LinkedIn') },
});

/**
 * Main site: `returnTo` (JSON or an HTML form's fields). University site: `email` and `password`.
 * Never refused here: the staff sign-in checks its own fields.
 */
const loginBody = z
  .object({
    returnTo,
    email: z.string().max(254).optional().catch(undefined).describe('University site: the staff member’s e-mail'),
    password: z.string().max(1_000).optional().catch(undefined).describe('University site: the password'),
  })
  .optional()
  .catch(undefined);

export const login = contract({
  ...signIn,
  method: 'POST',
  path: '/api/login',
  summary:
    'Main site: sign in with Google (a 303 redirect, for a plain HTML form). University site (host or X-Tenant): staff sign-in with e-mail and password, answering the staff token',
  query: startQuery,
  body: loginBody,
  responses: {
    200: staffSignInSchema.describe('University site: signed in'),
    303: toProvider('Google').describe('Main site: to Google’s sign-in'),
  },
});

/**
 * The provider's answer. Never refused: a malformed, cancelled, expired or tampered-with callback lands
 * on /login?error=<code> (cancelled, expired, invalid, unverified, unavailable, failed). A malformed one
 * (a field given twice, or too long) reaches the handler as `{ malformed: true }`: /login?error=invalid.
 */
const callbackQuery = z
  .object({
    code: z.string().max(2_048).optional().describe('The authorization code (at most 2048 characters)'),
    state: z.string().max(512).optional().describe('The state sent with the redirect (at most 512 characters)'),
    error: z.string().max(200).optional().describe('The provider’s error, e.g. access_denied (at most 200 characters)'),
    error_description: z.string().max(1_000).optional().describe('At most 1000 characters'),
    iss: z.string().max(500).optional().describe('The issuer (at most 500 characters)'),
  })
  .transform((fields) => ({ ...fields, malformed: false }))
  .catch({ malformed: true });

const landed = z
  .null()
  .describe('Signed in: to the page the sign-in started from. Otherwise to /login?error=<code>, never an error page');

export const googleCallback = contract({
  ...signIn,
  method: 'GET',
  path: '/api/auth/callback/google',
  summary: 'Where Google sends the browser back: finishes the sign-in and starts the session',
  query: callbackQuery,
  responses: { 302: landed },
});

export const linkedInCallback = contract({
  ...signIn,
  method: 'GET',
  path: '/api/auth/callback/linkedin',
  summary: 'Where LinkedIn sends the browser back: finishes the sign-in and starts the session',
  query: callbackQuery,
  responses: { 302: landed },
});
