import { describe, expect, it } from 'vitest';
import { shareLinks } from '../src/components/opportunity/share-links.ts';

const HASHTAGS = [
  'phd',
  'phdopportunities',
  'phdpositions',
  'phdvacancy',
  'scholarship',
  'research',
  'jobs',
  'phdopenings',
];

describe('shareLinks (spec section 2, share bar)', () => {
  const url = 'https://example.org/opportunities/phd-vacancies-x-1';
  const links = shareLinks('PhD in Physics', url);

  it('offers LinkedIn, Twitter and WhatsApp', () => {
    expect(links.map((l) => l.network)).toEqual(['LinkedIn', 'Twitter', 'WhatsApp']);
  });

  it('carries the page URL and every hashtag on each network', () => {
    const [linkedIn, twitter, whatsApp] = links.map((l) => new URL(l.href));
    expect(linkedIn!.searchParams.get('url')).toBe(url);
    expect(linkedIn!.searchParams.get('summary')).toBe(`PhD in Physics ${HASHTAGS.map((h) => `#${h}`).join(' ')}`);
    expect(twitter!.searchParams.get('url')).toBe(url);
    expect(twitter!.searchParams.get('hashtags')).toBe(HASHTAGS.join(','));
    expect(whatsApp!.searchParams.get('text')).toBe(`PhD in Physics ${url} ${HASHTAGS.map((h) => `#${h}`).join(' ')}`);
  });
});
