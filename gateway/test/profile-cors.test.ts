// CORS for a university site's careers form (issue 32, part 1; gateway/src/plugins/profile-cors.ts), on
// real parts (Postgres sessions, local file storage): a page on a tenant host of this deployment may
// read the signed-in candidate's account, profile, CV list and CV file with their cookie; the main
// origin, other hosts and look-alikes get no allowance; writes never do; signed out is still 401, in
// words the page can read; other routes carry no CORS headers at all; and pages may fetch the main origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import * as contracts from '@phd/contracts/endpoints/candidate-profile';
import { signInAs, type SignedInCandidate } from './candidate.ts';
import { expectContractAnswer } from './contract-answer.ts';
import { startGateway, type Gateway } from './harness.ts';
import { fileForm, multipartPayload } from './multipart.ts';

const MAIN = 'https://phdfinder.co.uk';
const TENANT = 'https://demo-university.phdfinder.co.uk';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let gw: Gateway;
let who: SignedInCandidate;
let cvId: string;
beforeAll(async () => {
  gw = await startGateway({ label: 'profile-cors', env: { PUBLIC_URL: MAIN } });
  who = await signInAs(gw.app, gw.db, 'cors-reader@example.org', { firstName: 'Ada' });
  const saved = await who.inject({
    method: 'PUT',
    url: '/api/user/profile',
    payload: { full_name: 'Ada Lovelace', country_of_residence: 'France' },
  });
  expect(saved.statusCode).toBe(200);
  const { payload, contentType } = await multipartPayload(fileForm('cv', PDF, 'ada-cv.pdf', 'application/pdf'));
  const uploaded = await who.inject({
    method: 'POST',
    url: '/api/user/cvs',
    payload,
    headers: { 'content-type': contentType },
  });
  expect(uploaded.statusCode).toBe(201);
  cvId = (uploaded.json() as { cv: { id: string } }).cv.id;
});
afterAll(() => gw?.close());

const READS = () => ['/api/user', '/api/user/profile', '/api/user/cvs', `/api/user/cvs/${cvId}/file`];

/** A signed-in GET as the browser sends it from a page at `origin` (to the main host). */
const readFrom = (origin: string | undefined, url: string, options: Partial<InjectOptions> = {}) =>
  who.inject({ method: 'GET', url, ...options, headers: { host: 'phdfinder.co.uk', ...(origin ? { origin } : {}) } });

const expectNoAllowance = (res: LightMyRequestResponse) => {
  expect(res.headers['access-control-allow-origin']).toBeUndefined();
  expect(res.headers['access-control-allow-credentials']).toBeUndefined();
};

describe('a tenant page reading the signed-in candidate', () => {
  it('gets its origin named, with credentials and Vary: Origin, on each of the reads', async () => {
    for (const url of READS()) {
      const res = await readFrom(TENANT, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['access-control-allow-origin'], url).toBe(TENANT);
      expect(res.headers['access-control-allow-credentials'], url).toBe('true');
      expect(String(res.headers.vary), url).toMatch(/\bOrigin\b/i);
    }
  });

  it('reads the answers the contracts describe, and the CV file itself', async () => {
    const profile = await readFrom(TENANT, '/api/user/profile');
    expectContractAnswer(contracts.getProfile, profile);
    expect((profile.json() as { profile: { full_name: string } }).profile.full_name).toBe('Ada Lovelace');
    const cvs = await readFrom(TENANT, '/api/user/cvs');
    expectContractAnswer(contracts.listCvs, cvs);
    const file = await readFrom(TENANT, `/api/user/cvs/${cvId.toUpperCase()}/file`);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['access-control-allow-origin']).toBe(TENANT);
  });

  it('gets the preflight answered for a GET, and refused for a write', async () => {
    const preflight = (method: string) =>
      gw.app.inject({
        method: 'OPTIONS',
        url: '/api/user/profile',
        headers: { host: 'phdfinder.co.uk', origin: TENANT, 'access-control-request-method': method },
      });
    const get = await preflight('GET');
    expect(get.statusCode).toBe(204);
    expect(get.headers['access-control-allow-origin']).toBe(TENANT);
    expect(get.headers['access-control-allow-credentials']).toBe('true');
    expect(get.headers['access-control-allow-methods']).toBe('GET, HEAD');
    const put = await preflight('PUT');
    expect(put.statusCode).toBe(404);
    expectNoAllowance(put);
  });

  it('signed out, is told 401 in words the page can read', async () => {
    const res = await gw.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { host: 'phdfinder.co.uk', origin: TENANT },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorized', message: 'Please sign in to continue.' });
    expect(res.headers['access-control-allow-origin']).toBe(TENANT);
  });
});

describe('no allowance', () => {
  it.each([
    ['the main origin (same-origin needs none)', MAIN],
    ['an unknown host', 'https://evil.example.com'],
    ['a look-alike ending in the main host', 'https://demo.evilphdfinder.co.uk'],
    ['a tenant label on another host', 'https://demo-university.phdfinder.co.uk.evil.com'],
    ['a tenant host over plain http', 'http://demo-university.phdfinder.co.uk'],
    ['a tenant host on another port', 'https://demo-university.phdfinder.co.uk:8443'],
    ['a reserved label', 'https://admin.phdfinder.co.uk'],
    ['two labels under the main host', 'https://a.b.phdfinder.co.uk'],
    ['a sandboxed page', 'null'],
    ['an origin with a path', `${TENANT}/careers`],
  ])('for %s', async (_case, origin) => {
    for (const url of READS()) expectNoAllowance(await readFrom(origin, url));
  });

  it('for a write from a tenant origin (it is refused by CSRF rules as before, and unreadable)', async () => {
    const res = await gw.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      cookies: who.cookies,
      headers: { host: 'phdfinder.co.uk', origin: TENANT, 'content-type': 'application/json' },
      payload: { full_name: 'Mallory' },
    });
    expect(res.statusCode).toBe(403);
    expectNoAllowance(res);
    const still = await readFrom(undefined, '/api/user/profile');
    expect((still.json() as { profile: { full_name: string } }).profile.full_name).toBe('Ada Lovelace');
  });

  it('for the other candidate reads, with no Vary: Origin on routes that never vary by it', async () => {
    const saves = await readFrom(TENANT, `/api/user/opportunity/save?userId=${who.userId}`);
    expect(saves.statusCode).toBe(200);
    expectNoAllowance(saves);
    const health = await gw.app.inject({ method: 'GET', url: '/healthz', headers: { origin: TENANT } });
    expect(health.statusCode).toBe(200);
    expectNoAllowance(health);
    expect(String(health.headers.vary ?? '')).not.toMatch(/Origin/i);
  });
});

describe('the pages', () => {
  it('may fetch the main origin (the CSP connect-src names it)', async () => {
    const res = await gw.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { host: 'demo-university.phdfinder.co.uk' },
    });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`connect-src 'self' ${MAIN.replace(/\./g, '\\.')}[ ;]`));
  });
});
