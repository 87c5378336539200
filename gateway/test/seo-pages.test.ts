// The HTML the gateway sends for page URLs, as a crawler sees it (no JavaScript): per-page title,
// description, canonical, Open Graph and Twitter tags, the JobPosting JSON-LD on detail pages, and
// 404 for ids and paths the site has no page for. A fixture index.html stands in for web/dist.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prisma } from '@phd/services/db/client';
import type { Opportunity } from '@phd/services/db/generated/client';
import { opportunityLink } from '../src/presenters/opportunity-link.ts';
import { startGateway, testConfig, type Gateway } from './harness.ts';
import { fixtureWebRoot } from './web-root.ts';

const PUBLIC_URL = testConfig().publicUrl;

let gw: Gateway;
let webRoot: string;
let edinburgh: Opportunity;
let noDeadline: Opportunity;
let hostile: Opportunity;
let closed: Opportunity;
let deleted: Opportunity;
let tenantOwned: Opportunity;

const HOSTILE_TITLE = `Quantum "dots" & 'wires' </script><script>alert(1)</script>`;

async function create(data: Partial<Prisma.OpportunityUncheckedCreateInput> = {}): Promise<Opportunity> {
  return gw.db.opportunity.create({
    data: {
      title: 'Machine Learning for Climate Models',
      universityName: 'University of St Andrews',
      universityUrl: 'https://www.st-andrews.ac.uk',
      country: 'United Kingdom',
      city: 'St Andrews',
      discipline: 'Computer Science',
      description: '<p>Model the climate.</p>',
      fullyFunded: true,
      collectResumes: true,
      closingDate: new Date('2030-03-31T12:00:00Z'),
      ...data,
    },
  });
}

beforeAll(async () => {
  webRoot = fixtureWebRoot();
  gw = await startGateway({ seedCount: 40, webRoot, label: 'seo-pages' });

  edinburgh = await create();
  noDeadline = await create({ title: 'Open-ended Robotics PhD', closingDate: null, collectResumes: false });
  hostile = await create({ title: HOSTILE_TITLE, universityName: `King's "College" <London>` });
  closed = await create({ title: 'A closed position', status: 'closed', closedAt: new Date() });
  deleted = await create({ title: 'A deleted position', deletedAt: new Date() });
  const tenant = await gw.db.opportunity.findFirst({ where: { tenantId: { not: null } }, select: { tenantId: true } });
  tenantOwned = tenant?.tenantId
    ? await create({ title: 'A tenant position', tenantId: tenant.tenantId })
    : // No tenant in this catalogue: a draft is never public either (a deleted one would be 410).
      await create({ title: 'A tenant position', status: 'draft' });
  // The listing routes' names are canonicalised against the indexed catalogue.
  await gw.search.reindexAll();
});

afterAll(async () => {
  await gw.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const page = (url: string) => gw.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const detailUrl = (o: Opportunity) => `/opportunities/${opportunityLink(o)}`;

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

interface Head {
  titles: string[];
  meta: Record<string, string[]>;
  canonical: string[];
  scripts: { attributes: string; body: string }[];
}

/** The head as a crawler reads it: every <title>, <meta>, canonical <link> and <script> (values decoded). */
function readHead(html: string): Head {
  const head = html.slice(0, html.indexOf('</head>'));
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!));
  const meta: Record<string, string[]> = {};
  for (const m of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)) {
    (meta[m[1]!] ??= []).push(decode(m[2]!));
  }
  const canonical = [...head.matchAll(/<link rel="canonical" href="([^"]*)" \/>/g)].map((m) => decode(m[1]!));
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].map((m) => ({
    attributes: m[1]!,
    body: m[2]!,
  }));
  return { titles, meta, canonical, scripts };
}

const jsonLd = (head: Head) =>
  head.scripts.filter((s) => s.attributes.includes('application/ld+json')).map((s) => JSON.parse(s.body));

