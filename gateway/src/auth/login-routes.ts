// Candidate sign-in (docs/candidate-api.md, "Sign-in"): GET/POST /api/login and GET /api/login/linkedin
// send the browser to the provider; GET /api/auth/callback/{google,linkedin} finishes the code flow,
// starts the session and returns to the page the person came from.
//
// A callback that cannot finish (cancelled, expired, tampered with, provider down) always lands on
// /login?error=<code> with a sentence the sign-in page shows: never an error page.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import {
  googleCallback,
  linkedInCallback,
  login,
  loginWithGoogle,
  loginWithLinkedIn,
} from '@phd/contracts/endpoints/candidate-account';
import type { ContractRequest } from '@phd/contracts/http/contract';
import { signInWithIdentity } from '@phd/services/accounts/sign-in';
import type { Db } from '@phd/services/db/client';
import { unavailable } from '@phd/services/errors';
import { serve } from '../plugins/contract-routes.ts';
import { LIMITS } from '../routes/rate-limits.ts';
import { requestOrigin } from './dev-idp/origins.ts';
import { FLOW_COOKIE, FLOW_COOKIE_PATH, FLOW_TTL_SECONDS, openFlow, sealFlow } from './flow-cookie.ts';
import { formBodyParser } from './form-body.ts';
import { finishSignIn, PROVIDER_NAMES, type SignInClients, type SignInProvider } from './oidc-clients.ts';
import { DEFAULT_RETURN_TO, refererPath, safeReturnTo } from './return-to.ts';

/** The `error` codes /login explains (web/src/pages/static/LoginPage.tsx). */
export type SignInError = 'cancelled' | 'expired' | 'invalid' | 'unverified' | 'unavailable' | 'failed';

export interface LoginRouteOptions {
  db: Db;
  clients: SignInClients;
  appSecret: string;
  production: boolean;
  /** Origins whose Referer may name the page to return to. */
  siteOrigins: string[];
}

// What a person's "no" looks like at Google (access_denied) and LinkedIn (user_cancelled_*).
const CANCELLED = new Set(['access_denied', 'user_cancelled_login', 'user_cancelled_authorize']);

