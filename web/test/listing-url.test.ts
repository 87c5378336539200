import { describe, expect, it } from 'vitest';
import {
  addressAfterChange,
  addressWithDerivedEnd,
  clearedAddress,
  dateInputValue,
  endDateInputValue,
  endOfDateInput,
  fundingSelection,
  pageAddress,
  readListingSearch,
  sameName,
  startOfDateInput,
} from '../src/components/listing/listing-url.ts';
import { activeFilters } from '../src/components/listing/active-filters.ts';
import { listingHeading } from '../src/components/listing/listing-heading.ts';
import { countWords } from '@phd/contracts/count-words';
import { totalPages } from '../src/components/listing/pagination.ts';

const NOW = 1_773_000_000;
const q = (text: string) => new URLSearchParams(text);

describe('readListingSearch', () => {
  it('reads dates, funded, keywords and page', () => {
    expect(readListingSearch(q('created_at[gt]=100&created_at[lt]=200&funded=true&q=%20ai%20&page=3'))).toEqual({
      createdAfter: 100,
      createdBefore: 200,
      endDerived: false,
      funded: true,
      open: false,
      fundingTypes: [],
      q: 'ai',
      page: 3,
    });
  });

  it('reads "Open for applications" and the funding types, known ones only, in the panel\'s order', () => {
    const search = readListingSearch(q('open=true&funding_type=self_funded,bogus,fully_funded'));
    expect(search.open).toBe(true);
    expect(search.fundingTypes).toEqual(['fully_funded', 'self_funded']);
    expect(readListingSearch(q('open=yes&funding_type=')).open).toBe(false);
    expect(readListingSearch(q('funding_type=')).fundingTypes).toEqual([]);
  });

  it('gives a start date without an end date the end start + 86400', () => {
    const search = readListingSearch(q('created_at[gt]=1000'));
    expect(search.createdBefore).toBe(1000 + 86_400);
    expect(search.endDerived).toBe(true);
    expect(addressWithDerivedEnd('/phd-vacancies/standard', q('created_at[gt]=1000'), search)).toBe(
      '/phd-vacancies/standard?created_at[gt]=1000&created_at[lt]=87400',
    );
  });

  it('ignores malformed values and pages below 1', () => {
    expect(readListingSearch(q('created_at[gt]=abc&page=0&funded=yes'))).toEqual({
      createdAfter: undefined,
      createdBefore: undefined,
      endDerived: false,
      funded: false,
      open: false,
      fundingTypes: [],
      q: '',
      page: 1,
    });
    expect(readListingSearch(q('page=2.5')).page).toBe(1);
  });
});

describe('addressAfterChange (spec section 4, "Listing filters")', () => {
  const root = { category: 'standard' as const };

  it('navigates to the country route and back to page 1, keeping the query', () => {
    expect(addressAfterChange(root, q('funded=true&page=4'), { kind: 'country', value: 'United Kingdom' }, NOW)).toBe(
      '/phd-vacancies/standard/United-Kingdom?funded=true',
    );
  });

  it('clears the university when the country or the discipline changes', () => {
    const route = { category: 'standard' as const, country: 'Germany', university: 'TU Munich' };
    expect(addressAfterChange(route, q(''), { kind: 'country', value: 'France' }, NOW)).toBe(
      '/phd-vacancies/standard/France',
    );
    expect(addressAfterChange(route, q(''), { kind: 'discipline', value: 'Physics' }, NOW)).toBe(
      '/phd-vacancies/standard/discipline/Physics/country/Germany',
    );
  });

  it('sets the university only under a country', () => {
    const route = { category: 'featured' as const, country: 'Germany' };
    expect(addressAfterChange(route, q('page=2'), { kind: 'university', value: 'TU Munich' }, NOW)).toBe(
      '/phd-vacancies/featured/Germany/TU-Munich',
    );
    expect(addressAfterChange(root, q(''), { kind: 'university', value: 'TU Munich' }, NOW)).toBe(
      '/phd-vacancies/standard',
    );
  });

  it('goes to the discipline route', () => {
    expect(addressAfterChange(root, q('q=ai'), { kind: 'discipline', value: 'Computer Science' }, NOW)).toBe(
      '/phd-vacancies/standard/discipline/Computer-Science?q=ai',
    );
  });

  it('sets the end date to now when a start date comes without one', () => {
    expect(addressAfterChange(root, q('page=2'), { kind: 'start', value: 1000 }, NOW)).toBe(
      `/phd-vacancies/standard?created_at[gt]=1000&created_at[lt]=${NOW}`,
    );
    expect(addressAfterChange(root, q('created_at[lt]=5000'), { kind: 'start', value: 1000 }, NOW)).toBe(
      '/phd-vacancies/standard?created_at[lt]=5000&created_at[gt]=1000',
    );
  });

  it('sets and clears the end date, funded and keywords', () => {
    expect(addressAfterChange(root, q('created_at[gt]=1'), { kind: 'end', value: 9 }, NOW)).toBe(
      '/phd-vacancies/standard?created_at[gt]=1&created_at[lt]=9',
    );
    expect(addressAfterChange(root, q('funded=true&page=2'), { kind: 'funded', value: false }, NOW)).toBe(
      '/phd-vacancies/standard',
    );
    expect(addressAfterChange(root, q(''), { kind: 'q', value: ' quantum ' }, NOW)).toBe(
      '/phd-vacancies/standard?q=quantum',
    );
  });

  it('"Clear All Filters" returns to the category root', () => {
    expect(clearedAddress('featured')).toBe('/phd-vacancies/featured');
  });
});

