// Sign-in with Google configured (GOOGLE_CLIENT_ID/SECRET set), against a MOCKED Google: Google cannot
// run here, so its discovery, token and JWKS endpoints are answered in-process through the sign-in
// plugin's fetch hook, by a stand-in that checks what Google checks (client secret, PKCE verifier,
// redirect URI) and signs real RS256 ID tokens. Everything on our side is the production code path.
import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { CustomFetch } from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@phd/contracts/http/session-cookies';
import { candidateSessionPlugin } from '../src/auth/candidate-session.ts';
import { csrfPlugin } from '../src/auth/csrf.ts';
import { signInPlugin } from '../src/auth/sign-in.ts';
import { errorsPlugin } from '../src/plugins/errors.ts';
import { rateLimitError } from '../src/routes/rate-limits.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/services.ts';
import { testConfig } from './harness.ts';

const ISSUER = 'https://accounts.google.com';
const CLIENT_ID = 'test-client.apps.googleusercontent.com';
const CLIENT_SECRET = 'test-google-secret';
const CALLBACK = 'http://localhost:3000/api/auth/callback/google';

interface PendingCode {
  challenge: string;
  nonce: string;
  redirectUri: string;
  claims: Record<string, unknown>;
}

/** The mocked Google: discovery, token endpoint (checking secret, PKCE and redirect URI) and JWKS. */
function mockedGoogle() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = 'mock-google-key';
  const codes = new Map<string, PendingCode>();
  const state = { down: false };

  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  function idToken(claims: Record<string, unknown>) {
    const now = Math.floor(Date.now() / 1000);
    const body = `${b64({ alg: 'RS256', kid, typ: 'JWT' })}.${b64({ iss: ISSUER, aud: CLIENT_ID, iat: now, exp: now + 600, ...claims })}`;
    return `${body}.${createSign('RSA-SHA256').update(body).sign(privateKey).toString('base64url')}`;
  }
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  const fetch: CustomFetch = async (url, options) => {
    if (state.down) throw new TypeError('fetch failed');
    const target = new URL(url);
    if (target.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer: ISSUER,
        authorization_endpoint: `${ISSUER}/o/oauth2/v2/auth`,
        token_endpoint: 'https://oauth2.googleapis.com/token',
        jwks_uri: 'https://www.googleapis.com/oauth2/v3/certs',
        userinfo_endpoint: 'https://openidconnect.googleapis.com/v1/userinfo',
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['plain', 'S256'],
      });
    }
    if (target.href === 'https://www.googleapis.com/oauth2/v3/certs') {
      return json(200, { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] });
    }
    if (target.href === 'https://oauth2.googleapis.com/token') {
      const form = new URLSearchParams(String(options.body));
      const pending = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (
        !pending ||
        form.get('client_id') !== CLIENT_ID ||
        form.get('client_secret') !== CLIENT_SECRET ||
        form.get('redirect_uri') !== pending.redirectUri ||
        challenge !== pending.challenge
      ) {
        return json(400, { error: 'invalid_grant', error_description: 'Bad Request' });
      }
      return json(200, {
        access_token: randomBytes(16).toString('hex'),
        token_type: 'Bearer',
        expires_in: 3599,
        id_token: idToken({ nonce: pending.nonce, ...pending.claims }),
      });
    }
    return json(404, { error: 'not_found' });
  };

  /** What Google does when the person agrees: a code for this authorization request, then the redirect. */
  function consent(authorizationUrl: string, claims: Record<string, unknown>): string {
    const auth = new URL(authorizationUrl);
    expect(auth.origin + auth.pathname).toBe(`${ISSUER}/o/oauth2/v2/auth`);
    expect(auth.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(auth.searchParams.get('code_challenge_method')).toBe('S256');
    expect(auth.searchParams.get('scope')).toBe('openid email profile');
    const code = randomBytes(12).toString('hex');
    codes.set(code, {
      challenge: auth.searchParams.get('code_challenge')!,
      nonce: auth.searchParams.get('nonce')!,
      redirectUri: auth.searchParams.get('redirect_uri')!,
      claims,
    });
    const back = new URL(auth.searchParams.get('redirect_uri')!);
    back.searchParams.set('code', code);
    back.searchParams.set('state', auth.searchParams.get('state')!);
    return `${back.pathname}${back.search}`;
  }

  return { fetch, consent, state };
}

