// The local engine's facts by rules (issue 17), one rule family at a time, on the words postings use.
import { describe, expect, it } from 'vitest';
import { postingFactsSchema } from '../src/enrichment/engine.ts';
import { durationMonthsOf } from '../src/enrichment/local/facts/duration.ts';
import { eligibilityOf } from '../src/enrichment/local/facts/eligibility.ts';
import { fundingTypeOf } from '../src/enrichment/local/facts/funding-type.ts';
import { extractFacts } from '../src/enrichment/local/facts/index.ts';
import { parseAmount } from '../src/enrichment/local/facts/numbers.ts';
import { startDateOf } from '../src/enrichment/local/facts/start-date.ts';
import { stipendOf } from '../src/enrichment/local/facts/stipend.ts';
import { tuitionOf } from '../src/enrichment/local/facts/tuition.ts';

describe('funding type', () => {
  it.each([
    ['Applications are invited for a fully funded three-year PhD studentship.', 'fully_funded'],
    ['A fully-funded position in our group.', 'fully_funded'],
    ['The position is paid according to TV-L E13 (65%).', 'fully_funded'],
    ['We offer a four-year position starting at €2,770 gross per month.', 'fully_funded'],
    ['The studentship covers home tuition fees and a tax-free stipend of £20,780 per annum.', 'fully_funded'],
    ['This is a self-funded PhD: applicants must secure their own funding.', 'self_funded'],
    ['There is no funding attached to this project.', 'self_funded'],
    ['Candidates must fund fees and maintenance themselves.', 'self_funded'],
    ['This project is partially funded by the department.', 'partially_funded'],
    ['The scholarship covers tuition fees. It does not include a monthly stipend.', 'partially_funded'],
    ['A stipend of AUD 37,000 per annum. Tuition fees are not included.', 'partially_funded'],
    [
      'The award covers home tuition fees and a stipend. Overseas applicants must fund the difference between home and overseas fees.',
      'partially_funded',
    ],
    ['A stipend of SGD 2,000 per month for the first two years only.', 'partially_funded'],
    ['The scholarship offers a 50% reduction in tuition fees. No living stipend is attached.', 'partially_funded'],
    ['A half-time graduate assistantship with a stipend and a 50% tuition scholarship.', 'partially_funded'],
    ['The scholarship provides a stipend, a contribution to fees and research expenses.', 'fully_funded'],
    ['This project competes for a competition-funded studentship covering fees and a stipend.', 'unknown'],
    ['Candidates develop a proposal and submit it to national fellowship calls.', 'unknown'],
    ['We study the ecology of alpine lakes with field campaigns.', 'unknown'],
  ] as const)('%s -> %s', (text, expected) => {
    expect(fundingTypeOf('', text)).toBe(expected);
  });

  it("reads the editor's funding texts before the description", () => {
    expect(fundingTypeOf('Self-funded', 'A fully funded studentship with a stipend.')).toBe('self_funded');
    expect(fundingTypeOf('Fully funded. Stipend and fees covered.', 'Join our group.')).toBe('fully_funded');
    expect(fundingTypeOf('Partially funded', 'We study lakes.')).toBe('partially_funded');
  });

  it('a funded place that also welcomes self-funded applicants stays fully funded', () => {
    expect(fundingTypeOf('', 'A fully funded studentship. Self-funded applicants are also welcome.')).toBe(
      'fully_funded',
    );
  });
});

