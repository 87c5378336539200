// /sitemap.xml, /sitemaps/<n>.xml and /robots.txt against the seeded catalogue, with a small page size
// so the sitemap splits into an index: every open public opportunity exactly once, nothing closed,
// deleted or tenant-only, and the fixed pages and country routes in front.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingPath } from '@phd/contracts/paths';
import { pageMeta } from '@phd/contracts/seo';
import { closeOpportunity } from '@phd/services/opportunities/index';
import { createMicroCache } from '../src/cache/micro-cache.ts';
import { opportunityLink } from '../src/presenters/opportunity-link.ts';
import { DISALLOWED_PATHS } from '../src/seo/robots.ts';
import { createSitemaps, FIXED_PATHS } from '../src/seo/sitemap.ts';
import { searchable, startGateway, testConfig, type Gateway } from './harness.ts';

const PUBLIC_URL = testConfig().publicUrl;
const PAGE_SIZE = 40;

let gw: Gateway;

beforeAll(async () => {
  gw = await startGateway({ seedCount: 150, sitemapPageSize: PAGE_SIZE, label: 'sitemap' });
  // One of each kind that must not be listed, beside the seed's own closed and tenant rows.
  const [toDelete, toClose] = await gw.db.opportunity.findMany({ where: searchable, take: 2, orderBy: { id: 'asc' } });
  await gw.db.opportunity.update({ where: { id: toDelete!.id }, data: { deletedAt: new Date() } });
  await closeOpportunity(gw.db, toClose!.id);
  const tenant =
    (await gw.db.tenant.findFirst()) ??
    (await gw.db.tenant.create({ data: { slug: 'sitemap-test', name: 'Test', universityName: 'Demo University' } }));
  // Tenant rows are written as the owner (row-level security hides them from the app's role).
  await gw.database.owner.opportunity.create({
    data: {
      title: 'Tenant only',
      universityName: 'Demo University',
      country: 'Iceland',
      tenantId: tenant.id,
      listedPublicly: false,
    },
  });
});

afterAll(() => gw.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

async function get(url: string) {
  return gw.app.inject({ method: 'GET', url });
}

/** Every URL of the split sitemap, file by file. */
async function allFiles(): Promise<string[][]> {
  const root = await get('/sitemap.xml');
  const files = locs(root.body);
  const out: string[][] = [];
  for (const file of files) {
    const res = await get(file.slice(PUBLIC_URL.length));
    expect(res.statusCode, file).toBe(200);
    out.push(locs(res.body));
  }
  return out;
}

describe('sitemap', () => {
  it('becomes an index of files of at most the page size past the limit', async () => {
    const root = await get('/sitemap.xml');
    expect(root.statusCode).toBe(200);
    expect(root.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(root.headers['cache-control']).toBe('public, max-age=3600');
    expect(root.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns=/);
    const open = await gw.db.opportunity.count({ where: searchable });
    const countries = await gw.db.opportunity.groupBy({ by: ['country'], where: searchable });
    // The fixed pages, /blogs and its published posts, the countries, the opportunities.
    const posts = await gw.db.blogPost.count({ where: { status: 'published' } });
    const total = FIXED_PATHS.length + 1 + posts + countries.length + open;
    expect(locs(root.body)).toEqual(
      Array.from({ length: Math.ceil(total / PAGE_SIZE) }, (_, i) => `${PUBLIC_URL}/sitemaps/${i + 1}.xml`),
    );

    const files = await allFiles();
    for (const file of files) expect(file.length).toBeLessThanOrEqual(PAGE_SIZE);
    expect(files.flat()).toHaveLength(total);
  });

  it('lists home, the listing roots, every country with open listings and every open public opportunity once', async () => {
    const urls = (await allFiles()).flat();
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.slice(0, 3)).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/phd-vacancies/standard`,
      `${PUBLIC_URL}/phd-vacancies/featured`,
    ]);
    for (const path of ['/phd-postings', '/post-jobs', '/embed-test', '/about', '/contact', '/blogs']) {
      expect(urls).toContain(`${PUBLIC_URL}${path}`);
    }

    const countries = await gw.db.opportunity.groupBy({ by: ['country'], where: searchable });
    for (const { country } of countries) {
      expect(urls).toContain(`${PUBLIC_URL}${listingPath({ category: 'standard', country })}`);
    }

    const rows = await gw.db.opportunity.findMany({ where: searchable });
    const listed = urls.filter((u) => u.startsWith(`${PUBLIC_URL}/opportunities/`)).sort();
    const expected = rows.map((o) => `${PUBLIC_URL}/opportunities/${encodeURI(opportunityLink(o))}`).sort();
    expect(listed).toEqual(expected);

    const hidden = await gw.db.opportunity.findMany({
      where: { NOT: searchable },
    });
    expect(hidden.length).toBeGreaterThanOrEqual(3);
    expect(urls.some((u) => u.includes('Iceland'))).toBe(false);
    const ids = new Set(listed.map((u) => u.slice(-36)));
    for (const o of hidden) expect(ids.has(o.id), o.title).toBe(false);
  });

  it('lists only pages that may be crawled and indexed', async () => {
    const paths = (await allFiles())
      .flat()
      .map((u) => u.slice(PUBLIC_URL.length))
      .filter((path) => !path.startsWith('/opportunities/'));
    for (const path of paths) {
      expect(pageMeta(path).noindex, path).toBeUndefined();
      expect(
        DISALLOWED_PATHS.filter((prefix) => path.startsWith(prefix)),
        path,
      ).toEqual([]);
    }
  });

  it('gives opportunities their last modification', async () => {
    const row = (await gw.db.opportunity.findFirst({ where: searchable, orderBy: { id: 'asc' } }))!;
    const files = await Promise.all(locs((await get('/sitemap.xml')).body).map((f) => get(f.slice(PUBLIC_URL.length))));
    const xml = files.map((f) => f.body).join('');
    expect(xml).toContain(
      `<url><loc>${PUBLIC_URL}/opportunities/${opportunityLink(row)}</loc><lastmod>${row.updatedAt.toISOString()}</lastmod></url>`,
    );
  });

  it('answers files past the last, and malformed names, with 404', async () => {
    for (const url of ['/sitemaps/99.xml', '/sitemaps/0.xml', '/sitemaps/one.xml', '/sitemaps/1.txt']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('is one urlset while it fits in one file', async () => {
    // Small batches: the keyset paging crosses many batch boundaries.
    const sitemaps = createSitemaps({
      db: gw.db,
      publicUrl: 'https://phd.example.org',
      cache: createMicroCache(),
      batchSize: 7,
    });
    const xml = (await sitemaps.root()).toString('utf8');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    const open = await gw.db.opportunity.count({ where: searchable });
    const listed = locs(xml).filter((u) => u.includes('/opportunities/'));
    expect(listed).toHaveLength(open);
    expect(new Set(listed).size).toBe(open);
    expect(locs(xml)[0]).toBe('https://phd.example.org/');
    expect(() => createSitemaps({ db: gw.db, publicUrl: '', cache: createMicroCache(), pageSize: 50_001 })).toThrow();
  });
});

describe('robots.txt', () => {
  it('allows public pages, disallows the private areas and points at the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/api/', '/admin', '/dashboard', '/user', '/university/', '/saas/', '/smart-picks']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
