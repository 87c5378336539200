// The feed address of a listing (shared/feeds.ts): the listing API's query string with plain values;
// every listing filter (shared/listing-filters.ts) reaches the feed, the API request and the alert.
import { describe, expect, it } from 'vitest';
import { alertFiltersOf } from '../src/api/alerts.ts';
import { listingQuery } from '../src/api/opportunities.ts';
import { feedPath, listingSearch } from '@phd/contracts/feeds';
import { LISTING_FILTERS, type ListingFilters } from '@phd/contracts/listing-filters';
import { listingMeta } from '@phd/contracts/seo';

/** One value of each filter, set. */
const ONE: Required<ListingFilters> = {
  category: 'featured',
  country: 'United Kingdom',
  university: 'University of Edinburgh',
  discipline: 'Physics',
  createdAfter: 100,
  createdBefore: 200,
  funded: true,
  open: true,
  fundingTypes: ['partially_funded'],
  stipendMin: 20000,
  stipendCurrency: 'GBP',
  q: 'dark matter',
  posted: true,
};

describe('feed addresses', () => {
  it('carries every filter as the listing API names it', () => {
    const path = feedPath({ ...ONE, fundingTypes: ['partially_funded', 'self_funded'], q: ' dark matter ' });
    const url = new URL(path, 'https://x.test');
    expect(url.pathname).toBe('/feeds/opportunities.rss');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      category: 'featured',
      country: 'United Kingdom',
      university: 'University of Edinburgh',
      discipline: 'Physics',
      'created_at[gt]': '100',
      'created_at[lt]': '200',
      funded: 'true',
      open: 'true',
      funding_type: 'partially_funded,self_funded',
      stipend_min: '20000',
      stipend_currency: 'GBP',
      q: 'dark matter',
      posted: 'true',
    });
  });

  it('has no query without filters, and sends a value that looks like JSON as a one-item list', () => {
    expect(feedPath({}, 'atom')).toBe('/feeds/opportunities.atom');
    expect(new URLSearchParams(listingSearch({ country: '{x' })).get('country')).toBe('{"in":["{x"]}');
    // A keyword is never read as JSON.
    expect(new URLSearchParams(listingSearch({ q: '{x' })).get('q')).toBe('{x');
    expect(listingSearch({ funded: false, open: false, fundingTypes: [], q: '  ' })).toBe('');
  });

  it('is announced by the listing page metadata', () => {
    const meta = listingMeta({ category: 'standard', country: 'Germany' });
    expect(meta.feed).toEqual({
      title: 'PhD Positions in Germany (RSS)',
      path: '/feeds/opportunities.rss?category=standard&country=Germany',
    });
  });
});

describe('every listing filter', () => {
  const keys = Object.keys(LISTING_FILTERS) as (keyof ListingFilters)[];

  it.each(keys)('%s reaches the feed link and the listing request', (key) => {
    const { param } = LISTING_FILTERS[key];
    expect(new URL(feedPath({ [key]: ONE[key] }), 'https://x.test').searchParams.has(param)).toBe(true);
    expect(listingQuery({ [key]: ONE[key] })[param]).toBeDefined();
  });

  // An alert is about listings created after its last run, and the postings' listing has no alert.
  const NOT_IN_ALERTS = ['createdAfter', 'createdBefore', 'posted'];

  it.each(keys.filter((key) => !NOT_IN_ALERTS.includes(key)))('%s reaches the alert', (key) => {
    expect(alertFiltersOf({ [key]: ONE[key] })).not.toEqual(alertFiltersOf({}));
  });

  it('makes the alert of a listing with open and funding types', () => {
    expect(
      alertFiltersOf({
        category: 'standard',
        country: 'United Kingdom',
        open: true,
        fundingTypes: ['partially_funded'],
        q: ' ',
      }),
    ).toEqual({
      category: 'standard',
      country: ['United Kingdom'],
      university: [],
      discipline: [],
      funded: false,
      open: true,
      funding_type: ['partially_funded'],
      stipend_min: null,
      stipend_currency: null,
      q: '',
    });
  });
});
