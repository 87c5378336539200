// Public discovery reads (spec section 7, "Opportunities, public") as react-query option factories,
// so every screen shares one cache key per request. Each calls its contract
// (@phd/contracts/endpoints/catalogue), which types the answer.
import { queryOptions } from '@tanstack/react-query';
import {
  countryCounts as countryCountsContract,
  countryOptions as countryOptionsContract,
  disciplineOptions as disciplineOptionsContract,
  listOpportunities,
  mostViewedOpportunities,
  opportunityDetail,
  relatedOpportunities,
  universityOptions as universityOptionsContract,
} from '@phd/contracts/endpoints/catalogue';
import { listingParams, type ListingFilters } from '@phd/contracts/listing-filters';
import type { Category } from '@phd/contracts/paths';
import { call } from './call.ts';
import { eligibleQuery, eligibleValue } from './eligibility.ts';
import { ApiError, type QueryValue } from './client.ts';

/** Spec section 9: page size 30, offset 30 * (page - 1). */
export const PAGE_SIZE = 30;

export type { ListingFilters };

const oneOf = (value: string | undefined): QueryValue => (value ? { in: [value] } : undefined);

/** The listing request's query: every listing filter set, a name as the one-item list {"in":[name]}. */
export function listingQuery(filters: ListingFilters): Record<string, QueryValue> {
  return Object.fromEntries(
    listingParams(filters).map(({ name, value, isName }) => [name, isName ? oneOf(value) : value]),
  );
}

/**
 * A page of the listing; `eligible`: "Positions I can apply to" with the candidate's codes (not a
 * ListingFilter: feeds and alerts are for anyone, so they leave it out).
 */
export const listing = (filters: ListingFilters, page: number, eligible: readonly string[] = []) =>
  queryOptions({
    queryKey: ['opportunities', filters, page, eligibleValue(eligible)],
    queryFn: ({ signal }) =>
      call(
        listOpportunities,
        {
          query: {
            ...listingQuery(filters),
            ...eligibleQuery(eligible),
            limit: PAGE_SIZE,
            offset: PAGE_SIZE * (page - 1),
            sort: 'latest',
          },
        },
        { signal },
      ),
  });

export const latest = (limit = 12) =>
  queryOptions({
    queryKey: ['opportunities', 'latest', limit],
    queryFn: ({ signal }) => call(listOpportunities, { query: { limit, sort: 'latest' } }, { signal }),
  });

/** Spec section 7: the home page asks for featured listings (limit 9) though it shows none of them. */
export const featured = (limit = 9) =>
  queryOptions({
    queryKey: ['opportunities', 'featured', limit],
    queryFn: ({ signal }) => call(listOpportunities, { query: { category: oneOf('featured'), limit } }, { signal }),
  });

export const mostViewed = (limit = 12) =>
  queryOptions({
    queryKey: ['opportunities', 'most-viewed', limit],
    queryFn: ({ signal }) => call(mostViewedOpportunities, { query: { limit } }, { signal }),
  });

export const opportunity = (id: string) =>
  queryOptions({
    queryKey: ['opportunity', id],
    queryFn: ({ signal }) => call(opportunityDetail, { params: { id }, query: {} }, { signal }),
    // An unknown or removed opportunity stays so: show it at once instead of asking again.
    retry: (failures, error) => !(error instanceof ApiError && [404, 410].includes(error.status)) && failures < 1,
  });

/** Related cards on the detail page: a few good ones below the position, not a long column beside it. */
export const RELATED_LIMIT = 6;

export const related = (id: string) =>
  queryOptions({
    queryKey: ['opportunity', id, 'related'],
    // Spec section 8: a failed related fetch is logged and leaves the list empty.
    queryFn: async ({ signal }) => {
      try {
        return await call(relatedOpportunities, { params: { id }, query: { limit: RELATED_LIMIT } }, { signal });
      } catch (error) {
        console.error('Related opportunities could not be loaded', error);
        return { data: [] };
      }
    },
  });

export const countryCounts = () =>
  queryOptions({
    queryKey: ['counts', 'countries'],
    queryFn: ({ signal }) => call(countryCountsContract, { query: {} }, { signal }),
  });

/** Filter options under the other active filters (spec: category for countries and disciplines; category and country for universities). */
/**
 * `posted`: the options among the positions posted on the site only (the /phd-postings filters), of
 * every category, as that page lists them (a featured posting is still a posting).
 */
const optionsQuery = (category: Category, posted: boolean) =>
  posted ? { posted: 'true' } : { category: oneOf(category) };

export const countryOptions = (category: Category, posted = false) =>
  queryOptions({
    queryKey: ['options', 'countries', category, posted],
    queryFn: ({ signal }) => call(countryOptionsContract, { query: optionsQuery(category, posted) }, { signal }),
  });

export const disciplineOptions = (category: Category, posted = false) =>
  queryOptions({
    queryKey: ['options', 'disciplines', category, posted],
    queryFn: ({ signal }) => call(disciplineOptionsContract, { query: optionsQuery(category, posted) }, { signal }),
  });

export const universityOptions = (category: Category, country: string, posted = false) =>
  queryOptions({
    queryKey: ['options', 'universities', category, country, posted],
    queryFn: ({ signal }) =>
      call(
        universityOptionsContract,
        { query: { ...optionsQuery(category, posted), country: oneOf(country) } },
        { signal },
      ),
  });

/**
 * Every country, university and discipline with open opportunities, under no filter: the lists Smart
 * Picks' preferences and the newsletter's choices offer. One cache entry per list, kept ten minutes.
 */
const everyOption = <T>(
  contract: { path: string },
  read: (signal: AbortSignal) => Promise<T[]>,
  name: (row: T) => string,
) =>
  queryOptions({
    queryKey: ['options', contract.path, 'all'],
    queryFn: async ({ signal }) => (await read(signal)).map(name),
    staleTime: 10 * 60_000,
  });

export const allOptionNames = {
  countries: () =>
    everyOption(
      countryOptionsContract,
      (signal) => call(countryOptionsContract, { query: {} }, { signal }),
      (row) => row.country,
    ),
  universities: () =>
    everyOption(
      universityOptionsContract,
      (signal) => call(universityOptionsContract, { query: {} }, { signal }),
      (row) => row.university,
    ),
  disciplines: () =>
    everyOption(
      disciplineOptionsContract,
      (signal) => call(disciplineOptionsContract, { query: {} }, { signal }),
      (row) => row.ai_department,
    ),
};
