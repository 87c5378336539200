// The funding-type model (services/src/enrichment/local/facts/funding-model.ts) ships its weights in
// funding-weights.ts: they must be the ones `npm run train:funding` gets from the tuning sets today,
// so a change to the labelled sets, the rules' components or the features cannot leave them stale.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FUNDING_MODEL } from '@phd/services/enrichment/local/facts/funding-weights';
import { predictFunding } from '@phd/services/enrichment/local/facts/funding-model';
import { fundingTypeOf } from '@phd/services/enrichment/local/facts/funding-type';
import { componentsOf } from '@phd/services/enrichment/local/facts/reading';
import { htmlBlocks, paragraphsText } from '@phd/services/enrichment/local/text';
import { EVAL_SETS, loadEvalSet, type EvalPosting } from './evaluate.ts';
import { postingFeatures, trainOnTuningSets, WEIGHTS_PATH, weightsSource } from './train-funding.ts';

describe('the funding-type model', () => {
  it('ships the weights the tuning sets train (run `npm run train:funding` after changing them)', () => {
    expect(readFileSync(WEIGHTS_PATH, 'utf8')).toBe(weightsSource(trainOnTuningSets()));
  });

  it('is trained on the tuning sets only: a held-out posting is not among its examples', () => {
    const tuning = EVAL_SETS.filter((s) => !s.heldOut).flatMap((s) => loadEvalSet(s.path));
    const heldOut = EVAL_SETS.filter((s) => s.heldOut).flatMap((s) => loadEvalSet(s.path));
    const tuningIds = new Set(tuning.map((p) => p.id));
    expect(heldOut.filter((p) => tuningIds.has(p.id))).toEqual([]);
    // Nor is a held-out description: the same text under another id would be learned too.
    const tuningTexts = new Set(tuning.map((p) => p.input.description));
    expect(heldOut.filter((p) => tuningTexts.has(p.input.description)).map((p) => p.id)).toEqual([]);
  });

  it('reads the held-out sets better than the rules it learns from, alone', () => {
    for (const set of EVAL_SETS.filter((s) => s.heldOut)) {
      const postings = loadEvalSet(set.path);
      const right = (read: (p: EvalPosting) => string) =>
        postings.filter((p) => read(p) === p.truth.fundingType).length;
      const model = right((p) => predictFunding(FUNDING_MODEL, postingFeatures(p)));
      const rules = right((p) => {
        const text = paragraphsText(htmlBlocks(p.input.description));
        return fundingTypeOf(componentsOf(text, p.input.country));
      });
      expect(model, set.name).toBeGreaterThan(rules);
    }
  });
});