describe('detail pages', () => {
  it('carry title, description, canonical, Open Graph, Twitter tags and the JobPosting', async () => {
    const res = await page(detailUrl(edinburgh));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">fixture app</div>');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');

    const head = readHead(res.body);
    const title = 'Machine Learning for Climate Models at University of St Andrews, United Kingdom | PhD Finder';
    const url = `${PUBLIC_URL}${detailUrl(edinburgh)}`;
    expect(head.titles).toEqual([title]);
    expect(head.canonical).toEqual([url]);
    expect(head.meta.description).toEqual([
      'PhD position at University of St Andrews, United Kingdom: Machine Learning for Climate Models. Fully funded. Deadline: 31 March 2030. Apply on PhD Finder.',
    ]);
    expect(head.meta.keywords?.[0]).toContain('PhD University of St Andrews');
    expect(head.meta['og:title']).toEqual([title]);
    expect(head.meta['og:description']).toEqual(head.meta.description);
    expect(head.meta['og:url']).toEqual([url]);
    expect(head.meta['og:type']).toEqual(['article']);
    expect(head.meta['og:site_name']).toEqual(['PhD Finder']);
    expect(head.meta['og:image']).toEqual([`${PUBLIC_URL}/api/images/university/University%20of%20St%20Andrews.png`]);
    expect(head.meta['twitter:card']).toEqual(['summary']);
    expect(head.meta['twitter:title']).toEqual([title]);
    expect(head.meta['twitter:description']).toEqual(head.meta.description);
    expect(head.meta.robots).toBeUndefined();

    const [posting, ...more] = jsonLd(head);
    expect(more).toEqual([]);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Machine Learning for Climate Models',
      description: '<p>Model the climate.</p>',
      url,
      // created_at is unix seconds in the API.
      datePosted: new Date(Math.floor(edinburgh.createdAt.getTime() / 1000) * 1000).toISOString(),
      validThrough: '2030-03-31T12:00:00.000Z',
      directApply: true,
      employmentType: 'FULL_TIME',
      jobLocationType: 'TELECOMMUTE',
      salaryCurrency: 'GBP',
      baseSalary: { currency: 'GBP', value: { value: 25000, unitText: 'YEAR' } },
      subjectOf: { courseWorkload: 'P3Y' },
      hiringOrganization: { name: 'University of St Andrews', sameAs: 'https://www.st-andrews.ac.uk' },
      jobLocation: { address: { addressLocality: 'St Andrews', addressCountry: 'United Kingdom' } },
    });
  });

  it('defaults validThrough to a month ahead and reads directApply from collect_resumes', async () => {
    const [posting] = jsonLd(readHead((await page(detailUrl(noDeadline))).body));
    const validThrough = Date.parse(posting.validThrough);
    const days = (validThrough - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    expect(posting.directApply).toBe(false);
  });

  it('answers the bare id and any slug ending in it with the canonical link', async () => {
    for (const url of [`/opportunities/${edinburgh.id}`, `/opportunities/some-old-title-${edinburgh.id}`]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(readHead(res.body).canonical).toEqual([`${PUBLIC_URL}${detailUrl(edinburgh)}`]);
    }
  });

  it('counts no view (the app counts one when it calls the API)', async () => {
    await gw.app.viewBuffer.flush();
    await page(detailUrl(edinburgh));
    await page(detailUrl(noDeadline));
    expect(gw.app.viewBuffer.pending).toBe(0);
  });

  it('answers a closed position with 404 and the app, which says it is closed: not indexed, no JobPosting', async () => {
    const res = await page(detailUrl(closed));
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="root">fixture app</div>');
    const head = readHead(res.body);
    const title = 'Closed: A closed position at University of St Andrews, United Kingdom | PhD Finder';
    expect(head.titles).toEqual([title]);
    expect(head.meta['og:title']).toEqual([title]);
    expect(head.meta.description?.[0]).toMatch(
      /^This PhD position at University of St Andrews, United Kingdom closed on \d{1,2} [A-Z][a-z]+ \d{4}\./,
    );
    expect(head.meta.robots).toEqual(['noindex, follow']);
    expect(head.canonical).toEqual([]);
    expect(head.meta['og:url']).toEqual([`${PUBLIC_URL}${detailUrl(closed)}`]);
    expect(jsonLd(head)).toEqual([]);
  });

  it('answers unknown, malformed and tenant-only ids with 404, the app and noindex', async () => {
    const urls = [
      '/opportunities/phd-vacancies-nowhere-00000000-0000-4000-8000-000000000000',
      '/opportunities/not-an-id',
      detailUrl(tenantOwned),
    ];
    for (const url of urls) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('<div id="root">fixture app</div>');
      const head = readHead(res.body);
      expect(head.titles, url).toEqual(['Page not found | PhD Finder']);
      expect(head.meta.robots, url).toEqual(['noindex, follow']);
      expect(head.canonical, url).toEqual([]);
      expect(jsonLd(head), url).toEqual([]);
    }
  });

  it('answers a deleted listing with 410, the app, noindex and no JobPosting', async () => {
    const res = await page(detailUrl(deleted));
    expect(res.statusCode).toBe(410);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="root">fixture app</div>');
    const head = readHead(res.body);
    expect(head.titles).toEqual(['Position removed | PhD Finder']);
    expect(head.meta.robots).toEqual(['noindex, follow']);
    expect(head.canonical).toEqual([]);
    expect(jsonLd(head)).toEqual([]);
  });

  it('keeps a hostile title inside its attribute values and its JSON-LD string', async () => {
    const res = await page(detailUrl(hostile));
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('"dots"');
    const head = readHead(res.body);
    // The app's module script and the JSON-LD block, nothing else.
    expect(head.scripts).toHaveLength(2);
    const title = `${HOSTILE_TITLE} at King's "College" <London>, United Kingdom | PhD Finder`;
    expect(head.titles).toEqual([title]);
    expect(head.meta['og:title']).toEqual([title]);
    expect(head.meta['twitter:title']).toEqual([title]);
    expect(head.meta['og:image']?.[0]).toBe(
      `${PUBLIC_URL}/api/images/university/King's%20%22College%22%20%3CLondon%3E.png`,
    );
    const [posting] = jsonLd(head);
    expect(posting.title).toBe(HOSTILE_TITLE);
    expect(posting.hiringOrganization.name).toBe(`King's "College" <London>`);
    const block = head.scripts.find((s) => s.attributes.includes('ld+json'))!.body;
    expect(block).not.toMatch(/[<>]/);
  });
});

