// Sentence splitting with wink-nlp and its English model (the model ships inside its npm package, so
// this works offline). Only the sentence-boundary step runs: tagging and entities would triple the
// cost and the summary does not use them.
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import type { TextBlock } from './text.ts';

let nlp: ReturnType<typeof winkNLP> | null = null;

function pipeline() {
  nlp ??= winkNLP(model, ['sbd']);
  return nlp;
}

export interface Sentence {
  text: string;
  /** Position among the sentences split (0 = first). */
  index: number;
  /** Index of the block it came from. */
  block: number;
  item: boolean;
}

/** The sentences of the given blocks (headings skipped), in order. */
export function splitSentences(blocks: readonly TextBlock[]): Sentence[] {
  const out: Sentence[] = [];
  blocks.forEach((block, b) => {
    if (block.heading) return;
    // A block with no sentence end inside it is one sentence: no need to ask the model.
    const parts = !/[.!?]["”’)]?\s/.test(block.text) ? [block.text] : pipeline().readDoc(block.text).sentences().out();
    for (const text of parts) {
      const trimmed = text.trim();
      if (trimmed) out.push({ text: trimmed, index: out.length, block: b, item: block.item });
    }
  });
  return out;
}

/** Characters of opening text a summary draws its topic from: postings say what they are first. */
export const OPENING_CHARS = 1200;
const FUNDING_WORDS =
  /\b(?:fund(?:ed|ing)|stipend|salary|scholarship|studentship|tuition|fees?|bursary|allowance|paid|remuneration|contract|TV-?L|TVöD|gross|waiver)\b/i;

/**
 * The blocks a summary's sentences come from: the opening (up to OPENING_CHARS) and every block
 * that speaks of funding. How-to-apply, equality and about-us text further down never makes a
 * summary, and leaving it out keeps sentence splitting, the seed's largest cost, small.
 */
export function isSummaryBlock(blocks: readonly TextBlock[]): boolean[] {
  let seen = 0;
  return blocks.map((block) => {
    if (block.heading) return false;
    const opening = seen < OPENING_CHARS;
    seen += block.text.length;
    return opening || FUNDING_WORDS.test(block.text);
  });
}
