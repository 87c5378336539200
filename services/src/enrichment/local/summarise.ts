// The extractive summary: sentences ranked by TextRank over TF-IDF cosine similarity (with a lead
// bias and the title's words, since postings open with what the position is), then composed as the
// best topic sentence, the best funding sentence, and a short factual clause for the university and
// deadline when neither sentence names them. Plain text, at most SUMMARY_MAX characters, never cut
// mid-word.
import { SUMMARY_MAX, type PostingFacts } from '../engine.ts';
import type { Sentence } from './sentences.ts';
import { tokenize } from './text.ts';

export interface SummaryInput {
  title: string;
  universityName: string;
  closingDate: Date | null;
  deadline: string | null;
  sentences: readonly Sentence[];
  facts: PostingFacts;
  idf: (term: string) => number;
}

const BOILERPLATE =
  /\b(?:apply|applications? (?:should|must|are to|will)|submit|contact|enquir|e-?mail|@|https?:|www\.|equal opportunit|diversity|inclusive|committed to|underrepresented|cover letter|curriculum vitae|\bcv\b|references?\b|referees?|shortlist|interview|click|portal|visa|disabilit)/i;
const FUNDING =
  /\b(?:fully[- ]funded|full funding|funded|funding|stipend|salary|scholarship|tuition|fees?|bursary|self[- ]funded|allowance|paid|remuneration)\b/i;
const STRONG_FUNDING =
  /\b(?:fully[- ]funded|full funding|stipend|salary|self[- ]funded|partially[- ]funded|partial funding|no funding|tax[- ]free|per annum|per month)\b/i;