describe('pages and dates', () => {
  it('writes the page into the address, page 1 without a parameter', () => {
    expect(pageAddress('/phd-vacancies/standard', q('funded=true'), 3)).toBe(
      '/phd-vacancies/standard?funded=true&page=3',
    );
    expect(pageAddress('/phd-vacancies/standard', q('page=3'), 1)).toBe('/phd-vacancies/standard');
  });

  it('counts pages of 30 within the API result window', () => {
    expect(totalPages(0)).toBe(0);
    expect(totalPages(30)).toBe(1);
    expect(totalPages(31)).toBe(2);
    expect(totalPages(2954)).toBe(99);
    expect(totalPages(100_000)).toBe(333);
  });

  it('maps date inputs to UTC day bounds and back', () => {
    expect(startOfDateInput('2026-03-01')).toBe(Date.UTC(2026, 2, 1) / 1000);
    expect(endOfDateInput('2026-03-01')).toBe(Date.UTC(2026, 2, 2) / 1000);
    expect(startOfDateInput('nonsense')).toBeUndefined();
    expect(dateInputValue(Date.UTC(2026, 2, 1) / 1000)).toBe('2026-03-01');
    expect(endDateInputValue(Date.UTC(2026, 2, 2) / 1000)).toBe('2026-03-01');
    expect(dateInputValue(undefined)).toBe('');
  });

  it('compares names like the API', () => {
    expect(sameName('United-Kingdom', 'united kingdom')).toBe(true);
    expect(sameName('Germany', 'France')).toBe(false);
    expect(sameName(undefined, 'France')).toBe(false);
  });
});

describe('listingHeading (spec section 2)', () => {
  it('reads the total, "PhD Positions" and the scope', () => {
    expect(listingHeading({ category: 'standard', total: 2954 })).toBe('2,954 PhD Positions');
    expect(
      listingHeading({ category: 'standard', total: 12, discipline: 'Physics', country: 'Germany', university: 'TUM' }),
    ).toBe('12 PhD Positions in Physics in Germany at TUM');
    expect(listingHeading({ category: 'standard', country: 'France' })).toBe('PhD Positions in France');
  });

  it('reads "1 PhD Position", singular after 1 only', () => {
    expect(listingHeading({ category: 'standard', total: 1, country: 'France' })).toBe('1 PhD Position in France');
    expect(listingHeading({ category: 'standard', total: 0 })).toBe('0 PhD Positions');
    expect(countWords(1, 'view')).toBe('1 view');
    expect(countWords(1_234, 'view')).toBe('1,234 views');
  });

  it('reads "10,000+" when a keyword search stopped counting at 10,000', () => {
    expect(listingHeading({ category: 'standard', total: 10_000, totalAtLeast: true })).toBe('10,000+ PhD Positions');
  });

  it('reads "Featured Opportunities" for the featured category', () => {
    expect(listingHeading({ category: 'featured', total: 300 })).toBe('Featured Opportunities');
    expect(listingHeading({ category: 'featured', country: 'Sweden' })).toBe('Featured Opportunities in Sweden');
  });
});

