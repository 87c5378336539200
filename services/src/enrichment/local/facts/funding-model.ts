// The funding type, learned (issue 29): a multinomial logistic regression over the posting's money
// sentences (their words, word pairs and the concepts they speak of in any language,
// funding-concepts.ts) and the rule reading's components (reading.ts: pay found, who pays the fees, a
// shortfall, a competition...). Hand-written rules alone fitted the wording they
// were written from and carried little to new wording; the regression learns from every labelled
// posting of the tuning sets how much each word and each component says, so a new way of writing
// "you pay the rest" is weighed by its words instead of falling through the rules.
//
// The weights are trained offline by `npm run train:funding` (deterministic: plain gradient descent
// from zero, a fixed number of steps) and shipped in funding-weights.ts; a test retrains and checks
// the shipped weights are the ones the tuning sets give today.
import { FUNDING_TYPES, type FundingType } from '../../engine.ts';
import type { FundingComponents } from './funding-type.ts';
import { conceptFeatures } from './funding-concepts.ts';
import {
  COMPOUND_PAY,
  EMPLOYMENT_WORDS,
  FEE_WORDS,
  FUNDING_NOUNS,
  PAY_WORDS,
  SELF_FUNDED_WORDS,
} from './vocabulary.ts';

/** The labels in the model's order (one weight per label per feature). */
export const MODEL_LABELS: readonly FundingType[] = FUNDING_TYPES;

/** Countries whose universities charge doctoral candidates no tuition. */
export const NO_DOCTORAL_FEES = new Set([
  'Germany',
  'Austria',
  'Netherlands',
  'Norway',
  'Finland',
  'Czech Republic',
  'Czechia',
]);

/**
 * A sentence about money, in any language the vocabulary knows: pay, fees, funding, costs, contracts,
 * competitions. Only these sentences' words are features; the project's and the university's words
 * say nothing of who pays.
 */
const MONEY_SENTENCE = new RegExp(
  [
    `(?<![\\p{L}])(?:${PAY_WORDS}|${EMPLOYMENT_WORDS}|${FEE_WORDS}|${FUNDING_NOUNS}|${SELF_FUNDED_WORDS})`,
    COMPOUND_PAY,
    'fund|financ|stipend|salar|gehalt|vergüt|palk|apura|rahoit|fee|tuition|scholar|bourse|beca|borsa|bolsa|fellowship|studentship|bursar|\\bpay|paid|cost|grant|\\bself|\\bown\\b|contract|vertrag|contrat|employ|compet|nominat|award|rémun|remun|support|cover|waiv|loan|sponsor|midler|takst',
    '[€$£¥₩]|\\b(?:eur|euros?|chf|sek|dkk|nok|kr|kronor|kroner|dollars?|pounds?|yen|won|francs?)\\b',
  ].join('|'),
  'iu',
);

const SENTENCES = /(?<=[.!?;])\s+/;
const WORDS = /[\p{L}\p{N}$€£¥₩]+/gu;

const COMPONENT_FLAGS = [
  'self',
  'partial',
  'feesOnly',
  'partPaid',
  'tentative',
  'full',
  'conditional',
  'noPay',
  'feesNotCharged',
  'feesExempt',
  'pay',
  'employed',
  'feesWaived',
] as const satisfies readonly (keyof FundingComponents)[];

