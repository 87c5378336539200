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
  /** Each sentence's tokens (text.ts tokenize), aligned with sentences. */
  tokens: readonly (readonly string[])[];
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

function vectorOf(tokens: readonly string[], idf: (t: string) => number): Vec {
  const counts = new Map<string, number>();
  for (const t of tokens) counts.set(t, (counts.get(t) ?? 0) + 1);
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

interface Option {
  text: string;
  value: number;
}

/** How much a sentence tells about the funding: its type words, an amount, its rank. */
function fundingValue(text: string, rank: number): number {
  return (STRONG_FUNDING.test(text) ? 2 : 0.5) + (MONEY.test(text) ? 1.5 : 0) + rank * 0.5;
}

export function summarise(input: SummaryInput): string {
  const kept = input.sentences
    .map((sentence, i) => ({ sentence, tokens: input.tokens[i] ?? [] }))
    .filter(({ sentence }) => sentence.text.length >= 25 && /[a-z]/.test(sentence.text));
  if (kept.length === 0) return clip(input.title, SUMMARY_MAX);
  const vectors = kept.map((k) => vectorOf(k.tokens, input.idf));
  const ranks = textRank(vectors);
  const titleVector = vectorOf(tokenize(input.title), input.idf);
  const maxRank = Math.max(...ranks) || 1;
  const scored = kept.map(({ sentence }, i) => ({
    sentence,
    rank: ranks[i]! / maxRank,
    score: ranks[i]! / maxRank + 2 * cosine(vectors[i]!, titleVector) + 1 / (1 + sentence.index),
  }));
  const byScore = (a: (typeof scored)[number], b: (typeof scored)[number]) =>
    b.score - a.score || a.sentence.index - b.sentence.index;

  let topics = scored.filter(
    (c) => !c.sentence.item && !BOILERPLATE.test(c.sentence.text) && c.sentence.text.length <= SUMMARY_MAX - 20,
  );
  if (topics.length === 0) topics = scored;
  topics = [...topics].sort(byScore).slice(0, 4);

  const funding = scored
    .filter((c) => FUNDING.test(c.sentence.text) && !/\bfees? (?:may|will) apply\b|bench fee/i.test(c.sentence.text))
    .map((c) => ({ c, value: fundingValue(c.sentence.text, c.rank) }))
    .sort((a, b) => b.value - a.value || a.c.sentence.index - b.c.sentence.index)
    .slice(0, 4);
  const clause = fundingClause(input.facts);

  const university = input.universityName.trim();
  const deadline = deadlineText(input.closingDate, input.deadline);

  let best: { parts: string[]; value: number } | null = null;
  for (const topic of topics) {
    const topicText = endSentence(clip(topic.sentence.text, SUMMARY_MAX));
    const topicFunding = STRONG_FUNDING.test(topicText);
    const topicMoney = MONEY.test(topicText);
    const options: (Option | null)[] = [null];
    for (const f of funding) {
      if (f.c === topic) continue;
      const text = endSentence(f.c.sentence.text);
      // Once the topic names the funding, a funding sentence adds only what it says beyond that.
      const value = topicFunding ? (MONEY.test(text) && !topicMoney ? 1.5 : 0.2) + f.c.rank * 0.3 : f.value;
      options.push({ text, value });
    }
    if (clause) {
      const value =
        (topicFunding ? 0 : input.facts.fundingType === 'unknown' ? 0.5 : 2) +
        (input.facts.stipend && !topicMoney ? 1.2 : 0);
      options.push({ text: clause, value });
    }
    for (const option of options) {
      const parts = option ? [topicText, option.text] : [topicText];
      const text = lower(parts.join(' '));
      const needUniversity = university && !text.includes(lower(university));
      const needDeadline = deadline && !text.includes(lower(deadline));
      const facts = [
        needUniversity ? { text: `Offered by ${university}`, value: 1 } : null,
        needDeadline
          ? { text: input.closingDate ? `apply by ${deadline}` : `deadline: ${deadline}`, value: 0.8 }
          : null,
      ].filter((c): c is Option => c !== null);
      const variants: Option[][] = [[], ...facts.map((f) => [f]), ...(facts.length === 2 ? [facts] : [])];
      for (const variant of variants) {
        const all = [...parts];
        if (variant.length > 0) {
          const joined = variant.map((v) => v.text).join('; ');
          all.push(endSentence(joined[0]!.toUpperCase() + joined.slice(1)));
        }
        const length = all.join(' ').length;
        if (length > SUMMARY_MAX) continue;
        // One sentence alone is not a summary: a second, if any fits, is worth a little.
        const value =
          topic.score + (option?.value ?? 0) + variant.reduce((s, v) => s + v.value, 0) + (all.length > 1 ? 0.3 : 0);
        if (!best || value > best.value + 1e-9) best = { parts: all, value };
      }
    }
  }
  const parts = best?.parts ?? [endSentence(clip(topics[0]!.sentence.text, SUMMARY_MAX))];
  return clip(parts.join(' '), SUMMARY_MAX);
}
