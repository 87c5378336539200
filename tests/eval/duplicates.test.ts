import { describe, expect, it } from 'vitest';
import { evaluateDuplicates, formatDuplicateReport, loadPairs, type LabelledPair } from './duplicates.ts';

describe('near-duplicate detection on the labelled pairs', () => {
  const pairs = loadPairs();
  const result = evaluateDuplicates(pairs);

  it('holds precision at 95% or more (grouping two positions hides one from every listing)', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(50);
    expect(result.precision, formatDuplicateReport(result)).toBeGreaterThanOrEqual(0.95);
  });

  it('still groups most real duplicates', () => {
    expect(result.recall, formatDuplicateReport(result)).toBeGreaterThanOrEqual(0.85);
  });

  it('counts per kind and overall from the same judgements', () => {
    const kinds = Object.values(result.perKind);
    expect(kinds.reduce((sum, k) => sum + k.pairs, 0)).toBe(pairs.length);
    const posting = {
      title: 'PhD in Soil Microbiology',
      description: '<p>A funded studentship on soil.</p>',
      universityName: 'X',
    };
    const tiny: LabelledPair[] = [
      { id: 't1', kind: 'same', duplicate: true, a: posting, b: posting },
      { id: 't2', kind: 'same', duplicate: false, a: posting, b: { ...posting } },
    ];
    const judged = evaluateDuplicates(tiny);
    expect([judged.truePositives, judged.falsePositives, judged.precision, judged.recall]).toEqual([1, 1, 0.5, 1]);
    expect(judged.perKind).toEqual({ same: { pairs: 2, correct: 1 } });
  });
});
