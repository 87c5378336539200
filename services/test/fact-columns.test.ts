// The columns derived from the facts (stipend_yearly, stipend_currency, eligible_countries) and the language: one function
// derives them, and an enrichment writes them from the facts the row keeps, the editor's when theirs win.
import { describe, expect, it } from 'vitest';
import type { Enrichment } from '../src/enrichment/engine.ts';
import { inferredColumns } from '../src/enrichment/enrich-opportunity.ts';
import { factColumns } from '../src/enrichment/fact-columns.ts';

const facts = (stipend: object | null, durationMonths: number | null = null, eligibility: string[] = []) => ({
  tuition: { home: true, international: null },
  stipend,
  durationMonths,
  startDate: null,
  eligibility,
});

const result = (stipend: object | null, language?: string | null): Enrichment => ({
  summary: 'A summary.',
  discipline: 'Physics',
  facts: { fundingType: 'fully_funded', ...facts(stipend, 36) } as Enrichment['facts'],
  ...(language !== undefined && { language }),
});

describe('factColumns', () => {
  it('gives the yearly figure in the posting currency', () => {
    expect(factColumns(facts({ amount: 2700, currency: 'SGD', period: 'month' }), 'Singapore')).toEqual({
      stipendYearly: 32400,
      stipendCurrency: 'SGD',
      eligibleCountries: [],
    });
    expect(factColumns(facts({ amount: 20780, currency: 'GBP', period: 'year' }), 'United Kingdom')).toEqual({
      stipendYearly: 20780,
      stipendCurrency: 'GBP',
      eligibleCountries: [],
    });
  });

  it('gives none for no stipend, a total without a duration, or facts in another shape', () => {
    const none = { stipendYearly: null, stipendCurrency: null, eligibleCountries: [] };
    expect(factColumns(facts(null), 'Germany')).toEqual(none);
    expect(factColumns(facts({ amount: 70000, currency: 'EUR', period: 'total' }), 'Germany')).toEqual(none);
    expect(factColumns(null, 'Germany')).toEqual(none);
    expect(factColumns({ stipend: 'about 20k' }, 'Germany')).toEqual(none);
  });

  it('gives who may apply from the eligibility notes, with or without a stipend', () => {
    expect(factColumns(facts(null, null, ['UK applicants only']), 'United Kingdom')).toMatchObject({
      eligibleCountries: ['GB'],
    });
    expect(factColumns(facts(null, null, ['home students only']), 'Canada')).toMatchObject({
      eligibleCountries: ['CA'],
    });
  });
});

describe('inferredColumns', () => {
  const empty = {
    aiSummary: null,
    discipline: null,
    fundingType: null,
    facts: null,
    inferredFields: [],
    fullyFunded: false,
    country: 'Germany',
  };

  it("writes the inferred facts' stipend columns and the detected language", () => {
    const columns = inferredColumns(empty, result({ amount: 1500, currency: 'EUR', period: 'month' }, 'de'));
    expect(columns).toMatchObject({ stipendYearly: 18000, stipendCurrency: 'EUR', language: 'de' });
  });

  it("derives the columns from the editor's facts when theirs win", () => {
    const edited = { ...empty, facts: facts({ amount: 30000, currency: 'CHF', period: 'year' }) };
    const columns = inferredColumns(edited, result({ amount: 1500, currency: 'EUR', period: 'month' }));
    expect(columns.facts).toBeUndefined();
    expect(columns).toMatchObject({ stipendYearly: 30000, stipendCurrency: 'CHF' });
    expect(columns).not.toHaveProperty('language');
  });
});