let database: TestDatabase;
let app: FastifyInstance;
const google = mockedGoogle();

beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: CLIENT_SECRET });
  app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  await app.register(csrfPlugin, { production: false });
  await app.register(candidateSessionPlugin, { db: database.db, production: false });
  await app.register(rateLimit, { global: false, errorResponseBuilder: rateLimitError });
  await app.register(signInPlugin, { db: database.db, config, providerFetch: google.fetch });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

/** GET /api/login, Google's consent with these claims, and our callback; returns the callback's answer. */
async function signInWithGoogle(claims: Record<string, unknown>) {
  const start = await app.inject({ method: 'GET', url: '/api/login?returnTo=/dashboard' });
  expect(start.statusCode).toBe(302);
  const flow = start.cookies.find((c) => c.name === 'oidc_flow')!;
  const callbackPath = google.consent(String(start.headers.location), claims);
  expect(`http://localhost:3000${callbackPath.split('?')[0]}`).toBe(CALLBACK);
  return app.inject({ method: 'GET', url: callbackPath, cookies: { oidc_flow: flow.value } });
}

describe('sign-in with Google (mocked Google)', () => {
  it('exchanges the code with PKCE and the client secret, verifies the ID token and signs the person in', async () => {
    const done = await signInWithGoogle({
      sub: '1098765432',
      email: 'grace@gmail.com',
      email_verified: true,
      name: 'Grace Hopper',
      given_name: 'Grace',
      family_name: 'Hopper',
      picture: 'https://lh3.googleusercontent.com/a/photo',
    });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/dashboard');
    const session = done.cookies.find((c) => c.name === SESSION_COOKIE)!;
    const me = await app.inject({ method: 'GET', url: '/api/user', cookies: { [SESSION_COOKIE]: session.value } });
    expect(me.json()).toMatchObject({
      email: 'grace@gmail.com',
      name: 'Grace Hopper',
      picture: 'https://lh3.googleusercontent.com/a/photo',
      role: 'user',
    });
    const identity = await database.db.userIdentity.findFirstOrThrow({ where: { email: 'grace@gmail.com' } });
    expect([identity.provider, identity.subject]).toEqual(['google', '1098765432']);
  });

  it('refuses an address Google has not verified', async () => {
    const done = await signInWithGoogle({ sub: '555', email: 'unverified@example.com', email_verified: false });
    expect(done.headers.location).toBe('/login?error=unverified');
    expect(await database.db.user.count({ where: { email: 'unverified@example.com' } })).toBe(0);
  });

  it('sends the person back to /login when Google cannot be reached', async () => {
    // A fresh discovery is needed for the outage to matter: the plugin keeps a successful one.
    google.state.down = true;
    try {
      const withoutDiscovery = Fastify({ logger: false });
      await withoutDiscovery.register(errorsPlugin);
      await withoutDiscovery.register(csrfPlugin, { production: false });
      await withoutDiscovery.register(candidateSessionPlugin, { db: database.db, production: false });
      await withoutDiscovery.register(rateLimit, { global: false, errorResponseBuilder: rateLimitError });
      await withoutDiscovery.register(signInPlugin, {
        db: database.db,
        config: testConfig({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: CLIENT_SECRET }),
        providerFetch: google.fetch,
      });
      const start = await withoutDiscovery.inject({ method: 'GET', url: '/api/login' });
      expect(start.statusCode).toBe(302);
      expect(start.headers.location).toBe('/login?error=unavailable');
      await withoutDiscovery.close();
    } finally {
      google.state.down = false;
    }
  });
});
