// A 'jobposting' source whose URL is a sitemap, and a site whose robots.txt fails (issue 31): real HTTP
// servers on 127.0.0.1 (two origins, so one page is on another host), real Postgres and Redis. Each
// page is fetched with its own robots.txt and host's turn (a page on the sitemap's own host does not
// wait for the turn the sitemap held), a page that cannot be read is a refused row with its URL, a
// page that fails for a passing reason closes nothing, and a sitemap past the page cap fails whole.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, redisUrl, type TestDatabase } from '../../../tests/support/services.ts';
import { MAX_SITEMAP_PAGES } from '../../src/intake/read-sitemap.ts';
import { runImport, type ImportDeps } from '../../src/intake/run/run-import.ts';
import { requestRun } from '../../src/intake/schedule.ts';
import { createLogger } from '../../src/logger.ts';
import { startFixtureServer, type FixtureServer } from './fetch-server.ts';

let database: TestDatabase;
let redis: Redis;
let deps: ImportDeps;
let careers: FixtureServer;
let partner: FixtureServer;

const posting = (id: string, title: string) => ({
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  identifier: id,
  title,
  validThrough: '2031-03-31',
  hiringOrganization: { '@type': 'Organization', name: 'University of Sheffield' },
  jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'GB' } },
});

const page = (...postings: object[]) =>
  `<!doctype html><html><head>${postings
    .map((p) => `<script type="application/ld+json">${JSON.stringify(p)}</script>`)
    .join('')}</head><body>Careers</body></html>`;

