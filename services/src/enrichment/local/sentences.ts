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
  /** Position in the posting (0 = first). */
  index: number;
  /** Index of the block it came from. */
  block: number;
  item: boolean;
}

/** The sentences of the posting's non-heading blocks, in order. */
export function splitSentences(blocks: readonly TextBlock[]): Sentence[] {
  const out: Sentence[] = [];
  blocks.forEach((block, b) => {
    if (block.heading) return;
    // One short block is one sentence: no need to ask the model.
    const parts =
      block.text.length < 80 || !/[.!?]\s/.test(block.text)
        ? [block.text]
        : pipeline().readDoc(block.text).sentences().out();
    for (const text of parts) {
      const trimmed = text.trim();
      if (trimmed) out.push({ text: trimmed, index: out.length, block: b, item: block.item });
    }
  });
  return out;
}
