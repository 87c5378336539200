// The summary: a lead naming the position (from the title) and the university, then the posting's
// own sentences: the best topic sentence by TextRank over TF-IDF cosine similarity (with a lead bias
// and the title's words) and the sentence that says most about the funding. When they do not fit,
// a clause of the funding sentence, or the funding facts in a few words, take their place; the
// deadline joins the lead when no sentence names it. The combination that keeps the most within
// SUMMARY_MAX characters wins. Plain text, 2 to 3 sentences, never cut mid-word.
import { SUMMARY_MAX, type PostingFacts } from '../engine.ts';
import { contradictsFunding, TYPE_WORDS, UNSTATED_FUNDING } from '../funding-words.ts';
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
  /** facts.fundingType is the poster's or editor's word: no sentence naming another type is kept. */
  fundingStated: boolean;
  idf: (term: string) => number;
}

const BOILERPLATE =
  /\b(?:apply|applications? (?:should|must|are to|will|close)|submit|contact|enquir|e-?mail|@|https?:|www\.|equal opportunit|diversity|inclusive|committed to|underrepresented|cover letter|curriculum vitae|\bcv\b|references?\b|referees?|shortlist|interview|click|portal|visa|disabilit|deadline|closing date|eligib|welcome|applicants?\b|nationalit)/i;
const FUNDING =
  /\b(?:fully[- ]funded|full funding|funded|funding|stipend|salary|scholarship|tuition|fees?|bursary|self[- ]fund(?:ed)?|allowance|paid|remuneration|TV-?L|TVöD|E ?13|pay (?:group|grade|scale)|gross|contract|waiver|offset|studentship)\b/i;
const STRONG_FUNDING =
  /\b(?:fully[- ]funded|full funding|stipend|salary|self[- ]fund(?:ed)?|partially[- ]funded|partial funding|no funding|not funded|own funding|tax[- ]free|TV-?L|TVöD|pay (?:group|grade|scale)|gross|tuition (?:waiver|fees?)|fee (?:waiver|offset)|scholarship|maintenance|doctoral contract|employment)\b/i;
const MONEY =
  /[£€$¥]\s?\d|\b\d[\d,.' ]*\s?(?:euros?|EUR|GBP|CHF|SEK|DKK|NOK|kr)\b|\b(?:CHF|SEK|DKK|NOK|EUR|GBP|USD|AUD|CAD|NZD)\s?\d/;

/** Employment wording: a clause then speaks of a salary, not a stipend. */
const SALARY = /\b(?:salary|salaries|TV-?L|TVöD|pay (?:group|grade|scale)|employment|employed|gross)\b/i;

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

/** PageRank over the sentence similarity graph (20 power iterations, damping 0.85). */
export function textRank(vectors: readonly Vec[]): number[] {
  const n = vectors.length;
  if (n === 0) return [];
  // Row-normalised transition weights: weight[j * n + i] = sim(j, i) / sum of j's similarities.
  const weight = new Float64Array(n * n);
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const s = cosine(vectors[i]!, vectors[j]!);
      weight[i * n + j] = s;
      weight[j * n + i] = s;
      out[i]! += s;
      out[j]! += s;
    }
  }
  for (let j = 0; j < n; j++) if (out[j]! > 0) for (let i = 0; i < n; i++) weight[j * n + i]! /= out[j]!;
  let rank = new Float64Array(n).fill(1 / n);
  let next = new Float64Array(n);
  for (let iter = 0; iter < 20; iter++) {
    next.fill(0.15 / n);
    for (let j = 0; j < n; j++) {
      const r = 0.85 * rank[j]!;
      if (r === 0) continue;
      for (let i = 0; i < n; i++) next[i]! += weight[j * n + i]! * r;
    }
    [rank, next] = [next, rank];
  }
  return [...rank];
}

/** Sentences ranked at most (the opening and funding paragraphs rarely hold more than 30). */
export const MAX_SENTENCES = 60;

const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const MONTH = '(January|February|March|April|May|June|July|August|September|October|November|December)';

