// SAML single sign-on against a real identity provider (samlify in its IdP role, on a loopback port),
// real Postgres for the request and replay memory (sso_replays, under row-level security): the round
// trip, every refusal with its code, replay and two identical posts at once, metadata both ways, and
// single logout both directions.
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/services.ts';
import { SsoRefusal, type SsoRefusalCode } from '../src/sso/refusal.ts';
import {
  createSpCredentials,
  loginRedirectUrl,
  logoutRedirectUrl,
  parseIdpMetadata,
  readLoginResponse,
  readLogout,
  SamlMetadataError,
  spMetadata,
  type SamlSite,
} from '../src/sso/saml/index.ts';
import { startSamlIdp, type RunningSamlIdp, type SignedAnswer } from '../src/sso/saml/dev-idp/index.ts';
import { withTenant } from '../src/tenants/unit-of-work.ts';

let database: TestDatabase;
let idp: RunningSamlIdp;
/** Same entity ID as `idp`, another key: what a forger would run. */
let forger: RunningSamlIdp;
let siteA: SamlSite;
let siteB: SamlSite;

async function makeSite(slug: string, trusted: RunningSamlIdp): Promise<SamlSite> {
  const tenant = await database.owner.tenant.create({
    data: { slug, name: slug, universityName: `${slug} University` },
  });
  const origin = `https://${slug}.phd-finder.test`;
  return {
    tenantId: tenant.id,
    idp: parseIdpMetadata(trusted.metadata),
    sp: {
      entityId: `${origin}/saml/metadata`,
      acsUrl: `${origin}/saml/acs`,
      sloUrl: `${origin}/saml/slo`,
      ...createSpCredentials(`${slug}.phd-finder.test`),
    },
  };
}

/** Drives the IdP as a browser would: the redirect, the people picker, the person's button, the auto-post form. */
async function signIn(url: string, nameId: string): Promise<SignedAnswer> {
  const picker = await fetch(url);
  const page = await picker.text();
  expect(picker.status, page).toBe(200);
  const action = /<form method="post" action="([^"]+)"/.exec(page)![1]!;
  const pending = /name="pending" value="([^"]+)"/.exec(page)![1]!;
  const chosen = await fetch(new URL(action, url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ pending, person: nameId }).toString(),
  });
  const post = await chosen.text();
  expect(chosen.status, post).toBe(200);
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(post)?.[1];
  return {
    acsUrl: /<form method="post" action="([^"]+)"/.exec(post)![1]!,
    SAMLResponse: field('SAMLResponse')!,
    RelayState: field('RelayState')?.replace(/&amp;/g, '&'),
  };
}

async function freshAnswer(site: SamlSite, nameId = 'dev-saml-new-reviewer'): Promise<SignedAnswer> {
  return signIn(await loginRedirectUrl(database.db, site, 'relay-1'), nameId);
}

async function refusal(promise: Promise<unknown>): Promise<SsoRefusalCode> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SsoRefusal);
  return (error as SsoRefusal).code;
}

const decode = (b64: string) => Buffer.from(b64, 'base64').toString('utf8');
const encode = (xml: string) => Buffer.from(xml, 'utf8').toString('base64');
const SAML = 'urn:oasis:names:tc:SAML:2.0:assertion';
const DS = 'http://www.w3.org/2000/09/xmldsig#';

beforeAll(async () => {
  database = await createTestDatabase();
  idp = await startSamlIdp({ resolveServiceProvider: async () => null });
  forger = await startSamlIdp({ entityId: idp.entityId, resolveServiceProvider: async () => null });
  siteA = await makeSite('saml-a', idp);
  siteB = await makeSite('saml-b', idp);
  for (const site of [siteA, siteB]) {
    idp.trust(spMetadata(site));
    forger.trust(spMetadata(site));
  }
}, 30_000);
afterAll(async () => {
  await Promise.all([idp?.close(), forger?.close()]);
  await database?.drop();
});

