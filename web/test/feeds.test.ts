// The feed address of a listing (shared/feeds.ts): the listing API's query string with plain values.
import { describe, expect, it } from 'vitest';
import { feedPath, listingSearch } from '../src/shared/feeds.ts';
import { listingMeta } from '../src/shared/seo.ts';

describe('feed addresses', () => {
  it('carries every filter as the listing API names it', () => {
    const path = feedPath({
      category: 'standard',
      country: 'United Kingdom',
      university: 'University of Edinburgh',
      discipline: 'Physics',
      createdAfter: 100,
      createdBefore: 200,
      funded: true,
      q: ' dark matter ',
    });
    const url = new URL(path, 'https://x.test');
    expect(url.pathname).toBe('/feeds/opportunities.rss');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      category: 'standard',
      country: 'United Kingdom',
      university: 'University of Edinburgh',
      discipline: 'Physics',
      'created_at[gt]': '100',
      'created_at[lt]': '200',
      funded: 'true',
      q: 'dark matter',
    });
  });

  it('has no query without filters, and sends a value that looks like JSON as a one-item list', () => {
    expect(feedPath({}, 'atom')).toBe('/feeds/opportunities.atom');
    expect(new URLSearchParams(listingSearch({ q: '{x' })).get('q')).toBe('{"in":["{x"]}');
    expect(listingSearch({ funded: false, q: '  ' })).toBe('');
  });

  it('is announced by the listing page metadata', () => {
    const meta = listingMeta({ category: 'standard', country: 'Germany' });
    expect(meta.feed).toEqual({
      title: 'PhD Positions in Germany (RSS)',
      path: '/feeds/opportunities.rss?category=standard&country=Germany',
    });
  });
});
