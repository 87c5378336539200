// What a summary is judged on beyond its key facts (issue 29): whether it says what the research is
// (one of its sentences is mostly made of one of the posting's research sentences), whether it
// contradicts the engine's own facts, and whether it cuts a word or a number. Engine-independent:
// the OpenAI engine's paraphrases are judged by the same words.
import type { PostingFacts } from '@phd/services/enrichment/engine';
import { contradictsFunding, TYPE_WORDS } from '@phd/services/enrichment/funding-words';

/** The summary's sentences: split after . ! ? or … before a capital, a digit or a quote. */
export const summarySentences = (summary: string) =>
  summary.split(/(?<=[.!?…])\s+(?=[\p{Lu}\p{N}“"])/u).filter(Boolean);

// Words that say nothing about a topic, in the languages postings are written in.
const STOP_WORDS = new Set(
  (
    'the and for with from that this will are was were have has into their our your you its not but can also ' +
    'which who whose how what when where more most other such than then these those there they them his her ' +
    'all any each one two three use using used new based well within about between through over under ' +
    'der die das und mit von für den dem des ein eine einer eines sich auf sind wird werden ist zur zum ' +
    'les des une pour dans par sur aux est sont qui que avec ces cette del los las por para con una ' +
    'het een van voor met zijn wordt worden och att som med för till den det på av är ett der til med og ' +
    'phd project projects research study studies position doctoral student students candidate thesis'
  ).split(' '),
);

function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []).filter((w) => !STOP_WORDS.has(w));
}

/**
 * Whether a sentence of the summary is one of the research sentences, whole or cut to a clause: at
 * least 60% of its content words (and at least four of them) come from one research sentence.
 */
export function hasResearchSentence(summary: string, research: readonly string[]): boolean {
  const sources = research.map((r) => new Set(contentWords(r)));
  return summarySentences(summary).some((sentence) => {
    const words = contentWords(sentence);
    if (words.length < 4) return false;
    return sources.some((source) => words.filter((w) => source.has(w)).length / words.length >= 0.6);
  });
}

const SAYS_FEES_COVERED =
  /\b(?:tuition|fees?)\b(?:(?!\bnot\b|\bno\b|\bown\b|\bpay\b)[^.;]){0,40}\b(?:covered|waived|paid|included)\b|\b(?:covers?|covering|waives?|including) (?:\w+ ){0,3}(?:tuition|fees)\b/i;
const SAYS_FEES_NOT_COVERED =
  /\b(?:tuition|fees?)\b[^.;]{0,40}\bnot (?:covered|waived|included)\b|\b(?:pay|responsible for|fund) (?:\w+ ){0,3}(?:tuition|fees)\b|\bno (?:tuition )?fee waiver\b/i;

/** Why a summary contradicts the facts it was written with, or null when it does not. */
export function contradiction(summary: string, facts: PostingFacts): string | null {
  const named = Object.entries(TYPE_WORDS).filter(([, words]) => words?.test(summary));
  if (named.length > 1) return `names ${named.map(([type]) => type).join(' and ')}`;
  if (contradictsFunding(summary, facts.fundingType)) return `funding other than ${facts.fundingType}`;
  const { home, international } = facts.tuition;
  if (home === false && international === false && SAYS_FEES_COVERED.test(summary)) {
    return 'says fees are covered; the facts say they are not';
  }
  if (home === true && international !== false && SAYS_FEES_NOT_COVERED.test(summary)) {
    return 'says fees are not covered; the facts say they are';
  }
  return null;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The end of a summary sentence when the source goes on where it stops ("... exposure to PM2." where
 * the text says "exposure to PM2.5", "at the Universit." for "University"), or the summary's missing
 * final stop; null when every sentence ends whole. A sentence's last three words are looked up in the
 * source: the engine's own words ("per month") are not the source's and are never a cut.
 */
export function cutWord(summary: string, source: string): string | null {
  if (!/[.!?]["”’)]?$/.test(summary.trim())) return `ends without a full stop: "${summary.slice(-30)}"`;
  for (const sentence of summarySentences(summary)) {
    const tail = /(?:[\p{L}\p{N}]+[^\p{L}\p{N}]+){0,2}[\p{L}\p{N}]+(?=[^\p{L}\p{N}]*$)/u.exec(sentence)?.[0];
    if (!tail) continue;
    const text = escape(tail).replace(/\s+/g, '\\s+');
    const whole = new RegExp(`(?<![\\p{L}\\p{N}])${text}(?![\\p{L}\\p{N}]|[.,]\\p{N})`, 'iu');
    if (whole.test(source)) continue;
    const longer = new RegExp(`(?<![\\p{L}\\p{N}])${text}(?:[\\p{L}\\p{N}]|[.,]\\p{N})`, 'iu');
    if (longer.test(source)) return tail;
  }
  return null;
}
