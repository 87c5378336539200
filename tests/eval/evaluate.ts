// Scores an enrichment engine against the hand-labelled evaluation set (tests/eval/postings.json):
// discipline top-1 and funding-type accuracy (the targets), the share of summaries keeping
// each key fact, and the structured facts. Used by `npm run eval` and by the regression test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Enrichment, EnrichmentEngine, EnrichmentInput } from '@phd/services/enrichment/engine';
import { FUNDING_TYPES, stipendSchema } from '@phd/services/enrichment/engine';
import { htmlBlocks } from '@phd/services/enrichment/local/text';
import { contradiction, cutWord, hasResearchSentence, summarySentences } from './summary-checks.ts';

const KEY_FACTS = ['university', 'subject', 'funding', 'deadline'] as const;
type KeyFact = (typeof KEY_FACTS)[number];

const evalPostingSchema = z.object({
  id: z.string(),
  input: z.object({
    title: z.string(),
    description: z.string(),
    universityName: z.string(),
    department: z.string().nullable(),
    country: z.string(),
    city: z.string().nullable(),
    closingDate: z.string().nullable(),
    deadline: z.string().nullable(),
    funding: z.string().nullable(),
    fundingDetails: z.string().nullable(),
  }),
  truth: z.object({
    discipline: z.string(),
    fundingType: z.enum(FUNDING_TYPES),
    stipend: stipendSchema.nullable(),
    tuition: z.object({ home: z.boolean().nullable(), international: z.boolean().nullable() }),
    durationMonths: z.number().nullable(),
    startDate: z.string().nullable(),
    eligibility: z.array(z.string()),
    keyFacts: z.object({
      university: z.string().nullable(),
      subject: z.string().nullable(),
      funding: z.string().nullable(),
      deadline: z.string().nullable(),
    }),
    /** ISO 639-1 code of the description's language. */
    language: z
      .string()
      .regex(/^[a-z]{2}$/)
      .optional(),
    /** The description's sentences that say what the research is (verbatim); [] when none does. */
    research: z.array(z.string().min(1)),
  }),
});
export type EvalPosting = z.infer<typeof evalPostingSchema>;

export const EVAL_SET_PATH = join(import.meta.dirname, 'postings.json');
/** Postings written after the engine was tuned and never used for tuning. */
export const HELD_OUT_PATH = join(import.meta.dirname, 'postings-holdout.json');

/** A labelled set and whether its postings were read while writing the rules. */
export interface EvalSetFile {
  name: string;
  path: string;
  heldOut: boolean;
}

/** Every labelled set, held-out sets first: their figures are the honest ones. */
export const EVAL_SETS: readonly EvalSetFile[] = [
  { name: 'held-out', path: HELD_OUT_PATH, heldOut: true },
  { name: 'long held-out', path: join(import.meta.dirname, 'postings-long-holdout.json'), heldOut: true },
  { name: 'tuning', path: EVAL_SET_PATH, heldOut: false },
  { name: 'long tuning', path: join(import.meta.dirname, 'postings-long.json'), heldOut: false },
];

export function loadEvalSet(path = EVAL_SET_PATH): EvalPosting[] {
  return z.array(evalPostingSchema).parse(JSON.parse(readFileSync(path, 'utf8')));
}

/** The posting as an engine reads it: an ISO closing date is the end of that day (UTC). */
export function engineInput(posting: EvalPosting): EnrichmentInput {
  const { closingDate, ...rest } = posting.input;
  // Nothing stated beside the text: the evaluation judges what an engine reads from the posting.
  return {
    ...rest,
    closingDate: closingDate ? new Date(`${closingDate.slice(0, 10)}T23:59:00Z`) : null,
    statedFundingType: null,
  };
}