/** The features of one posting: its components, its country's fee regime, its money sentences' words and pairs. */
export function fundingFeatures(text: string, country: string, c: FundingComponents): string[] {
  const features = new Set<string>(['bias']);
  for (const flag of COMPONENT_FLAGS) if (c[flag]) features.add(`c:${flag}`);
  if (c.stipend) features.add('c:stipend');
  features.add(`c:home=${c.fees.home}`);
  features.add(`c:intl=${c.fees.international}`);
  if (NO_DOCTORAL_FEES.has(country)) features.add('c:no-fees-country');
  // What components say together, which a weighted sum of each alone cannot: fees covered without
  // pay is a fees-only place; pay beside a fee the candidate pays, or a shortfall, is part of the money.
  const paid = c.pay || c.stipend !== null;
  const feesCovered = c.feesWaived || c.fees.home === true || c.fees.international === true;
  if (feesCovered && !paid) features.add('c:fees-without-pay');
  if (feesCovered && c.noPay) features.add('c:fees-no-pay-said');
  if (paid && c.fees.international === false) features.add('c:pay-international-fee-unpaid');
  if (paid && c.fees.home === false) features.add('c:pay-home-fee-unpaid');
  if (paid && c.partial) features.add('c:pay-shortfall');
  for (const sentence of text.split(SENTENCES)) {
    if (!MONEY_SENTENCE.test(sentence)) continue;
    for (const concept of conceptFeatures(sentence)) features.add(concept);
    const words = sentence.normalize('NFKC').toLowerCase().match(WORDS) ?? [];
    words.forEach((word, i) => {
      features.add(`w:${word}`);
      if (i > 0) features.add(`b:${words[i - 1]} ${word}`);
    });
  }
  return [...features];
}

export interface FundingModel {
  /** Each feature's weights, one per label (MODEL_LABELS order). */
  weights: ReadonlyMap<string, readonly number[]>;
}

export interface FundingExample {
  features: readonly string[];
  label: FundingType;
}

export interface TrainingOptions {
  /** L2 penalty. */
  l2?: number;
  steps?: number;
  rate?: number;
  /** A feature must occur in this many examples to be learned (rarer ones are noise). */
  minCount?: number;
}

/** Full-batch gradient descent from zero: the same examples always give the same weights. */
export function trainFundingModel(examples: readonly FundingExample[], options: TrainingOptions = {}): FundingModel {
  const { l2 = 0.003, steps = 300, rate = 0.5, minCount = 2 } = options;
  const K = MODEL_LABELS.length;
  const counts = new Map<string, number>();
  for (const e of examples) for (const f of e.features) counts.set(f, (counts.get(f) ?? 0) + 1);
  const names = [...counts].filter(([, n]) => n >= minCount).map(([f]) => f);
  names.sort();
  const index = new Map(names.map((f, i) => [f, i]));
  const active = examples.map((e) => e.features.flatMap((f) => index.get(f) ?? []));
  const labels = examples.map((e) => MODEL_LABELS.indexOf(e.label));
  // Weights and gradient laid out feature by feature, K labels each.
  const weights = new Float64Array(names.length * K);
  const gradient = new Float64Array(names.length * K);
  const z = new Float64Array(K);
  for (let step = 0; step < steps; step++) {
    gradient.fill(0);
    active.forEach((features, n) => {
      z.fill(0);
      for (const i of features) for (let k = 0; k < K; k++) z[k]! += weights[i * K + k]!;
      const top = Math.max(...z);
      let sum = 0;
      for (let k = 0; k < K; k++) {
        z[k] = Math.exp(z[k]! - top);
        sum += z[k]!;
      }
      for (let k = 0; k < K; k++) {
        const g = z[k]! / sum - (k === labels[n] ? 1 : 0);
        for (const i of features) gradient[i * K + k]! += g;
      }
    });
    for (let j = 0; j < weights.length; j++) weights[j]! -= rate * (gradient[j]! / examples.length + l2 * weights[j]!);
  }
  return { weights: new Map(names.map((f, i) => [f, [...weights.subarray(i * K, i * K + K)]])) };
}

/**
 * The model was trained on whole postings (55 to 370 words) and is measured on them; a text shorter
 * than this (an editor's one-line note, a feed's teaser) gives it too few words to weigh, and the
 * rules (funding-type.ts), which read explicit statements right, decide there.
 */
export const MODEL_MIN_WORDS = 40;

/** Whether the model reads this text, or the rules do. */
export const modelReads = (text: string) => (text.match(/\S+/g)?.length ?? 0) >= MODEL_MIN_WORDS;

/** The most likely funding type of a posting's features. */
export function predictFunding(model: FundingModel, features: readonly string[]): FundingType {
  const z = MODEL_LABELS.map(() => 0);
  for (const f of features) {
    const w = model.weights.get(f);
    if (w) for (let k = 0; k < z.length; k++) z[k]! += w[k]!;
  }
  return MODEL_LABELS[z.indexOf(Math.max(...z))]!;
}
