// The address of a listing's feed (gateway/src/routes/feeds.ts): every listing filter
// (listing-filters.ts) as the query string GET /api/opportunities takes, with plain values (a
// plain value is a one-item list). Shared by the listing page's RSS link, the page head the gateway
// writes and the embeddable widget.
import { listingParams, type ListingFilters } from './listing-filters.ts';

export type FeedFormat = 'rss' | 'atom' | 'json';

/** The filters as the listing API's query string, '' when there are none. */
export function listingSearch(filters: ListingFilters): string {
  const params = new URLSearchParams();
  for (const { name, value, isName } of listingParams(filters)) {
    // A name starting like JSON would be read as JSON: send it as the one-item list it means.
    params.set(name, isName && /^[[{]/.test(value) ? JSON.stringify({ in: [value] }) : value);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** /feeds/opportunities.rss?country=Germany… */
export function feedPath(filters: ListingFilters, format: FeedFormat = 'rss'): string {
  return `/feeds/opportunities.${format}${listingSearch(filters)}`;
}