describe('SAML sign-in round trip', () => {
  it('sends a signed AuthnRequest, remembers its ID, and reads the signed answer into an SsoAssertion', async () => {
    const url = new URL(await loginRedirectUrl(database.db, siteA, 'back-to=/staff'));
    expect(url.origin + url.pathname).toBe(siteA.idp.ssoUrl);
    expect(url.searchParams.get('Signature')).toBeTruthy();
    expect(url.searchParams.get('SigAlg')).toBe('http://www.w3.org/2001/04/xmldsig-more#rsa-sha256');
    const remembered = await withTenant(database.db, siteA.tenantId, (tx) =>
      tx.ssoReplay.findMany({ where: { key: { startsWith: 'request:' } } }),
    );
    expect(remembered.length).toBeGreaterThan(0);

    const answer = await signIn(url.toString(), 'dev-saml-staff-admin');
    expect(answer.acsUrl).toBe(siteA.sp.acsUrl);
    expect(answer.RelayState).toBe('back-to=/staff');
    const assertion = await readLoginResponse(database.db, siteA, answer);
    expect(assertion).toMatchObject({
      protocol: 'saml',
      nameId: 'dev-saml-staff-admin',
      nameIdFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
    });
    expect(assertion.sessionIndex).toMatch(/^_/);
    expect(assertion.attributes['urn:oid:0.9.2342.19200300.100.1.3']).toEqual(['it.admin@demo-university.edu']);
    expect(assertion.attributes.mail).toEqual(['it.admin@demo-university.edu']);
    expect(assertion.attributes.displayName).toEqual(['Ian Admin']);
    expect(assertion.attributes.eduPersonPrincipalName).toEqual(['it.admin@demo-university.edu']);
    expect(assertion.attributes['urn:oid:1.3.6.1.4.1.5923.1.1.1.1']).toEqual(['member', 'staff']);
    expect(assertion.attributes.eduPersonEntitlement).toEqual(['urn:mace:demo-university.edu:phd-finder:admin']);
  });
});

