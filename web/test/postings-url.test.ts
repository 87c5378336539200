// The /phd-postings address: the listing's filter rules with every filter in the query string.
import { describe, expect, it } from 'vitest';
import {
  postingsAddressAfterChange,
  postingsPageAddress,
  readPostingsRoute,
} from '../src/pages/postings/postings-url.ts';
import { addressAfterChange, type FilterChange } from '../src/components/listing/listing-url.ts';

const NOW = 1_773_000_000;
const q = (text: string) => new URLSearchParams(text);

describe('readPostingsRoute', () => {
  it('reads country, discipline and a university only under a country', () => {
    expect(readPostingsRoute(q('country=United%20Kingdom&university=Oxford&discipline=Physics'))).toEqual({
      country: 'United Kingdom',
      university: 'Oxford',
      discipline: 'Physics',
    });
    expect(readPostingsRoute(q('university=Oxford&country=%20'))).toEqual({
      country: undefined,
      university: undefined,
      discipline: undefined,
    });
  });
});

describe('postingsAddressAfterChange', () => {
  it('keeps names as they are (hyphens included) and goes back to page 1', () => {
    expect(postingsAddressAfterChange(q('page=3'), { kind: 'country', value: 'Guinea-Bissau' }, NOW)).toBe(
      '/phd-postings?country=Guinea-Bissau',
    );
  });

  it('clears the university when the country or discipline changes, and refuses one without a country', () => {
    const current = q('country=Ireland&university=Trinity');
    expect(postingsAddressAfterChange(current, { kind: 'discipline', value: 'Physics' }, NOW)).toBe(
      '/phd-postings?country=Ireland&discipline=Physics',
    );
    expect(postingsAddressAfterChange(q(''), { kind: 'university', value: 'Trinity' }, NOW)).toBe('/phd-postings');
  });

  it('ends a start date without an end date now, sets funded and the keyword', () => {
    expect(postingsAddressAfterChange(q(''), { kind: 'start', value: 100 }, NOW)).toBe(
      `/phd-postings?created_at[gt]=100&created_at[lt]=${NOW}`,
    );
    expect(postingsAddressAfterChange(q('q=old'), { kind: 'funded', value: true }, NOW)).toBe(
      '/phd-postings?q=old&funded=true',
    );
    expect(postingsAddressAfterChange(q('funded=true'), { kind: 'q', value: '  ice  ' }, NOW)).toBe(
      '/phd-postings?funded=true&q=ice',
    );
  });
});

describe('postingsPageAddress', () => {
  it('writes the page, and none for page 1', () => {
    expect(postingsPageAddress(q('q=ice'), 2)).toBe('/phd-postings?q=ice&page=2');
    expect(postingsPageAddress(q('q=ice&page=2'), 1)).toBe('/phd-postings?q=ice');
  });
});

describe('one set of rules for both listings', () => {
  it('writes each change to the query string as /phd-vacancies does', () => {
    const current = 'q=ice&page=4&funded=true&created_at[lt]=500';
    const changes: FilterChange[] = [
      { kind: 'start', value: 100 },
      { kind: 'end' },
      { kind: 'funding', value: 'partially_funded', checked: true },
      { kind: 'open', value: true },
      { kind: 'stipend', value: { amount: 20_000, currency: 'EUR' } },
      { kind: 'q', value: ' fire ' },
    ];
    const query = (address: string) => address.slice(address.indexOf('?'));
    for (const change of changes) {
      const vacancies = addressAfterChange({ category: 'standard' }, q(current), change, NOW);
      expect(query(postingsAddressAfterChange(q(current), change, NOW))).toBe(query(vacancies));
    }
  });
});