/** The deadline as the summary writes it ("31 January 2027"), or null when there is no date. */
export function deadlineText(closingDate: Date | null, deadline: string | null): string | null {
  if (closingDate) return LONG_DATE.format(closingDate);
  if (!deadline) return null;
  const dayFirst = new RegExp(`\\b(\\d{1,2}) ${MONTH}(?: (\\d{4}))?\\b`, 'i').exec(deadline);
  if (dayFirst) return [dayFirst[1], dayFirst[2], dayFirst[3]].filter(Boolean).join(' ');
  const monthFirst = new RegExp(`\\b${MONTH} (\\d{1,2})(?:st|nd|rd|th)?(?:,? (\\d{4}))?\\b`, 'i').exec(deadline);
  if (monthFirst) return [monthFirst[2], monthFirst[1], monthFirst[3]].filter(Boolean).join(' ');
  return null;
}

const CURRENCY_SIGN: Record<string, string> = { GBP: '£', EUR: '€', USD: '$' };
const PERIOD: Record<string, string> = { year: 'per year', month: 'per month', total: 'in total' };

/** How the posting words its pay, for the clause: the amount as written, a pay scale, a salary. */
export interface PayWording {
  salaried: boolean;
  /** The amount as the posting writes it ("€2,901 gross per month", "CHF 47'040 per year"). */
  amount: string | null;
  /** A public pay scale ("TV-L E13 (65%)"). */
  scale: string | null;
}

