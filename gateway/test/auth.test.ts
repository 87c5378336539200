// Candidate sign-in end to end on real parts: the OpenID Connect code flow (openid-client, PKCE, state,
// nonce) against the local development provider (oidc-provider at /dev-idp), the callback creating or
// linking the user by verified e-mail, the server-side session, GET /api/user and POST /api/logout,
// and every way a sign-in can go wrong landing on /login?error=… rather than an error page.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfToken as csrfTokenContract, currentUser, logout } from '@phd/contracts/endpoints/candidate-account';
import { SESSION_COOKIE } from '@phd/contracts/http/session-cookies';
import { cspSources, devOrigins } from '../src/auth/dev-idp/origins.ts';
import { FLOW_COOKIE } from '../src/auth/flow-cookie.ts';
import { expectContractAnswer } from './contract-answer.ts';
import { startGateway, type Gateway } from './harness.ts';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway({ label: 'auth' });
});
afterAll(() => gw?.close());

/** A browser's cookies, by name (paths are not modelled: every request here is one the browser would send them on). */
class Browser {
  readonly cookies = new Map<string, string>();

  async get(url: string, extra: { referer?: string } = {}) {
    return this.request('GET', url, undefined, extra);
  }

  async post(url: string, form?: Record<string, string>) {
    return this.request('POST', url, form);
  }

