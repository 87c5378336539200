// Sentence splitting by rule: a sentence ends at . ! ? or … followed by white space and a capital, a
// digit or an opening quote, unless the word before the stop is an abbreviation ("Dr. rer. nat.",
// "e.g.", "z. B.", "Fig. 3") or an initial. A stop inside a number ("PM2.5", "5.5 GHz") never ends a
// sentence since no space follows it. A general-purpose model split those (and cost more), and a
// sentence cut there leaves a summary ending on half a number.
import type { TextBlock } from './text.ts';

export interface Sentence {
  text: string;
  /** Position among the sentences split (0 = first). */
  index: number;
  /** Index of the block it came from. */
  block: number;
  item: boolean;
  /** The heading the block stands under ("About us", "Ihr Profil"), or null. */
  heading: string | null;
}

// Lower case, without the final stop. Postings are written in English, German, French, Dutch,
// Spanish and the Nordic languages, and quote degrees and people with their titles.
const ABBREVIATIONS = new Set(
  (
    'e.g eg i.e ie cf vs viz approx ca al fig figs no nr nos vol pp ed eds ref refs sec eq eqs tel dept univ ' +
    'dr prof mr mrs ms mx st jr sr hon rer nat phil med dent oec pol ing habil dipl techn sc ph.d m.sc b.sc ' +
    'b.a m.a m.eng dr.-ing z.b z u.a d.h bzw ggf inkl evtl vgl sog zzgl ggü bspw mind max min ggfs abs ' +
    'mme mlle resp env cie o.a m.a.w bijv d.w.z mevr dhr t.o.m s.k bl.a t.ex f.eks bl.a dvs osv mfl ' +
    'jan feb mar apr jun jul aug sep sept oct okt nov dec dez incl excl est'
  ).split(' '),
);

const BOUNDARY = /[.!?…]+["”’)\]]*\s+(?=["“‘(]?[\p{Lu}\p{N}])/gu;

function endsWithAbbreviation(before: string): boolean {
  if (!before.endsWith('.')) return false;
  const word =
    /(\S+)\.$/
      .exec(before)?.[1]
      ?.replace(/^[("“‘[]+/, '')
      .toLowerCase() ?? '';
  // An initial ("J. Smith", "z. B.") or a word with a stop inside it ("e.g", "Ph.D").
  return ABBREVIATIONS.has(word) || /^\p{L}$/u.test(word) || /\p{L}\.\p{L}/u.test(word);
}

// German, Nordic and Finnish dates write the day as an ordinal ("zum 1. April 2027", "15. februar",
// "1. huhtikuuta"): the day's stop followed by a month ends no sentence.
const DAY = /(?:^|[\s(])\d{1,2}\.$/;
const MONTH =
  /^(?:jan(?:uar|uary)?|jänner|feb(?:ruar|ruary)?|märz|marts|mars|march|april|mai|maj|may|juni|june|juli|july|aug(?:ust)?|sep(?:t|tember)?|okt(?:ober)?|oct(?:ober)?|nov(?:ember)?|dez(?:ember)?|dec(?:ember)?|desember|(?:tammi|helmi|maalis|huhti|touko|kesä|heinä|elo|syys|loka|marras|joulu)kuuta)\b/i;

/** One text's sentences, split at sentence ends only. */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const match of text.matchAll(BOUNDARY)) {
    const stop = match.index + match[0].trimEnd().length;
    if (endsWithAbbreviation(text.slice(start, stop))) continue;
    if (DAY.test(text.slice(start, stop)) && MONTH.test(text.slice(match.index + match[0].length))) continue;
    out.push(text.slice(start, stop).trim());
    start = match.index + match[0].length;
  }
  const rest = text.slice(start).trim();
  if (rest) out.push(rest);
  return out.filter(Boolean);
}

// Job boards write many headings as a paragraph of their own ending in a colon
// ("<p><strong>Qualifications:</strong></p>"), or as a label opening the paragraph it heads
// ("<p><strong>Project description:</strong> Cereal rye ..."): a few words, no digits.
const HEADING_PARAGRAPH = /^[^.!?]{2,40}:$/;
const LABEL = /^(\p{Lu}[\p{L}'’ -]{1,30}):\s+(?=\S)/u;

/** The heading a paragraph opens with and the text after it, or null. */
function leadingLabel(text: string): { label: string; rest: string } | null {
  const match = LABEL.exec(text);
  if (!match || match[1]!.trim().split(/\s+/).length > 4) return null;
  return { label: match[1]!.trim(), rest: text.slice(match[0].length) };
}

/** The sentences of the given blocks (headings skipped, each remembered for the blocks below it), in order. */
export function splitSentences(blocks: readonly TextBlock[]): Sentence[] {
  const out: Sentence[] = [];
  let heading: string | null = null;
  blocks.forEach((block, b) => {
    if (block.heading || (!block.item && HEADING_PARAGRAPH.test(block.text))) {
      heading = block.heading ? block.text : block.text.slice(0, -1);
      return;
    }
    // A label heads its own paragraph only.
    const label = block.item ? null : leadingLabel(block.text);
    for (const text of sentencesOf(label?.rest ?? block.text)) {
      out.push({ text, index: out.length, block: b, item: block.item, heading: label?.label ?? heading });
    }
  });
  return out;
}

/** Characters of text split into sentences at most: a posting says what its project is well before. */
export const SUMMARY_TEXT_MAX = 6000;

/**
 * The blocks a summary's sentences come from: headings (for context) and the text up to
 * SUMMARY_TEXT_MAX characters. Bounded so a posting pasted with hundreds of paragraphs stays cheap.
 */
export function summaryBlocks(blocks: readonly TextBlock[]): TextBlock[] {
  let seen = 0;
  return blocks.filter((block) => {
    if (block.heading) return seen < SUMMARY_TEXT_MAX;
    seen += block.text.length;
    return seen - block.text.length < SUMMARY_TEXT_MAX;
  });
}
