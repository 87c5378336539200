// The OpenAPI description of the API (/api/openapi.json) and its Swagger UI (/api/docs): every GET
// route under /api that anyone may call and every route registered from a contract is in it, each
// operation says who may call it (and a signed-out caller is refused exactly where it says so), real
// answers match the documented response schemas, and the UI's own CSP applies to its routes only.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS_CSP } from '../src/openapi/docs.ts';
import { dialCodes, openApiDocument } from '@phd/contracts/endpoints/catalogue';
import {
  blogListSchema,
  blogPostSchema,
  countryCountsSchema,
  countryOptionsSchema,
  countryUniversitiesSchema,
  dialCodesSchema,
  disciplineCountsSchema,
  listingPageSchema,
  opportunityDetailSchema,
  opportunityListSchema,
  opportunitySchema,
  universityCountsSchema,
  universityOptionsSchema,
} from '@phd/contracts/public-schemas';
import { expectContractAnswer, expectMatches } from './contract-answer.ts';
import { getJson, startGateway, type Gateway } from './harness.ts';

/**
 * GET routes under /api that anyone may call but that are not part of the read API, and why. A new
 * public route must be documented (give it tags) or be added here on purpose.
 */
const NOT_READ_API: Record<string, string> = {
  '/api/csrf-token': "a session's token for cookie-authenticated writes",
  '/api/login': 'sign-in redirect',
  '/api/login/linkedin': 'sign-in redirect',
  '/api/auth/callback/google': 'sign-in redirect',
  '/api/auth/callback/linkedin': 'sign-in redirect',
  '/api/subscribe/unsubscribe': "an e-mail's signed unsubscribe link (HTML page)",
  '/api/subscribe/preferences': "a subscriber's digest choices, behind the confirmation link's token",
  '/api/alerts/unsubscribe': "an alert e-mail's signed one-click stop link",
  '/api/reminders/unsubscribe': "a reminder e-mail's signed one-click stop link",
  '/api/university/resumes/:token': 'a signed, expiring resume download link',
  '/api/tenant': "a university site's own settings (tenant hosts)",
  '/api/tenant/logo': "a university site's logo (tenant hosts)",
  '/api/careers/opportunities': "a university site's careers page (tenant hosts)",
  '/api/careers/opportunities/:id': "a university site's careers page (tenant hosts)",
};
const isDocsUi = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

const SOME_UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');
const sample = (url: string) => url.replace(/:[A-Za-z]+/g, SOME_UUID).replace('*', 'x');

interface OpenApiDoc {
  openapi: string;
  paths: Record<
    string,
    Record<string, { tags?: string[]; responses?: Record<string, unknown>; security?: Record<string, string[]>[] }>
  >;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
}

let gw: Gateway;
let doc: OpenApiDoc;

beforeAll(async () => {
  gw = await startGateway({ seedCount: 40, label: 'openapi' });
  const res = await gw.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.headers['access-control-allow-origin']).toBe('*');
  expect(res.headers['cache-control']).toBe('public, max-age=300');
  expectContractAnswer(openApiDocument, res);
  doc = res.json() as OpenApiDoc;
});
afterAll(() => gw.close());