const PAY_SCALE = /\b(?:TV-?L|TVöD(?: Bund)?|TV-?H|TV-?AVH)(?:,? ?E ?\d{1,2})?(?: \(\d{2,3} ?%\))?/;
const RAW_AMOUNT =
  /(?:[£€$¥]|\b(?:CHF|SEK|DKK|NOK|EUR|GBP|USD|AUD|CAD|NZD|SGD|HKD)\s?)\d[\d,.' \u00a0]*\d(?:\s(?:gross|net))?(?:\s(?:per|a|each)\s(?:year|annum|month))?/g;

/** The posting's own wording of its pay, read from its funding sentences. */
export function payWording(texts: readonly string[], facts: PostingFacts): PayWording {
  let amount: string | null = null;
  let scale: string | null = null;
  for (const text of texts) {
    scale ??= PAY_SCALE.exec(text)?.[0] ?? null;
    if (amount || !facts.stipend) continue;
    for (const m of text.matchAll(RAW_AMOUNT)) {
      const digits = m[0].replace(/^\D+/, '').replace(/\s(?:gross|net|per|a|each)\b.*$/, '');
      const value = Number(digits.replace(/[,.' \u00a0]/g, ''));
      if (value === facts.stipend.amount || value === facts.stipend.amount * 100) {
        amount = m[0].trim();
        // "€2,770 in the first year": the period from the facts, so the clause still says it.
        if (!/\b(?:per|a|each)\s(?:year|annum|month)$/.test(amount)) amount += ` ${PERIOD[facts.stipend.period]}`;
        break;
      }
    }
  }
  return { salaried: texts.some((t) => SALARY.test(t)), amount, scale };
}

/** The funding facts as one short sentence, for when no funding sentence fits. */
export function fundingClause(
  facts: PostingFacts,
  wording: PayWording = { salaried: false, amount: null, scale: null },
): string | null {
  const type = {
    fully_funded: 'Fully funded',
    partially_funded: 'Partially funded',
    self_funded: 'Self-funded',
    unknown: null,
  }[facts.fundingType];
  const s = facts.stipend;
  const amount =
    wording.amount ??
    (s
      ? `${CURRENCY_SIGN[s.currency] ?? `${s.currency} `}${s.amount.toLocaleString('en-GB')} ${PERIOD[s.period]}`
      : null);
  const pay = wording.salaried || wording.scale ? 'salary' : 'stipend';
  const what = amount ? `a ${pay} of ${amount}` : wording.scale ? `a salary according to ${wording.scale}` : null;
  if (type && what) return `${type}, with ${what}.`;
  if (type) return wording.salaried ? `${type}, with a salary.` : `${type}.`;
  if (what) return `${capitalise(what)}.`;
  return null;
}

const endSentence = (text: string) => (/[.!?]["”’)]?$/.test(text) ? text : `${text.replace(/[\s,;:–—-]+$/, '')}.`);
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Cut at the last word boundary that fits, with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 0 ? cut.slice(0, space) : cut).replace(/[\s,;:–—-]+$/, '')}…`;
}

// Postings' titles name the position then the subject ("PhD Studentship: X", "Doctoral Researcher
// (m/f/d) in X"); the gender note helps nobody in a summary.
const GENDER_NOTE = /\s*\((?:[mfwdx]\s*\/\s*){1,3}[mfwdx]\)/gi;

/** The lead: what the position is and where, from the title and the university. */
export function leadOf(title: string, universityName: string): string {
  let lead = title.replace(GENDER_NOTE, '').replace(/\s+/g, ' ').trim();
  lead = lead.replace(/^([^:]{2,60}?)\s*:\s+/, '$1 on ');
  const university = universityName.trim();
  if (university && !lead.toLowerCase().includes(university.toLowerCase())) {
    lead += ` at ${/^University of\b/.test(university) ? 'the ' : ''}${university}`;
  }
  return lead.replace(/[.\s]+$/, '');
}

const lower = (s: string) => s.toLowerCase();

const TYPE_NOTE: Record<PostingFacts['fundingType'], string | null> = {
  fully_funded: 'fully funded',
  partially_funded: 'partially funded',
  self_funded: 'self-funded',
  unknown: null,
};

interface Option {
  text: string;
  value: number;
  funding: boolean;
  /** Whether it names the posting's funding type in words ("fully funded", "self-funded"). */
  type: boolean;
  /** Whether it names an amount of money. */
  money: boolean;
  /** Whether it already names the deadline. */
  deadline: boolean;
}

/** How much a sentence tells about the funding: its type words, an amount, its rank. */
function fundingValue(text: string, rank: number): number {
  return (STRONG_FUNDING.test(text) ? 2 : 0.5) + (MONEY.test(text) ? 1 : 0) + rank * 0.3;
}

/** The clauses of a long funding sentence that carry the funding words, each as a sentence. */
function fundingFragments(text: string): string[] {
  return text
    .split(/;\s+|:\s+|\s[–—]\s|\.\s+/)
    .map((part) => part.trim())
    .filter((part) => part.length >= 25 && part.includes(' ') && STRONG_FUNDING.test(part))
    .map((part) => endSentence(capitalise(part)));
}

export function summarise(input: SummaryInput): string {
  const lead = leadOf(input.title, input.universityName);
  const kept = input.sentences
    .map((sentence, i) => ({ sentence, tokens: input.tokens[i] ?? [] }))
    .filter(({ sentence }) => sentence.text.length >= 25 && /[a-z]/.test(sentence.text))
    // TextRank is quadratic: a posting pasted with hundreds of funding paragraphs stays cheap.
    .slice(0, MAX_SENTENCES);
  const vectors = kept.map((k) => vectorOf(k.tokens, input.idf));
  const ranks = textRank(vectors);
  const titleVector = vectorOf(tokenize(input.title), input.idf);
  const maxRank = Math.max(...ranks, 1e-9);
  const scored = kept.map(({ sentence }, i) => ({
    sentence,
    rank: ranks[i]! / maxRank,
    score: ranks[i]! / maxRank + cosine(vectors[i]!, titleVector) + 0.5 / (1 + sentence.index),
  }));

  // A sentence that names another funding type than the one stated would contradict the badge.
  const consistent = (o: Option) => !input.fundingStated || !contradictsFunding(o.text, input.facts.fundingType);
  const deadline = deadlineText(input.closingDate, input.deadline);
  const deadlineLower = deadline ? lower(deadline) : null;
  const typeWords = TYPE_WORDS[input.facts.fundingType];
  const option = (text: string, value: number): Option => ({
    text,
    value,
    funding: STRONG_FUNDING.test(text),
    type: typeWords !== null && typeWords.test(text),
    money: MONEY.test(text),
    deadline: deadlineLower !== null && lower(text).includes(deadlineLower),
  });

  // Topic candidates: the best few, none much weaker than the best (a short "The project starts in
  // October." fits anywhere but says little).
  const ranked = scored
    .filter(
      (c) =>
        !c.sentence.item &&
        c.sentence.text.length >= 40 &&
        c.sentence.text.length <= 220 &&
        !BOILERPLATE.test(c.sentence.text),
    )
    .sort((a, b) => b.score - a.score || a.sentence.index - b.sentence.index);
  const topics: Option[] = ranked
    .filter((c) => c.score >= 0.6 * (ranked[0]?.score ?? 0))
    .slice(0, 4)
    .map((c) => option(endSentence(c.sentence.text), 0.3 + 0.4 * c.score));

  // A summary has two sentences at least: when no strong topic fits beside the lead, a weaker one does.
  const leadRoom = SUMMARY_MAX - lead.length - 2;
  // Failing that, the best sentence that fits even if it reads like boilerplate (a posting of two
  // sentences, one "welcomes applicants", the other mentioning interviews, is still about its topic).
  if (!topics.some((t) => t.text.length <= leadRoom)) {
    const fits = (c: (typeof scored)[number]) => c.sentence.text.length >= 25 && c.sentence.text.length < leadRoom;
    const fitting =
      ranked.find(fits) ?? [...scored].sort((a, b) => b.score - a.score).find((c) => !c.sentence.item && fits(c));
    if (fitting) topics.push(option(endSentence(fitting.sentence.text), 0.3 + 0.4 * fitting.score));
  }

  const fundingOptions: Option[] = [];
  const fundingSentences = scored
    .filter((c) => FUNDING.test(c.sentence.text) && !/\bfees? (?:may|will) apply\b|bench fee/i.test(c.sentence.text))
    .map((c) => ({ c, value: fundingValue(c.sentence.text, c.rank) }))
    .sort((a, b) => b.value - a.value || a.c.sentence.index - b.c.sentence.index)
    .slice(0, 3);
  for (const { c, value } of fundingSentences) {
    fundingOptions.push(option(endSentence(capitalise(c.sentence.text)), value));
    for (const fragment of fundingFragments(c.sentence.text)) {
      fundingOptions.push(option(fragment, fundingValue(fragment, c.rank) - 0.2));
    }
  }
  const clause = fundingClause(
    input.facts,
    payWording(
      fundingSentences.map(({ c }) => c.sentence.text),
      input.facts,
    ),
  );
  // The posting's own words first: the clause is a fallback.
  if (clause) fundingOptions.push(option(clause, 0.3));

  // The lead's variants: the deadline and the funding type join it when no sentence says them.
  const typeNote = TYPE_NOTE[input.facts.fundingType];
  const leadTyped = typeWords !== null && typeWords.test(lead);
  const leads: { text: string; deadline: boolean; type: boolean }[] = [];
  for (const withType of typeNote && !leadTyped ? [true, false] : [false]) {
    for (const withDeadline of deadline ? [true, false] : [false]) {
      const head = withType ? `${lead} (${typeNote})` : lead;
      leads.push({
        text: endSentence(withDeadline ? `${head}; apply by ${deadline}` : head),
        deadline: withDeadline,
        type: withType || leadTyped,
      });
    }
  }

  let best: { parts: string[]; value: number } | null = null;
  for (const topic of [null, ...topics.filter(consistent)]) {
    for (const funding of [null, ...fundingOptions.filter(consistent)]) {
      if (
        topic &&
        funding &&
        (topic.text.includes(funding.text.slice(0, -1)) || funding.text.includes(topic.text.slice(0, -1)))
      ) {
        continue;
      }
      const bodyLength = (topic ? topic.text.length + 1 : 0) + (funding ? funding.text.length + 1 : 0);
      const bodyValue =
        (topic?.value ?? 0) + (funding ? funding.value * 0.6 : 0) + (topic?.funding && !funding ? 0.5 : 0);
      const bodyType = topic?.type === true || funding?.type === true;
      const bodyMoney = topic?.money === true || funding?.money === true;
      const bodyDeadline = topic?.deadline === true || funding?.deadline === true;
      for (const head of leads) {
        if (head.text.length + bodyLength > SUMMARY_MAX) continue;
        // What a reader needs: the funding type, the amount, the deadline; then the content.
        const value =
          bodyValue +
          (typeNote && (bodyType || head.type) ? 1.5 : 0) +
          (input.facts.stipend && bodyMoney ? 1 : 0) +
          (deadline && (bodyDeadline || head.deadline) ? 1.3 : 0) +
          (topic || funding ? 0.5 : 0) -
          (head.type && bodyType ? 0.4 : 0) -
          (head.deadline && bodyDeadline ? 0.4 : 0);
        if (best && value <= best.value + 1e-9) continue;
        best = { parts: [head.text, topic?.text, funding?.text].filter((t): t is string => !!t), value };
      }
    }
  }
  const parts = (best as { parts: string[] } | null)?.parts ?? [endSentence(clip(lead, SUMMARY_MAX - 1))];
  // Nothing of the posting fits beside the lead (a description of one line, or none): say what a
  // reader would look for next, so a summary always has its two sentences.
  if (parts.length < 2) {
    const second = input.facts.fundingType === 'unknown' ? UNSTATED_FUNDING : 'See the posting for details.';
    if (parts[0]!.length + 1 + second.length <= SUMMARY_MAX) parts.push(second);
  }
  return clip(parts.join(' '), SUMMARY_MAX);
}
