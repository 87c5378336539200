// What a page's HTML says before any JavaScript runs: for a request path, the status to answer with
// and the head tags (spec section 2: listing metadata from category, discipline, country and
// university; the detail's from the opportunity, with its JobPosting). Detail pages read through the
// catalogue's cached detail and count no view (the app's own API call does). Rendered heads live in
// the micro-cache, so a crawler hammering one page costs one render a second.
import {
  closedOpportunityMeta,
  expiredOpportunityMeta,
  jobPostingJsonLd,
  listingMeta,
  normalisePath,
  notFoundMeta,
  opportunityMeta,
  removedOpportunityMeta,
  pageMeta,
  type PageMeta,
} from '@phd/contracts/seo';
import { listingParams, listingQueryFilters, type ListingFilters } from '@phd/contracts/listing-filters';
import { parseListingPath } from '@phd/contracts/paths';
import { isKnownPagePath } from '@phd/contracts/site-pages';
import { DomainError } from '@phd/services/errors';
import { cacheKey, type MicroCache } from '../cache/micro-cache.ts';
import type { Catalogue } from '../discovery/catalogue.ts';
import { idFromParam } from '../presenters/opportunity-link.ts';
import { isExpired, presentExpired } from '../presenters/opportunity.ts';
import type { NameResolver } from '../query/canonical-names.ts';
import { filtersQuery } from '../query/listing-query.ts';
import { createBlogHeads, type BlogPostReader } from './blog-heads.ts';
import { renderHeadTags, type PageHead } from './head-tags.ts';

export interface PageHeadDeps {
  catalogue: Catalogue;
  names: NameResolver;
  cache: MicroCache;
  publicUrl: string;
  /** The clock of JobPosting's default valid-through date (tests fix it). */
  now?: () => Date;
  /** Published blog posts by id; without it, blog posts get the site's head. */
  blogPost?: BlogPostReader;
}

export interface PageHeads {
  /** The head of the page at this path (the raw request path, query allowed). */
  resolve(path: string): Promise<PageHead>;
  /** The head of the 404 page, the same for every unknown path. */
  readonly notFound: PageHead;
  /** The site's head, not indexed: for a page whose own could not be read (the database is down). */
  readonly fallback: PageHead;
}

const DETAIL_PREFIX = '/opportunities/';

/**
 * The listing filters of a page's query string, for its feed link (the route gives the others): none
 * when the listing API would refuse them, so the head never links to a feed that answers 400.
 */
function feedQuery(search: string): ListingFilters {
  const query = listingQueryFilters(new URLSearchParams(search));
  const params = Object.fromEntries(listingParams(query).map((p) => [p.name, p.value]));
  return filtersQuery.safeParse(params).success ? query : {};
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function createPageHeads({
  catalogue,
  names,
  cache,
  publicUrl,
  now = () => new Date(),
  blogPost,
}: PageHeadDeps): PageHeads {
  const head = (meta: PageMeta, status: PageHead['status'] = 200, jsonLd?: unknown): PageHead => ({
    status,
    tags: renderHeadTags({ meta, publicUrl, jsonLd }),
  });
  const notFound = head(notFoundMeta(), 404);
  const blog = blogPost ? createBlogHeads({ findPost: blogPost, cache, publicUrl, notFound }) : null;

  async function detail(param: string): Promise<PageHead> {
    const id = idFromParam(param);
    if (!id) return notFound;
    return cache.get(cacheKey('page-head detail', { id }), async () => {
      try {
        const opportunity = await catalogue.detail(id);
        // Closed by itself 30 days after its deadline: gone (410), noindex, no JobPosting; the app
        // says "This position has closed" and links to similar open ones.
        if (isExpired(opportunity)) return head(expiredOpportunityMeta(presentExpired(opportunity).opportunity), 410);
        // A closed listing keeps its page (people hold links to it; the app says it is closed), but it
        // is no longer one to index or to offer as a job: 404, noindex, no JobPosting.
        if (opportunity.status !== 'open') return head(closedOpportunityMeta(opportunity), 404);
        return head(opportunityMeta(opportunity), 200, jobPostingJsonLd(opportunity, publicUrl, now()));
      } catch (error) {
        // Deleted: 410 (removed on purpose), noindex, no JobPosting; the app says it was removed.
        if (error instanceof DomainError && error.kind === 'gone')
          return head(removedOpportunityMeta(`${DETAIL_PREFIX}${id}`), 410);
        if (error instanceof DomainError && error.kind === 'not_found') return notFound;
        throw error;
      }
    });
  }

  async function listing(path: string, search: string): Promise<PageHead> {
    const route = parseListingPath(path);
    if (!route) return notFound;
    const given = {
      country: route.country ? [route.country] : undefined,
      university: route.university ? [route.university] : undefined,
      discipline: route.discipline ? [route.discipline] : undefined,
    };
    // "united-kingdom" is titled "United Kingdom"; if the names cannot be loaded, the route's own spelling will do.
    const canonical = await names.canonicalFilters(given).catch(() => given);
    const filters = {
      category: route.category,
      country: canonical.country?.[0],
      university: canonical.university?.[0],
      discipline: canonical.discipline?.[0],
    };
    const query = feedQuery(search);
    return cache.get(cacheKey('page-head listing', { ...filters, query }), async () =>
      head(listingMeta({ ...filters, query })),
    );
  }

  return {
    notFound,
    fallback: head({ ...pageMeta('/'), noindex: true }),
    async resolve(rawPath) {
      const path = normalisePath(rawPath);
      if (!isKnownPagePath(path)) return notFound;
      const blogHead = blog && (await blog(path));
      if (blogHead) return blogHead;
      if (path.toLowerCase().startsWith(DETAIL_PREFIX)) {
        const param = decodeSegment(path.slice(DETAIL_PREFIX.length));
        return param === null ? notFound : detail(param);
      }
      if (/^\/phd-vacancies(\/|$)/i.test(path)) {
        // The app's router ignores case; route names are matched without it by the name resolver.
        return listing(
          path.replace(/^\/phd-vacancies(\/(standard|featured)(?=\/|$))?/i, (prefix) => prefix.toLowerCase()),
          rawPath.includes('?') ? rawPath.slice(rawPath.indexOf('?') + 1).split('#')[0]! : '',
        );
      }
      return cache.get(cacheKey('page-head page', { path }), async () => head(pageMeta(path)));
    },
  };
}
