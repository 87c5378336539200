// The opportunity feeds (RSS 2.0, Atom, JSON Feed 1.1) against the seeded catalogue: the elements the
// W3C feed rules require, well-formed XML even for hostile titles, the listing's filters and order,
// links to the detail pages, caching headers and ETag revalidation, and readable 400s.
import parser from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opportunityPath } from '@phd/contracts/paths';
import { canonicalUrl, listingMeta } from '@phd/contracts/seo';
import { opportunityLink } from '../src/presenters/opportunity-link.ts';
import { renderHeadTags } from '../src/seo/head-tags.ts';
import { getJson, searchable, startGateway, testConfig, type Gateway } from './harness.ts';

const PUBLIC_URL = testConfig().publicUrl;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const HOSTILE = 'Quantum <b>dots</b> & ]]> “wires”\u0001\u0008';

interface Page {
  data: { id: string; link: string; created_at: number; country: string; title: string }[];
}

let gw: Gateway;
let country: string;

beforeAll(async () => {
  gw = await startGateway({ seedCount: 80, label: 'feeds' });
  const newest = await gw.db.opportunity.findFirst({ where: searchable, orderBy: { createdAt: 'desc' } });
  await gw.db.opportunity.update({ where: { id: newest!.id }, data: { title: HOSTILE } });
  await gw.search.reindexAll();
  country = newest!.country;
});
afterAll(() => gw.close());

const get = (url: string, headers: Record<string, string> = {}) => gw.app.inject({ method: 'GET', url, headers });
const xml = (body: string) => {
  expect(parser.validate(body)).toBe(true);
  return parser.parse(body, {
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTrueNumberOnly: true,
    // This parser leaves entities in attribute values as written.
    attrValueProcessor: (value: string) =>
      value.replace(/&(amp|lt|gt|quot|apos);/g, (_m, name: string) => ENTITIES[name]!),
  });
};
const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const detailUrl = (link: string) => canonicalUrl(PUBLIC_URL, opportunityPath(link));

async function expectedLinks(query: string): Promise<string[]> {
  const page = await getJson<Page>(gw.app, `/api/opportunities?sort=latest${query ? `&${query}` : ''}`);
  return page.data.map((o) => detailUrl(o.link));
}

