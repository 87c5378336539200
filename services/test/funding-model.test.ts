// The funding-type model's parts (issue 29): its features, its training and its answer, and where the
// reading leaves a text to the rules. How well it reads postings is measured on the labelled sets
// (tests/eval); here, what it does.
import { describe, expect, it } from 'vitest';
import {
  fundingFeatures,
  MODEL_MIN_WORDS,
  modelReads,
  predictFunding,
  trainFundingModel,
  type FundingExample,
} from '../src/enrichment/local/facts/funding-model.ts';
import { componentsOf, readFunding } from '../src/enrichment/local/facts/reading.ts';
import { conceptFeatures } from '../src/enrichment/local/facts/funding-concepts.ts';

const featuresOf = (text: string, country = 'United Kingdom') =>
  fundingFeatures(text, country, componentsOf(text, country));

describe('funding model features', () => {
  it('takes the words and word pairs of the money sentences only, not the project or the university', () => {
    const f = featuresOf(
      'The University of Leeds is a member of the Russell Group. This project studies glacier melt. The studentship pays a stipend and the tuition fees.',
    );
    expect(f).toContain('w:stipend');
    expect(f).toContain('b:tuition fees');
    expect(f).not.toContain('w:glacier');
    expect(f).not.toContain('w:russell');
  });

  it("carries the rule reading's components and the country's fee regime", () => {
    const uk = featuresOf('This is a self-funded project: applicants must secure their own funding.');
    expect(uk).toEqual(expect.arrayContaining(['bias', 'c:self', 'c:home=null', 'c:intl=null']));
    expect(uk).not.toContain('c:no-fees-country');
    expect(featuresOf('Die Stelle wird nach TV-L E13 vergütet.', 'Germany')).toEqual(
      expect.arrayContaining(['c:pay', 'c:employed', 'c:no-fees-country']),
    );
  });

  it('says what the components say together: fees without pay, pay beside a fee the candidate pays', () => {
    const feesOnly = featuresOf('La ayuda cubre la matrícula. No incluye asignación mensual ni contrato.', 'Spain');
    expect(feesOnly).toEqual(expect.arrayContaining(['c:fees-without-pay', 'c:fees-no-pay-said']));
    const difference = featuresOf(
      'The studentship covers home tuition fees and a stipend of £20,780 per year. International applicants will have to pay the difference between the home and overseas fee themselves.',
    );
    expect(difference).toContain('c:pay-international-fee-unpaid');
    expect(difference).not.toContain('c:fees-without-pay');
    const full = featuresOf('The studentship covers all tuition fees and a stipend of £20,780 per year.');
    expect(full.filter((f) => /^c:(?:fees-|pay-)/.test(f))).toEqual([]);
  });

  it('folds letter case and keeps currency signs as words', () => {
    expect(featuresOf('A STIPEND of S$2,700 per month is paid.')).toEqual(
      expect.arrayContaining(['w:stipend', 'w:s$2']),
    );
  });
});

describe('funding concepts', () => {
  it.each([
    'The stipend is paid for the first year only.',
    'Das Stipendium wird nur für das erste Jahr gezahlt.',
    'La bourse est versée seulement pour la première année.',
    'La beca se paga solo durante el primer año.',
    'Stipendiet betalas endast för det första året.',
  ])('reads the same concepts in every language: %s', (sentence) => {
    expect(conceptFeatures(sentence)).toEqual(expect.arrayContaining(['k:pay', 'k:only', 'k:first', 'k:year']));
  });

  it("reads who pays the difference, and the candidate's own money", () => {
    expect(conceptFeatures('International students must pay the difference in fees.')).toEqual(
      expect.arrayContaining(['k:international', 'k:difference', 'k:fees']),
    );
    expect(conceptFeatures('Die Bewerber müssen eine eigene Finanzierung mitbringen.')).toEqual(
      expect.arrayContaining(['k:own', 'k:funding']),
    );
    expect(conceptFeatures('The group studies glaciers.')).toEqual([]);
  });

  it.each([
    'For the final year the student must find funding from other sources.',
    'Per il terzo anno il dottorando dovrà reperire un finanziamento alternativo.',
    'Voor de tweede helft zoek je aanvullende middelen via een andere bron.',
    'För det tredje året måste doktoranden själv skaffa finansiering från en annan finansiär.',
  ])('reads "the later years are to be found elsewhere" in every language: %s', (sentence) => {
    expect(conceptFeatures(sentence)).toEqual(expect.arrayContaining(['k:later', 'k:elsewhere', 'k:find']));
  });

  it('reads money not there yet, and no later years in "furthermore"', () => {
    expect(conceptFeatures('Den anden halvdel er endnu ikke på plads.')).toContain('k:yet');
    expect(conceptFeatures('Furthermore, the studentship covers fees and a stipend.')).not.toContain('k:later');
  });
});

describe('funding model training', () => {
  const examples: FundingExample[] = [
    { features: ['bias', 'w:salary'], label: 'fully_funded' },
    { features: ['bias', 'w:salary', 'w:gross'], label: 'fully_funded' },
    { features: ['bias', 'w:own', 'w:funding'], label: 'self_funded' },
    { features: ['bias', 'w:own', 'w:bench'], label: 'self_funded' },
    { features: ['bias', 'w:difference'], label: 'partially_funded' },
    { features: ['bias', 'w:difference', 'w:overseas'], label: 'partially_funded' },
    { features: ['bias', 'w:compete'], label: 'unknown' },
    { features: ['bias', 'w:compete', 'w:nominated'], label: 'unknown' },
  ];

  it('learns which words say which funding type', () => {
    const model = trainFundingModel(examples);
    expect(predictFunding(model, ['bias', 'w:salary'])).toBe('fully_funded');
    expect(predictFunding(model, ['bias', 'w:own'])).toBe('self_funded');
    expect(predictFunding(model, ['bias', 'w:difference'])).toBe('partially_funded');
    expect(predictFunding(model, ['bias', 'w:compete'])).toBe('unknown');
  });

  it('is deterministic, and leaves out features seen in fewer examples than minCount', () => {
    const a = trainFundingModel(examples);
    expect([...trainFundingModel(examples).weights]).toEqual([...a.weights]);
    expect(a.weights.has('w:gross')).toBe(false);
    expect(trainFundingModel(examples, { minCount: 1 }).weights.has('w:gross')).toBe(true);
  });

  it('ignores features it never learned', () => {
    const model = trainFundingModel(examples);
    expect(predictFunding(model, ['bias', 'w:salary', 'w:never-seen'])).toBe('fully_funded');
  });
});

describe('who reads a text', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

  it(`leaves a text under ${MODEL_MIN_WORDS} words to the rules and reads a whole posting`, () => {
    expect(modelReads(words(MODEL_MIN_WORDS - 1))).toBe(false);
    expect(modelReads(words(MODEL_MIN_WORDS))).toBe(true);
  });

  it("keeps the editor's own words over the model", () => {
    const posting = `${words(60)}. The studentship pays a stipend of £20,780 per year and the tuition fees.`;
    expect(readFunding('Self-funded', posting, 'United Kingdom').fundingType).toBe('self_funded');
  });

  it('reads a short explicit statement by the rules, whatever the model would say of it', () => {
    expect(readFunding('', 'Die Stelle ist unbezahlt.', 'Germany').fundingType).toBe('self_funded');
  });
});