/** Lower case, typographic quotes and dashes made plain, white space collapsed. */
const normalise = (text: string) =>
  text.normalize('NFKC').toLowerCase().replace(/[’‘`]/g, "'").replace(/[–—‑]/g, '-').replace(/\s+/g, ' ').trim();

export const mentions = (summary: string, fact: string) => normalise(summary).includes(normalise(fact));

export interface Share {
  correct: number;
  total: number;
}
export const rate = (s: Share) => (s.total === 0 ? 1 : s.correct / s.total);

export interface Miss {
  id: string;
  expected: unknown;
  got: unknown;
}

export interface EngineReport {
  engine: string;
  postings: number;
  /** How many results each engine produced (the OpenAI engine answers 'local' when it fell back). */
  answeredBy: Record<string, number>;
  /** Mean milliseconds per posting (engine.enrich, sequential, after the warm-up postings). */
  meanMs: number;
  discipline: Share;
  fundingType: Share;
  /** Summaries that keep every key fact the posting has. */
  keyFacts: Share;
  keyFact: Record<KeyFact, Share>;
  stipend: Share;
  durationMonths: Share;
  startDate: Share;
  tuition: Share;
  eligibility: Share;
  /** Summaries within the rules: plain text, at most 300 characters, 2 or 3 sentences. */
  summaryShape: Share;
  /** Summaries with a sentence about the research, among postings that have one. */
  researchSentence: Share;
  /** Summaries that do not contradict the engine's own facts. */
  noContradiction: Share;
  /** Summaries that end every sentence on a whole word or number. */
  noCutWord: Share;
  language: Share;
  misses: Record<
    | 'discipline'
    | 'fundingType'
    | 'keyFacts'
    | 'stipend'
    | 'tuition'
    | 'eligibility'
    | 'language'
    | 'research'
    | 'contradiction'
    | 'cutWord',
    Miss[]
  >;
}

const share = (): Share => ({ correct: 0, total: 0 });
const count = (s: Share, ok: boolean) => {
  s.total += 1;
  if (ok) s.correct += 1;
};

const sameStipend = (a: Enrichment['facts']['stipend'], b: EvalPosting['truth']['stipend']) =>
  a === null || b === null
    ? a === b
    : Math.abs(a.amount - b.amount) < 1 && a.currency === b.currency && a.period === b.period;

/** Eligibility is right when it says nothing exactly when the posting does, and names each keyword. */
const sameEligibility = (notes: string[], keywords: string[]) => {
  if (keywords.length === 0) return notes.length === 0;
  const text = normalise(notes.join(' | '));
  return keywords.every((k) => text.includes(normalise(k)));
};

/** Everything a summary may quote: the title, the description's text, the university, the deadline. */
const sourceText = ({ input }: EvalPosting) =>
  [input.title, ...htmlBlocks(input.description).map((b) => b.text), input.universityName, input.deadline ?? ''].join(
    '\n',
  );

export async function evaluateEngine(
  engine: EnrichmentEngine,
  postings: readonly EvalPosting[],
  warmUp?: readonly EvalPosting[],
): Promise<EngineReport> {
  const report: EngineReport = {
    engine: engine.name,
    postings: postings.length,
    answeredBy: {},
    meanMs: 0,
    discipline: share(),
    fundingType: share(),
    keyFacts: share(),
    keyFact: { university: share(), subject: share(), funding: share(), deadline: share() },
    stipend: share(),
    durationMonths: share(),
    startDate: share(),
    tuition: share(),
    eligibility: share(),
    summaryShape: share(),
    researchSentence: share(),
    noContradiction: share(),
    noCutWord: share(),
    language: share(),
    misses: {
      discipline: [],
      fundingType: [],
      keyFacts: [],
      stipend: [],
      tuition: [],
      eligibility: [],
      language: [],
      research: [],
      contradiction: [],
      cutWord: [],
    },
  };
  // A running process has compiled its rules and met common words before: warm up on other postings
  // (another set's, so the measured ones meet no cache of their own), or on the first one.
  for (const posting of warmUp ?? postings.slice(0, 1)) await engine.enrich(engineInput(posting));
  let elapsed = 0;
  for (const posting of postings) {
    const started = performance.now();
    const result = await engine.enrich(engineInput(posting));
    elapsed += performance.now() - started;
    const by = result.engine ?? engine.name;
    report.answeredBy[by] = (report.answeredBy[by] ?? 0) + 1;
    const { truth } = posting;
    const miss = (key: keyof EngineReport['misses'], expected: unknown, got: unknown) =>
      report.misses[key].push({ id: posting.id, expected, got });

    count(report.discipline, result.discipline === truth.discipline);
    if (result.discipline !== truth.discipline) miss('discipline', truth.discipline, result.discipline);
    count(report.fundingType, result.facts.fundingType === truth.fundingType);
    if (result.facts.fundingType !== truth.fundingType)
      miss('fundingType', truth.fundingType, result.facts.fundingType);

    const missing: string[] = [];
    for (const fact of KEY_FACTS) {
      const expected = truth.keyFacts[fact];
      if (expected === null) continue;
      const kept = mentions(result.summary, expected);
      count(report.keyFact[fact], kept);
      if (!kept) missing.push(`${fact}: ${expected}`);
    }
    count(report.keyFacts, missing.length === 0);
    if (missing.length > 0) miss('keyFacts', missing, result.summary);
    const sentences = summarySentences(result.summary).length;
    count(
      report.summaryShape,
      result.summary.length <= 300 && !/[<>]/.test(result.summary) && sentences >= 2 && sentences <= 3,
    );

    count(report.stipend, sameStipend(result.facts.stipend, truth.stipend));
    if (!sameStipend(result.facts.stipend, truth.stipend)) miss('stipend', truth.stipend, result.facts.stipend);
    count(report.durationMonths, result.facts.durationMonths === truth.durationMonths);
    count(report.startDate, result.facts.startDate === truth.startDate);
    const tuitionRight =
      result.facts.tuition.home === truth.tuition.home &&
      result.facts.tuition.international === truth.tuition.international;
    count(report.tuition, tuitionRight);
    if (!tuitionRight) miss('tuition', truth.tuition, result.facts.tuition);
    count(report.language, result.language === truth.language);
    if (result.language !== truth.language) miss('language', truth.language, result.language ?? null);
    if (truth.research.length > 0) {
      const found = hasResearchSentence(result.summary, truth.research);
      count(report.researchSentence, found);
      if (!found) miss('research', truth.research[0], result.summary);
    }
    const contradicts = contradiction(result.summary, result.facts);
    count(report.noContradiction, contradicts === null);
    if (contradicts) miss('contradiction', contradicts, result.summary);
    const cut = cutWord(result.summary, sourceText(posting));
    count(report.noCutWord, cut === null);
    if (cut) miss('cutWord', cut, result.summary);
    const eligible = sameEligibility(result.facts.eligibility, truth.eligibility);
    count(report.eligibility, eligible);
    if (!eligible) miss('eligibility', truth.eligibility, result.facts.eligibility);
  }
  report.meanMs = postings.length ? elapsed / postings.length : 0;
  return report;
}