describe('RSS 2.0', () => {
  it('lists the newest opportunities with the elements RSS requires, linking to their pages', async () => {
    const res = await get('/feeds/opportunities.rss');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=1');
    const { rss } = xml(res.body);
    expect(rss['@version']).toBe('2.0');
    const channel = rss.channel;
    expect(channel.title).toContain('PhD opportunities');
    expect(channel.link).toBe(`${PUBLIC_URL}/phd-vacancies/standard`);
    expect(channel.description).toBeTruthy();
    expect(list(channel['atom:link'])[0]['@href']).toBe(`${PUBLIC_URL}/feeds/opportunities.rss`);
    const items = list<Record<string, string>>(channel.item);
    expect(items.map((i) => i.link)).toEqual(await expectedLinks(''));
    for (const item of items) {
      expect(item.title).toBeTruthy();
      expect(item.description).toBeTruthy();
      expect(new Date(String(item.pubDate)).toUTCString()).toBe(item.pubDate);
    }
    const dates = items.map((i) => Date.parse(String(i.pubDate)));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('stays well-formed for a title with markup, CDATA ends and control characters', async () => {
    const res = await get('/feeds/opportunities.rss');
    const titles = list<Record<string, string>>(xml(res.body).rss.channel.item).map((i) => i.title);
    expect(titles).toContain('Quantum &lt;b&gt;dots&lt;/b&gt; &amp; ]]&gt; “wires”');
  });

  it('takes the listing query: only the filtered country, in the listing order', async () => {
    const query = `country=${encodeURIComponent(country)}&limit=5`;
    const res = await get(`/feeds/opportunities.rss?${query}`);
    const channel = xml(res.body).rss.channel;
    expect(channel.title).toContain(`in ${country}`);
    const items = list<Record<string, string>>(channel.item);
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((i) => i.link)).toEqual(await expectedLinks(query));
    expect(list(channel['atom:link'])[0]['@href']).toBe(`${PUBLIC_URL}/feeds/opportunities.rss?${query}`);
  });

  it('takes open and funding_type too, as the listing does', async () => {
    const day = 86_400_000;
    const make = (title: string, fundingType: 'partially_funded' | 'self_funded', days: number) =>
      gw.db.opportunity.create({
        data: {
          title,
          universityName: 'Feed University',
          country: 'Feedland',
          fundingType,
          closingDate: new Date(Date.now() + days * day),
        },
      });
    const match = await make('Open, partially funded', 'partially_funded', 20);
    await make('Deadline passed', 'partially_funded', -3);
    await make('Open, self-funded', 'self_funded', 20);
    await gw.search.reindexAll();
    const query = 'country=Feedland&open=true&funding_type=partially_funded';
    const items = list<Record<string, string>>(
      xml((await get(`/feeds/opportunities.rss?${query}`)).body).rss.channel.item,
    );
    expect(items.map((i) => i.link)).toEqual([detailUrl(opportunityLink(match))]);
    expect(items.map((i) => i.link)).toEqual(await expectedLinks(query));
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/feeds/opportunities.rss?limit=3');
    expect(first.headers.etag).toMatch(/^".+"$/);
    const again = await get('/feeds/opportunities.rss?limit=3', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('Atom', () => {
  it('has the feed and entry elements Atom requires', async () => {
    const res = await get(`/feeds/opportunities.atom?country=${encodeURIComponent(country)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const { feed } = xml(res.body);
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toMatch(/^http/);
    expect(feed.title).toContain(country);
    expect(Number.isNaN(Date.parse(feed.updated))).toBe(false);
    expect(feed.author.name).toBe('PhD Finder');
    const links = list<Record<string, string>>(feed.link);
    expect(links.find((l) => l['@rel'] === 'self')?.['@href']).toBe(
      `${PUBLIC_URL}/feeds/opportunities.atom?country=${encodeURIComponent(country)}`,
    );
    const entries = list<Record<string, unknown>>(feed.entry);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry.id).toBeTruthy();
      expect(entry.title).toBeTruthy();
      expect(Number.isNaN(Date.parse(String(entry.updated)))).toBe(false);
      expect(String((entry.link as Record<string, string>)['@href'])).toMatch(
        `${PUBLIC_URL}/opportunities/phd-vacancies-`,
      );
      for (const category of list<Record<string, string>>(entry.category as Record<string, string> | undefined)) {
        expect(category['@term']).toBeTruthy();
      }
    }
  });
});

describe('JSON Feed 1.1', () => {
  it('has version 1.1, the feed and item fields, and plain-text titles', async () => {
    const res = await get('/feeds/opportunities.json?funded=true&limit=10');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/feed+json; charset=utf-8');
    const feed = JSON.parse(res.body);
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.title).toContain('fully funded');
    expect(feed.home_page_url).toBe(`${PUBLIC_URL}/phd-vacancies/standard`);
    expect(feed.feed_url).toBe(`${PUBLIC_URL}/feeds/opportunities.json?funded=true&limit=10`);
    expect(feed.authors).toEqual([{ name: 'PhD Finder', url: `${PUBLIC_URL}/` }]);
    expect(feed.items.map((i: { url: string }) => i.url)).toEqual(await expectedLinks('funded=true&limit=10'));
    for (const item of feed.items) {
      expect(item.id).toBe(item.url);
      expect(typeof item.content_text).toBe('string');
      expect(item.content_html).toBeUndefined();
      expect(Number.isNaN(Date.parse(item.date_published))).toBe(false);
    }
    const all = JSON.parse((await get('/feeds/opportunities.json')).body);
    expect(all.items.map((i: { title: string }) => i.title)).toContain(HOSTILE);
  });
});

describe('the blog feeds', () => {
  const EXCERPT = '<script>alert(1)</script><img src=x onerror=alert(1)>';
  let link: string;

  beforeAll(async () => {
    const author = await gw.db.user.create({ data: { email: 'grace@feeds.test', name: 'Grace Hopper' } });
    const post = await gw.db.blogPost.create({
      data: {
        slug: 'hostile-excerpt',
        title: 'Hostile <em>excerpt</em>',
        excerpt: EXCERPT,
        contentHtml: '<p>Body.</p>',
        status: 'published',
        publishedAt: new Date(Date.now() + 60_000),
        authorId: author.id,
      },
    });
    link = `${PUBLIC_URL}/blog/${post.slug}/${post.id}`;
  });

  it('RSS names the author with dc:creator (its <author> is for an e-mail), the namespace declared', async () => {
    const res = await get('/blogs/rss.xml');
    const { rss } = xml(res.body);
    expect(rss['@xmlns:dc']).toBe('http://purl.org/dc/elements/1.1/');
    const item = list<Record<string, unknown>>(rss.channel.item).find((i) => i.link === link)!;
    expect(item['dc:creator']).toBe('Grace Hopper');
    expect(res.body).not.toContain('<author>');
    const atom = xml((await get('/blogs/atom.xml')).body).feed;
    const entry = list<Record<string, unknown>>(atom.entry).find((e) => e.id === link)!;
    expect(entry.author).toEqual({ name: 'Grace Hopper' });
  });

  it('carries a hostile excerpt and title as text, never as markup', async () => {
    for (const url of ['/blogs/rss.xml', '/blogs/atom.xml']) {
      const body = (await get(url)).body;
      expect(body, url).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;');
      expect(body, url).toContain('Hostile &lt;em&gt;excerpt&lt;/em&gt;');
      expect(body, url).not.toContain('<script');
      expect(body, url).not.toContain('<img');
      expect(body, url).not.toContain('<em>');
    }
  });
});

describe('input', () => {
  it.each([
    ['/feeds/opportunities.rss?limit=abc', 'limit'],
    ['/feeds/opportunities.atom?funded=maybe', 'funded'],
    ['/feeds/opportunities.json?country=%7Bbad', 'country'],
  ])('%s is a 400 naming the parameter', async (url, name) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(name);
  });
});

describe('page head', () => {
  it('announces the listing feed with <link rel="alternate">', () => {
    const tags = renderHeadTags({
      meta: listingMeta({ category: 'standard', country: 'Germany' }),
      publicUrl: PUBLIC_URL,
    });
    expect(tags).toContain(
      `<link rel="alternate" type="application/rss+xml" data-page-feed title="PhD Positions in Germany (RSS)" href="${PUBLIC_URL}/feeds/opportunities.rss?category=standard&amp;country=Germany" />`,
    );
  });
});
