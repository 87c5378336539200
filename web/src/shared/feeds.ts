// The address of a listing's feed (gateway/src/routes/feeds.ts): the listing's filters as the query
// string GET /api/opportunities takes, with plain values (a plain value is a one-item list).
// Shared by the listing page's RSS link, the page head the gateway writes and the embeddable widget.

export type FeedFormat = 'rss' | 'atom' | 'json';

export interface FeedFilters {
  category?: string;
  country?: string;
  university?: string;
  discipline?: string;
  /** Unix seconds. */
  createdAfter?: number;
  /** Unix seconds. */
  createdBefore?: number;
  funded?: boolean;
  q?: string;
}

export const FEED_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml',
  atom: 'application/atom+xml',
  json: 'application/feed+json',
};

/** The filters as the listing API's query string, '' when there are none. */
export function listingSearch(filters: FeedFilters): string {
  const params = new URLSearchParams();
  const put = (name: string, value: string | number | undefined) => {
    const text = value === undefined ? '' : String(value).trim();
    // A value starting like JSON would be read as JSON: send it as the one-item list it means.
    if (text) params.set(name, /^[[{]/.test(text) ? JSON.stringify({ in: [text] }) : text);
  };
  put('category', filters.category);
  put('country', filters.country);
  put('university', filters.university);
  put('discipline', filters.discipline);
  put('created_at[gt]', filters.createdAfter);
  put('created_at[lt]', filters.createdBefore);
  if (filters.funded) params.set('funded', 'true');
  put('q', filters.q);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** /feeds/opportunities.rss?country=Germany… */
export function feedPath(filters: FeedFilters, format: FeedFormat = 'rss'): string {
  return `/feeds/opportunities.${format}${listingSearch(filters)}`;
}
