// The public catalogue reads behind the discovery routes: listings, facet counts, related, most
// viewed and the detail. Listings and counts come from the search engine, the detail from Postgres.
// Every read goes through the one-second micro-cache, keyed by route and normalised parameters.
import type { FacetCount, FacetField, Facets, SearchEngine, SearchFilters } from '@phd/search/engine';
import type { Db } from '@phd/services/db/client';
import { DomainError } from '@phd/services/errors';
import { otherPostings } from '@phd/services/duplicates/group';
import { findPublicOpportunity } from '@phd/services/opportunities/public-opportunity';
import { cacheKey, type MicroCache } from '../cache/micro-cache.ts';
import {
  presentAlsoPostedAt,
  presentListItem,
  presentPublicDetail,
  type OpportunityDetailJson,
  type OpportunityJson,
} from '../presenters/opportunity.ts';
import type { ListingPage } from '@phd/contracts/public-schemas';
import type { NameResolver } from '../query/canonical-names.ts';
import { eligibilityOf } from './eligibility.ts';
import { relatedPicks, similarOpen } from './related.ts';
import type { ListingQuery } from '../query/listing-query.ts';

export interface UniversityInCountry {
  country: string;
  university: string;
  count: number;
}

export interface CatalogueDeps {
  db: Db;
  search: SearchEngine;
  cache: MicroCache;
  names: NameResolver;
  /** The clock that decides which deadlines have passed (tests fix it). */
  now?: () => Date;
}

/** An opportunity the public cannot read: unknown (404) or deleted (410). */
export const isMissing = (error: unknown): error is DomainError =>
  error instanceof DomainError && (error.kind === 'not_found' || error.kind === 'gone');

export function createCatalogue({ db, search, cache, names, now = () => new Date() }: CatalogueDeps) {
  async function detail(id: string): Promise<OpportunityDetailJson> {
    // "Not found" and "gone" (deleted) are answers like any other, cached as such: were they failures,
    // the cache would keep serving the stale detail of a listing just deleted (or taken off the site)
    // for ten lifetimes.
    const found = await cache.get(cacheKey('detail', { id }), async () => {
      try {
        const row = await findPublicOpportunity(db, id);
        return {
          detail: {
            ...presentPublicDetail(row),
            also_posted_at: presentAlsoPostedAt(await otherPostings(db, row, now()), row.duplicateOf ?? row.id),
          },
        };
      } catch (error) {
        if (isMissing(error)) return { missing: error };
        throw error;
      }
    });
    if ('missing' in found) throw found.missing;
    return found.detail;
  }

  async function facets<F extends FacetField>(raw: SearchFilters, fields: readonly F[]): Promise<Pick<Facets, F>> {
    const filters = await names.canonicalFilters(raw);
    return cache.get(cacheKey('facets', { filters, fields: [...fields].sort() }), () => search.facets(filters, fields));
  }

  async function list(query: ListingQuery): Promise<ListingPage> {
    const request = { ...query, filters: await names.canonicalFilters(query.filters) };
    return cache.get(cacheKey('list', request), async () => {
      const { filters, sort, limit, offset } = request;
      const page = await search.search({ ...filters, sort, limit, offset });
      const data = page.hits.map(presentListItem);
      // "Positions I can apply to": each item says why it is shown (only when asked: the shape is unchanged otherwise).
      if (filters.eligibleFor?.length) {
        const of = await eligibilityOf(
          db,
          data.map((item) => item.id),
          filters.eligibleFor,
        );
        for (const item of data) item.eligibility = of(item.id);
      }
      return {
        data,
        pagination: { total: page.total, totalRelation: page.totalRelation },
      };
    });
  }

  return {
    list,

    /** The listing restricted to one country (a route parameter, hyphens allowed). */
    listInCountry(country: string, query: ListingQuery): Promise<ListingPage> {
      return list({ ...query, filters: { ...query.filters, country: [country] } });
    },

    /** Counts for one field under the other active filters. */
    async counts(field: FacetField, filters: SearchFilters): Promise<FacetCount[]> {
      const result = await facets(filters, [field]);
      return result[field];
    },

    /**
     * Universities with the country they are in, under the filters. Engines count per field, so the
     * pairs come from one university count per country (one query when the filters fix the country).
     */
    async universitiesByCountry(raw: SearchFilters): Promise<UniversityInCountry[]> {
      const filters = await names.canonicalFilters(raw);
      return cache.get(cacheKey('universities-by-country', filters), async () => {
        const countries = (await search.facets(filters, ['country'])).country
          .map((c) => c.value)
          .filter((c) => !filters.country || filters.country.includes(c));
        const perCountry = await Promise.all(
          countries.map(async (country) => {
            const { university } = await search.facets({ ...filters, country: [country] }, ['university']);
            return university
              .filter((u) => !filters.university || filters.university.includes(u.value))
              .map((u) => ({ country, university: u.value, count: u.count }));
          }),
        );
        return perCountry
          .flat()
          .sort(
            (a, b) => b.count - a.count || (a.university < b.university ? -1 : a.university > b.university ? 1 : 0),
          );
      });
    },

    /**
     * Open positions like this one, best first (discovery/related.ts): none past its deadline, no
     * repeats. A closed position gets open ones of its discipline and country; an unknown id nothing.
     */
    async related(id: string, limit: number): Promise<OpportunityJson[]> {
      return cache.get(cacheKey('related', { id, limit }), async () => {
        const found = await detail(id).catch((error: unknown) => {
          if (isMissing(error)) return null;
          throw error;
        });
        if (!found) return [];
        const source = {
          id: found.id,
          title: found.title,
          university: found.university,
          country: found.country,
          discipline: found.ai_department,
        };
        const fetch = (size: number) =>
          found.status === 'open' ? search.related(id, size) : similarOpen(search, source, size);
        return (await relatedPicks(source, fetch, now(), limit)).map(presentListItem);
      });
    },

    async mostViewed(limit: number): Promise<OpportunityJson[]> {
      return cache.get(cacheKey('most-viewed', { limit }), async () => {
        const page = await search.search({ sort: 'most_viewed', limit, offset: 0 });
        return page.hits.map(presentListItem);
      });
    },

    detail,

    /** Whether a candidate of these codes may apply to one position, and why (the detail's eligible). */
    async eligibility(id: string, codes: readonly string[]) {
      return cache.get(cacheKey('eligibility', { id, codes }), async () => (await eligibilityOf(db, [id], codes))(id));
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