const sitemap = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.map((u) => `<url><loc>${u}</loc></url>`).join('')}</urlset>`;

/** Serves `body` as `type`; a robots.txt with no delay, so the pages of one host follow each other at once. */
function serve(server: FixtureServer, path: string, answer: () => { status?: number; type?: string; body: string }) {
  server.route(path, (_req, res) => {
    const { status = 200, type = 'text/html', body } = answer();
    res.writeHead(status, { 'content-type': type }).end(body);
  });
}

async function siteServer(): Promise<FixtureServer> {
  const server = await startFixtureServer();
  serve(server, '/robots.txt', () => ({ type: 'text/plain', body: 'User-agent: *\nCrawl-delay: 0\nAllow: /' }));
  return server;
}

beforeAll(async () => {
  database = await createTestDatabase();
  redis = new Redis(redisUrl(), { maxRetriesPerRequest: null });
  deps = { db: database.db, redis, logger: createLogger({ logLevel: 'silent' }, 'sitemap-test'), allowLoopback: true };
  [careers, partner] = await Promise.all([siteServer(), siteServer()]);
}, 120_000);

afterAll(async () => {
  await Promise.all([careers?.close(), partner?.close()]);
  redis?.disconnect();
  await database?.drop();
});

async function source(url: string) {
  return (await database.db.importSource.create({ data: { name: 'Careers', kind: 'url', format: 'jobposting', url } }))
    .id;
}

async function run(sourceId: string) {
  const { runId } = await database.db.$transaction((tx) => requestRun(tx, { id: sourceId, tenantId: null }, 'manual'));
  return runImport(deps, runId);
}

const positions = (sourceId: string) =>
  database.owner.opportunity.findMany({ where: { importSourceId: sourceId }, orderBy: { importKey: 'asc' } });

describe('a sitemap source (real HTTP servers, Postgres and Redis)', () => {
  let partnerStatus = 200;

  it('reads every page the sitemap lists, on its own host and another, and refuses a page that is gone with its URL', async () => {
    serve(careers, '/sitemap.xml', () => ({
      type: 'application/xml',
      body: sitemap([`${careers.origin}/jobs/a`, '/jobs/gone', `${partner.origin}/jobs/b`]),
    }));
    serve(careers, '/jobs/a', () => ({
      body: page(posting('A-1', 'PhD in Batteries'), posting('A-2', 'PhD in Fuel Cells')),
    }));
    serve(partner, '/jobs/b', () => ({ status: partnerStatus, body: page(posting('B-1', 'PhD in Hydrogen')) }));
    const sourceId = await source(`${careers.origin}/sitemap.xml`);

    const outcome = await run(sourceId);
    expect(outcome).toMatchObject({
      status: 'done',
      notModified: false,
      counts: { fetched: 3, created: 3, refused: 1, closed: 0 },
    });
    // A relative <loc> is read against the sitemap's address.
    expect((outcome as { refusals: unknown[] }).refusals).toEqual([
      {
        row: 2,
        key: `${careers.origin}/jobs/gone`,
        reason: 'Page 2 of the sitemap could not be read: The server answered 404 Not Found',
      },
    ]);
    expect((await positions(sourceId)).map((r) => [r.importKey, r.title, r.universityName, r.country])).toEqual([
      ['A-1', 'PhD in Batteries', 'University of Sheffield', 'United Kingdom'],
      ['A-2', 'PhD in Fuel Cells', 'University of Sheffield', 'United Kingdom'],
      ['B-1', 'PhD in Hydrogen', 'University of Sheffield', 'United Kingdom'],
    ]);
    // Each host's robots.txt was asked, and each page fetched once.
    for (const server of [careers, partner]) expect(server.seen.some((r) => r.url === '/robots.txt')).toBe(true);
    expect(partner.seen.filter((r) => r.url === '/jobs/b')).toHaveLength(1);
    // No validators kept: the next run reads the sitemap and its pages again.
    const stored = await database.db.importSource.findUniqueOrThrow({ where: { id: sourceId } });
    expect(stored).toMatchObject({ etag: null, lastModified: null });
    expect(stored.contentHash).toMatch(/^[0-9a-f]{64}$/);

    // The same sitemap bytes again are not "unchanged": its pages are read again. A page failing for a
    // passing reason (503) is refused, and the run closes and counts nothing missing.
    partnerStatus = 503;
    const flaky = await run(sourceId);
    expect(flaky).toMatchObject({
      status: 'done',
      notModified: false,
      counts: { fetched: 2, unchanged: 2, refused: 2, closed: 0 },
    });
    expect(careers.seen.filter((r) => r.url === '/jobs/a')).toHaveLength(2);
    expect((flaky as { refusals: { key: string; reason: string }[] }).refusals[1]).toEqual({
      row: 3,
      key: `${partner.origin}/jobs/b`,
      reason: 'Page 3 of the sitemap could not be read: The server answered 503 Service Unavailable',
    });
    expect((await positions(sourceId)).map((r) => [r.importKey, r.status, r.importMissingRuns])).toEqual([
      ['A-1', 'open', 0],
      ['A-2', 'open', 0],
      ['B-1', 'open', 0],
    ]);

    // A page gone for good (404) lets its positions go: missing twice, closed.
    partnerStatus = 404;
    expect(await run(sourceId)).toMatchObject({ status: 'done', counts: { closed: 0 } });
    expect(await run(sourceId)).toMatchObject({ status: 'done', counts: { unchanged: 2, closed: 1 } });
    expect((await positions(sourceId)).map((r) => [r.importKey, r.status])).toEqual([
      ['A-1', 'open'],
      ['A-2', 'open'],
      ['B-1', 'closed'],
    ]);
  });

  it(`fails a sitemap of more than ${MAX_SITEMAP_PAGES} pages whole, fetching none of them`, async () => {
    const urls = Array.from({ length: MAX_SITEMAP_PAGES + 1 }, (_, i) => `${careers.origin}/many/${i}`);
    serve(careers, '/big-sitemap.xml', () => ({ type: 'application/xml', body: sitemap(urls) }));
    const before = careers.seen.length;
    const outcome = await run(await source(`${careers.origin}/big-sitemap.xml`));
    expect(outcome).toEqual({
      status: 'failed',
      error: `The sitemap lists more than ${MAX_SITEMAP_PAGES} pages: give a sitemap of the position pages only, or a feed`,
    });
    expect(careers.seen.slice(before).map((r) => r.url)).toEqual(['/big-sitemap.xml']);
  });
});

describe("a source whose site's robots.txt answers a server error", () => {
  it('fails the run with a readable reason and fetches nothing (RFC 9309: assume a complete disallow)', async () => {
    const server = await startFixtureServer();
    serve(server, '/robots.txt', () => ({ status: 503, type: 'text/plain', body: 'down for maintenance' }));
    serve(server, '/jobs.html', () => ({ body: page(posting('X-1', 'PhD in Optics')) }));
    try {
      const sourceId = await source(`${server.origin}/jobs.html`);
      expect(await run(sourceId)).toEqual({
        status: 'failed',
        error: "The site's robots.txt could not be read (HTTP 503); we will try again later.",
      });
      expect(server.seen.map((r) => r.url)).toEqual(['/robots.txt']);
      expect(await positions(sourceId)).toEqual([]);
      expect(await database.db.importSource.findUniqueOrThrow({ where: { id: sourceId } })).toMatchObject({
        consecutiveFailures: 1,
        lastError: "The site's robots.txt could not be read (HTTP 503); we will try again later.",
      });
    } finally {
      await server.close();
    }
  });
});
