// The listing's address (spec sections 2 and 4, "Listing filters"): filters live in the route
// (category, country, university, discipline) and in the query string (created_at[gt],
// created_at[lt], funded, open, funding_type, stipend_min with stipend_currency, eligible, q, page), so
// every filtered page can be linked to and reloaded. The postings (/phd-postings) follow the same rules with
// country, university and discipline in the query string: a FilterPlace says where they live.
import { listingPath, type ListingRoute } from '@phd/contracts/paths';
import type { Category } from '@phd/contracts/paths';
import { LISTING_FILTERS, type ListingFilters } from '@phd/contracts/listing-filters';
import { applyEligible, readEligible } from './eligible-filter.ts';
import { applyStipend, readStipendMinimum, type StipendMinimum } from './stipend-filter.ts';

/** Spec section 9: a start date given without an end date covers one day. */
export const DEFAULT_END_EXTENSION_SECONDS = 86_400;

/** The address's query parameters: the filters' are the API's own names (shared/listing-filters.ts). */
export const PARAM = {
  after: LISTING_FILTERS.createdAfter.param,
  before: LISTING_FILTERS.createdBefore.param,
  funded: LISTING_FILTERS.funded.param,
  /** "Open for applications" (issue 17): off unless the address says open=true. */
  open: LISTING_FILTERS.open.param,
  /** The Funding filter (issue 17): funding types separated by commas. */
  funding: LISTING_FILTERS.fundingTypes.param,
  q: LISTING_FILTERS.q.param,
  page: 'page',
} as const;

/** The Funding filter's choices, in the panel's and the address's order, with their labels. */
export const FUNDING_CHOICES = [
  { value: 'fully_funded', label: 'Fully funded' },
  { value: 'partially_funded', label: 'Partially funded' },
  { value: 'self_funded', label: 'Self-funded' },
] as const;
export type FundingChoice = (typeof FUNDING_CHOICES)[number]['value'];

/** The known funding types of a funding_type value, in the choices' order (unknown ones dropped). */
export function readFundingTypes(text: string | null): FundingChoice[] {
  const given = new Set((text ?? '').split(',').map((v) => v.trim()));
  return FUNDING_CHOICES.map((c) => c.value).filter((v) => given.has(v));
}

/**
 * The Funding filter's ticked types. "Fully Funded Only" (funded=true, the spec's checkbox) is the
 * Funding filter with Fully funded alone ticked: both read one funding fact on the server, so each
 * shows the other's tick (docs/listing-filters.md).
 */
export function fundingSelection(funded: boolean, types: readonly FundingChoice[]): FundingChoice[] {
  return readFundingTypes([...(funded ? ['fully_funded'] : []), ...types].join(','));
}

const isFullyFundedOnly = (selection: readonly FundingChoice[]) =>
  selection.length === 1 && selection[0] === 'fully_funded';

export interface ListingSearch {
  /** Unix seconds. */
  createdAfter?: number;
  /** Unix seconds; start + 86400 when the address gives only a start. */
  createdBefore?: number;
  /** The end date was derived from the start, not read from the address. */
  endDerived: boolean;
  /** "Fully Funded Only": Fully funded is the only funding type ticked. */
  funded: boolean;
  /** Only positions open for applications (a deadline in the future, or none). */
  open: boolean;
  /** The Funding filter when it is not "Fully Funded Only": any of these (none chosen: no filter). */
  fundingTypes: FundingChoice[];
  /** "Minimum stipend": both of its parameters, or none. */
  stipend?: StipendMinimum;
  /** "Positions I can apply to" (eligible-filter.ts): off when undefined, else the address's codes. */
  eligible?: string[];
  q: string;
  page: number;
}

export type ListingRouteState = ListingRoute & { category: Category };

const unixSeconds = (text: string | null): number | undefined =>
  text !== null && /^\d{1,12}$/.test(text) ? Number(text) : undefined;