describe('the Open for applications and Funding filters in the address', () => {
  const route = { category: 'standard' as const, country: 'Germany' };

  it('ticks and unticks open=true, back to page 1, keeping the other filters', () => {
    const on = addressAfterChange(route, q('funded=true&page=4'), { kind: 'open', value: true }, NOW);
    expect(on).toBe('/phd-vacancies/standard/Germany?funded=true&open=true');
    expect(addressAfterChange(route, q('open=true&funded=true'), { kind: 'open', value: false }, NOW)).toBe(
      '/phd-vacancies/standard/Germany?funded=true',
    );
  });

  it('adds and removes funding types one at a time, in a fixed order, commas readable', () => {
    const one = addressAfterChange(route, q('page=2'), { kind: 'funding', value: 'self_funded', checked: true }, NOW);
    expect(one).toBe('/phd-vacancies/standard/Germany?funding_type=self_funded');
    const two = addressAfterChange(
      route,
      q('funding_type=self_funded'),
      { kind: 'funding', value: 'fully_funded', checked: true },
      NOW,
    );
    expect(two).toBe('/phd-vacancies/standard/Germany?funding_type=fully_funded,self_funded');
    const none = addressAfterChange(
      route,
      q('funding_type=self_funded'),
      { kind: 'funding', value: 'self_funded', checked: false },
      NOW,
    );
    expect(none).toBe('/phd-vacancies/standard/Germany');
  });

  it('"Fully Funded Only" is Fully funded alone in the Funding group: written funded=true, read by both', () => {
    const only = addressAfterChange(route, q('funding_type=self_funded'), { kind: 'funded', value: true }, NOW);
    expect(only).toBe('/phd-vacancies/standard/Germany?funded=true');
    const ticked = addressAfterChange(route, q(''), { kind: 'funding', value: 'fully_funded', checked: true }, NOW);
    expect(ticked).toBe('/phd-vacancies/standard/Germany?funded=true');
    const more = addressAfterChange(
      route,
      q('funded=true'),
      { kind: 'funding', value: 'partially_funded', checked: true },
      NOW,
    );
    expect(more).toBe('/phd-vacancies/standard/Germany?funding_type=fully_funded,partially_funded');
    const off = addressAfterChange(
      route,
      q('funding_type=fully_funded,self_funded'),
      { kind: 'funded', value: false },
      NOW,
    );
    expect(off).toBe('/phd-vacancies/standard/Germany?funding_type=self_funded');
    // An address naming Fully funded alone reads as "Fully Funded Only", so both boxes show it.
    expect(readListingSearch(q('funding_type=fully_funded'))).toMatchObject({ funded: true, fundingTypes: [] });
    expect(fundingSelection(true, [])).toEqual(['fully_funded']);
    expect(readListingSearch(q('funded=true&funding_type=self_funded'))).toMatchObject({
      funded: false,
      fundingTypes: ['fully_funded', 'self_funded'],
    });
  });

  it('"Clear All Filters" drops them with the rest', () => {
    expect(clearedAddress('standard')).toBe('/phd-vacancies/standard');
  });
});

describe("activeFilters: the chips above the list and the Filters button's count", () => {
  it("names every active filter once, in the panel's order, with the change that removes it", () => {
    const chips = activeFilters({
      country: 'Germany',
      discipline: undefined,
      university: 'TUM',
      createdAfter: 1_772_323_200, // 2026-03-01
      createdBefore: 1_773_100_800, // 2026-03-10, exclusive: until 9 March
      funded: false,
      fundingTypes: ['fully_funded', 'self_funded'],
      open: true,
    });
    expect(chips.map((c) => c.label)).toEqual([
      'Germany',
      'TUM',
      'Posted from 1 Mar 2026',
      'Posted until 9 Mar 2026',
      'Fully funded',
      'Self-funded',
      'Open for applications',
    ]);
    const route = { category: 'standard' as const, country: 'Germany', university: 'TUM' };
    const address = q(
      'created_at[gt]=1772323200&created_at[lt]=1773100800&funding_type=fully_funded,self_funded&open=true',
    );
    const removed = (label: string) =>
      addressAfterChange(route, address, chips.find((c) => c.label === label)!.remove, NOW);
    expect(removed('TUM')).toBe(
      '/phd-vacancies/standard/Germany?created_at[gt]=1772323200&created_at[lt]=1773100800&funding_type=fully_funded,self_funded&open=true',
    );
    expect(removed('Self-funded')).toBe(
      '/phd-vacancies/standard/Germany/TUM?created_at[gt]=1772323200&created_at[lt]=1773100800&open=true&funded=true',
    );
    expect(removed('Open for applications')).not.toContain('open=');
  });

  it('shows "Fully Funded Only" as the Fully funded chip, and nothing when no filter is on', () => {
    const base = { funded: true, fundingTypes: [], open: false };
    expect(activeFilters(base).map((c) => c.label)).toEqual(['Fully funded']);
    expect(activeFilters({ ...base, funded: false })).toEqual([]);
  });
});