export const loginRoutes: FastifyPluginAsync<LoginRouteOptions> = async (app, options) => {
  const { db, clients, appSecret, production, siteOrigins } = options;
  const flowCookie = { path: FLOW_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: production } as const;
  const limited = { rateLimit: LIMITS.signIn };

  // A sign-in button may be a plain HTML form (POST /api/login).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4_096 },
    formBodyParser,
  );

  /** `returnTo` as asked (the query's, else the form's), else the Referer's page on this site. */
  function chooseReturnTo(request: FastifyRequest, asked: unknown): string {
    if (asked !== undefined) return safeReturnTo(asked) ?? DEFAULT_RETURN_TO;
    return refererPath(request.headers.referer, siteOrigins) ?? DEFAULT_RETURN_TO;
  }

  async function start(
    request: FastifyRequest,
    reply: FastifyReply,
    provider: SignInProvider,
    status: 302 | 303,
    returnTo: unknown,
  ) {
    const connection = clients.connection(provider);
    if (!connection) throw unavailable(`Sign-in with ${PROVIDER_NAMES[provider]} is not available right now.`);
    let configuration: client.Configuration;
    try {
      configuration = await connection.configuration();
    } catch (error) {
      request.log.warn({ err: error, provider }, 'sign-in provider discovery failed');
      return reply.redirect('/login?error=unavailable', status);
    }
    const state = client.randomState();
    const nonce = connection.nonce ? client.randomNonce() : undefined;
    const verifier = connection.pkce ? client.randomPKCECodeVerifier() : undefined;
    const redirectUri = connection.redirectUri(requestOrigin(request.protocol, request.host));
    const parameters: Record<string, string> = { redirect_uri: redirectUri, scope: connection.scope, state };
    if (nonce) parameters.nonce = nonce;
    if (verifier) {
      parameters.code_challenge = await client.calculatePKCECodeChallenge(verifier);
      parameters.code_challenge_method = 'S256';
    }
    const flow = {
      provider,
      state,
      nonce,
      verifier,
      returnTo: chooseReturnTo(request, returnTo),
      redirectUri,
      exp: Math.floor(Date.now() / 1000) + FLOW_TTL_SECONDS,
    };
    reply.setCookie(FLOW_COOKIE, sealFlow(appSecret, flow), { ...flowCookie, maxAge: FLOW_TTL_SECONDS });
    return reply.redirect(client.buildAuthorizationUrl(configuration, parameters).href, status);
  }

  async function callback(
    request: FastifyRequest,
    reply: FastifyReply,
    provider: SignInProvider,
    query: ContractRequest<typeof googleCallback>['query'],
  ) {
    // One use only, whatever happens next.
    const flow = openFlow(appSecret, request.cookies[FLOW_COOKIE]);
    reply.clearCookie(FLOW_COOKIE, flowCookie);
    const fail = (code: SignInError, detail?: Record<string, unknown>, level: 'warn' | 'error' = 'warn') => {
      if (detail) request.log[level]({ provider, code, ...detail }, 'sign-in did not finish');
      return reply.redirect(`/login?error=${code}`, 302);
    };

    // The contract's rules: a field given twice or too long marks the whole answer malformed.
    if (query.malformed) return fail('invalid', { reason: 'malformed callback' });
    const { code, state, error } = query;
    if (error) return fail(CANCELLED.has(error) ? 'cancelled' : 'failed', { providerError: error });
    if (!flow) return fail('expired');
    if (flow.provider !== provider || !code || state !== flow.state) {
      return fail('invalid', { reason: 'state or provider mismatch' });
    }
    const connection = clients.connection(provider);
    if (!connection) return fail('unavailable');

    // The redirect URI exactly as sent, with the provider's answer (code, state, iss) on it.
    const callbackUrl = new URL(flow.redirectUri);
    callbackUrl.search = request.raw.url?.split('?')[1] ?? '';
    let result: Awaited<ReturnType<typeof finishSignIn>>;
    try {
      result = await finishSignIn(connection, callbackUrl, flow);
    } catch (err) {
      // The provider refused the code, the ID token did not check out, or the provider is unreachable.
      return fail('failed', { err });
    }
    if (!result.ok) return fail('unverified', { reason: 'e-mail missing or not verified' });
    try {
      const { userId } = await signInWithIdentity(db, result.identity);
      await app.signInCandidate(request, reply, userId);
    } catch (err) {
      return fail('failed', { err }, 'error');
    }
    return reply.redirect(flow.returnTo, 302);
  }

  serve(
    app,
    loginWithGoogle,
    ({ request, reply, query }) => start(request, reply, 'google', 302, query.returnTo),
    limited,
  );
  // "Also a browser redirect" (spec section 7): 303 turns the POST into a GET at the provider.
  // On a university site (host or X-Tenant) POST /api/login is staff sign-in with e-mail and password
  // (issue 13, auth/tenant-staff.ts), held to the recruiter login's stricter limit.
  serve(
    app,
    login,
    ({ request, reply, query, body }) =>
      request.tenantSlug !== null
        ? app.signInStaff(request, reply)
        : start(request, reply, 'google', 303, query.returnTo ?? body?.returnTo),
    { rateLimit: LIMITS.loginOnSite },
  );
  serve(
    app,
    loginWithLinkedIn,
    ({ request, reply, query }) => start(request, reply, 'linkedin', 302, query.returnTo),
    limited,
  );
  serve(app, googleCallback, ({ request, reply, query }) => callback(request, reply, 'google', query), limited);
  serve(app, linkedInCallback, ({ request, reply, query }) => callback(request, reply, 'linkedin', query), limited);
};
