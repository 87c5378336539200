// Precision and recall of near-duplicate detection (issue 17) on hand-labelled pairs
// (tests/eval/duplicate-pairs.json): each pair is judged as detection judges it when the two are
// indexed, by estimated Jaccard similarity of their MinHash signatures against the grouping threshold,
// and only when their LSH band keys meet (no shared band, never a candidate). `npm run eval:duplicates`
// prints the figures, with the best threshold for comparison; duplicates.test.ts holds precision.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bandKeys } from '@phd/services/duplicates/bands';
import { SIMILARITY_THRESHOLD } from '@phd/services/duplicates/cluster';
import { estimatedSimilarity, minhashSignature, postingText } from '@phd/services/duplicates/signature';

export interface LabelledPosting {
  title: string;
  description: string;
  universityName: string;
}

export interface LabelledPair {
  id: string;
  kind: string;
  duplicate: boolean;
  a: LabelledPosting;
  b: LabelledPosting;
}

export interface Judged {
  pair: LabelledPair;
  similarity: number;
  candidate: boolean;
  grouped: boolean;
}

export interface KindFigures {
  pairs: number;
  /** Pairs judged as labelled. */
  correct: number;
}

export interface DuplicateEvaluation {
  threshold: number;
  pairs: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  /** Grouped pairs that are duplicates (1 when nothing was grouped). */
  precision: number;
  /** Duplicate pairs that were grouped. */
  recall: number;
  perKind: Record<string, KindFigures>;
  judged: Judged[];
}

export const PAIRS_PATH = fileURLToPath(new URL('./duplicate-pairs.json', import.meta.url));

export function loadPairs(path = PAIRS_PATH): LabelledPair[] {
  return JSON.parse(readFileSync(path, 'utf8')) as LabelledPair[];
}

export function judgePair(pair: LabelledPair, threshold = SIMILARITY_THRESHOLD): Judged {
  const a = minhashSignature(postingText(pair.a));
  const b = minhashSignature(postingText(pair.b));
  const bandsOfB = new Set(bandKeys(b));
  const candidate = bandKeys(a).some((key) => bandsOfB.has(key));
  const similarity = estimatedSimilarity(a, b);
  return { pair, similarity, candidate, grouped: candidate && similarity >= threshold };
}

export function evaluateDuplicates(
  pairs: readonly LabelledPair[],
  threshold = SIMILARITY_THRESHOLD,
): DuplicateEvaluation {
  const judged = pairs.map((pair) => judgePair(pair, threshold));
  const count = (test: (j: Judged) => boolean) => judged.filter(test).length;
  const truePositives = count((j) => j.grouped && j.pair.duplicate);
  const falsePositives = count((j) => j.grouped && !j.pair.duplicate);
  const falseNegatives = count((j) => !j.grouped && j.pair.duplicate);
  const perKind: Record<string, KindFigures> = {};
  for (const j of judged) {
    const figures = (perKind[j.pair.kind] ??= { pairs: 0, correct: 0 });
    figures.pairs += 1;
    if (j.grouped === j.pair.duplicate) figures.correct += 1;
  }
  return {
    threshold,
    pairs: judged.length,
    truePositives,
    falsePositives,
    falseNegatives,
    precision: truePositives + falsePositives === 0 ? 1 : truePositives / (truePositives + falsePositives),
    recall: truePositives + falseNegatives === 0 ? 1 : truePositives / (truePositives + falseNegatives),
    perKind,
    judged,
  };
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** The printed report: overall figures, per kind, and the pairs judged wrong. */
export function formatDuplicateReport(result: DuplicateEvaluation): string {
  const lines = [
    `Near-duplicates: ${result.pairs} labelled pairs, threshold ${result.threshold}`,
    `  precision ${percent(result.precision)} (${result.truePositives} of ${result.truePositives + result.falsePositives} grouped pairs are duplicates; target 95%)`,
    `  recall    ${percent(result.recall)} (${result.truePositives} of ${result.truePositives + result.falseNegatives} duplicate pairs grouped)`,
    '  per kind (judged as labelled):',
    ...Object.entries(result.perKind).map(
      ([kind, f]) =>
        `    ${kind.padEnd(32)} ${String(f.correct).padStart(3)} / ${f.pairs}  ${percent(f.correct / f.pairs)}`,
    ),
  ];
  const wrong = result.judged.filter((j) => j.grouped !== j.pair.duplicate);
  if (wrong.length > 0) {
    lines.push('  judged wrong:');
    for (const j of wrong) {
      lines.push(
        `    ${j.pair.id} ${j.pair.kind}: similarity ${j.similarity.toFixed(2)}${j.candidate ? '' : ', no shared band'}, labelled ${j.pair.duplicate ? 'duplicate' : 'distinct'}`,
      );
    }
  }
  return lines.join('\n');
}

/** Similarities of the labelled pairs by label, to see where a threshold would fall. */
export function similaritySpread(result: DuplicateEvaluation): string {
  const of = (duplicate: boolean) =>
    result.judged
      .filter((j) => j.pair.duplicate === duplicate)
      .map((j) => j.similarity)
      .sort((x, y) => x - y);
  const distinct = of(false);
  const duplicates = of(true);
  return [
    `  distinct pairs: highest similarity ${(distinct.at(-1) ?? 0).toFixed(2)}`,
    `  duplicate pairs: lowest similarity ${(duplicates[0] ?? 0).toFixed(2)}, median ${(duplicates[Math.floor(duplicates.length / 2)] ?? 0).toFixed(2)}`,
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = evaluateDuplicates(loadPairs());
  console.log(formatDuplicateReport(result));
  console.log(similaritySpread(result));
}
