// A university site's OpenID Connect sign-in against a real provider (oidc-provider on loopback): the
// authorization address, a browser signing in on the provider's page, and the callback read into an
// SsoAssertion; then every way an answer is refused. Where a test needs an ID token no honest provider
// would send (another audience, an old one, a forged signature), the test's fetch replaces the token
// endpoint's ID token in transit, and the test's name says so.
import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:net';
import type { CustomFetch } from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browseSignIn, jwtClaims, signJwt, startTestIdp, type TestIdp } from '../../tests/support/oidc-idp.ts';
import { SsoRefusal, type SsoRefusalCode } from '../src/sso/refusal.ts';
import {
  oidcDiscover,
  oidcLoginUrl,
  oidcReadCallback,
  type OidcFlow,
  type OidcOptions,
  type OidcSite,
} from '../src/sso/oidc/index.ts';

const REDIRECT_A = 'https://a.phd-finder.test/api/sso/oidc/callback';
const REDIRECT_B = 'https://b.phd-finder.test/api/sso/oidc/callback';
const dev: OidcOptions = { allowInsecure: true };

let idp: TestIdp;
let other: TestIdp;
let siteA: OidcSite;
let siteB: OidcSite;
/** Site A's client at a second provider, with the very same credentials. */
let siteAElsewhere: OidcSite;

beforeAll(async () => {
  idp = await startTestIdp({
    clients: [
      { clientId: 'uni-a', clientSecret: 'secret-a', redirectUris: [REDIRECT_A] },
      { clientId: 'uni-b', clientSecret: 'secret-b', redirectUris: [REDIRECT_B] },
    ],
  });
  other = await startTestIdp({
    clients: [{ clientId: 'uni-a', clientSecret: 'secret-a', redirectUris: [REDIRECT_A] }],
  });
  siteA = { tenantId: 'tenant-a', issuer: idp.issuer, clientId: 'uni-a', clientSecret: 'secret-a' };
  siteB = { tenantId: 'tenant-b', issuer: idp.issuer, clientId: 'uni-b', clientSecret: 'secret-b' };
  siteAElsewhere = { tenantId: 'tenant-c', issuer: other.issuer, clientId: 'uni-a', clientSecret: 'secret-a' };
});
afterAll(async () => {
  await idp?.close();
  await other?.close();
});

async function signIn(site: OidcSite, account: string, opts: OidcOptions = dev, redirectUri = REDIRECT_A) {
  const { url, flow } = await oidcLoginUrl(site, opts, { redirectUri });
  const callback = await browseSignIn(url, redirectUri, { account });
  return { url: new URL(url), flow, callback };
}

async function refusal(pending: Promise<unknown>): Promise<SsoRefusalCode> {
  const error = await pending.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SsoRefusal);
  return (error as SsoRefusal).code;
}

/** A fetch that hands the token endpoint's ID token to `swap` before openid-client sees it. */
function swappingIdToken(swap: (idToken: string) => string | Promise<string>): CustomFetch {
  return async (url, options) => {
    const res = await fetch(url, options as RequestInit);
    if (new URL(url).pathname !== '/token' || res.status !== 200) return res;
    const body = (await res.json()) as { id_token: string };
    body.id_token = await swap(body.id_token);
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
    });
  };
}

