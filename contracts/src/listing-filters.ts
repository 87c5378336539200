// The listing's filters (spec section 4, "Listing filters") as one list. The listing's API request
// (api/opportunities.ts), its feed's address (the page's RSS link and the <link rel="alternate"> the
// gateway writes, shared/feeds.ts) and its saved-search alert (api/alerts.ts) are all written from
// it: LISTING_FILTERS and the alert's table are records over every filter, so a filter added to
// ListingFilters does not typecheck until it names its query parameter and what an alert keeps of it.
import type { Category } from './paths.ts';

export interface ListingFilters {
  category?: Category;
  country?: string;
  university?: string;
  discipline?: string;
  /** Unix seconds. */
  createdAfter?: number;
  /** Unix seconds. */
  createdBefore?: number;
  /** "Fully Funded Only". */
  funded?: boolean;
  /** Only positions open for applications (a deadline in the future, or none). */
  open?: boolean;
  /** The Funding filter: any of these funding types. */
  fundingTypes?: readonly string[];
  /** The minimum stipend: a yearly figure of at least this, in stipendCurrency (the two go together). */
  stipendMin?: number;
  /** ISO 4217 code of stipendMin. */
  stipendCurrency?: string;
  /** Keyword search. */
  q?: string;
  /** Only positions published on the site by their posters (the /phd-postings pages). */
  posted?: boolean;
}

/**
 * How a filter is sent: `name` is one value of a list (the API takes JSON {"in":[...]}), `seconds`
 * and `whole` are whole numbers, `flag` is "true" when set, `list` joins its values with commas,
 * `text` is the value as it is.
 */
type ParamKind = 'name' | 'seconds' | 'whole' | 'flag' | 'list' | 'text';

/** Each filter's query parameter, as GET /api/opportunities and the feeds name it. */
export const LISTING_FILTERS = {
  category: { param: 'category', kind: 'name' },
  country: { param: 'country', kind: 'name' },
  university: { param: 'university', kind: 'name' },
  discipline: { param: 'discipline', kind: 'name' },
  createdAfter: { param: 'created_at[gt]', kind: 'seconds' },
  createdBefore: { param: 'created_at[lt]', kind: 'seconds' },
  funded: { param: 'funded', kind: 'flag' },
  open: { param: 'open', kind: 'flag' },
  fundingTypes: { param: 'funding_type', kind: 'list' },
  stipendMin: { param: 'stipend_min', kind: 'whole' },
  stipendCurrency: { param: 'stipend_currency', kind: 'text' },
  q: { param: 'q', kind: 'text' },
  posted: { param: 'posted', kind: 'flag' },
} as const satisfies Record<keyof ListingFilters, { param: string; kind: ParamKind }>;

export interface ListingParam {
  name: string;
  value: string;
  /** One value of a name filter (category, country, university, discipline). */
  isName: boolean;
}

function paramText(kind: ParamKind, value: ListingFilters[keyof ListingFilters]): string {
  if (value === undefined) return '';
  if (kind === 'flag') return value === true ? 'true' : '';
  if (kind === 'list') return (value as readonly string[]).join(',');
  return String(value).trim();
}

/** The filters that are set, as query parameters in the list's order (unset, false and blank ones left out). */
export function listingParams(filters: ListingFilters): ListingParam[] {
  return (Object.keys(LISTING_FILTERS) as (keyof ListingFilters)[]).flatMap((key) => {
    const { param, kind } = LISTING_FILTERS[key];
    const value = paramText(kind, filters[key]);
    return value ? [{ name: param, value, isName: kind === 'name' }] : [];
  });
}

function readParam(kind: ParamKind, text: string): ListingFilters[keyof ListingFilters] {
  if (kind === 'seconds' || kind === 'whole') return /^\d{1,12}$/.test(text) ? Number(text) : undefined;
  if (kind === 'flag') return text === 'true' || undefined;
  if (kind === 'list') return text.split(',').map((v) => v.trim());
  return text;
}

/**
 * The filters a listing page's query string carries beyond its route (the dates, funded, open,
 * funding_type, q), read back as listingParams writes them: the route names the others.
 */
export function listingQueryFilters(params: URLSearchParams): ListingFilters {
  const filters: Record<string, unknown> = {};
  for (const key of Object.keys(LISTING_FILTERS) as (keyof ListingFilters)[]) {
    const { param, kind } = LISTING_FILTERS[key];
    const text = params.get(param)?.trim();
    // The PhD postings are a page of their own (/phd-postings), not a query of this listing.
    const value = text && kind !== 'name' && key !== 'posted' ? readParam(kind, text) : undefined;
    if (value !== undefined) filters[key] = value;
  }
  return filters as ListingFilters;
}