const getRoutes = () => [
  ...new Set(gw.app.routeTable.filter((r) => r.method === 'GET' && r.url.startsWith('/api')).map((r) => r.url)),
];

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with the public reads, their parameters and response schemas', () => {
    expect(doc.openapi).toBe('3.1.0');
    const listing = doc.paths['/api/opportunities']!.get!;
    expect(listing.tags).toEqual(['Public · Opportunities']);
    const names = (listing as { parameters: { name: string; in: string }[] }).parameters.map((p) => p.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'category',
        'country',
        'university',
        'discipline',
        'funded',
        'created_at[gt]',
        'q',
        'limit',
      ]),
    );
    expect(JSON.stringify(listing.responses!['200'])).toContain('#/components/schemas/ListingPage');
    expect(JSON.stringify(doc.components?.schemas?.['ListingPage'])).toContain('"pagination"');
    expect(JSON.stringify(doc.components?.schemas?.['Opportunity'])).toContain('"ai_department"');
    for (const path of ['/feeds/opportunities.rss', '/feeds/opportunities.atom', '/feeds/opportunities.json']) {
      expect(doc.paths[path]?.get?.tags).toContain('Feeds');
    }
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
        // Images answer binary bodies, described in the summary.
        if (!['/api/images/{kind}/{name}', '/api/blog/covers/{file}'].includes(path)) {
          expect(Object.keys(operation.responses ?? {}), `${method} ${path}`).not.toEqual([]);
        }
      }
    }
  });

  it('validates as OpenAPI 3.1', async () => {
    const result = await new Validator().validate(structuredClone(doc) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  // A schema's $id moves the base its references resolve against: Swagger UI then looked for
  // "#/components/schemas/X" inside that schema and showed "Resolver error" on every response.
  it('has schemas that name no base of their own, and every $ref points at something in it', () => {
    const refs: string[] = [];
    const bases: string[] = [];
    const walk = (value: unknown, at: string): void => {
      if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${at}/${i}`));
      else if (value && typeof value === 'object') {
        for (const [key, v] of Object.entries(value)) {
          if (key === '$id' || key === '$schema') bases.push(`${at}/${key}`);
          if (key === '$ref' && typeof v === 'string') refs.push(v);
          walk(v, `${at}/${key}`);
        }
      }
    };
    walk(doc, '');
    expect(bases).toEqual([]);
    expect(refs.length).toBeGreaterThan(0);
    const resolve = (ref: string) =>
      ref
        .slice(2)
        .split('/')
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], doc);
    expect(refs.filter((ref) => !ref.startsWith('#/') || resolve(ref) === undefined)).toEqual([]);
  });

  it('has every GET route under /api that anyone may call', async () => {
    const missing: string[] = [];
    for (const url of getRoutes()) {
      if (doc.paths[toOpenApiPath(url)] || isDocsUi(url) || url in NOT_READ_API) continue;
      const res = await gw.app.inject({ method: 'GET', url: sample(url) });
      // Signed-in areas (admin, candidate, recruiter, university-site staff) refuse an anonymous caller.
      if (res.statusCode === 401 || res.statusCode === 403) continue;
      missing.push(`${url} (anonymous GET answered ${res.statusCode})`);
    }
    expect(missing).toEqual([]);
  });

  it('says who may call each operation: public reads answer a signed-out caller, the rest refuse one', async () => {
    const AREAS = ['Public', 'Candidate', 'Recruiter', 'University site', 'Admin'];
    const schemes = Object.keys(doc.components?.securitySchemes ?? {});
    expect(schemes).toEqual(
      expect.arrayContaining(['candidateSession', 'csrfToken', 'recruiterToken', 'staffToken', 'site']),
    );
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        // The feeds (outside /api, no contract) carry only their topic; they are public reads.
        const area =
          AREAS.find((name) => operation.tags?.some((tag) => tag === name || tag.startsWith(`${name} · `))) ?? 'Public';
        expect(operation.tags, where).toHaveLength(1);
        const security = operation.security ?? [];
        for (const requirement of security)
          expect(
            Object.keys(requirement).every((name) => schemes.includes(name)),
            where,
          ).toBe(true);
        expect(security.length > 0, where).toBe(area !== 'Public');
        if (method !== 'get' || /\{/.test(path)) continue;
        const res = await gw.app.inject({ method: 'GET', url: path });
        if (security.length > 0) expect([401, 403], where).toContain(res.statusCode);
        else expect([401, 403], where).not.toContain(res.statusCode);
      }
    }
  });

  it('has every route registered from a contract, with its method', () => {
    const served = gw.app.routeTable.filter((r) => r.contract && r.method !== 'HEAD' && r.url.startsWith('/api'));
    expect(served.length).toBeGreaterThan(0);
    const missing = served.filter((r) => !doc.paths[toOpenApiPath(r.url)]?.[r.method.toLowerCase()]);
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });
});

describe('the documented responses', () => {
  it('are what the routes answer', async () => {
    // With eligible, so each item carries every field the schema names (eligibility only comes with it).
    const page = await getJson<{ data: { id: string; link: string; country: string }[] }>(
      gw.app,
      '/api/opportunities?eligible=GB',
    );
    expectMatches(listingPageSchema, page);
    const first = page.data[0]!;
    expect(Object.keys(first).sort()).toEqual(Object.keys(opportunitySchema.shape).sort());
    expectMatches(opportunityDetailSchema, await getJson(gw.app, `/api/opportunities/${first.link}`));
    expectMatches(opportunityListSchema, await getJson(gw.app, '/api/opportunities/most-viewed'));
    expectMatches(opportunityListSchema, await getJson(gw.app, `/api/opportunities/related/${first.id}`));
    expectMatches(
      listingPageSchema,
      await getJson(gw.app, `/api/opportunities/countries/${encodeURIComponent(first.country)}`),
    );
    expectMatches(countryCountsSchema, await getJson(gw.app, '/api/opportunities/countries/counts'));
    expectMatches(disciplineCountsSchema, await getJson(gw.app, '/api/opportunities/discipline/counts'));
    expectMatches(universityCountsSchema, await getJson(gw.app, '/api/opportunities/universities/counts'));
    expectMatches(countryUniversitiesSchema, await getJson(gw.app, '/api/opportunities/countries/universities'));
    expectMatches(countryOptionsSchema, await getJson(gw.app, '/api/countries'));
    expectMatches(universityOptionsSchema, await getJson(gw.app, '/api/universities'));
    expectMatches(disciplineCountsSchema, await getJson(gw.app, '/api/disciplines'));
    expectMatches(dialCodesSchema, await getJson(gw.app, '/api/countries/dial-codes'));
    expectContractAnswer(dialCodes, await gw.app.inject('/api/countries/dial-codes'));
    const posts = await getJson<{ data: { id: string }[] }>(gw.app, '/api/blog?limit=3');
    expectMatches(blogListSchema, posts);
    expect(posts.data.length).toBeGreaterThan(0);
    expectMatches(blogPostSchema, await getJson(gw.app, `/api/blog/${posts.data[0]!.id}`));
    expect(doc.paths['/api/blog/{id}']?.get?.tags).toEqual(['Public · Blog']);
  });
});

describe('the Swagger UI', () => {
  it('is served at /api/docs with a CSP of its own, on its routes only', async () => {
    const page = await gw.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toBe(DOCS_CSP);
    const bundle = await gw.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-security-policy']).toBe(DOCS_CSP);
    const site = await gw.app.inject({ method: 'GET', url: '/api/opportunities' });
    expect(site.headers['content-security-policy']).not.toBe(DOCS_CSP);
    expect(site.headers['content-security-policy']).toContain('translate.googleapis.com');
  });
});
