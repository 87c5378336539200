// A university site's single sign-on through the gateway (issue 33; docs/single-sign-on.md), on real
// Postgres under row-level security, against a real SAML identity provider (samlify, on loopback) and a
// real OpenID provider (oidc-provider, on loopback): the owner loads the IdP's metadata and turns SSO on,
// a new person from an allowed domain is created as a reviewer, a role rule makes an admin, an invited
// outsider is let in, others are refused with a sentence, a replayed answer and another site's answer
// are refused, the one-time code works once and on its own site only, and requiring SSO stops passwords
// except the break-glass owner's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkOidcConnection,
  getAdminTenantSso,
  OIDC_CONNECTION_OK,
  getSsoSettings,
  loadAdminTenantIdpMetadata,
  updateAdminTenantSso,
  loadIdpMetadata,
  signInOptions,
  ssoHandoff,
  ssoLogout,
  updateSsoSettings,
} from '@phd/contracts/endpoints/sso';
import { SSO_REQUIRED } from '@phd/services/tenants/staff-login';
import { DEMO_ADMIN_ENTITLEMENT, startSamlIdp, type RunningSamlIdp } from '@phd/services/sso/saml/dev-idp/index';
import { HANDOFF_EXPIRED } from '@phd/services/sso/handoff';
import { withTenant } from '@phd/services/tenants/unit-of-work';
import { browseSignIn, startTestIdp, type TestIdp } from '../../tests/support/oidc-idp.ts';
import { signInAs } from './candidate.ts';
import { expectContractAnswer } from './contract-answer.ts';
import { startGateway, type Gateway } from './harness.ts';
import { createSite, signIn, staffMember, type Site, type StaffMember } from './tenant-staff.ts';

let gw: Gateway;
let idp: RunningSamlIdp;
let otherIdp: RunningSamlIdp;
let oidc: TestIdp;
let alpha: Site;
let beta: Site;
let gamma: Site;
let owner: StaffMember;
let betaOwner: StaffMember;
let gammaOwner: StaffMember;
let publicUrl: string;

const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/** The IdP finds a site's SP metadata at its entity ID: here through the app, which is not listening. */
const resolveThroughApp = async (entityId: string) => {
  if (!entityId.startsWith(publicUrl)) return null;
  const res = await gw.app.inject({ method: 'GET', url: pathOf(entityId) });
  return res.statusCode === 200 ? res.body : null;
};

/** Drives the IdP as a browser: the people picker, the person's button, the auto-post form's fields. */
async function pickPerson(idpUrl: string, nameId: string) {
  const picker = await fetch(idpUrl);
  const page = await picker.text();
  expect(picker.status, page).toBe(200);
  const action = /<form method="post" action="([^"]+)"/.exec(page)![1]!;
  const pending = /name="pending" value="([^"]+)"/.exec(page)![1]!;
  const chosen = await fetch(new URL(action, idpUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ pending, person: nameId }).toString(),
  });
  const post = await chosen.text();
  expect(chosen.status, post).toBe(200);
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(post)?.[1]?.replace(/&amp;/g, '&');
  return {
    acsUrl: /<form method="post" action="([^"]+)"/.exec(post)![1]!,
    form: { SAMLResponse: field('SAMLResponse')!, RelayState: field('RelayState') ?? '' },
  };
}

const start = (site: Site, query = 'returnTo=%2Fdashboard') =>
  gw.app.inject({ method: 'GET', url: `/api/sso/${site.slug}/start?${query}` });

