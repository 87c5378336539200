// The scorecard's arithmetic and rules (issue 34, services/src/review/scorecard.ts): the weighted mean
// of the criteria scored, two decimals, its rounding to the stored 1-4 score, and the sentences a
// partial, padded or misplaced scorecard is refused with.
import { describe, expect, it } from 'vitest';
import { SUGGESTED_SCORECARD } from '@phd/contracts/input/review';
import { DomainError } from '@phd/services/errors';
import { readScorecard, readScores, scoreRating, weightedScore } from '@phd/services/review/scorecard';

const all = (...values: number[]) => Object.fromEntries(SUGGESTED_SCORECARD.map((c, i) => [c.key, values[i]!]));

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return (error as DomainError).message;
  }
  throw new Error('expected a refusal');
};

describe('weightedScore', () => {
  it('is sum(weight × score) / sum(weight) with two decimals', () => {
    expect(weightedScore(SUGGESTED_SCORECARD, all(4, 3, 2, 1, 4))).toBe(2.9);
    expect(weightedScore(SUGGESTED_SCORECARD, all(4, 4, 4, 4, 4))).toBe(4);
    expect(
      weightedScore(
        [
          { key: 'a', label: 'A', weight: 1 },
          { key: 'b', label: 'B', weight: 2 },
        ],
        { a: 1, b: 2 },
      ),
    ).toBe(1.67);
  });

  it('leaves out criteria not scored, and is null when none is', () => {
    const without = SUGGESTED_SCORECARD.filter((c) => c.key !== 'references');
    expect(weightedScore(without, all(4, 3, 2, 1, 4))).toBe(2.78);
    expect(weightedScore(SUGGESTED_SCORECARD, {})).toBeNull();
  });
});

describe('scoreRating', () => {
  it('stores the scorecard in its order, the weighted mean and its rounding', () => {
    const reversed = Object.fromEntries(Object.entries(all(1, 2, 2, 2, 1)).reverse());
    const scored = scoreRating(SUGGESTED_SCORECARD, { scores: reversed });
    // (30 + 50 + 40 + 30 + 10) / 100 = 1.6, shown as 2
    expect(scored).toEqual({ score: 2, weighted: 1.6, criteria: all(1, 2, 2, 2, 1) });
    expect(Object.keys(scored.criteria!)).toEqual(SUGGESTED_SCORECARD.map((c) => c.key));
  });

  it('keeps the single rating where there is no scorecard', () => {
    expect(scoreRating([], { score: 3 })).toEqual({ score: 3, weighted: 3, criteria: null });
    expect(refusal(() => scoreRating([], { scores: { fit: 3 } }))).toMatch(/no scorecard/);
  });

  it('names what is missing, unknown, or of the wrong kind', () => {
    expect(refusal(() => scoreRating(SUGGESTED_SCORECARD, { score: 3 }))).toMatch(/score each criterion/);
    expect(refusal(() => scoreRating(SUGGESTED_SCORECARD, { scores: { research_fit: 3, methods: 2 } }))).toBe(
      'Please score Academic record, Motivation, References.',
    );
    expect(refusal(() => scoreRating(SUGGESTED_SCORECARD, { scores: { ...all(1, 1, 1, 1, 1), charm: 2 } }))).toBe(
      'This scorecard has no criterion "charm".',
    );
  });
});

describe('reading stored values', () => {
  it('takes what does not parse as no scorecard and no scores, never a failure', () => {
    expect(readScorecard(SUGGESTED_SCORECARD)).toEqual(SUGGESTED_SCORECARD);
    expect(readScorecard({ not: 'a list' })).toEqual([]);
    expect(readScorecard([{ key: 'Bad Key', label: 'x', weight: 1 }])).toEqual([]);
    expect(readScores({ a: 3, b: 'x', c: 2.5 })).toEqual({ a: 3 });
    expect(readScores(null)).toBeNull();
    expect(readScores([1, 2])).toBeNull();
  });
});
