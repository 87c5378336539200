// The app's query client keeps the public catalogue's answers fresh for a second only: a listing,
// count or option list opened again refetches, so a new position shows within the API's two seconds.
import { describe, expect, it } from 'vitest';
import {
  countryCounts,
  countryOptions,
  featured,
  latest,
  listing,
  mostViewed,
  universityOptions,
} from '../src/api/opportunities.ts';
import { CATALOGUE_FRESH_MS, createQueryClient } from '../src/query-client.ts';

describe('the app query client', () => {
  const client = createQueryClient();
  const staleTime = (options: { queryKey: readonly unknown[] }) =>
    client.defaultQueryOptions(options as Parameters<typeof client.defaultQueryOptions>[0]).staleTime;

  it('treats listings, counts and filter options as stale after a second', () => {
    const catalogue = [
      listing({ category: 'standard', q: 'neuro' }, 2),
      latest(),
      featured(),
      mostViewed(),
      countryCounts(),
      countryOptions('standard'),
      universityOptions('standard', 'Germany'),
    ];
    for (const options of catalogue) expect(staleTime(options), String(options.queryKey)).toBe(CATALOGUE_FRESH_MS);
    expect(CATALOGUE_FRESH_MS).toBeLessThanOrEqual(1_000);
  });

  it('keeps the spec defaults for everything else', () => {
    expect(staleTime({ queryKey: ['tenant', 'edinburgh'] })).toBe(30_000);
    expect(client.getDefaultOptions().queries).toMatchObject({ retry: 1, refetchOnWindowFocus: false });
  });
});