export function readListingSearch(params: URLSearchParams): ListingSearch {
  const createdAfter = unixSeconds(params.get(PARAM.after));
  const givenBefore = unixSeconds(params.get(PARAM.before));
  const endDerived = createdAfter !== undefined && givenBefore === undefined;
  const page = Number(params.get(PARAM.page));
  const funding = fundingSelection(params.get(PARAM.funded) === 'true', readFundingTypes(params.get(PARAM.funding)));
  const funded = isFullyFundedOnly(funding);
  return {
    createdAfter,
    createdBefore: endDerived ? createdAfter + DEFAULT_END_EXTENSION_SECONDS : givenBefore,
    endDerived,
    funded,
    open: params.get(PARAM.open) === 'true',
    fundingTypes: funded ? [] : funding,
    stipend: readStipendMinimum(params),
    eligible: readEligible(params),
    q: params.get(PARAM.q)?.trim() ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The API's filters that the query string gives, on either listing. */
export function searchFilters(search: ListingSearch): ListingFilters {
  return {
    createdAfter: search.createdAfter,
    createdBefore: search.createdBefore,
    funded: search.funded,
    open: search.open,
    fundingTypes: search.fundingTypes,
    stipendMin: search.stipend?.amount,
    stipendCurrency: search.stipend?.currency,
    q: search.q,
  };
}

/** A query string for links, keeping the brackets of created_at[gt] readable. */
export function searchString(params: URLSearchParams): string {
  const text = params.toString().replace(/%5B/gi, '[').replace(/%5D/gi, ']').replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}

export type FilterChange =
  | { kind: 'country'; value?: string }
  | { kind: 'university'; value?: string }
  | { kind: 'discipline'; value?: string }
  /** Unix seconds, or undefined to clear. */
  | { kind: 'start'; value?: number }
  | { kind: 'end'; value?: number }
  | { kind: 'funded'; value: boolean }
  | { kind: 'open'; value: boolean }
  /** One funding type ticked or unticked. */
  | { kind: 'funding'; value: FundingChoice; checked: boolean }
  /** "Minimum stipend", or undefined to clear it. */
  | { kind: 'stipend'; value?: StipendMinimum }
  /** "Positions I can apply to" with the profile's codes, or undefined to turn it off. */
  | { kind: 'eligible'; value?: readonly string[] }
  | { kind: 'q'; value: string };

export function setOrDelete(params: URLSearchParams, key: string, value: string | number | undefined): void {
  if (value === undefined || value === '') params.delete(key);
  else params.set(key, String(value));
}

/**
 * "Open for applications", "Fully Funded Only" or one funding type ticked or unticked, in the query
 * string (both listings). Fully funded alone is written funded=true (the spec's parameter, and the
 * server's counted fast path); any other choice of types is funding_type.
 */
export function applyOpenOrFunding(
  params: URLSearchParams,
  change: Extract<FilterChange, { kind: 'open' | 'funded' | 'funding' }>,
): void {
  if (change.kind === 'open') {
    setOrDelete(params, PARAM.open, change.value ? 'true' : undefined);
    return;
  }
  const chosen = new Set(
    fundingSelection(params.get(PARAM.funded) === 'true', readFundingTypes(params.get(PARAM.funding))),
  );
  // "Fully Funded Only" ticked leaves Fully funded alone; unticked, it unticks Fully funded.
  const tick = change.kind === 'funded' ? { value: 'fully_funded' as const, checked: change.value } : change;
  if (change.kind === 'funded' && change.value) chosen.clear();
  if (tick.checked) chosen.add(tick.value);
  else chosen.delete(tick.value);
  const selection = readFundingTypes([...chosen].join(','));
  const only = isFullyFundedOnly(selection);
  setOrDelete(params, PARAM.funded, only ? 'true' : undefined);
  setOrDelete(params, PARAM.funding, only ? undefined : selection.join(','));
}

/** The filters a listing may keep in its route (/phd-vacancies) or in its query string (/phd-postings). */
export type PlaceKey = 'country' | 'university' | 'discipline';

/** Where a listing keeps its country, university and discipline, and how it spells its address. */
export interface FilterPlace {
  /** The country chosen now: a university is kept only under one. */
  country?: string;
  /** Sets one of them in the next address (undefined or '' removes it); `params` is its query string. */
  write(params: URLSearchParams, key: PlaceKey, value: string | undefined): void;
  address(params: URLSearchParams): string;
}

/**
 * The address after one filter change, on either listing: country or discipline clears the
 * university, a start date without an end date sets the end to `nowSeconds`, and the page goes back to 1.
 */
export function addressAfterChangeAt(
  place: FilterPlace,
  current: URLSearchParams,
  change: FilterChange,
  nowSeconds: number,
): string {
  const params = new URLSearchParams(current);
  params.delete(PARAM.page);
  switch (change.kind) {
    case 'country':
    case 'discipline':
      place.write(params, change.kind, change.value);
      place.write(params, 'university', undefined);
      break;
    case 'university':
      place.write(params, 'university', place.country ? change.value : undefined);
      break;
    case 'start':
      setOrDelete(params, PARAM.after, change.value);
      if (change.value !== undefined && !params.has(PARAM.before)) params.set(PARAM.before, String(nowSeconds));
      break;
    case 'end':
      setOrDelete(params, PARAM.before, change.value);
      break;
    case 'funded':
    case 'open':
    case 'funding':
      applyOpenOrFunding(params, change);
      break;
    case 'stipend':
      applyStipend(params, change.value);
      break;
    case 'eligible':
      applyEligible(params, change.value);
      break;
    case 'q':
      setOrDelete(params, PARAM.q, change.value.trim());
      break;
  }
  return place.address(params);
}

/** The /phd-vacancies address after one filter change: the route holds country, university and discipline. */
export function addressAfterChange(
  route: ListingRouteState,
  current: URLSearchParams,
  change: FilterChange,
  nowSeconds: number,
): string {
  const next: ListingRouteState = { ...route };
  const inRoute: FilterPlace = {
    country: route.country,
    write: (_params, key, value) => {
      next[key] = value || undefined;
    },
    address: (params) => `${listingPath(next)}${searchString(params)}`,
  };
  return addressAfterChangeAt(inRoute, current, change, nowSeconds);
}

/** "Clear All Filters": the category root with no query. */
export function clearedAddress(category: Category): string {
  return listingPath({ category });
}

/** The address of another page of the same listing (page 1 has no page parameter). */
export function pageAddress(pathname: string, current: URLSearchParams, page: number): string {
  const params = new URLSearchParams(current);
  setOrDelete(params, PARAM.page, page > 1 ? page : undefined);
  return `${pathname}${searchString(params)}`;
}

/** The address with the derived end date written in, so the address shows what is filtered. */
export function addressWithDerivedEnd(pathname: string, current: URLSearchParams, search: ListingSearch): string {
  const params = new URLSearchParams(current);
  if (search.createdBefore !== undefined) params.set(PARAM.before, String(search.createdBefore));
  return `${pathname}${searchString(params)}`;
}

/** "2026-03-01" for a date input, read in UTC. */
export function dateInputValue(unixSeconds: number | undefined): string {
  if (unixSeconds === undefined) return '';
  const date = new Date(unixSeconds * 1000);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/** Midnight UTC at the start of a date input's day, in unix seconds. */
export function startOfDateInput(value: string): number | undefined {
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(ms) || !/^\d{4}-\d{2}-\d{2}$/.test(value) ? undefined : ms / 1000;
}

/** The end bound is exclusive: an end date covers its whole day. */
export function endOfDateInput(value: string): number | undefined {
  const start = startOfDateInput(value);
  return start === undefined ? undefined : start + DEFAULT_END_EXTENSION_SECONDS;
}

/** The end-date input's value for an exclusive end bound. */
export function endDateInputValue(createdBefore: number | undefined): string {
  return createdBefore === undefined ? '' : dateInputValue(createdBefore - 1);
}

/** Names compared as the API does: case-insensitive, hyphens and spaces alike. */
export function sameName(a: string | undefined, b: string | undefined): boolean {
  const norm = (s: string) =>
    s
      .toLowerCase()
      .replace(/[-\s]+/g, ' ')
      .trim();
  return a !== undefined && b !== undefined && norm(a) === norm(b);
}
