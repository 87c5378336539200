// CSRF protection for cookie-authenticated writes (candidates and recruiters): @fastify/csrf tokens
// whose secret lives in the `_csrf` cookie. The web app reads a token from GET /api/csrf-token and
// sends it as `x-csrf-token`. SameSite=Lax already keeps session cookies off cross-site POSTs; the
// token covers old browsers and sibling subdomains (tenant sites live on subdomains of the main host).
import cookie from '@fastify/cookie';
import Tokens from '@fastify/csrf';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { csrfToken } from '@phd/contracts/endpoints/candidate-account';
import { CSRF_COOKIE, CSRF_HEADER, CSRF_INVALID } from '@phd/contracts/http/csrf';
import { forbidden } from '@phd/services/errors';
import { serve } from '../plugins/contract-routes.ts';

export const CSRF_EXPIRED = 'This form has expired. Please reload the page and try again.';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Throws 403 when a write (not GET/HEAD/OPTIONS) lacks a valid CSRF token: the `x-csrf-token`
     * header's, or `token` (a plain HTML form's hidden field).
     */
    checkCsrf(request: FastifyRequest, token?: unknown): void;
    /** A fresh token for this browser's secret (set in the `_csrf` cookie when it has none). */
    issueCsrfToken(request: FastifyRequest, reply: FastifyReply): string;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CSRF_SECRET_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

/** The session cookies' options: httpOnly, SameSite=Lax, Secure in production. */
export const sessionCookieOptions = (production: boolean) =>
  ({ path: '/', httpOnly: true, sameSite: 'lax', secure: production }) as const;

export const csrfPlugin = fp<{ production: boolean }>(
  async function csrf(app: FastifyInstance, { production }) {
    await app.register(cookie);
    const tokens = new Tokens({ algorithm: 'sha256' });

    // One secret per browser (kept while it is valid), a fresh token for it on every call.
    app.decorate('issueCsrfToken', (request: FastifyRequest, reply: FastifyReply) => {
      let secret = request.cookies[CSRF_COOKIE];
      if (!secret || !CSRF_SECRET_SHAPE.test(secret)) {
        secret = tokens.secretSync();
        reply.setCookie(CSRF_COOKIE, secret, sessionCookieOptions(production));
      }
      return tokens.create(secret);
    });
    serve(app, csrfToken, async ({ request, reply }) => ({ token: app.issueCsrfToken(request, reply) }));

    app.decorate('checkCsrf', (request: FastifyRequest, token: unknown = request.headers[CSRF_HEADER]) => {
      if (SAFE_METHODS.has(request.method)) return;
      const secret = request.cookies[CSRF_COOKIE];
      if (!(secret && typeof token === 'string' && tokens.verify(secret, token)))
        throw forbidden(CSRF_EXPIRED, CSRF_INVALID);
    });
  },
  { name: 'csrf' },
);