  private async request(
    method: 'GET' | 'POST',
    url: string,
    form?: Record<string, string>,
    extra: { referer?: string } = {},
  ) {
    const target = new URL(url, 'http://localhost:3000');
    const res = await gw.app.inject({
      method,
      url: `${target.pathname}${target.search}`,
      cookies: Object.fromEntries(this.cookies),
      headers: {
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(extra.referer ? { referer: extra.referer } : {}),
      },
      payload: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const c of res.cookies) {
      const expired = c.maxAge === 0 || (c.expires instanceof Date && c.expires.getTime() <= Date.now());
      if (expired || c.value === '') this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }
}

const location = (res: LightMyRequestResponse) => String(res.headers.location ?? '');

/** From GET /api/login… to the development provider's person picker; returns the picker's address. */
async function startSignIn(browser: Browser, start: string, referer?: string): Promise<string> {
  const toProvider = await browser.get(start, { referer });
  expect(toProvider.statusCode).toBe(302);
  const authorize = new URL(location(toProvider));
  expect(authorize.pathname).toBe('/dev-idp/auth');
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('state')).toBeTruthy();
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  expect(browser.cookies.has(FLOW_COOKIE)).toBe(true);

  const toPicker = await browser.get(location(toProvider));
  expect(toPicker.statusCode).toBe(303);
  const picker = await browser.get(location(toPicker));
  expect(picker.statusCode).toBe(200);
  expect(picker.body).toContain('Development sign-in');
  return location(toPicker);
}

/** Picks a person on the provider's page and follows the redirects back to the site's callback. */
async function choose(browser: Browser, picker: string, email: string) {
  const chosen = await browser.post(`${picker}/login`, { email });
  expect(chosen.statusCode).toBe(303);
  const resumed = await browser.get(location(chosen));
  expect(resumed.statusCode).toBe(303);
  const callback = new URL(location(resumed));
  expect(callback.pathname).toBe('/api/auth/callback/google');
  return browser.get(location(resumed));
}

async function signIn(email: string, returnTo = '/opportunities/some-phd') {
  const browser = new Browser();
  const picker = await startSignIn(browser, `/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  const done = await choose(browser, picker, email);
  return { browser, done };
}

describe('sign-in through the local development provider', () => {
  it('creates the user, starts a session and returns to the page the person came from', async () => {
    const { browser, done } = await signIn('Noor.Haddad@Example.com');
    expect(done.statusCode).toBe(302);
    expect(location(done)).toBe('/opportunities/some-phd');
    const session = done.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe('Lax');
    expect(session.path).toBe('/');
    // The flow cookie is one use only.
    expect(browser.cookies.has(FLOW_COOKIE)).toBe(false);

    const me = await browser.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expectContractAnswer(currentUser, me);
    expect(me.json()).toMatchObject({
      email: 'noor.haddad@example.com',
      name: 'Noor Haddad',
      first_name: 'Noor',
      last_name: 'Haddad',
      role: 'user',
    });
    const user = await gw.db.user.findUniqueOrThrow({
      where: { email: 'noor.haddad@example.com' },
      include: { identities: true },
    });
    expect(user.identities.map((i) => [i.provider, i.subject])).toEqual([['dev', 'noor.haddad@example.com']]);
    // The database keeps only a hash of the cookie's token.
    expect(await gw.db.session.count({ where: { id: session.value } })).toBe(0);
    expect(await gw.db.session.count({ where: { userId: user.id, kind: 'candidate' } })).toBe(1);
  });

  it('links to an existing person by e-mail and keeps their admin role from the database', async () => {
    await gw.db.user.create({
      data: { email: 'ada@phd-finder.test', firstName: 'Ada', lastName: 'Admin', role: 'admin' },
    });
    const { browser } = await signIn('ada@phd-finder.test');
    expect((await browser.get('/api/user')).json()).toMatchObject({ email: 'ada@phd-finder.test', role: 'admin' });
    const again = await signIn('ada@phd-finder.test');
    expect((await again.browser.get('/api/user')).json()).toMatchObject({ role: 'admin' });
    expect(await gw.db.user.count({ where: { email: 'ada@phd-finder.test' } })).toBe(1);
    expect(await gw.db.userIdentity.count({ where: { email: 'ada@phd-finder.test' } })).toBe(1);
  });

  it('LinkedIn and POST /api/login start the same flow (POST answers 303)', async () => {
    const browser = new Browser();
    const linkedin = await browser.get('/api/login/linkedin');
    expect(linkedin.statusCode).toBe(302);
    expect(new URL(location(linkedin)).pathname).toBe('/dev-idp/auth');
    const posted = await browser.post('/api/login', { returnTo: '/dashboard' });
    expect(posted.statusCode).toBe(303);
    expect(new URL(location(posted)).pathname).toBe('/dev-idp/auth');
  });

  it('returns to the referring page of this site, and never to another site', async () => {
    const browser = new Browser();
    const picker = await startSignIn(browser, '/api/login', 'http://localhost:3000/phd-vacancies/standard?page=2');
    const done = await choose(browser, picker, 'referer@example.com');
    expect(location(done)).toBe('/phd-vacancies/standard?page=2');

    const elsewhere = new Browser();
    const fromElsewhere = await startSignIn(elsewhere, '/api/login', 'https://evil.example/phd-vacancies');
    expect(location(await choose(elsewhere, fromElsewhere, 'referer@example.com'))).toBe('/smart-picks');

    for (const evil of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/api/user', '/login']) {
      const { done: back } = await signIn(`open-redirect-${evil.length}@example.com`, evil);
      expect(location(back), evil).toBe('/smart-picks');
    }
  });

  it('serves the picker under a CSP browsers read whole: the [::1] callback is allowed without an IPv6 literal', async () => {
    const browser = new Browser();
    const picker = await browser.get(await startSignIn(browser, '/api/login'));
    const csp = String(picker.headers['content-security-policy']);
    // CSP has no syntax for IPv6 addresses: browsers drop such a source and log an error on every visit.
    expect(csp).not.toContain('[');
    const formAction = csp
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === 'form-action');
    expect(formAction).toEqual([
      'form-action',
      "'self'",
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://*:3000',
    ]);
    expect(cspSources(devOrigins('https://phd-finder.example'))).toEqual(['https://phd-finder.example']);
    expect(cspSources(['http://[::1]', 'http://[::1]:8080'])).toEqual(['http://*', 'http://*:8080']);
  });

  it('sends a cancelled sign-in back to /login with a reason', async () => {
    const browser = new Browser();
    const picker = await startSignIn(browser, '/api/login');
    const aborted = await browser.post(`${picker}/abort`);
    const back = await browser.get(location(await browser.get(location(aborted))));
    expect(back.statusCode).toBe(302);
    expect(location(back)).toBe('/login?error=cancelled');
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('refuses a callback without its flow cookie, with a forged state, or replayed', async () => {
    const browser = new Browser();
    const picker = await startSignIn(browser, '/api/login');
    const chosen = await browser.post(`${picker}/login`, { email: 'replay@example.com' });
    const resumed = await browser.get(location(chosen));
    const callback = location(resumed);

    const stranger = new Browser();
    expect(location(await stranger.get(callback))).toBe('/login?error=expired');

    const forged = new URL(callback);
    forged.searchParams.set('state', 'x'.repeat(43));
    const withForgedState = new Browser();
    for (const [k, v] of browser.cookies) withForgedState.cookies.set(k, v);
    expect(location(await withForgedState.get(forged.href))).toBe('/login?error=invalid');

    expect(location(await browser.get(callback))).toBe('/smart-picks');
    // The same code and cookie a second time: the cookie is gone.
    expect(location(await browser.get(callback))).toBe('/login?error=expired');
  });

  it('answers malformed callbacks and provider errors with a reason, never a 500', async () => {
    const browser = new Browser();
    for (const [query, reason] of [
      ['?error=access_denied', 'cancelled'],
      ['?error=server_error', 'failed'],
      [`?code=${'c'.repeat(5000)}&state=s`, 'invalid'],
      // A field given twice is as malformed as a long one (the contract's callback query).
      ['?code=abc&code=def&state=s', 'invalid'],
      ['?code=abc&state=def', 'expired'],
      ['', 'expired'],
    ] as const) {
      const res = await browser.get(`/api/auth/callback/google${query}`);
      expect(res.statusCode, query).toBe(302);
      expect(location(res), query).toBe(`/login?error=${reason}`);
    }
  });
});

describe('GET /api/user and POST /api/logout', () => {
  it('GET /api/user answers 401 with the error body when signed out or with an unknown session', async () => {
    for (const cookies of [{}, { [SESSION_COOKIE]: 'not-a-token' }, { [SESSION_COOKIE]: 'A'.repeat(43) }] as Record<
      string,
      string
    >[]) {
      const res = await gw.app.inject({ method: 'GET', url: '/api/user', cookies });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'unauthorized', message: 'Please sign in to continue.' });
    }
  });

  it('logout needs the CSRF token, ends the session server-side and clears the cookie', async () => {
    const { browser } = await signIn('leaving@example.com');
    const token = browser.cookies.get(SESSION_COOKIE)!;
    const withoutToken = await browser.post('/api/logout');
    expect(withoutToken.statusCode).toBe(403);
    expect((await browser.get('/api/user')).statusCode).toBe(200);

    const csrf = await browser.get('/api/csrf-token');
    expectContractAnswer(csrfTokenContract, csrf);
    const { token: csrfToken } = csrf.json() as { token: string };
    const out = await gw.app.inject({
      method: 'POST',
      url: '/api/logout',
      cookies: Object.fromEntries(browser.cookies),
      headers: { 'x-csrf-token': csrfToken },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Signed out' });
    expectContractAnswer(logout, out);
    expect(out.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    // The old cookie no longer works anywhere.
    const replay = await gw.app.inject({ method: 'GET', url: '/api/user', cookies: { [SESSION_COOKIE]: token } });
    expect(replay.statusCode).toBe(401);
  });

  it('logout while signed out answers the same, without a token', async () => {
    const res = await gw.app.inject({ method: 'POST', url: '/api/logout' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Signed out' });
  });
});
