// The summary measures themselves (issue 29): each must catch the failure it names and pass a
// summary that does not have it, or the evaluation's figures mean nothing.
import { describe, expect, it } from 'vitest';
import type { PostingFacts } from '@phd/services/enrichment/engine';
import { contradiction, cutWord, hasResearchSentence } from './summary-checks.ts';

const facts = (over: Partial<PostingFacts>): PostingFacts => ({
  fundingType: 'fully_funded',
  tuition: { home: null, international: null },
  stipend: null,
  durationMonths: null,
  startDate: null,
  eligibility: [],
  ...over,
});

describe('summary checks', () => {
  const research = [
    'The project will build a mechanised semantics for a core subset of Rust in Coq and prove optimisation passes correct.',
  ];

  it('finds a research sentence kept whole or cut to a clause, and not the title rewritten', () => {
    expect(
      hasResearchSentence(
        'The project will build a mechanised semantics for a core subset of Rust in Coq. Fully funded at Glasgow.',
        research,
      ),
    ).toBe(true);
    expect(
      hasResearchSentence(
        'PhD Studentship on Verified Compilation of Rust at University of Glasgow (fully funded). Apply by 31 January 2027.',
        research,
      ),
    ).toBe(false);
    expect(hasResearchSentence('Fully funded. Apply by 31 January 2027.', [])).toBe(false);
  });

  it('names a contradiction: two funding types, another type than the facts, fees covered when they are not', () => {
    expect(
      contradiction('A studentship (partially funded). This is a fully funded 3.5-year studentship.', facts({})),
    ).toMatch(/names/);
    expect(contradiction('This is a partially funded studentship.', facts({}))).toMatch(/other than fully_funded/);
    expect(
      contradiction(
        'A stipend of $25,000 CAD, with tuition fees covered.',
        facts({ fundingType: 'partially_funded', tuition: { home: false, international: false } }),
      ),
    ).toMatch(/fees are covered/);
    expect(
      contradiction(
        'Partially funded: a stipend of $25,000 CAD; students pay their own tuition.',
        facts({ fundingType: 'partially_funded', tuition: { home: false, international: false } }),
      ),
    ).toBeNull();
  });

  it("finds a word or number cut at a sentence end, and a missing final stop, but not the engine's own words", () => {
    const source =
      'The project measures PM2.5 exposure in Delhi. The studentship is at the University of Glasgow, which is committed to equality.';
    expect(cutWord('The project measures PM2. Apply by 1 May 2027.', source)).toBe('project measures PM2');
    expect(cutWord('The project measures PM2.5 exposure in Delhi. Fully funded at the Universit.', source)).toBe(
      'at the Universit',
    );
    expect(cutWord('The project measures PM2.5 exposure in Delhi. Fully funded, with a', source)).toMatch(
      /without a full stop/,
    );
    expect(
      cutWord('The project measures PM2.5 exposure in Delhi. Fully funded at the University of Glasgow.', source),
    ).toBeNull();
    // "per month" is the engine's wording; the source's "months" does not make "month" a cut.
    expect(
      cutWord(
        'The project measures PM2.5 exposure in Delhi. A salary of €2,770 per month.',
        `${source} For 48 months.`,
      ),
    ).toBeNull();
  });
});
