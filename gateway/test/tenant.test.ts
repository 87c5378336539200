// Tenant recognition in the gateway (issue 13): the tenant plugin resolves the university site once
// per request from the host (tenant host) or the X-Tenant header (main host), GET /api/tenant answers
// its public fields, unknown slugs are 404 and malformed headers 400, and a tenant host's HTML carries
// the tenant's name, noindex and no JobPosting. PUBLIC_URL is the test default, http://localhost:3000.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicTenant } from '@phd/contracts/endpoints/tenant-site';
import { expectContractAnswer } from './contract-answer.ts';
import { startGateway, type Gateway } from './harness.ts';
import { fixtureWebRoot } from './web-root.ts';

let gw: Gateway;
let webRoot: string;

beforeAll(async () => {
  webRoot = fixtureWebRoot();
  gw = await startGateway({ label: 'tenant', webRoot });
  await gw.db.tenant.create({
    data: { slug: 'demo-university', name: 'Demo University', universityName: 'Delft University of Technology' },
  });
});

afterAll(async () => {
  await gw?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string>) => gw.app.inject({ method: 'GET', url, headers });
const DEMO = {
  slug: 'demo-university',
  name: 'Demo University',
  university: 'Delft University of Technology',
  logo_url: null,
  accent_color: null,
};

describe('GET /api/tenant', () => {
  it('answers the tenant of a tenant host, ports and case ignored, with public fields only', async () => {
    for (const host of [
      'demo-university.example.com',
      'Demo-University.Example.com:8443',
      'demo-university.localhost:3000',
    ]) {
      const response = await get('/api/tenant', { host });
      expect(response.statusCode, host).toBe(200);
      expect(response.json()).toEqual(DEMO);
      expectContractAnswer(publicTenant, response);
    }
  });

  it('answers the tenant the X-Tenant header names on the main host', async () => {
    const response = await get('/api/tenant', { host: 'localhost:3000', 'x-tenant': 'Demo-University' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEMO);
  });

  it('lets the host decide on a tenant host, whatever X-Tenant says', async () => {
    const response = await get('/api/tenant', { host: 'demo-university.example.com', 'x-tenant': 'other' });
    expect(response.json()).toEqual(DEMO);
  });

  it('answers 404 on the main site, an IP address or a www host without a header', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', 'www.example.com', 'api.example.com']) {
      const response = await get('/api/tenant', { host });
      expect(response.statusCode, host).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
    }
  });

  it('answers an unknown slug 404 tenant_not_found with a message, on every API route', async () => {
    for (const [url, headers] of [
      ['/api/tenant', { host: 'nosuch.example.com' }],
      ['/api/opportunities', { host: 'nosuch.example.com' }],
      ['/api/tenant', { host: 'localhost:3000', 'x-tenant': 'nosuch' }],
    ] as const) {
      const response = await get(url, headers);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: 'tenant_not_found', message: expect.stringContaining('"nosuch"') });
    }
  });

  it('refuses a malformed X-Tenant header with 400 and a message', async () => {
    for (const value of ['bad_slug', '../etc', 'www', 'a'.repeat(64)]) {
      const response = await get('/api/tenant', { host: 'localhost:3000', 'x-tenant': value });
      expect(response.statusCode, value).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid', message: expect.stringContaining('X-Tenant') });
    }
  });
});

describe('HTML on a tenant host', () => {
  const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

  it("titles each screen with the tenant's name, noindex, no canonical and no JobPosting", async () => {
    for (const [path, want] of [
      ['/', 'Dashboard | Demo University'],
      ['/login', 'Staff sign-in | Demo University'],
      ['/dashboard', 'Dashboard | Demo University'],
      ['/review/0b0e8f7c-1f7a-4c0e-9d55-2f6f3a1b2c3d', 'Review applicants | Demo University'],
      ['/imports', 'Import positions | Demo University'],
      // The catch-all: a main-site path shows the dashboard, never the main site's page.
      ['/about', 'Dashboard | Demo University'],
      ['/opportunities/phd-vacancies-x-0b0e8f7c-1f7a-4c0e-9d55-2f6f3a1b2c3d', 'Dashboard | Demo University'],
    ] as const) {
      const response = await get(path, { host: 'demo-university.example.com' });
      expect(response.statusCode, path).toBe(200);
      expect(title(response.body), path).toBe(want);
      expect(response.body).toContain('<meta name="robots" content="noindex, follow" />');
      expect(response.body).toContain('<meta property="og:site_name" content="Demo University" />');
      expect(response.body).not.toContain('application/ld+json');
      expect(response.body).not.toContain('rel="canonical"');
      expect(response.body).toContain('fixture app');
    }
  });

  it('answers an unknown tenant host 404 with the app and the no-such-site head; its assets still load', async () => {
    const response = await get('/login', { host: 'nosuch.example.com' });
    expect(response.statusCode).toBe(404);
    expect(title(response.body)).toBe('No university site here | PhD Finder');
    expect(response.body).toContain('noindex');
    expect(response.body).toContain('fixture app');
    const asset = await get('/assets/index-abc123.js', { host: 'nosuch.example.com' });
    expect(asset.statusCode).toBe(200);
  });

  it('tells the app PUBLIC_URL, and keeps main-site pages on the main host', async () => {
    const response = await get('/about', { host: 'localhost:3000' });
    expect(response.statusCode).toBe(200);
    expect(title(response.body)).toContain('About');
    expect(response.body).toContain('<meta name="phd-public-url" content="http://localhost:3000" />');
  });
});
