// The recruiter session (spec section 4, "Recruiter authentication"): login sets the
// `university_session_id` cookie (httpOnly, SameSite=Lax, Secure in production) and also answers the
// token, which the web keeps as `university_token` and sends as a bearer token. Either one works.
// Writes authenticated by the cookie alone need a CSRF token (csrf.ts); a bearer header is never
// attached by a browser on its own, so bearer writes do not.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { endSession, findSession } from '@phd/services/accounts/sessions';
import type { Actor } from '@phd/services/audit/audit-log';
import type { Db } from '@phd/services/db/client';
import { unauthorized } from '@phd/services/errors';
import { startRecruiterSession } from '@phd/services/recruiters/recruiter-sessions';
import { bearerToken } from './bearer.ts';
import { RECRUITER_COOKIE } from '@phd/contracts/http/session-cookies';
import { sessionCookieOptions } from './csrf.ts';

export const RECRUITER_SIGNED_OUT = 'Please sign in to your recruiter account.';

interface RecruiterAuth {
  recruiterId: string;
  /** Which credential named the session: a bearer token needs no CSRF token. */
  via: 'bearer' | 'cookie';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The signed-in recruiter's id; 401 when signed out, 403 when a cookie write lacks a CSRF token. */
    requireRecruiter(request: FastifyRequest): Promise<string>;
    /** requireRecruiter, answering the recruiter as the audit log names them (for writes it records). */
    requireRecruiterActor(request: FastifyRequest): Promise<Actor>;
    /** Starts a recruiter session, sets its cookie and answers the token (for the bearer header). */
    signInRecruiter(request: FastifyRequest, reply: FastifyReply, recruiterId: string): Promise<string>;
    /** Ends the request's recruiter session (cookie or bearer), if any, and clears the cookie. */
    signOutRecruiter(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    recruiterLookup?: Promise<RecruiterAuth | null>;
  }
}

export const recruiterSessionPlugin = fp<{ db: Db; production: boolean }>(
  async function recruiterSession(app: FastifyInstance, { db, production }) {
    const cookieOptions = sessionCookieOptions(production);

    async function lookup(request: FastifyRequest): Promise<RecruiterAuth | null> {
      const bearer = bearerToken(request);
      const token = bearer ?? request.cookies[RECRUITER_COOKIE];
      const session = await findSession(db, token, 'recruiter');
      if (!session?.recruiterId) return null;
      return { recruiterId: session.recruiterId, via: bearer ? 'bearer' : 'cookie' };
    }

    app.decorate('requireRecruiter', async (request: FastifyRequest) => {
      request.recruiterLookup ??= lookup(request);
      const auth = await request.recruiterLookup;
      if (!auth) throw unauthorized(RECRUITER_SIGNED_OUT);
      if (auth.via === 'cookie') app.checkCsrf(request);
      return auth.recruiterId;
    });

    app.decorate('requireRecruiterActor', async (request: FastifyRequest) => ({
      kind: 'recruiter' as const,
      id: await app.requireRecruiter(request),
      ip: request.ip,
    }));

    app.decorate('signInRecruiter', async (request: FastifyRequest, reply: FastifyReply, recruiterId: string) => {
      // A fresh session on every sign-in (no fixation); the previous one on this browser ends.
      await endSession(db, request.cookies[RECRUITER_COOKIE]);
      const { token, expiresAt } = await startRecruiterSession(db, recruiterId, {
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      });
      reply.setCookie(RECRUITER_COOKIE, token, { ...cookieOptions, expires: expiresAt });
      return token;
    });

    app.decorate('signOutRecruiter', async (request: FastifyRequest, reply: FastifyReply) => {
      await endSession(db, bearerToken(request) ?? request.cookies[RECRUITER_COOKIE]);
      reply.clearCookie(RECRUITER_COOKIE, cookieOptions);
    });
  },
  { name: 'recruiter-session', dependencies: ['csrf'] },
);
