import { describe, expect, it } from 'vitest';
import {
  factRows,
  languageText,
  startText,
  stipendText,
  tuitionText,
} from '../src/components/opportunity/funding-facts.ts';
import { fundingLine } from '@phd/contracts/funding-line';

const facts = {
  tuition: { home: true, international: false },
  stipend: { amount: 20780, currency: 'GBP', period: 'year' as const, yearly_amount: 20780 },
  duration_months: 42,
  start_date: '2027-10',
  eligibility: ['UK applicants only'],
};

describe('funding facts in words', () => {
  it('lists what is known, in reading order', () => {
    expect(factRows('fully_funded', facts, 'en')).toEqual([
      { label: 'Funding', value: 'Fully funded' },
      { label: 'Stipend', value: '£20,780 a year' },
      { label: 'Tuition fees', value: 'Covered for home students only' },
      { label: 'Duration', value: '42 months' },
      { label: 'Starts', value: 'October 2027' },
      { label: 'Eligibility', value: 'UK applicants only' },
    ]);
  });

  it("the funding line (cards and the digest alike) is the type, with the posting's own words when they add something", () => {
    expect(fundingLine('fully_funded', "CHF 47'040  a year")).toBe("Fully funded · CHF 47'040 a year");
    expect(fundingLine('self_funded', 'self-funded')).toBe('Self-funded');
    expect(fundingLine('unknown', 'Scholarship available')).toBe('Scholarship available');
    expect(fundingLine(null, '  ')).toBeNull();
  });

  it('says nothing of an unknown funding type or absent facts', () => {
    expect(factRows('unknown', null, null)).toEqual([]);
    expect(
      factRows(null, { ...facts, stipend: null, duration_months: null, start_date: null, eligibility: [] }, null),
    ).toEqual([{ label: 'Tuition fees', value: 'Covered for home students only' }]);
  });

  it('names the language of a posting not written in English, in English', () => {
    expect(factRows('fully_funded', null, 'de')).toEqual([
      { label: 'Funding', value: 'Fully funded' },
      { label: 'Language', value: 'German' },
    ]);
    expect(factRows(null, { ...facts, stipend: null, eligibility: [] }, 'fr').at(-1)).toEqual({
      label: 'Language',
      value: 'French',
    });
    expect(languageText('nl')).toBe('Dutch');
    expect(languageText('en')).toBeNull();
    expect(languageText('not a code')).toBeNull();
  });

  it('reads stipends, tuition and start dates as people write them', () => {
    expect(stipendText({ amount: 2700, currency: 'EUR', period: 'month' })).toBe('€2,700 a month');
    expect(stipendText({ amount: 50000, currency: 'CHF', period: 'total' })).toBe('CHF\u00a050,000 in total');
    expect(tuitionText({ home: true, international: true })).toBe('Covered for home and international students');
    expect(tuitionText({ home: null, international: null })).toBeNull();
    expect(startText('2027-09-01')).toBe('1 September 2027');
  });
});
