// The listing's query string (spec section 7, "Opportunities, public") made search input. The rules
// are the contract's (@phd/contracts/input/listing-query: every problem a 400 naming the parameter,
// nothing malformed reaches an engine); this is the step after parsing, which turns the parsed fields
// into the engine's filters and page. Country, university and discipline names are made canonical
// later still, by the catalogue (canonical-names.ts).
import type { SearchFilters, SearchSort } from '@phd/search/engine';
import {
  DEFAULT_PAGE_SIZE,
  filterQueryParams,
  type FilterQuery,
  listingQueryParams,
  type ListingQueryFields,
  MAX_PAGE_SIZE,
  MAX_QUERY_LENGTH,
  MAX_RESULT_WINDOW,
} from '@phd/contracts/input/listing-query';

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_QUERY_LENGTH, MAX_RESULT_WINDOW };

/**
 * "Open for applications" is judged at the start of the current minute: equal requests within a
 * minute are one cache entry, and a deadline that passed seconds ago is a minute from closing anyway.
 */
const openAtThisMinute = (now = Date.now()) => new Date(now - (now % 60_000));

/** The parsed filters as the search engine takes them. */
export function toFilters(raw: FilterQuery): SearchFilters {
  const filters: SearchFilters = {
    category: raw.category,
    discipline: raw.discipline,
    country: raw.country,
    university: raw.university,
    department: raw.department,
    createdAfter: raw['created_at[gt]'],
    createdBefore: raw['created_at[lt]'],
    fundedOnly: raw.funded || undefined,
    postedOnly: raw.posted || undefined,
    openAt: raw.open ? openAtThisMinute() : undefined,
    fundingType: raw.funding_type,
    // A currency alone keeps the positions paying in it (any amount): what sort=stipend compares.
    stipendMin: raw.stipend_currency ? { amount: raw.stipend_min ?? 0, currency: raw.stipend_currency } : undefined,
    eligibleFor: raw.eligible,
    q: raw.q || undefined,
  };
  // Absent fields are left out, so equal requests make equal cache keys.
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as SearchFilters;
}

export interface ListingQuery {
  filters: SearchFilters;
  sort?: SearchSort;
  limit: number;
  offset: number;
}

/** The parsed listing query as the catalogue takes it: filters, sort and a page. */
export function toListing(q: ListingQueryFields): ListingQuery {
  const page: ListingQuery = { filters: toFilters(q), limit: q.limit, offset: q.offset };
  if (q.sort) page.sort = q.sort;
  return page;
}

/** Filters only, parsed and made search input in one (the page heads; the feeds' parameters). */
export const filtersQuery = filterQueryParams.transform(toFilters);

/**
 * The listing, parsed and made search input in one (the feeds). A feed is one address for every
 * reader: "Positions I can apply to" is one candidate's, so the feeds ignore it (docs/eligibility.md).
 */
export const listingQuery = listingQueryParams.transform((q) => toListing({ ...q, eligible: undefined }));
