// The main-site (candidate) session on the gateway: the `session_id` cookie (httpOnly, SameSite=Lax,
// Secure in production) names a server-side session (services/src/accounts/sessions.ts). Routes ask
// for the signed-in person with `requireCandidate` (401 otherwise) or `findCandidate` (null otherwise).
// Cookie-authenticated writes also need a CSRF token (csrf.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { endSession, findSession, startSession, type NewSession } from '@phd/services/accounts/sessions';
import type { Db } from '@phd/services/db/client';
import { unauthorized } from '@phd/services/errors';
import { SESSION_COOKIE } from '@phd/contracts/http/session-cookies';
import { sessionCookieOptions } from './csrf.ts';

export interface Candidate {
  id: string;
  email: string;
  role: 'user' | 'admin';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The signed-in candidate, or null (memoised per request). */
    findCandidate(request: FastifyRequest): Promise<Candidate | null>;
    /** The signed-in candidate; 401 when signed out, 403 when a write lacks a valid CSRF token. */
    requireCandidate(request: FastifyRequest): Promise<Candidate>;
    /** Starts a candidate session and sets its cookie (sign-in callback). */
    signInCandidate(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void>;
    /** Ends the request's candidate session, if any, and clears its cookie. */
    signOutCandidate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    candidateLookup?: Promise<Candidate | null>;
  }
}

export interface CandidateSessionOptions {
  db: Db;
  production: boolean;
}

export const candidateSessionPlugin = fp<CandidateSessionOptions>(
  async function candidateSession(app: FastifyInstance, { db, production }) {
    const cookieOptions = sessionCookieOptions(production);

    async function lookup(request: FastifyRequest): Promise<Candidate | null> {
      const session = await findSession(db, request.cookies[SESSION_COOKIE], 'candidate');
      if (!session?.userId) return null;
      const user = await db.user.findUnique({
        where: { id: session.userId },
        select: { id: true, email: true, role: true },
      });
      return user;
    }

    app.decorate('findCandidate', (request: FastifyRequest) => {
      request.candidateLookup ??= lookup(request);
      return request.candidateLookup;
    });

    app.decorate('requireCandidate', async (request: FastifyRequest) => {
      const candidate = await app.findCandidate(request);
      if (!candidate) throw unauthorized('Please sign in to continue.');
      app.checkCsrf(request);
      return candidate;
    });

    app.decorate('signInCandidate', async (request: FastifyRequest, reply: FastifyReply, userId: string) => {
      // A fresh session on every sign-in (no fixation); the previous one on this browser ends.
      await endSession(db, request.cookies[SESSION_COOKIE]);
      const input: NewSession = { kind: 'candidate', userId, userAgent: request.headers['user-agent'], ip: request.ip };
      const { token, expiresAt } = await startSession(db, input);
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires: expiresAt });
    });

    app.decorate('signOutCandidate', async (request: FastifyRequest, reply: FastifyReply) => {
      await endSession(db, request.cookies[SESSION_COOKIE]);
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
    });
  },
  { name: 'candidate-session', dependencies: ['csrf'] },
);
