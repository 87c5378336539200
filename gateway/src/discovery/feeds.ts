// Feeds of new opportunities (RSS 2.0, Atom 1.0, JSON Feed 1.1) for any listing: the same filters as
// GET /api/opportunities, newest first, each item linking to its page on the site (/opportunities/{link},
// as the sitemap does). Written with the `feed` package; what it leaves to its caller is done here:
// text is made safe for XML 1.0 (feed-text.ts; its attribute values are not escaped either) and
// JSON Feed 1.0 becomes 1.1 (`authors`, `language`, plain-text content).
import { Feed, type Item } from 'feed';
import { listingPath, opportunityPath, type Category } from '@phd/contracts/paths';
import type { OpportunityJson } from '@phd/contracts/public-schemas';
import { canonicalUrl, SITE_NAME } from '@phd/contracts/seo';
import type { SearchFilters } from '@phd/search/engine';
import { textAsHtml, xmlText } from './feed-text.ts';

export const FEED_FORMATS = ['rss', 'atom', 'json'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

export const FEED_CONTENT_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  json: 'application/feed+json; charset=utf-8',
};

/** Where a format is served (the route and the links between the three formats). */
export const feedRoute = (format: FeedFormat) => `/feeds/opportunities.${format}`;

export interface FeedInput {
  publicUrl: string;
  filters: SearchFilters;
  /** The query string the feed was asked with ('' or starting with '?'), kept in its self links. */
  search: string;
  items: OpportunityJson[];
  /** When the feed is built (its date when it has no items). */
  now: Date;
}

/** Category names go into attributes, which the library escapes only for "&". */
const attribute = (text: string) => xmlText(text).replace(/[<>"]/g, '');

const only = (values: readonly string[] | undefined) => (values?.length === 1 ? values[0] : undefined);

/** "New PhD opportunities in Physics at X in Germany, fully funded, matching “q”". */
export function feedTitle(filters: SearchFilters): string {
  const scope = [
    filters.discipline?.length ? `in ${filters.discipline.join(' or ')}` : null,
    filters.university?.length ? `at ${filters.university.join(' or ')}` : null,
    filters.country?.length ? `in ${filters.country.join(' or ')}` : null,
  ].filter(Boolean);
  const featured = only(filters.category) === 'featured' ? 'featured ' : '';
  let title = `New ${featured}PhD opportunities${scope.length ? ` ${scope.join(' ')}` : ''}`;
  if (filters.fundedOnly) title += ', fully funded';
  if (filters.q) title += `, matching “${filters.q}”`;
  return xmlText(`${title} | ${SITE_NAME}`);
}

/** The listing page the feed mirrors (its route when the filters fit one, else the whole listing). */
function listingUrl(publicUrl: string, filters: SearchFilters): string {
  const category = (only(filters.category) ?? 'standard') as Category;
  const country = only(filters.country);
  const route = {
    category,
    country,
    discipline: only(filters.discipline),
    university: country && only(filters.university),
  };
  return canonicalUrl(publicUrl, listingPath(route));
}

const date = (unixSeconds: number) => new Date(unixSeconds * 1000);

function summary(o: OpportunityJson): string {
  const place = [o.university, o.city, o.country].filter(Boolean).join(', ');
  const facts = [
    o.ai_department ? `Discipline: ${o.ai_department}.` : null,
    o.fully_funded ? 'Fully funded.' : null,
    o.deadline ? `Deadline: ${o.deadline}.` : null,
  ].filter(Boolean);
  return [place, facts.join(' '), o.ai_summary ?? ''].filter((p) => p.trim() !== '').join('\n\n');
}

function item(publicUrl: string, o: OpportunityJson): Item {
  const link = canonicalUrl(publicUrl, opportunityPath(o.link));
  const created = date(o.created_at);
  return {
    // Atom's title and summary are declared HTML by the library: escaped text shows as written.
    title: textAsHtml(o.title),
    id: link,
    link,
    date: created,
    published: created,
    description: summary(o)
      .split('\n\n')
      .map((p) => `<p>${textAsHtml(p)}</p>`)
      .join(''),
    category: [o.ai_department, o.country]
      .filter((c): c is string => Boolean(c))
      .map((c) => ({ name: attribute(c), term: attribute(c) })),
  };
}

function build(input: FeedInput): Feed {
  const { publicUrl, filters, search, items, now } = input;
  const links = Object.fromEntries(
    FEED_FORMATS.map((f) => [f, `${canonicalUrl(publicUrl, feedRoute(f))}${search}`]),
  ) as Record<FeedFormat, string>;
  const site = listingUrl(publicUrl, filters);
  const newest = items.reduce((max, o) => Math.max(max, o.created_at), 0);
  const feed = new Feed({
    id: links.atom,
    title: feedTitle(filters),
    description: `The newest PhD openings on ${SITE_NAME} for this search, newest first.`,
    link: site,
    language: 'en',
    updated: newest ? date(newest) : now,
    generator: SITE_NAME,
    copyright: `© ${now.getUTCFullYear()} ${SITE_NAME}`,
    favicon: canonicalUrl(publicUrl, '/favicon.svg'),
    feedLinks: links,
    author: { name: SITE_NAME, link: canonicalUrl(publicUrl, '/') },
    ttl: 60,
  });
  for (const o of items) feed.addItem(item(publicUrl, o));
  return feed;
}

/** JSON Feed 1.1 (https://jsonfeed.org/version/1.1): the library writes 1.0; its fields are mapped here. */
function jsonFeed(input: FeedInput, feed: Feed): string {
  const base = JSON.parse(feed.json1()) as Record<string, unknown> & { items: Record<string, unknown>[] };
  const { author, items: _items, ...rest } = base;
  return JSON.stringify({
    ...rest,
    version: 'https://jsonfeed.org/version/1.1',
    language: 'en',
    authors: [author],
    items: input.items.map((o, i) => {
      const { content_html: _html, title: _title, ...fields } = base.items[i]!;
      return {
        ...fields,
        title: o.title,
        content_text: summary(o),
        tags: [o.ai_department, o.country].filter(Boolean),
      };
    }),
  });
}

export function renderFeed(format: FeedFormat, input: FeedInput): string {
  const feed = build(input);
  if (format === 'rss') return feed.rss2();
  if (format === 'atom') return feed.atom1();
  return jsonFeed(input, feed);
}