describe('stipend', () => {
  it.each([
    ['a tax-free stipend of £20,780 per annum', 'United Kingdom', { amount: 20780, currency: 'GBP', period: 'year' }],
    ['a salary of €2,770 gross per month', 'Netherlands', { amount: 2770, currency: 'EUR', period: 'month' }],
    ['The gross salary is 2.770 Euro per month.', 'Germany', { amount: 2770, currency: 'EUR', period: 'month' }],
    ["a salary starting at CHF 47'040 per year", 'Switzerland', { amount: 47040, currency: 'CHF', period: 'year' }],
    ['The salary is SEK 34 600 per month.', 'Sweden', { amount: 34600, currency: 'SEK', period: 'month' }],
    ['The monthly salary is kr 30,000.', 'Denmark', { amount: 30000, currency: 'DKK', period: 'month' }],
    ['a stipend of $35,000 per year', 'United States', { amount: 35000, currency: 'USD', period: 'year' }],
    ['a stipend of $28,000 a year', 'Canada', { amount: 28000, currency: 'CAD', period: 'year' }],
    [
      'a living allowance stipend of AUD 37,000 per annum',
      'Australia',
      { amount: 37000, currency: 'AUD', period: 'year' },
    ],
  ] as const)('%s (%s)', (text, country, expected) => {
    expect(stipendOf(text, country)).toEqual(expected);
  });

  it('fees, bench fees and research budgets are not a stipend', () => {
    expect(stipendOf('International tuition fees are £28,000 per year.', 'United Kingdom')).toBeNull();
    expect(stipendOf('A bench fee of £5,000 per year applies.', 'United Kingdom')).toBeNull();
    expect(stipendOf('A research training support grant of £3,000 is included.', 'United Kingdom')).toBeNull();
    expect(
      stipendOf('Tuition fees of £4,786 are covered, and a stipend of £20,780 per annum is paid.', 'United Kingdom'),
    ).toEqual({ amount: 20780, currency: 'GBP', period: 'year' });
  });

  it('the pay word just before an amount names it, even with fees after', () => {
    expect(
      stipendOf(
        'It includes a stipend at the UKRI rate (£20,780 in 2026/27), UK tuition fees and a grant.',
        'United Kingdom',
      ),
    ).toEqual({ amount: 20780, currency: 'GBP', period: 'year' });
    expect(stipendOf('Monthly salary starts at SEK 31 000. Last application date: 14 January.', 'Sweden')).toEqual({
      amount: 31000,
      currency: 'SEK',
      period: 'month',
    });
  });

  it('reads thousands separators of any locale', () => {
    expect(parseAmount('20,780')).toBe(20780);
    expect(parseAmount('20.780')).toBe(20780);
    expect(parseAmount("47'040")).toBe(47040);
    expect(parseAmount('34 600')).toBe(34600);
    expect(parseAmount('2,770.50')).toBe(2770.5);
    expect(parseAmount('2.770,50')).toBe(2770.5);
  });
});

describe('duration', () => {
  it.each([
    ['a fully funded three-year PhD studentship', 36],
    ['funding for 3.5 years', 42],
    ['a 36 months fixed-term contract', 36],
    ['The position is for three and a half years.', 42],
    ['a four-year doctoral position', 48],
    ['The expected duration is 4 years.', 48],
    ['a stipend of £20,780 per year for up to four years', 48],
  ] as const)('%s -> %i months', (text, months) => {
    expect(durationMonthsOf(text)).toBe(months);
  });

  it('years of experience and past periods are not a duration', () => {
    expect(durationMonthsOf('At least two years of experience in Python.')).toBeNull();
    expect(durationMonthsOf('Our group has grown over the last five years.')).toBeNull();
  });
});

describe('start date', () => {
  it.each([
    ['The project is starting October 2027.', '2027-10'],
    ['The project starts in October 2027. Apply by 31 January 2027.', '2027-10'],
    ['Start date: 1 March 2027.', '2027-03-01'],
    ['The preferred start date is September 1, 2027.', '2027-09-01'],
    ['Expected start: 2027-10-01.', '2027-10-01'],
  ] as const)('%s -> %s', (text, expected) => {
    expect(startDateOf(text)).toBe(expected);
  });

  it('a deadline or the start of a review is not a start date', () => {
    expect(startDateOf('Apply by 31 January 2027.')).toBeNull();
    expect(startDateOf('Priority review begins February 1, 2027.')).toBeNull();
  });
});

