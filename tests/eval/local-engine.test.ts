// The local enrichment engine on the hand-labelled evaluation sets must meet the targets
// (discipline top-1 >= 85%, funding type >= 90%), so a regression in the classifier, its vocabulary
// or the funding rules fails CI. The held-out set was never used for tuning: it is the honest figure.
// `npm run eval` prints the full figures.
import { describe, expect, it } from 'vitest';
import { localEnrichmentEngine } from '@phd/services/enrichment/configured-engine';
import { evaluateEngine, EVAL_SET_PATH, HELD_OUT_PATH, loadEvalSet, rate } from './evaluate.ts';
import { TARGETS } from './targets.ts';

describe('local enrichment engine on the evaluation sets', () => {
  it.each([
    ['the held-out set', HELD_OUT_PATH, 60],
    ['the tuning set', EVAL_SET_PATH, 150],
  ])(
    'meets the discipline and funding-type targets on %s, and every summary keeps within the rules',
    async (_name, path, size) => {
      const postings = loadEvalSet(path);
      expect(postings.length).toBeGreaterThanOrEqual(size);
      const report = await evaluateEngine(localEnrichmentEngine(), postings);
      expect(rate(report.discipline)).toBeGreaterThanOrEqual(TARGETS.discipline);
      expect(rate(report.fundingType)).toBeGreaterThanOrEqual(TARGETS.fundingType);
      expect(report.summaryShape.correct).toBe(report.summaryShape.total);
    },
  );
});