const postAcs = (acsUrl: string, form: Record<string, string>) =>
  gw.app.inject({
    method: 'POST',
    url: pathOf(acsUrl),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

/** Starts at the site, signs in at the IdP as `nameId`, posts the answer: where the browser lands. */
async function samlSignIn(site: Site, nameId: string): Promise<URL> {
  const started = await start(site);
  expect(started.statusCode, started.body).toBe(302);
  const { acsUrl, form } = await pickPerson(started.headers.location as string, nameId);
  const landed = await postAcs(acsUrl, form);
  expect(landed.statusCode, landed.body).toBe(302);
  return new URL(landed.headers.location as string);
}

const handoff = (site: Site, code: string) =>
  gw.app.inject({ method: 'POST', url: '/api/sso/handoff', headers: { 'x-tenant': site.slug }, payload: { code } });

async function enableSaml(member: StaffMember, extra: Record<string, unknown> = {}) {
  const loaded = await member.inject({
    method: 'POST',
    url: '/api/saas/sso/idp-metadata',
    payload: { url: idp.metadataUrl },
  });
  expect(loaded.statusCode, loaded.body).toBe(200);
  const saved = await member.inject({
    method: 'PUT',
    url: '/api/saas/sso',
    payload: {
      protocol: 'saml',
      enabled: true,
      required: false,
      allowed_domains: ['@Demo-University.edu'],
      role_rules: [{ attribute: 'eduPersonEntitlement', value: DEMO_ADMIN_ENTITLEMENT, role: 'admin' }],
      saml: loaded.json().data.saml,
      ...extra,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved;
}

beforeAll(async () => {
  gw = await startGateway({ label: 'sso', env: { INTAKE_ALLOW_LOOPBACK: 'true' } });
  publicUrl = 'http://localhost:3000';
  idp = await startSamlIdp({ resolveServiceProvider: resolveThroughApp });
  otherIdp = await startSamlIdp({ resolveServiceProvider: resolveThroughApp });
  alpha = await createSite(gw.database.owner, 'alpha-sso', 'Alpha');
  beta = await createSite(gw.database.owner, 'beta-sso', 'Beta');
  gamma = await createSite(gw.database.owner, 'gamma-sso', 'Gamma');
  owner = await staffMember(gw.app, gw.db, alpha, 'owner');
  betaOwner = await staffMember(gw.app, gw.db, beta, 'owner');
  gammaOwner = await staffMember(gw.app, gw.db, gamma, 'owner');
  oidc = await startTestIdp({
    clients: [
      {
        clientId: 'gamma',
        clientSecret: 'gamma-secret-0123456789',
        redirectUris: [`${publicUrl}/api/sso/gamma-sso/oidc/callback`],
      },
    ],
  });
}, 60_000);

afterAll(async () => {
  await Promise.all([idp?.close(), otherIdp?.close(), oidc?.close()]);
  await gw?.close();
});

describe('single sign-on by SAML through the gateway (real SAML IdP, real Postgres)', () => {
  it('lets only owners read or change the settings, and refuses turning it on half set up', async () => {
    for (const role of ['admin', 'reviewer'] as const) {
      const member = await staffMember(gw.app, gw.db, alpha, role);
      expect((await member.inject({ method: 'GET', url: '/api/saas/sso' })).statusCode).toBe(403);
    }
    const empty = await owner.inject({ method: 'GET', url: '/api/saas/sso' });
    expectContractAnswer(getSsoSettings, empty);
    expect(empty.json().data).toMatchObject({
      configured: false,
      enabled: false,
      service_provider: { acs_url: `${publicUrl}/api/sso/alpha-sso/saml/acs` },
    });
    const half = await owner.inject({
      method: 'PUT',
      url: '/api/saas/sso',
      payload: { protocol: 'saml', enabled: true, required: false },
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toMatch(/load your identity provider’s metadata/);
    const required = await owner.inject({
      method: 'PUT',
      url: '/api/saas/sso',
      payload: { protocol: 'saml', enabled: false, required: true },
    });
    expect(required.json().message).toBe('Turn single sign-on on before requiring it.');
    const bad = await owner.inject({ method: 'POST', url: '/api/saas/sso/idp-metadata', payload: { xml: '<nope/>' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[A-Za-z]/);
  });

  it('loads the IdP metadata by URL, makes the site an SP key pair, and publishes the SP metadata', async () => {
    const loaded = await owner.inject({
      method: 'POST',
      url: '/api/saas/sso/idp-metadata',
      payload: { url: idp.metadataUrl },
    });
    expectContractAnswer(loadIdpMetadata, loaded);
    expect(loaded.json().data.saml).toMatchObject({ idp_entity_id: idp.entityId, idp_metadata_url: idp.metadataUrl });
    expect(loaded.json().data.service_provider.certificate).toContain('BEGIN CERTIFICATE');
    const metadata = await gw.app.inject({ method: 'GET', url: '/api/sso/alpha-sso/saml/metadata' });
    expect(metadata.statusCode).toBe(200);
    expect(metadata.headers['content-type']).toContain('application/samlmetadata+xml');
    expect(metadata.body).toContain(`Location="${publicUrl}/api/sso/alpha-sso/saml/acs"`);
    // The private key is stored sealed, never as PEM.
    const row = await withTenant(gw.database.owner, alpha.id, (tx) =>
      tx.tenantSso.findUniqueOrThrow({ where: { tenantId: alpha.id } }),
    );
    expect(row.samlSpPrivateKey).not.toContain('PRIVATE KEY');
    expect((await gw.app.inject({ method: 'GET', url: '/api/sso/beta-sso/saml/metadata' })).statusCode).toBe(404);
  });

  it('offers the button once on, and signs a new person of an allowed domain in as a reviewer', async () => {
    const saved = await enableSaml(owner);
    expectContractAnswer(updateSsoSettings, saved);
    expect(saved.json().data.allowed_domains).toEqual(['demo-university.edu']);
    const options = await gw.app.inject({
      method: 'GET',
      url: '/api/tenant/sign-in',
      headers: { 'x-tenant': alpha.slug },
    });
    expectContractAnswer(signInOptions, options);
    expect(options.json()).toEqual({
      password: true,
      sso: { label: 'Sign in with Alpha University', start_url: `${publicUrl}/api/sso/alpha-sso/start` },
    });

    const landed = await samlSignIn(alpha, 'dev-saml-new-reviewer');
    expect(`${landed.origin}${landed.pathname}`).toBe('http://alpha-sso.localhost:3000/login/sso');
    expect(landed.searchParams.get('next')).toBe('/dashboard');
    const traded = await handoff(alpha, landed.searchParams.get('code')!);
    expectContractAnswer(ssoHandoff, traded);
    expect(traded.json().user).toMatchObject({ email: 'new.reviewer@demo-university.edu', role: 'reviewer' });
    const me = await gw.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { 'x-tenant': alpha.slug, authorization: `Bearer ${traded.json().token}` },
    });
    expect(me.statusCode).toBe(200);
    // Once only.
    const again = await handoff(alpha, landed.searchParams.get('code')!);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(HANDOFF_EXPIRED);
    const audit = await gw.database.owner.auditEvent.findMany({
      where: { tenantId: alpha.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['sso_settings.idp_metadata_loaded', 'sso_settings.updated', 'staff.signed_in_sso']),
    );
    // The second sign-in finds the same account by its subject.
    const second = await samlSignIn(alpha, 'dev-saml-new-reviewer');
    const member = await handoff(alpha, second.searchParams.get('code')!);
    expect(member.json().user.id).toBe(traded.json().user.id);
  });

  it('gives the role a rule names, lets an invited outsider in, and refuses other outsiders with a sentence', async () => {
    const admin = await samlSignIn(alpha, 'dev-saml-staff-admin');
    expect((await handoff(alpha, admin.searchParams.get('code')!)).json().user.role).toBe('admin');

    const refused = await samlSignIn(alpha, 'dev-saml-elsewhere');
    expect(refused.pathname).toBe('/login');
    expect(refused.searchParams.get('sso_error')).toBe('domain_not_allowed');

    const invited = await owner.inject({
      method: 'POST',
      url: '/api/saas/staff/invitations',
      payload: { email: 'guest@elsewhere.example', role: 'admin' },
    });
    expect(invited.statusCode, invited.body).toBeLessThan(300);
    const welcomed = await samlSignIn(alpha, 'dev-saml-elsewhere');
    expect((await handoff(alpha, welcomed.searchParams.get('code')!)).json().user).toMatchObject({
      email: 'guest@elsewhere.example',
      role: 'admin',
    });
  });

  it('signs out both ways: the IdP’s logout ends the sessions here, and ours goes on to the IdP', async () => {
    const signInAs = async () => {
      const landed = await samlSignIn(alpha, 'dev-saml-new-reviewer');
      return (await handoff(alpha, landed.searchParams.get('code')!)).json().token as string;
    };
    const works = async (token: string) =>
      (
        await gw.app.inject({
          method: 'GET',
          url: '/api/user/me',
          headers: { 'x-tenant': alpha.slug, authorization: `Bearer ${token}` },
        })
      ).statusCode;

    // Started at the IdP.
    const first = await signInAs();
    const fromIdp = await idp.logoutRequestUrl(`${publicUrl}/api/sso/alpha-sso/saml/metadata`, {
      nameId: 'dev-saml-new-reviewer',
    });
    const answered = await gw.app.inject({ method: 'GET', url: pathOf(fromIdp) });
    expect(answered.statusCode, answered.body).toBe(302);
    expect(answered.headers.location).toContain(`${idp.url}/slo?SAMLResponse=`);
    expect(await works(first)).toBe(401);

    // Started here: the session ends at once, and the IdP is asked to end its own.
    const second = await signInAs();
    const out = await gw.app.inject({
      method: 'POST',
      url: '/api/sso/logout',
      headers: { 'x-tenant': alpha.slug, authorization: `Bearer ${second}` },
      payload: { via: 'host' },
    });
    expectContractAnswer(ssoLogout, out);
    expect(await works(second)).toBe(401);
    const atIdp = await fetch(out.json().redirect_url as string, { redirect: 'manual' });
    await atIdp.arrayBuffer();
    const back = atIdp.headers.get('location')!;
    expect(back).toContain('/api/sso/alpha-sso/saml/slo?SAMLResponse=');
    const landed = await gw.app.inject({ method: 'GET', url: pathOf(back) });
    expect(landed.headers.location).toBe('http://alpha-sso.localhost:3000/login?signed_out=1');

    // A password sign-in has no IdP session: signing out answers no address.
    const passwordOwner = await signIn(gw.app, alpha, owner.email);
    const plain = await gw.app.inject({
      method: 'POST',
      url: '/api/sso/logout',
      headers: { 'x-tenant': alpha.slug, authorization: `Bearer ${passwordOwner.json().token}` },
    });
    expect(plain.json()).toEqual({ message: 'Signed out', redirect_url: null });
  });

  it('refuses a replayed answer, an answer with no request behind it, and a code on another site', async () => {
    const started = await start(alpha);
    const { acsUrl, form } = await pickPerson(started.headers.location as string, 'dev-saml-new-reviewer');
    const first = new URL((await postAcs(acsUrl, form)).headers.location as string);
    expect(first.pathname).toBe('/login/sso');
    const replay = new URL((await postAcs(acsUrl, form)).headers.location as string);
    expect(replay.searchParams.get('sso_error')).toBe('replayed');

    const unsolicited = await idp.unsolicitedAnswer(
      `${publicUrl}/api/sso/alpha-sso/saml/metadata`,
      'dev-saml-new-reviewer',
    );
    const refused = new URL(
      (await postAcs(unsolicited.acsUrl, { SAMLResponse: unsolicited.SAMLResponse })).headers.location as string,
    );
    expect(refused.searchParams.get('sso_error')).toBe('unsolicited');

    expect((await handoff(beta, first.searchParams.get('code')!)).statusCode).toBe(401);
    // Garbage lands on the login page with a reason; a NUL byte is refused at the door with a sentence.
    const garbage = await postAcs(acsUrl, { SAMLResponse: 'not base64 at all', RelayState: form.RelayState });
    expect(garbage.statusCode).toBe(302);
    expect(new URL(garbage.headers.location as string).searchParams.get('sso_error')).toBe('invalid_response');
    const nul = await postAcs(acsUrl, { SAMLResponse: '\u0000', RelayState: form.RelayState });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toMatch(/NUL/);
  });

  it('never lets one site’s IdP sign anyone into another site', async () => {
    // Beta trusts another IdP. Alpha's IdP's answer, posted to beta with beta's own request and relay, fails.
    const loaded = await betaOwner.inject({
      method: 'POST',
      url: '/api/saas/sso/idp-metadata',
      payload: { xml: otherIdp.metadata },
    });
    expect(loaded.statusCode).toBe(200);
    const saved = await betaOwner.inject({
      method: 'PUT',
      url: '/api/saas/sso',
      payload: {
        protocol: 'saml',
        enabled: true,
        required: false,
        allowed_domains: ['demo-university.edu'],
        saml: loaded.json().data.saml,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const betaStart = await start(beta);
    const betaRelay = new URL(betaStart.headers.location as string).searchParams.get('RelayState')!;
    const alphaStart = await start(alpha);
    const { form } = await pickPerson(alphaStart.headers.location as string, 'dev-saml-new-reviewer');
    const crossed = await postAcs(`${publicUrl}/api/sso/beta-sso/saml/acs`, {
      SAMLResponse: form.SAMLResponse,
      RelayState: betaRelay,
    });
    const landed = new URL(crossed.headers.location as string);
    expect(landed.host).toBe('beta-sso.localhost:3000');
    expect(landed.searchParams.get('sso_error')).toMatch(/^(bad_signature|wrong_issuer|wrong_audience|unsolicited)$/);
    // And alpha's relay on beta's ACS is refused before anything is read.
    const alphaRelayOnBeta = await postAcs(`${publicUrl}/api/sso/beta-sso/saml/acs`, form);
    expect(new URL(alphaRelayOnBeta.headers.location as string).searchParams.get('sso_error')).toBe('unsolicited');
    const nobody = await withTenant(gw.db, beta.id, (tx) =>
      tx.tenantUser.count({ where: { email: 'new.reviewer@demo-university.edu' } }),
    );
    expect(nobody).toBe(0);
  });

  it('when required, refuses passwords but the break-glass owner’s, and the login page drops the form', async () => {
    const reviewer = await staffMember(gw.app, gw.db, alpha, 'reviewer');
    await enableSaml(owner, { required: true });
    const options = await gw.app.inject({
      method: 'GET',
      url: '/api/tenant/sign-in',
      headers: { 'x-tenant': alpha.slug },
    });
    expect(options.json().password).toBe(false);
    const refused = await signIn(gw.app, alpha, reviewer.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SSO_REQUIRED);
    const unknown = await signIn(gw.app, alpha, 'nobody@alpha.test');
    expect(unknown.json().message).toBe(SSO_REQUIRED);
    const breakGlass = await signIn(gw.app, alpha, owner.email);
    expect(breakGlass.statusCode, breakGlass.body).toBe(200);
    const settings = await owner.inject({ method: 'GET', url: '/api/saas/sso' });
    expect(settings.json().data.break_glass_user_id).toBe(owner.id);
    const notOwner = await owner.inject({
      method: 'PUT',
      url: '/api/saas/sso',
      payload: { protocol: 'saml', enabled: true, required: true, break_glass_user_id: reviewer.id.toUpperCase() },
    });
    expect(notOwner.statusCode).toBe(400);
    expect(notOwner.json().message).toBe('The break-glass account must be one of this site’s owners.');
    // Beta requires nothing: its passwords still work.
    expect((await signIn(gw.app, beta, betaOwner.email)).statusCode).toBe(200);
  });
});

describe('an admin sets a site’s single sign-on up for it (real Postgres)', () => {
  it('reads and saves a site’s settings by its id, audited as the admin; others get 403, unknown ids 404', async () => {
    const site = await createSite(gw.database.owner, 'epsilon-sso', 'Epsilon');
    const siteOwner = await staffMember(gw.app, gw.db, site, 'owner');
    const admin = await signInAs(gw.app, gw.db, 'admin@sso.test', { role: 'admin' });
    const candidate = await signInAs(gw.app, gw.db, 'someone@sso.test');
    const url = `/api/admin/tenants/${site.id.toUpperCase()}/sso`;
    expect((await candidate.inject({ method: 'GET', url })).statusCode).toBe(403);
    expect((await admin.inject({ method: 'GET', url: '/api/admin/tenants/not-an-id/sso' })).statusCode).toBe(404);

    const loaded = await admin.inject({ method: 'POST', url: `${url}/idp-metadata`, payload: { xml: idp.metadata } });
    expectContractAnswer(loadAdminTenantIdpMetadata, loaded);
    const saved = await admin.inject({
      method: 'PUT',
      url,
      payload: {
        protocol: 'saml',
        enabled: true,
        required: true,
        allowed_domains: ['demo-university.edu'],
        saml: loaded.json().data.saml,
      },
    });
    expectContractAnswer(updateAdminTenantSso, saved);
    // Required with no break-glass named: the site's first owner keeps a password.
    expect(saved.json().data).toMatchObject({ enabled: true, required: true, break_glass_user_id: siteOwner.id });
    expect((await signIn(gw.app, site, siteOwner.email)).statusCode).toBe(200);
    const read = await admin.inject({ method: 'GET', url });
    expectContractAnswer(getAdminTenantSso, read);
    const audit = await gw.database.owner.auditEvent.findMany({ where: { tenantId: site.id, actorKind: 'admin' } });
    expect(audit.map((a) => a.action).sort()).toEqual(['sso_settings.idp_metadata_loaded', 'sso_settings.updated']);
    // A site with no owner cannot be made to require SSO.
    const empty = await createSite(gw.database.owner, 'zeta-sso', 'Zeta');
    const ownerless = await admin.inject({
      method: 'PUT',
      url: `/api/admin/tenants/${empty.id}/sso`,
      payload: {
        protocol: 'oidc',
        enabled: true,
        required: true,
        oidc: { issuer: oidc.issuer, client_id: 'x', client_secret: 'y' },
      },
    });
    expect(ownerless.statusCode).toBe(400);
    expect(ownerless.json().message).toBe(
      'Requiring single sign-on needs a break-glass owner, and this site has no owner yet.',
    );
  });
});

describe('single sign-on by OpenID Connect through the gateway (real oidc-provider)', () => {
  it('signs a verified person in through the site’s own provider, and refuses an unverified e-mail', async () => {
    const saved = await gammaOwner.inject({
      method: 'PUT',
      url: '/api/saas/sso',
      payload: {
        protocol: 'oidc',
        enabled: true,
        required: false,
        allowed_domains: ['uni.example'],
        role_rules: [{ attribute: 'groups', value: 'PhD-Admissions', role: 'admin' }],
        oidc: { issuer: oidc.issuer, client_id: 'gamma', client_secret: 'gamma-secret-0123456789' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.oidc).toEqual({ issuer: oidc.issuer, client_id: 'gamma', client_secret_set: true });
    const redirectUri = `${publicUrl}/api/sso/gamma-sso/oidc/callback`;

    async function through(account: string) {
      const started = await start(gamma, 'returnTo=%2Fdashboard&via=saas');
      expect(started.statusCode, started.body).toBe(302);
      const cookie = String(started.headers['set-cookie']).split(';')[0]!;
      const back = await browseSignIn(started.headers.location as string, redirectUri, { account });
      const landed = await gw.app.inject({ method: 'GET', url: pathOf(back.href), headers: { cookie } });
      expect(landed.statusCode, landed.body).toBe(302);
      return new URL(landed.headers.location as string);
    }

    const ada = await through('ada');
    expect(`${ada.origin}${ada.pathname}`).toBe(`${publicUrl}/saas/login/sso`);
    expect(ada.searchParams.get('site')).toBe('gamma-sso');
    const traded = await handoff(gamma, ada.searchParams.get('code')!);
    expect(traded.json().user).toMatchObject({ email: 'ada.lovelace@uni.example', role: 'admin' });

    const bob = await through('bob');
    expect(bob.searchParams.get('sso_error')).toBe('no_email');

    // A callback with no flow cookie (another browser, or a forged link) is refused.
    const bare = await gw.app.inject({ method: 'GET', url: '/api/sso/gamma-sso/oidc/callback?code=x&state=y' });
    expect(new URL(bare.headers.location as string).searchParams.get('sso_error')).toBe('unsolicited');
  });

  it('checks a provider before saving: the saved secret when none is typed, a wrong one said in a sentence', async () => {
    const check = (body: Record<string, unknown>) =>
      gammaOwner.inject({ method: 'POST', url: '/api/saas/sso/oidc/check', payload: body });
    const good = await check({ issuer: oidc.issuer, client_id: 'gamma' });
    expectContractAnswer(checkOidcConnection, good);
    expect(good.json()).toEqual({ ok: true, message: OIDC_CONNECTION_OK });
    const wrong = await check({ issuer: oidc.issuer, client_id: 'gamma', client_secret: 'not-the-secret' });
    expect(wrong.json().ok).toBe(false);
    expect(wrong.json().message).toMatch(/[a-z]/);
    const reviewer = await staffMember(gw.app, gw.db, gamma, 'reviewer');
    expect((await reviewer.inject({ method: 'POST', url: '/api/saas/sso/oidc/check', payload: {} })).statusCode).toBe(
      403,
    );
    const bad = await check({ issuer: 'not a url', client_id: 'gamma' });
    expect(bad.statusCode).toBe(400);
  });

  it('sends a site without single sign-on back to its login page with a sentence’s code', async () => {
    const off = await start(
      beta.slug === 'beta-sso' ? await createSite(gw.database.owner, 'delta-sso', 'Delta') : beta,
    );
    expect(new URL(off.headers.location as string).searchParams.get('sso_error')).toBe('not_configured');
    const unknown = await gw.app.inject({ method: 'GET', url: '/api/sso/no-such-site/start' });
    expect(unknown.statusCode).toBe(302);
    expect(new URL(unknown.headers.location as string).searchParams.get('sso_error')).toBe('not_configured');
  });
});
