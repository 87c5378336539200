// The local enrichment engine on the hand-labelled evaluation set must meet the targets
// (discipline top-1 >= 85%, funding type >= 90%), so a regression in the classifier, its vocabulary
// or the funding rules fails CI. `npm run eval` prints the full figures.
import { describe, expect, it } from 'vitest';
import { localEnrichmentEngine } from '@phd/services/enrichment/configured-engine';
import { evaluateEngine, loadEvalSet, rate } from './evaluate.ts';
import { TARGETS } from './targets.ts';

describe('local enrichment engine on the evaluation set', () => {
  it('meets the discipline and funding-type targets, and every summary keeps within the rules', async () => {
    const postings = loadEvalSet();
    expect(postings.length).toBeGreaterThanOrEqual(100);
    const report = await evaluateEngine(localEnrichmentEngine(), postings);
    expect(rate(report.discipline)).toBeGreaterThanOrEqual(TARGETS.discipline);
    expect(rate(report.fundingType)).toBeGreaterThanOrEqual(TARGETS.fundingType);
    expect(report.summaryShape.correct).toBe(report.summaryShape.total);
  });
});