const MONEY =
  /[£€$]\s?\d|\b\d[\d,.']*\s?(?:euros?|EUR|GBP|CHF|SEK|DKK|NOK|kr)\b|\b(?:CHF|SEK|DKK|NOK|EUR|GBP|USD)\s?\d/;

type Vec = Map<string, number>;

function vectorOf(text: string, idf: (t: string) => number): Vec {
  const counts = new Map<string, number>();
  for (const t of tokenize(text)) counts.set(t, (counts.get(t) ?? 0) + 1);
  const v: Vec = new Map();
  let norm = 0;
  for (const [t, c] of counts) {
    const w = (1 + Math.log(c)) * idf(t);
    v.set(t, w);
    norm += w * w;
  }
  norm = Math.sqrt(norm) || 1;
  for (const [t, w] of v) v.set(t, w / norm);
  return v;
}

function cosine(a: Vec, b: Vec): number {
  if (a.size > b.size) [a, b] = [b, a];
  let s = 0;
  for (const [t, w] of a) {
    const o = b.get(t);
    if (o) s += w * o;
  }
  return s;
}

/** PageRank over the sentence similarity graph. */
function textRank(vectors: Vec[]): number[] {
  const n = vectors.length;
  const sim = vectors.map((a, i) => vectors.map((b, j) => (i === j ? 0 : cosine(a, b))));
  const out = sim.map((row) => row.reduce((s, w) => s + w, 0));
  let rank: number[] = new Array(n).fill(1 / Math.max(n, 1));
  for (let iter = 0; iter < 20; iter++) {
    rank = rank.map((_, i) => {
      let s = 0;
      for (let j = 0; j < n; j++) if (out[j]! > 0) s += (sim[j]![i]! / out[j]!) * rank[j]!;
      return 0.15 / n + 0.85 * s;
    });
  }
  return rank;
}

const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The deadline as the clause writes it, or null. */
export function deadlineText(closingDate: Date | null, deadline: string | null): string | null {
  if (closingDate) return LONG_DATE.format(closingDate);
  return deadline?.trim() || null;
}

const CURRENCY_SIGN: Record<string, string> = { GBP: '£', EUR: '€', USD: '$' };
const PERIOD: Record<string, string> = { year: 'per year', month: 'per month', total: 'in total' };

/** The funding facts as one short sentence, for when no funding sentence fits. */
export function fundingClause(facts: PostingFacts): string | null {
  const type = {
    fully_funded: 'Fully funded',
    partially_funded: 'Partially funded',
    self_funded: 'Self-funded',
    unknown: null,
  }[facts.fundingType];
  const s = facts.stipend;
  const amount = s
    ? `${CURRENCY_SIGN[s.currency] ?? `${s.currency} `}${s.amount.toLocaleString('en-GB')} ${PERIOD[s.period]}`
    : null;
  if (type && amount) return `${type}, with a stipend of ${amount}.`;
  if (type) return `${type}.`;
  if (amount) return `Stipend of ${amount}.`;
  return null;
}

const endSentence = (text: string) => (/[.!?]["”’)]?$/.test(text) ? text : `${text}.`);

/** Cut at the last word boundary that fits, with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 0 ? cut.slice(0, space) : cut).replace(/[\s,;:–—-]+$/, '')}…`;
}

const lower = (s: string) => s.toLowerCase();

export function summarise(input: SummaryInput): string {
  const sentences = input.sentences.filter((s) => s.text.length >= 25 && /[a-z]/.test(s.text));
  if (sentences.length === 0) return clip(input.title, SUMMARY_MAX);
  const vectors = sentences.map((s) => vectorOf(s.text, input.idf));
  const ranks = textRank(vectors);
  const titleVector = vectorOf(input.title, input.idf);
  const maxRank = Math.max(...ranks) || 1;
  const scored = sentences.map((s, i) => ({
    sentence: s,
    rank: ranks[i]! / maxRank,
    score: ranks[i]! / maxRank + 0.8 * cosine(vectors[i]!, titleVector) + 0.6 / (1 + s.index),
  }));

  const topics = scored
    .filter((c) => !c.sentence.item && !BOILERPLATE.test(c.sentence.text) && c.sentence.text.length <= SUMMARY_MAX)
    .sort((a, b) => b.score - a.score || a.sentence.index - b.sentence.index);
  const topic = topics[0] ?? scored.sort((a, b) => b.score - a.score)[0]!;

  const fundingCandidates = scored
    .filter(
      (c) =>
        c !== topic &&
        FUNDING.test(c.sentence.text) &&
        !/\bfees? (?:may|will) apply\b|bench fee/i.test(c.sentence.text),
    )
    .map((c) => ({
      ...c,
      funding: (STRONG_FUNDING.test(c.sentence.text) ? 2 : 0) + (MONEY.test(c.sentence.text) ? 1.5 : 0) + c.rank * 0.5,
    }))
    .sort((a, b) => b.funding - a.funding || a.sentence.index - b.sentence.index);

  const parts: string[] = [endSentence(clip(topic.sentence.text, SUMMARY_MAX))];
  const topicHasFunding = STRONG_FUNDING.test(topic.sentence.text) || MONEY.test(topic.sentence.text);
  const budget = () => SUMMARY_MAX - parts.join(' ').length - 1;
  if (!topicHasFunding || input.facts.stipend) {
    const fitting = fundingCandidates.find((c) => c.sentence.text.length + 1 <= budget());
    const best = fundingCandidates[0];
    if (fitting && best && fitting.funding >= best.funding - 1) parts.push(endSentence(fitting.sentence.text));
    else {
      const clause = fundingClause(input.facts);
      if (clause && clause.length <= budget() && !(topicHasFunding && !input.facts.stipend)) parts.push(clause);
      else if (fitting) parts.push(endSentence(fitting.sentence.text));
    }
  }

  const text = () => lower(parts.join(' '));
  const university = input.universityName.trim();
  const deadline = deadlineText(input.closingDate, input.deadline);
  const needUniversity = university && !text().includes(lower(university));
  const needDeadline = deadline && !text().includes(lower(deadline));
  const clauses = [
    needUniversity ? `Offered by ${university}` : null,
    needDeadline ? (input.closingDate ? `apply by ${deadline}` : `deadline: ${deadline}`) : null,
  ].filter((c): c is string => c !== null);
  for (let n = clauses.length; n > 0; n--) {
    const clause = clauses.slice(0, n).join('; ');
    const sentence = endSentence(clause[0]!.toUpperCase() + clause.slice(1));
    if (sentence.length + 1 <= budget() && parts.length < 3) {
      parts.push(sentence);
      break;
    }
  }

  if (parts.length === 1) {
    const next = topics.find((c) => c !== topic && c.sentence.text.length + 1 <= budget());
    if (next) parts.push(endSentence(next.sentence.text));
  }
  return clip(parts.join(' '), SUMMARY_MAX);
}
