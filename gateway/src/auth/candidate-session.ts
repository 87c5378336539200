// The main-site (candidate) session on the gateway: the `session_id` cookie (httpOnly, SameSite=Lax,
// Secure in production) names a server-side session (services/src/accounts/sessions.ts). Routes ask
// for the signed-in person with `requireCandidate` (401 otherwise) or `findCandidate` (null otherwise).
//
// Cookie-authenticated writes also need a CSRF token (@fastify/csrf tokens, secret in the `_csrf`
// cookie): the web app reads one from GET /api/csrf-token and sends it as `x-csrf-token`. SameSite=Lax
// already keeps the cookie off cross-site POSTs; the token covers old browsers and sibling subdomains
// (tenant sites live on subdomains of the main host).
import cookie from '@fastify/cookie';
import Tokens from '@fastify/csrf';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { endSession, findSession, startSession, type NewSession } from '@phd/services/accounts/sessions';
import type { Db } from '@phd/services/db/client';
import { forbidden, unauthorized } from '@phd/services/errors';

export const SESSION_COOKIE = 'session_id';
export const CSRF_COOKIE = '_csrf';
export const CSRF_HEADER = 'x-csrf-token';

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

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CSRF_SECRET_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

export interface CandidateSessionOptions {
  db: Db;
  production: boolean;
}

export const candidateSessionPlugin = fp<CandidateSessionOptions>(
  async function candidateSession(app: FastifyInstance, { db, production }) {
    const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: production } as const;
    await app.register(cookie);
    const tokens = new Tokens({ algorithm: 'sha256' });

    // One secret per browser (kept while it is valid), a fresh token for it on every call.
    app.get('/api/csrf-token', async (request, reply) => {
      let secret = request.cookies[CSRF_COOKIE];
      if (!secret || !CSRF_SECRET_SHAPE.test(secret)) {
        secret = tokens.secretSync();
        reply.setCookie(CSRF_COOKIE, secret, cookieOptions);
      }
      reply.header('cache-control', 'no-store');
      return { token: tokens.create(secret) };
    });

    function hasValidCsrfToken(request: FastifyRequest): boolean {
      const secret = request.cookies[CSRF_COOKIE];
      const token = request.headers[CSRF_HEADER];
      return Boolean(secret && typeof token === 'string' && tokens.verify(secret, token));
    }

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
      if (!SAFE_METHODS.has(request.method) && !hasValidCsrfToken(request)) {
        throw forbidden('This form has expired. Please reload the page and try again.');
      }
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
  { name: 'candidate-session' },
);
