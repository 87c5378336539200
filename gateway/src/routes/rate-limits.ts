// Per-IP limits for the public forms and beacons (@fastify/rate-limit, registered with global: false
// in app.ts; a route opts in with `config: { rateLimit: LIMITS.x }`). Counted in Redis, shared by every
// gateway process (rate-limit-store.ts): enough to stop one address flooding a form or the analytics
// tables, however many gateways it is spread over.
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { contactInput } from '@phd/contracts/input/contact';
import { subscribeInput } from '@phd/contracts/input/subscription';
import { isWellFormedPosting } from '@phd/services/postings/index';
import { isWellFormedSignup } from '@phd/services/recruiters/signup';

/**
 * For forms a person may get wrong ("Email is invalid"): the limit runs after the body is read and
 * counts only submissions that pass the form's rules, so corrections cost nothing. (Sign-in and
 * password attempts are different: every try counts there.)
 */
function wellFormedOnly(isWellFormed: (body: unknown) => boolean) {
  return {
    hook: 'preHandler' as const,
    // allowList exempts a request from the count: here, every one the form refuses anyway.
    allowList: (request: FastifyRequest) => !isWellFormed(request.body),
  };
}

const passes = (schema: z.ZodType) => (body: unknown) => schema.safeParse(body).success;

export const LIMITS = {
  contact: { max: 5, timeWindow: '10 minutes', ...wellFormedOnly(passes(contactInput)) },
  subscribe: { max: 10, timeWindow: '10 minutes', ...wellFormedOnly(passes(subscribeInput)) },
  // The newsletter's confirmation link and digest-preferences page (tokens from e-mails).
  newsletterLinks: { max: 30, timeWindow: '10 minutes' },
  // A page view per route change: generous for a person clicking around, not for a script.
  analytics: { max: 300, timeWindow: '1 minute' },
  // Each of the sign-in start and callback routes: far above what a person clicks (a campus behind one
  // address included), low enough that a script cannot make us hammer the providers' token endpoints.
  signIn: { max: 60, timeWindow: '1 minute' },
  // Resume uploads (up to 10 MB each): plenty for a person applying to many positions in one sitting.
  application: { max: 20, timeWindow: '10 minutes' },
  // Recruiter accounts. Login is also slowed per account after repeated failures (services login.ts);
  // this limit stops one address trying many accounts.
  recruiterLogin: { max: 10, timeWindow: '1 minute' },
  recruiterSignup: { max: 5, timeWindow: '10 minutes', ...wellFormedOnly(isWellFormedSignup) },
  // Verify, resend-verification, forgot and reset: each sends or checks a link from an e-mail.
  recruiterEmail: { max: 5, timeWindow: '10 minutes' },
  // POST /api/login: the candidate's sign-in start, or on a university site staff sign-in, which
  // counts like recruiter login (and is slowed per account after repeated failures).
  loginOnSite: {
    max: (request: FastifyRequest) => (request.tenantSlug !== null ? 10 : 60),
    timeWindow: '1 minute',
  },
  // Tenant staff: invitations sent by a site's managers, and the invitation links (opened and used).
  staffInvite: { max: 30, timeWindow: '10 minutes' },
  staffLinks: { max: 20, timeWindow: '10 minutes' },
  // The careers page's applications (no account): counted by careers.ts itself once the multipart form
  // was read and passed its rules, so only well-formed submissions count, as for the contact form.
  // A limiter made outside a route has no route in its key: this names the counter instead.
  careersApplication: {
    max: 5,
    timeWindow: '10 minutes',
    keyGenerator: (request: FastifyRequest) => `careers-application-${normalizeIP(request.ip)}`,
  },
  // The public post-jobs form (no account): a professor posts one or two openings, not a list.
  postJobs: { max: 5, timeWindow: '10 minutes', ...wellFormedOnly(isWellFormedPosting) },
  // Its e-mailed confirmation links (each a single-use token: guessing is hopeless, flooding is not).
  postJobsConfirm: { max: 20, timeWindow: '10 minutes' },
  // Logos (up to 5 MB each, re-encoded on the server).
  logoUpload: { max: 10, timeWindow: '10 minutes' },
  // Import files (CSV or XLSX, up to 10 MB each, each queueing a run): a few a sitting, not a stream.
  importUpload: { max: 10, timeWindow: '10 minutes' },
  // Import previews (a dry run: a file read, or a URL fetched once): a person tries a mapping a few
  // times before confirming, so more than uploads, but each may fetch a remote address.
  importPreview: { max: 30, timeWindow: '10 minutes' },
  // The operators' "Run digest now" and its siblings: a second click adds nothing, but each reads
  // every subscriber or alert.
  scheduledRun: { max: 10, timeWindow: '10 minutes' },
  // A candidate's private calendar feed (no session: the address is the secret). Calendar services
  // fetch many people's feeds from a few addresses every few hours, so the limit is generous; it is
  // there to stop one address hammering the database with guesses (which a 256-bit secret defeats).
  calendarFeed: { max: 120, timeWindow: '1 minute' },
  // A referee's letter link (issue 34): a letter or a decline is one answer, so a few tries (a refused
  // file, a too-short text) a sitting; enough to stop one address flooding a site with token guesses.
  referenceLinks: { max: 20, timeWindow: '10 minutes' },
  // A candidate's interview link (issue 34): opened, a slot picked or other times asked for, a few
  // times a sitting; enough to stop one address flooding the site with token guesses.
  interviewLinks: { max: 30, timeWindow: '10 minutes' },
} as const;

/** The 429 answer goes through the errors plugin like every other error: `{ error, message }`. */
export function rateLimitError(_request: FastifyRequest, context: { statusCode: number; after: string }) {
  return Object.assign(new Error(`Too many requests from your address. Please try again in ${context.after}.`), {
    statusCode: context.statusCode,
    code: 'rate_limited',
  });
}
