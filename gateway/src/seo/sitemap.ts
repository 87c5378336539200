// The sitemap: home, the listing roots, the blog and its published posts, a country route per country
// with open listings, then every publicly open opportunity (services/src/opportunities/public-visibility.ts),
// read from Postgres in keyset-paged batches. Past `pageSize` URLs (the protocol's limit is 50,000) /sitemap.xml becomes a
// sitemap index of /sitemaps/<n>.xml files. File n holds entries [(n-1)·size, n·size) of that one
// ordered list, so each file is built on its own without reading the ones before it.
import { BLOG_LIST_PATH, blogPostPath } from '@phd/contracts/blog';
import { listingPath, opportunityPath } from '@phd/contracts/paths';
import { publishedPostLinks } from '@phd/services/blog/blog-posts';
import { canonicalUrl } from '@phd/contracts/seo';
import type { Db } from '@phd/services/db/client';
import { listedInSearch, publiclyOpen } from '@phd/services/opportunities/public-visibility';
import { cacheKey, type MicroCache } from '../cache/micro-cache.ts';
import { opportunityLink } from '../presenters/opportunity-link.ts';

export const SITEMAP_MAX_URLS = 50_000;

/** Pages listed before the opportunities, in this order; country routes follow them. Each is indexable and crawlable. */
export const FIXED_PATHS = [
  '/',
  '/phd-vacancies/standard',
  '/phd-vacancies/featured',
  '/phd-postings',
  '/post-jobs',
  '/embed-test',
  '/about',
  '/contact',
];

// Rows per query: large enough to be few round trips, small enough to keep each result modest.
const DEFAULT_BATCH = 5_000;

export interface SitemapDeps {
  db: Db;
  publicUrl: string;
  /** The cache of generated documents (they are rebuilt at most once a lifetime). */
  cache: MicroCache;
  /** URLs per file (default and maximum 50,000). */
  pageSize?: number;
  /** Rows per query (default 5,000). */
  batchSize?: number;
}

export interface Sitemaps {
  /** /sitemap.xml: the only file, or the index of the files. */
  root(): Promise<Buffer>;
  /** /sitemaps/<n>.xml (from 1), or null past the last file. */
  file(n: number): Promise<Buffer | null>;
}

interface SitemapRow {
  id: string;
  title: string;
  universityName: string;
  country: string;
  updatedAt: Date;
}

interface Entry {
  path: string;
  lastmod?: Date;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export function createSitemaps({
  db,
  publicUrl,
  cache,
  pageSize = SITEMAP_MAX_URLS,
  batchSize = DEFAULT_BATCH,
}: SitemapDeps): Sitemaps {
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > SITEMAP_MAX_URLS) {
    throw new Error(`sitemap page size must be an integer from 1 to ${SITEMAP_MAX_URLS}`);
  }

  const url = (entry: Entry) =>
    `<url><loc>${escapeXml(canonicalUrl(publicUrl, entry.path))}</loc>${
      entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : ''
    }</url>\n`;

  /** The entries before the opportunities: a few fixed pages and one route per country. */
  async function leadingEntries(): Promise<Entry[]> {
    const countries = await db.opportunity.groupBy({
      by: ['country'],
      where: publiclyOpen,
      _max: { updatedAt: true },
      orderBy: { country: 'asc' },
    });
    // The blog stays small (hundreds of posts): it is listed whole, before the opportunities.
    const posts = await publishedPostLinks(db);
    return [
      ...FIXED_PATHS.map((path) => ({ path })),
      { path: BLOG_LIST_PATH, lastmod: posts[0]?.updatedAt },
      ...posts.map((post) => ({ path: blogPostPath(post), lastmod: post.updatedAt })),
      ...countries.map((c) => ({
        path: listingPath({ category: 'standard', country: c.country }),
        lastmod: c._max.updatedAt ?? undefined,
      })),
    ];
  }

  async function layout() {
    const [leading, opportunities] = await Promise.all([
      leadingEntries(),
      db.opportunity.count({ where: listedInSearch }),
    ]);
    const total = leading.length + opportunities;
    return { leading, opportunities, total, files: Math.max(1, Math.ceil(total / pageSize)) };
  }

  /** `count` opportunity entries from the `offset`-th (in id order), batch by batch. */
  async function appendOpportunities(out: string[], offset: number, count: number): Promise<void> {
    if (count <= 0) return;
    // OFFSET only finds where this file starts; the rows themselves are read by keyset.
    // What search lists: a near-duplicate group once, as its canonical (the others point to it).
    const first = await db.opportunity.findFirst({
      where: listedInSearch,
      orderBy: { id: 'asc' },
      skip: offset,
      select: { id: true },
    });
    if (!first) return;
    let remaining = count;
    let cursor: { gte: string } | { gt: string } = { gte: first.id };
    while (remaining > 0) {
      const rows: SitemapRow[] = await db.opportunity.findMany({
        where: { ...listedInSearch, id: cursor },
        orderBy: { id: 'asc' },
        take: Math.min(batchSize, remaining),
        select: { id: true, title: true, universityName: true, country: true, updatedAt: true },
      });
      for (const row of rows) out.push(url({ path: opportunityPath(opportunityLink(row)), lastmod: row.updatedAt }));
      remaining -= rows.length;
      const last = rows.at(-1);
      if (!last || rows.length < batchSize) break;
      cursor = { gt: last.id };
    }
  }

  async function urlset(n: number, plan: Awaited<ReturnType<typeof layout>>): Promise<Buffer> {
    const start = (n - 1) * pageSize;
    const end = Math.min(plan.total, start + pageSize);
    const out = [XML_HEAD, `<urlset ${NS}>\n`];
    for (const entry of plan.leading.slice(start, Math.min(end, plan.leading.length))) out.push(url(entry));
    const from = Math.max(start, plan.leading.length);
    await appendOpportunities(out, from - plan.leading.length, end - from);
    out.push('</urlset>\n');
    return Buffer.from(out.join(''), 'utf8');
  }

  function index(files: number): Buffer {
    const out = [XML_HEAD, `<sitemapindex ${NS}>\n`];
    for (let n = 1; n <= files; n++) {
      out.push(`<sitemap><loc>${escapeXml(canonicalUrl(publicUrl, `/sitemaps/${n}.xml`))}</loc></sitemap>\n`);
    }
    out.push('</sitemapindex>\n');
    return Buffer.from(out.join(''), 'utf8');
  }

  return {
    root: () =>
      cache.get(cacheKey('sitemap', { root: true }), async () => {
        const plan = await layout();
        return plan.files === 1 ? urlset(1, plan) : index(plan.files);
      }),
    file: (n) =>
      cache.get(cacheKey('sitemap', { file: n }), async () => {
        const plan = await layout();
        return n >= 1 && n <= plan.files ? urlset(n, plan) : null;
      }),
  };
}