describe('SAML refusals', () => {
  it('refuses an answer whose signatures were stripped (unsigned)', async () => {
    const answer = await freshAnswer(siteA);
    const doc = new DOMParser().parseFromString(decode(answer.SAMLResponse), 'text/xml');
    for (const sig of Array.from(doc.getElementsByTagNameNS(DS, 'Signature'))) sig.parentNode!.removeChild(sig);
    const stripped = encode(new XMLSerializer().serializeToString(doc));
    expect(await refusal(readLoginResponse(database.db, siteA, { SAMLResponse: stripped }))).toBe('unsigned');
  });

  it('refuses an answer signed by another key under the same entity ID (bad_signature)', async () => {
    const answer = await signIn(
      await loginRedirectUrl(database.db, siteA, 'r').then((u) => u.replace(idp.url, forger.url)),
      'dev-saml-new-reviewer',
    );
    expect(await refusal(readLoginResponse(database.db, siteA, answer))).toBe('bad_signature');
  });

  it('refuses an assertion meant for another audience (wrong_audience)', async () => {
    const misdirected = await startSamlIdp({
      credentials: undefined,
      resolveServiceProvider: async () =>
        spMetadata({ ...siteA, sp: { ...siteA.sp, entityId: 'https://other.example/sp' } }),
    });
    try {
      const site = { ...siteA, idp: parseIdpMetadata(misdirected.metadata) };
      const url = (await loginRedirectUrl(database.db, site, 'r')).replace(/^[^?]+/, `${misdirected.url}/sso`);
      const answer = await signIn(url, 'dev-saml-new-reviewer');
      expect(await refusal(readLoginResponse(database.db, site, answer))).toBe('wrong_audience');
    } finally {
      await misdirected.close();
    }
  });

  it('refuses an answer from an issuer the site does not trust, even with the right key (wrong_issuer)', async () => {
    const site = { ...siteA, idp: { ...siteA.idp, entityId: 'https://idp.other-university.example' } };
    const answer = await freshAnswer(site);
    expect(await refusal(readLoginResponse(database.db, site, answer))).toBe('wrong_issuer');
  });

  it('refuses an expired assertion and one not yet valid, beyond the clock skew (expired)', async () => {
    const late = await freshAnswer(siteA);
    const later = new Date(Date.now() + 10 * 60_000);
    expect(await refusal(readLoginResponse(database.db, siteA, late, later))).toBe('expired');
    const early = await freshAnswer(siteA);
    const earlier = new Date(Date.now() - 10 * 60_000);
    expect(await refusal(readLoginResponse(database.db, siteA, early, earlier))).toBe('expired');
    // Within the skew it is fine.
    const fine = await freshAnswer(siteA);
    await expect(readLoginResponse(database.db, siteA, fine, new Date(Date.now() - 60_000))).resolves.toMatchObject({
      protocol: 'saml',
    });
  });

  it('refuses a replayed answer (replayed)', async () => {
    const answer = await freshAnswer(siteA);
    await readLoginResponse(database.db, siteA, answer);
    expect(await refusal(readLoginResponse(database.db, siteA, answer))).toBe('replayed');
    const kept = await withTenant(database.db, siteA.tenantId, (tx) =>
      tx.ssoReplay.findMany({ where: { key: { startsWith: 'assertion:' } } }),
    );
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((row) => row.expiresAt.getTime() > Date.now())).toBe(true);
  });

  it('lets exactly one of two identical posts at once win; the other is refused as replayed', async () => {
    const answer = await freshAnswer(siteA);
    const results = await Promise.allSettled([
      readLoginResponse(database.db, siteA, answer),
      readLoginResponse(database.db, siteA, answer),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failed = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(failed.reason).toBeInstanceOf(SsoRefusal);
    expect((failed.reason as SsoRefusal).code).toBe('replayed');
  });

  it('refuses an IdP-initiated answer nobody asked for (unsolicited)', async () => {
    const answer = await idp.unsolicitedAnswer(siteA.sp.entityId, 'dev-saml-new-reviewer');
    expect(await refusal(readLoginResponse(database.db, siteA, answer))).toBe('unsolicited');
  });

  it('refuses at site B an answer the shared IdP made for site A (another site)', async () => {
    const forA = await freshAnswer(siteA);
    const code = await refusal(readLoginResponse(database.db, siteB, forA));
    expect(['unsolicited', 'wrong_audience', 'bad_signature']).toContain(code);
    // Even when B has a request of its own outstanding, A's answer does not answer it.
    await loginRedirectUrl(database.db, siteB, 'r');
    expect(await refusal(readLoginResponse(database.db, siteB, forA))).toBe('unsolicited');
    // And A still accepts its own answer: B's refusal consumed nothing of A's.
    await expect(readLoginResponse(database.db, siteA, forA)).resolves.toMatchObject({
      nameId: 'dev-saml-new-reviewer',
    });
  });

  it('refuses XML signature wrapping: the signed assertion moved aside, a forged one in its place', async () => {
    const answer = await freshAnswer(siteA);
    const doc = new DOMParser().parseFromString(decode(answer.SAMLResponse), 'text/xml');
    const response = doc.documentElement!;
    const genuine = doc.getElementsByTagNameNS(SAML, 'Assertion')[0]!;
    const forged = genuine.cloneNode(true) as Element;
    for (const sig of Array.from(forged.getElementsByTagNameNS(DS, 'Signature'))) sig.parentNode!.removeChild(sig);
    forged.setAttribute('ID', '_forged');
    forged.getElementsByTagNameNS(SAML, 'NameID')[0]!.textContent = 'dev-saml-staff-admin';
    for (const value of Array.from(forged.getElementsByTagNameNS(SAML, 'AttributeValue')))
      value.textContent = 'attacker@evil.example';
    // The genuine, signed assertion hidden inside an extension-like wrapper; the forged one takes its place.
    const wrapper = doc.createElementNS('urn:oasis:names:tc:SAML:2.0:protocol', 'samlp:Extensions');
    response.replaceChild(forged, genuine);
    wrapper.appendChild(genuine);
    response.insertBefore(wrapper, response.firstChild!.nextSibling);
    const wrapped = encode(new XMLSerializer().serializeToString(doc));
    expect(['bad_signature', 'invalid_response']).toContain(
      await refusal(readLoginResponse(database.db, siteA, { SAMLResponse: wrapped })),
    );

    // The other classic: the forged assertion first, the signed one after it, both in the response.
    const doc2 = new DOMParser().parseFromString(decode(answer.SAMLResponse), 'text/xml');
    const genuine2 = doc2.getElementsByTagNameNS(SAML, 'Assertion')[0]!;
    const forged2 = genuine2.cloneNode(true) as Element;
    forged2.getElementsByTagNameNS(SAML, 'NameID')[0]!.textContent = 'someone-else';
    genuine2.parentNode!.insertBefore(forged2, genuine2);
    const twice = encode(new XMLSerializer().serializeToString(doc2));
    expect(['bad_signature', 'invalid_response']).toContain(
      await refusal(readLoginResponse(database.db, siteA, { SAMLResponse: twice })),
    );
  });

  it('refuses garbage: nothing, not base64, not XML, a DOCTYPE, NUL bytes, a huge body (invalid_response)', async () => {
    const inputs = [
      {},
      { SAMLResponse: '' },
      { SAMLResponse: 'not base64 at all!' },
      { SAMLResponse: encode('this is not xml') },
      {
        SAMLResponse: encode(
          '<!DOCTYPE x [<!ENTITY a "b">]><samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol">&a;</samlp:Response>',
        ),
      },
      { SAMLResponse: encode('<x>\u0000</x>') },
      { SAMLResponse: encode('<samlp:LogoutResponse xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol"/>') },
      { SAMLResponse: 'A'.repeat(2 * 1024 * 1024) },
      { SAMLResponse: 42 as unknown as string },
    ];
    for (const form of inputs) {
      expect(await refusal(readLoginResponse(database.db, siteA, form))).toBe('invalid_response');
    }
  });
});

describe('SAML metadata', () => {
  it('reads the development IdP’s metadata: entity ID, redirect SSO and SLO, its certificate', () => {
    const parsed = parseIdpMetadata(idp.metadata);
    expect(parsed.entityId).toBe(idp.entityId);
    expect(parsed.ssoUrl).toBe(`${idp.url}/sso`);
    expect(parsed.sloUrl).toBe(`${idp.url}/slo`);
    expect(parsed.certificates).toHaveLength(1);
    expect(parsed.certificates[0]!.replace(/\s+/g, '')).toBe(idp.certificate.replace(/\s+/g, ''));
  });

  it('reads an EntitiesDescriptor holding one IdP, and refuses one holding two', () => {
    const inner = idp.metadata.replace(/<\?xml[^>]*\?>/, '');
    const one = `<md:EntitiesDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata">${inner}</md:EntitiesDescriptor>`;
    expect(parseIdpMetadata(one).entityId).toBe(idp.entityId);
    const two = `<md:EntitiesDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata">${inner}${inner}</md:EntitiesDescriptor>`;
    expect(() => parseIdpMetadata(two)).toThrow(/2 identity providers/);
  });

  it('refuses unusable metadata with a sentence: not XML, a DOCTYPE, an SP’s metadata, no certificate', () => {
    expect(() => parseIdpMetadata('hello')).toThrow(SamlMetadataError);
    expect(() => parseIdpMetadata('<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>')).toThrow(
      /DOCTYPE/,
    );
    expect(() => parseIdpMetadata(spMetadata(siteA))).toThrow(/no identity provider/);
    const noCert = idp.metadata.replace(/<(\w+:)?KeyDescriptor[\s\S]*?<\/(\w+:)?KeyDescriptor>/g, '');
    expect(() => parseIdpMetadata(noCert)).toThrow(/no signing certificate/);
  });

  it('makes SP metadata with the ACS (HTTP-POST), SLO, the signing certificate, signed requests and assertions', () => {
    const xml = spMetadata(siteA);
    const doc = new DOMParser().parseFromString(xml, 'text/xml');
    const md = 'urn:oasis:names:tc:SAML:2.0:metadata';
    expect(doc.documentElement!.getAttribute('entityID')).toBe(siteA.sp.entityId);
    const descriptor = doc.getElementsByTagNameNS(md, 'SPSSODescriptor')[0]!;
    expect(descriptor.getAttribute('AuthnRequestsSigned')).toBe('true');
    expect(descriptor.getAttribute('WantAssertionsSigned')).toBe('true');
    const acs = doc.getElementsByTagNameNS(md, 'AssertionConsumerService')[0]!;
    expect(acs.getAttribute('Location')).toBe(siteA.sp.acsUrl);
    expect(acs.getAttribute('Binding')).toBe('urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST');
    const slo = Array.from(doc.getElementsByTagNameNS(md, 'SingleLogoutService')).map((s) =>
      s.getAttribute('Location'),
    );
    expect(slo).toContain(siteA.sp.sloUrl);
    const cert = doc.getElementsByTagNameNS(DS, 'X509Certificate')[0]!.textContent!;
    expect(siteA.sp.certificate.replace(/-----[^-]+-----|\s+/g, '')).toBe(cert.replace(/\s+/g, ''));
  });

  it('makes a fresh ten-year SP certificate for the key it returns', async () => {
    const { X509Certificate, createPrivateKey } = await import('node:crypto');
    const { certificate, privateKey } = createSpCredentials('Demo University SAML');
    const x509 = new X509Certificate(certificate);
    expect(x509.subject).toContain('CN=Demo University SAML');
    expect(new Date(x509.validTo).getFullYear()).toBeGreaterThanOrEqual(new Date().getFullYear() + 9);
    expect(x509.checkPrivateKey(createPrivateKey(privateKey))).toBe(true);
  });
});

describe('SAML single logout', () => {
  it('SP-initiated: a signed LogoutRequest to the IdP, whose signed LogoutResponse the site accepts', async () => {
    const assertion = await readLoginResponse(database.db, siteA, await freshAnswer(siteA));
    const url = await logoutRedirectUrl(database.db, siteA, assertion, 'after-logout');
    expect(url).toMatch(new RegExp(`^${idp.url}/slo\\?SAMLRequest=`));
    const atIdp = await fetch(url!, { redirect: 'manual' });
    expect(atIdp.status).toBe(302);
    const back = new URL(atIdp.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(siteA.sp.sloUrl);
    const result = await readLogout(database.db, siteA, { query: back.search.slice(1) });
    expect(result).toEqual({ kind: 'response', relayState: 'after-logout' });
  });

  it('IdP-initiated: the site checks the signed LogoutRequest and answers with a signed LogoutResponse the IdP accepts', async () => {
    const assertion = await readLoginResponse(database.db, siteA, await freshAnswer(siteA));
    const url = new URL(
      await idp.logoutRequestUrl(
        siteA.sp.entityId,
        { nameId: assertion.nameId, sessionIndex: assertion.sessionIndex },
        'r2',
      ),
    );
    expect(url.origin + url.pathname).toBe(siteA.sp.sloUrl);
    const result = await readLogout(database.db, siteA, { query: url.search.slice(1) });
    expect(result).toMatchObject({ kind: 'request', nameId: assertion.nameId, sessionIndex: assertion.sessionIndex });
    if (result.kind !== 'request') throw new Error('expected a request');
    expect(result.respondUrl.startsWith(`${idp.url}/slo?SAMLResponse=`)).toBe(true);
    const atIdp = await fetch(result.respondUrl);
    expect(atIdp.status, await atIdp.clone().text()).toBe(200);
    expect(await atIdp.text()).toContain('signed out');
  });

  it('refuses a LogoutRequest signed by another key, and returns null when the IdP has no SLO', async () => {
    const url = new URL(await forger.logoutRequestUrl(siteA.sp.entityId, { nameId: 'dev-saml-new-reviewer' }));
    expect(await refusal(readLogout(database.db, siteA, { query: url.search.slice(1) }))).toBe('bad_signature');
    const genuine = new URL(await idp.logoutRequestUrl(siteA.sp.entityId, { nameId: 'dev-saml-new-reviewer' }));
    genuine.searchParams.delete('Signature');
    expect(await refusal(readLogout(database.db, siteA, { query: genuine.search.slice(1) }))).toBe('unsigned');
    const noSlo = { ...siteA, idp: { ...siteA.idp, sloUrl: null } };
    expect(await logoutRedirectUrl(database.db, noSlo, { nameId: 'x' }, 'r')).toBeNull();
    expect(await refusal(readLogout(database.db, siteA, { query: 'nothing=here' }))).toBe('invalid_response');
  });
});