describe('OpenID Connect sign-in at a university provider', () => {
  it('sends the browser to the provider with PKCE, state and nonce, and reads who signed in from the ID token and userinfo', async () => {
    const { url, flow, callback } = await signIn(siteA, 'ada');
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('client_id')).toBe('uni-a');
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_A);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBe(flow.state);
    expect(url.searchParams.get('nonce')).toBe(flow.nonce);
    // The verifier stays with the caller: only its hash travels.
    expect(url.searchParams.get('code_challenge')).not.toBe(flow.verifier);
    expect(url.href).not.toContain(flow.verifier);
    expect(callback.searchParams.get('iss')).toBe(idp.issuer);

    const assertion = await oidcReadCallback(siteA, dev, callback, flow);
    expect(assertion.protocol).toBe('oidc');
    expect(assertion.nameId).toBe('ada');
    expect(assertion.attributes).toMatchObject({
      sub: ['ada'],
      email: ['ada.lovelace@uni.example'],
      email_verified: ['true'],
      name: ['Ada Lovelace'],
      given_name: ['Ada'],
      family_name: ['Lovelace'],
      groups: ['staff', 'phd-admissions'],
      iss: [idp.issuer],
      aud: ['uni-a'],
      nonce: [flow.nonce],
    });
  });

  it('reads the claims a provider keeps for its userinfo endpoint', async () => {
    const terse = await startTestIdp({
      claimsAtUserinfoOnly: true,
      clients: [{ clientId: 'uni-t', clientSecret: 'secret-t', redirectUris: [REDIRECT_A] }],
    });
    try {
      const site: OidcSite = {
        tenantId: 'tenant-t',
        issuer: terse.issuer,
        clientId: 'uni-t',
        clientSecret: 'secret-t',
      };
      let idToken = '';
      const opts = { ...dev, fetch: swappingIdToken((t) => (idToken = t)) };
      const { flow, callback } = await signIn(site, 'ada', opts);
      const assertion = await oidcReadCallback(site, opts, callback, flow);
      expect(jwtClaims(idToken).email).toBeUndefined();
      expect(assertion.attributes).toMatchObject({
        sub: ['ada'],
        email: ['ada.lovelace@uni.example'],
        groups: ['staff', 'phd-admissions'],
        aud: ['uni-t'],
      });
    } finally {
      await terse.close();
    }
  });

  it('keeps one discovery per site and credentials, and a new one when the secret changes', async () => {
    const first = await oidcDiscover(siteA, dev);
    expect(await oidcDiscover(siteA, dev)).toBe(first);
    expect(await oidcDiscover({ ...siteA, clientSecret: 'rotated' }, dev)).not.toBe(first);
    // The same credentials for another site are another site's configuration.
    expect(await oidcDiscover({ ...siteA, tenantId: 'tenant-z' }, dev)).not.toBe(first);
  });

  it('forgets a failed discovery, so the sign-in works once the provider is up', async () => {
    const port = await freePort();
    const site: OidcSite = {
      tenantId: 'tenant-late',
      issuer: `http://127.0.0.1:${port}`,
      clientId: 'uni-a',
      clientSecret: 'secret-a',
    };
    expect(await refusal(oidcLoginUrl(site, dev, { redirectUri: REDIRECT_A }))).toBe('provider_unavailable');
    const late = await startTestIdp({
      port,
      clients: [{ clientId: 'uni-a', clientSecret: 'secret-a', redirectUris: [REDIRECT_A] }],
    });
    try {
      const { flow, callback } = await signIn(site, 'ada');
      expect((await oidcReadCallback(site, dev, callback, flow)).nameId).toBe('ada');
    } finally {
      await late.close();
    }
  });

  it('treats an e-mail the provider has not verified as no e-mail', async () => {
    const { flow, callback } = await signIn(siteA, 'bob');
    const assertion = await oidcReadCallback(siteA, dev, callback, flow);
    expect(assertion.nameId).toBe('bob');
    expect(assertion.attributes.email).toBeUndefined();
    expect(assertion.attributes.email_verified).toEqual(['false']);
    expect(assertion.attributes.name).toEqual(['Bob Unverified']);
  });

  it('refuses an answer whose state is not this browser’s (unsolicited), and one without state', async () => {
    const { flow, callback } = await signIn(siteA, 'ada');
    const otherFlow: OidcFlow = { ...flow, state: 'x'.repeat(flow.state.length) };
    expect(await refusal(oidcReadCallback(siteA, dev, callback, otherFlow))).toBe('unsolicited');
    const stateless = new URL(callback);
    stateless.searchParams.delete('state');
    expect(await refusal(oidcReadCallback(siteA, dev, stateless, flow))).toBe('unsolicited');
    expect(
      await refusal(oidcReadCallback(siteA, dev, callback, { state: '', nonce: '', verifier: '' } as OidcFlow)),
    ).toBe('unsolicited');
    // The code was never sent anywhere: the right flow still redeems it.
    expect((await oidcReadCallback(siteA, dev, callback, flow)).nameId).toBe('ada');
  });

  it('refuses a code used twice', async () => {
    const { flow, callback } = await signIn(siteA, 'ada');
    await oidcReadCallback(siteA, dev, callback, flow);
    expect(await refusal(oidcReadCallback(siteA, dev, callback, flow))).toBe('failed');
  });

  it('says cancelled when the person cancels at the provider (access_denied)', async () => {
    const { url, flow } = await oidcLoginUrl(siteA, dev, { redirectUri: REDIRECT_A });
    const callback = await browseSignIn(url, REDIRECT_A, { abort: true });
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(await refusal(oidcReadCallback(siteA, dev, callback, flow))).toBe('cancelled');
  });

  it('never signs anyone into another site: site A’s answer read with site B’s configuration is refused', async () => {
    const { flow, callback } = await signIn(siteA, 'ada');
    // Same provider, site B's client: the provider will not hand site A's code to site B's client.
    expect(await refusal(oidcReadCallback(siteB, dev, callback, flow))).toBe('failed');
    // Another provider with the very same client ID and secret: the answer names its provider.
    expect(await refusal(oidcReadCallback(siteAElsewhere, dev, callback, flow))).toBe('wrong_issuer');
    // And the other way round: an answer from the second provider, read as site A.
    const elsewhere = await signIn(siteAElsewhere, 'ada');
    expect(await refusal(oidcReadCallback(siteA, dev, elsewhere.callback, elsewhere.flow))).toBe('wrong_issuer');
  });

  it('refuses an answer whose iss parameter is stripped and whose ID token is the second provider’s (token replaced in transit by the test)', async () => {
    // A real ID token from the second provider, for the same client ID.
    let foreign = '';
    const capture = swappingIdToken((t) => (foreign = t));
    const elsewhere = await signIn(siteAElsewhere, 'ada', { ...dev, fetch: capture });
    await oidcReadCallback(siteAElsewhere, { ...dev, fetch: capture }, elsewhere.callback, elsewhere.flow);
    expect(jwtClaims(foreign).iss).toBe(other.issuer);

    const replace = { ...dev, fetch: swappingIdToken(() => foreign) };
    const { flow, callback } = await signIn(siteA, 'ada', replace);
    expect(await refusal(oidcReadCallback(siteA, replace, callback, flow))).toBe('wrong_issuer');
  });

  it.each([
    ['another client’s audience', { aud: 'uni-b' }, 'wrong_audience'],
    ['another sign-in’s nonce', { nonce: 'not-this-flow' }, 'invalid_response'],
    ['an expired token', { iat: now() - 7200, exp: now() - 3600 }, 'expired'],
    ['another issuer', { iss: 'https://login.other-university.example' }, 'wrong_issuer'],
  ] as const)(
    'refuses an ID token with %s, signed with the provider’s own key (token replaced in transit by the test)',
    async (_label, change, code) => {
      const opts = {
        ...dev,
        fetch: swappingIdToken((t) => signJwt({ ...jwtClaims(t), ...change }, idp.privateKey, idp.kid)),
      };
      const { flow, callback } = await signIn(siteA, 'ada', opts);
      expect(await refusal(oidcReadCallback(siteA, opts, callback, flow))).toBe(code);
    },
  );

  it('accepts a token re-signed with the provider’s own key, and refuses one signed with another key under its kid (token replaced in transit by the test)', async () => {
    const honest = { ...dev, fetch: swappingIdToken((t) => signJwt(jwtClaims(t), idp.privateKey, idp.kid)) };
    const good = await signIn(siteA, 'ada', honest);
    expect((await oidcReadCallback(siteA, honest, good.callback, good.flow)).nameId).toBe('ada');

    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = { ...dev, fetch: swappingIdToken((t) => signJwt(jwtClaims(t), privateKey, idp.kid)) };
    const { flow, callback } = await signIn(siteA, 'ada', forged);
    expect(await refusal(oidcReadCallback(siteA, forged, callback, flow))).toBe('bad_signature');
  });

  it('says provider_unavailable when the provider goes down between the sign-in page and the callback', async () => {
    const down = await startTestIdp({
      clients: [{ clientId: 'uni-d', clientSecret: 'secret-d', redirectUris: [REDIRECT_A] }],
    });
    const site: OidcSite = { tenantId: 'tenant-d', issuer: down.issuer, clientId: 'uni-d', clientSecret: 'secret-d' };
    const { flow, callback } = await signIn(site, 'ada');
    await down.close();
    expect(await refusal(oidcReadCallback(site, dev, callback, flow))).toBe('provider_unavailable');
  });

  it('will not use a plain-http issuer in production', async () => {
    expect(await refusal(oidcLoginUrl(siteA, { allowInsecure: false }, { redirectUri: REDIRECT_A }))).toBe(
      'not_configured',
    );
  });
});

const now = () => Math.floor(Date.now() / 1000);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