describe('listing pages', () => {
  it.each([
    ['/phd-vacancies', 'PhD Positions | PhD Finder', '/phd-vacancies/standard'],
    ['/phd-vacancies/standard', 'PhD Positions | PhD Finder', '/phd-vacancies/standard'],
    ['/phd-vacancies/featured/', 'Featured PhD Opportunities | PhD Finder', '/phd-vacancies/featured'],
    [
      '/phd-vacancies/standard/united-kingdom',
      'PhD Positions in United Kingdom | PhD Finder',
      '/phd-vacancies/standard/United-Kingdom',
    ],
    [
      '/phd-vacancies/standard/United-Kingdom/university-of-st-andrews?funded=true',
      'PhD Positions at University of St Andrews, United Kingdom | PhD Finder',
      '/phd-vacancies/standard/United-Kingdom/University-of-St-Andrews',
    ],
    [
      '/PhD-Vacancies/Standard/united-kingdom',
      'PhD Positions in United Kingdom | PhD Finder',
      '/phd-vacancies/standard/United-Kingdom',
    ],
    [
      '/phd-vacancies/standard/discipline/computer-science',
      'PhD Positions in Computer Science | PhD Finder',
      '/phd-vacancies/standard/discipline/Computer-Science',
    ],
    [
      '/phd-vacancies/featured/discipline/COMPUTER-science/country/united-kingdom/university/University-Of-St-Andrews',
      'Featured PhD Opportunities in Computer Science at University of St Andrews, United Kingdom | PhD Finder',
      '/phd-vacancies/featured/discipline/Computer-Science/country/United-Kingdom/university/University-of-St-Andrews',
    ],
  ])('%s is titled "%s"', async (url, title, canonicalPath) => {
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    const head = readHead(res.body);
    expect(head.titles).toEqual([title]);
    expect(head.meta['og:title']).toEqual([title]);
    expect(head.canonical).toEqual([`${PUBLIC_URL}${canonicalPath}`]);
    expect(head.meta['og:url']).toEqual(head.canonical);
    expect(head.meta['og:type']).toEqual(['website']);
    expect(head.meta['og:image']).toEqual([`${PUBLIC_URL}/favicon.svg`]);
    expect(head.meta.description?.[0]).toMatch(/^Browse /);
    expect(jsonLd(head)).toEqual([]);
  });

  it('links the feed of every filter on the page, its query string too, and never one the feed would refuse', async () => {
    const feedOf = async (url: string) => {
      const res = await page(url);
      const href = /<link rel="alternate" type="application\/rss\+xml" data-page-feed [^>]*href="([^"]*)"/.exec(
        res.body,
      );
      return new URL(decode(href![1]!));
    };
    const feed = await feedOf(
      '/phd-vacancies/standard/United-Kingdom?open=true&funding_type=partially_funded&q=ice&created_at%5Bgt%5D=100&page=2',
    );
    expect(feed.pathname).toBe('/feeds/opportunities.rss');
    expect(Object.fromEntries(feed.searchParams)).toEqual({
      category: 'standard',
      country: 'United Kingdom',
      'created_at[gt]': '100',
      open: 'true',
      funding_type: 'partially_funded',
      q: 'ice',
    });
    const answered = await gw.app.inject({ method: 'GET', url: `${feed.pathname}${feed.search}` });
    expect(answered.statusCode).toBe(200);
    const refused = await feedOf('/phd-vacancies/standard/United-Kingdom?funding_type=free&open=true');
    expect(Object.fromEntries(refused.searchParams)).toEqual({ category: 'standard', country: 'United Kingdom' });
  });

  it('escapes names typed into the URL', async () => {
    const res = await page('/phd-vacancies/standard/%3Cscript%3Ealert(1)%3C%2Fscript%3E%22');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(readHead(res.body).titles).toEqual(['PhD Positions in <script>alert(1)</script>" | PhD Finder']);
  });
});

