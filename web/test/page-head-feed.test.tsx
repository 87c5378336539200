// @vitest-environment happy-dom
// The listing's feed link in <head> after client-side navigation: kept in step with the filters,
// removed on pages without a feed, and other feed links (the blog's) left alone.
import { describe, expect, it } from 'vitest';
import { applyPageMeta } from '../src/components/seo/PageHead.tsx';
import { listingMeta, pageMeta } from '@phd/contracts/seo';

describe('the page feed link', () => {
  it('follows the listing and leaves the other feed links alone', () => {
    document.head.innerHTML = '<link rel="alternate" type="application/rss+xml" title="Blog" href="/blog/rss.xml">';
    applyPageMeta({ ...listingMeta({ category: 'standard', country: 'Germany' }) });
    const feed = () => document.head.querySelector('link[data-page-feed]');
    expect(feed()?.getAttribute('href')).toBe(
      `${location.origin}/feeds/opportunities.rss?category=standard&country=Germany`,
    );
    expect(feed()?.getAttribute('type')).toBe('application/rss+xml');
    applyPageMeta({
      ...listingMeta({ category: 'standard' }),
      feed: { title: 'Funded', path: '/feeds/opportunities.rss?funded=true' },
    });
    expect(document.head.querySelectorAll('link[data-page-feed]')).toHaveLength(1);
    expect(feed()?.getAttribute('href')).toBe(`${location.origin}/feeds/opportunities.rss?funded=true`);
    applyPageMeta(pageMeta('/about'));
    expect(feed()).toBeNull();
    expect(document.head.querySelector('link[title="Blog"]')).not.toBeNull();
  });
});