describe('eligibility', () => {
  it.each([
    ['Due to funding restrictions this studentship is open to UK applicants only.', 'UK applicants only'],
    ['The award is available to EU/UK students only.', 'EU/UK only'],
    ['Funding is available to home students only.', 'home students only'],
    ['Applicants must be US citizens or permanent residents.', 'US citizens or permanent residents only'],
  ] as const)('a known restriction in its short form: %s -> %s', (text, note) => {
    expect(eligibilityOf(text)).toEqual([note]);
  });

  it.each([
    ['This position is open to all nationalities.', 'This position is open to all nationalities'],
    ['Applicants of any nationality are eligible.', 'Applicants of any nationality are eligible'],
    [
      'International applicants are eligible but would need to fund the difference between home and international fees.',
      'International applicants are eligible but would need to fund the difference between home and international fees',
    ],
  ] as const)('anything else in the posting’s own words: %s', (text, note) => {
    expect(eligibilityOf(`We study alpine lakes. ${text} The project starts in October.`)).toEqual([note]);
  });

  it('keeps each note within 200 characters', () => {
    const long = `Applicants of any nationality are eligible, ${'provided that they meet the requirements, '.repeat(8)}.`;
    const [note] = eligibilityOf(long);
    expect(note!.length).toBeLessThanOrEqual(200);
    expect(note).toMatch(/^Applicants of any nationality/);
  });

  it('says nothing when the posting does not', () => {
    expect(eligibilityOf('We study alpine lakes. The position starts in October.')).toEqual([]);
  });

  it('a restriction beats a general welcome', () => {
    expect(
      eligibilityOf('Open to UK applicants only. International students are welcome to apply for other projects.'),
    ).toEqual(['UK applicants only']);
  });
});

describe('tuition', () => {
  it('home fees with an international top-up to pay', () => {
    expect(
      tuitionOf(
        'The award covers home tuition fees. International applicants must pay the difference between home and international fees.',
        'partially_funded',
      ),
    ).toEqual({ home: true, international: false });
  });

  it('fees for home and international students', () => {
    expect(tuitionOf('Tuition fees for home and international students are covered.', 'fully_funded')).toEqual({
      home: true,
      international: true,
    });
  });

  it('says nothing when the posting does not', () => {
    expect(tuitionOf('A salary according to TV-L E13.', 'fully_funded')).toEqual({ home: null, international: null });
  });

  it('fees not included, or a self-funded place: not covered for anyone', () => {
    expect(tuitionOf('A stipend of AUD 37,000. Tuition fees are not included.', 'partially_funded')).toEqual({
      home: false,
      international: false,
    });
    expect(tuitionOf('Join our lab.', 'self_funded')).toEqual({ home: false, international: false });
  });

  it('fees named among what is provided cover both; a few awards for international students decide nothing', () => {
    expect(tuitionOf('The studentship provides full tuition fees and a stipend.', 'fully_funded')).toEqual({
      home: true,
      international: true,
    });
    expect(
      tuitionOf(
        'The studentship covers fees at the home rate. A limited number of awards cover international fees.',
        'fully_funded',
      ),
    ).toEqual({ home: true, international: null });
  });
});

describe('extractFacts', () => {
  it('gathers every family and always satisfies the facts schema', () => {
    const facts = extractFacts({
      editorTexts: '',
      country: 'United Kingdom',
      description:
        'Applications are invited for a fully funded three-year PhD studentship. The studentship covers home tuition fees and a tax-free stipend of £20,780 per annum. Due to funding restrictions this studentship is open to UK applicants only. The project starts in October 2027.',
    });
    expect(facts).toEqual({
      fundingType: 'fully_funded',
      tuition: { home: true, international: null },
      stipend: { amount: 20780, currency: 'GBP', period: 'year' },
      durationMonths: 36,
      startDate: '2027-10',
      eligibility: ['UK applicants only'],
    });
    expect(postingFactsSchema.parse(facts)).toEqual(facts);
    const empty = extractFacts({ editorTexts: '', country: 'France', description: '' });
    expect(postingFactsSchema.safeParse(empty).success).toBe(true);
  });
});