describe('other pages', () => {
  it.each([
    ['/', 'PhD Finder: find your calling'],
    ['/home', 'PhD Finder: find your calling'],
    ['/about', 'About Us | PhD Finder'],
    ['/contact', 'Contact Us | PhD Finder'],
    ['/login', 'Sign In | PhD Finder'],
    ['/privacy-policy', 'Privacy Policy | PhD Finder'],
    ['/terms', 'Terms and Conditions | PhD Finder'],
    ['/cookies', 'Cookie Policy | PhD Finder'],
    ['/sitemap', 'Sitemap | PhD Finder'],
  ])('%s answers 200 titled "%s"', async (url, title) => {
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    expect(readHead(res.body).titles).toEqual([title]);
  });

  it('answers 200 for the later routes of the route table', async () => {
    const urls = [
      '/smart-picks',
      '/user',
      '/user/123',
      '/dashboard',
      '/phd-postings',
      '/phd-postings/7',
      '/blogs',
      '/admin',
      '/post-jobs',
      '/create-blog',
      '/edit-blog/7',
      '/embed-test',
      '/university/login',
      '/university/applications/0b0e8f7c-1f7a-4c0e-9d55-2f6f3a1b2c3d',
      '/saas',
      '/saas/review/12',
    ];
    for (const url of urls) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('fixture app');
    }
  });

  it('answers unknown paths with 404 and the app (which shows its 404 page)', async () => {
    for (const url of ['/no-such-page', '/phd-vacancies/weekly', '/opportunities', '/index.html', '/blog/a/b/c']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('<div id="root">fixture app</div>');
      expect(readHead(res.body).meta.robots, url).toEqual(['noindex, follow']);
    }
  });

  it('still answers API misses with JSON and serves hashed assets immutably', async () => {
    const api = await page('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'not_found' });
    const asset = await page('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers HEAD like GET, without a body', async () => {
    const known = await gw.app.inject({ method: 'HEAD', url: '/about' });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe('');
    expect((await gw.app.inject({ method: 'HEAD', url: '/nope' })).statusCode).toBe(404);
  });
});
