// Pure parts of the discovery API: query parsing, links and ids, generated images, the micro-cache.
import { describe, expect, it } from 'vitest';
import { createMicroCache, cacheKey } from '../src/cache/micro-cache.ts';
import { flagSvg, FLAG_COUNTRIES } from '../src/images/flags.ts';
import { colourOf, initialsOf, universityInitialsSvg } from '../src/images/placeholders.ts';
import { idFromParam, opportunityLink, slugPart } from '../src/presenters/opportunity-link.ts';
import { nameKey } from '../src/query/canonical-names.ts';
import { filtersQuery, listingQuery } from '../src/query/listing-query.ts';
import { FOOTER_COUNTRIES } from '@phd/contracts/paths';

const ID = '3f1c2b9e-8d7a-4c6b-9e5f-0a1b2c3d4e5f';

describe('listing query', () => {
  it('reads filters as JSON {"in":[...]} or a plain value, sorted and de-duplicated', () => {
    const parsed = listingQuery.parse({
      country: '{"in":["Germany","France","Germany"]}',
      discipline: 'Physics',
      category: '{"in":[]}',
      university: '',
      'created_at[gt]': '1700000000',
      'created_at[lt]': '1800000000',
      funded: 'true',
      sort: 'most_viewed',
      q: '  quantum\u0000 optics ',
      limit: '12',
      offset: '24',
    });
    expect(parsed).toEqual({
      filters: {
        country: ['France', 'Germany'],
        discipline: ['Physics'],
        createdAfter: new Date(1_700_000_000_000),
        createdBefore: new Date(1_800_000_000_000),
        fundedOnly: true,
        q: 'quantum  optics',
      },
      sort: 'most_viewed',
      limit: 12,
      offset: 24,
    });
  });

  it('defaults to 30 per page from the start, with no filters', () => {
    expect(listingQuery.parse({})).toEqual({ filters: {}, limit: 30, offset: 0 });
    expect(filtersQuery.parse({ funded: 'false', limit: 'ignored' })).toEqual({});
  });

  it.each([
    ['country', '{"in":["Germany"'],
    ['country', '{"in":"Germany"}'],
    ['country', '{"in":[1,2]}'],
    ['country', '["Germany"]'],
    ['category', 'premium'],
    ['limit', '0'],
    ['limit', '101'],
    ['limit', '1e2'],
    ['offset', '-1'],
    ['offset', '9990'],
    ['created_at[gt]', 'yesterday'],
    ['funded', 'yes please'],
    ['open', 'soon'],
    ['funding_type', 'unknown'],
    ['funding_type', 'fully_funded,free'],
    ['funding_type', 'Fully Funded'],
    ['sort', 'oldest'],
    ['q', 'x'.repeat(201)],
  ])('rejects %s=%s, naming the parameter', (name, value) => {
    const result = listingQuery.safeParse({ [name]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([name]);
  });

  it('reads open=true as "open at the start of this minute" and funding_type as a sorted, distinct list', () => {
    const before = Date.now();
    const { filters } = listingQuery.parse({ open: 'true', funding_type: 'self_funded, fully_funded,self_funded' });
    expect(filters.fundingType).toEqual(['fully_funded', 'self_funded']);
    const openAt = filters.openAt!.getTime();
    expect(openAt % 60_000).toBe(0);
    expect(openAt).toBeGreaterThan(before - 60_000);
    expect(openAt).toBeLessThanOrEqual(Date.now());
    // Off by default, and "false" or an empty list is no filter.
    expect(filtersQuery.parse({ open: 'false', funding_type: '' })).toEqual({});
    expect(filtersQuery.parse({ open: '1', funding_type: 'partially_funded' })).toMatchObject({
      openAt: expect.any(Date),
      fundingType: ['partially_funded'],
    });
  });

  it('rejects a filter given twice (an array) and a value with control characters', () => {
    expect(listingQuery.safeParse({ country: ['Germany', 'France'] }).success).toBe(false);
    expect(listingQuery.safeParse({ country: 'Ger\u0000many' }).success).toBe(false);
  });
});

describe('names, links and ids', () => {
  it('treats spaces and hyphens alike, ignoring case', () => {
    expect(nameKey('United-Kingdom')).toBe(nameKey('united kingdom'));
    expect(nameKey('Friedrich-Wilhelms Universität')).toBe(nameKey('friedrich wilhelms-universität'));
  });

  it('builds the phd-vacancies link and reads the id back from it', () => {
    const link = opportunityLink({
      id: ID,
      universityName: 'Université Paris-Saclay',
      country: 'France',
      title: 'PhD: Machine Learning for Climate (M/F)',
    });
    expect(link).toBe(`phd-vacancies-universite-paris-saclay-france-phd-machine-learning-for-climate-m-f-${ID}`);
    expect(idFromParam(link)).toBe(ID);
    expect(idFromParam(ID.toUpperCase())).toBe(ID);
    expect(idFromParam('phd-vacancies-no-id-here')).toBeNull();
    expect(slugPart('東京大学 Tokyo')).toBe('東京大学-tokyo');
  });
});

describe('generated images', () => {
  it('draws initials of the significant words on a stable colour', () => {
    expect(initialsOf('University of Edinburgh')).toBe('UE');
    expect(initialsOf('KTH Royal Institute of Technology')).toBe('KRI');
    expect(initialsOf('École Polytechnique Fédérale de Lausanne')).toBe('ÉPF');
    expect(initialsOf('---')).toBe('?');
    expect(colourOf('University of Oslo')).toBe(colourOf('university of oslo'));
    expect(universityInitialsSvg('<script>')).not.toContain('<script>');
  });

  it('has a flag for each country the home page shows', () => {
    expect([...FLAG_COUNTRIES].sort()).toEqual([...FOOTER_COUNTRIES].sort());
    expect(flagSvg('Germany')).toContain('viewBox="0 0 5 3"');
    expect(flagSvg('Switzerland')).toContain('viewBox="0 0 32 32"');
    expect(flagSvg('Atlantis')).toBeNull();
  });
});

describe('micro-cache', () => {
  it('shares one load among concurrent misses and keeps it for its lifetime', async () => {
    const cache = createMicroCache({ ttlMs: 60_000 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((r) => setTimeout(r, 20));
      return loads;
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', load)));
    expect(new Set(results)).toEqual(new Set([1]));
    expect(await cache.get('k', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('serves a stale value while one background load refreshes it, then the fresh one', async () => {
    const cache = createMicroCache({ ttlMs: 30 });
    let version = 0;
    const load = async () => ++version;
    expect(await cache.get('k', load)).toBe(1);
    await new Promise((r) => setTimeout(r, 40));
    const stale = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(stale).toEqual([1, 1]);
    await Promise.resolve();
    expect(await cache.get('k', load)).toBe(2);
    expect(version).toBe(2);
  });

  it('never keeps a failure', async () => {
    const cache = createMicroCache({ ttlMs: 60_000 });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(cache.get('k', async () => 'up')).resolves.toBe('up');
  });

  it('keys equal requests equally, whatever the order of their fields', () => {
    expect(cacheKey('list', { b: 1, a: { d: [2, 1], c: 3 } })).toBe(cacheKey('list', { a: { c: 3, d: [2, 1] }, b: 1 }));
  });
});
