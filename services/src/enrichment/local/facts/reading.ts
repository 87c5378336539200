// One reading of who pays what: the stipend or salary, the fees for home and for international
// students, the words that state a shortfall or no funding. The funding type and the tuition fact
// are both derived from it, so the badge and the facts never disagree (a fully funded posting never
// leaves a fee unpaid; a self-funded one never covers one). For a whole posting the type is the
// funding model's (funding-model.ts), which weighs the reading's components with the money
// sentences' words; a short text is left to the rules (funding-type.ts).
import type { FundingType, Stipend } from '../../engine.ts';
import { FUNDING_MODEL } from './funding-weights.ts';
import { fundingFeatures, modelReads, NO_DOCTORAL_FEES, predictFunding } from './funding-model.ts';
import { fundingTypeOf, statedType, wordsOf, type FundingComponents } from './funding-type.ts';
import { stipendOf } from './stipend.ts';
import { FEES_NOT_CHARGED, FEES_WAIVED, PART_OF_FEES, feesOf, type Tuition } from './tuition.ts';

export interface FundingReading {
  fundingType: FundingType;
  tuition: Tuition;
  stipend: Stipend | null;
}

export function componentsOf(text: string, country: string): FundingComponents {
  const { promised, ...words } = wordsOf(text);
  const fees = feesOf(promised);
  return {
    ...words,
    fees,
    // A waiver of part of the fees is one too, though it says nothing of who pays the tuition.
    feesWaived:
      ((fees.home === true || fees.international === true) && FEES_WAIVED.test(promised)) ||
      PART_OF_FEES.test(promised),
    feesNotCharged: FEES_NOT_CHARGED.test(promised),
    feesExempt: FEES_WAIVED.test(promised),
    stipend: stipendOf(promised, country),
  };
}

/** What the funding model reads: the editor's texts, then the description. */
const fundingText = (editorTexts: string, description: string) =>
  editorTexts ? `${editorTexts}. ${description}` : description;

/** A posting's features for the funding model (funding-model.ts), as readFunding computes them. */
export function fundingFeaturesOf(editorTexts: string, description: string, country: string): string[] {
  const all = fundingText(editorTexts, description);
  return fundingFeatures(all, country, componentsOf(all, country));
}

export function readFunding(editorTexts: string, description: string, country: string): FundingReading {
  const all = fundingText(editorTexts, description);
  const c = componentsOf(all, country);
  // The editor's own words ("Self-funded") are their word on it.
  const editor = editorTexts ? statedType(editorTexts) : null;
  const fundingType =
    editor ?? (modelReads(all) ? predictFunding(FUNDING_MODEL, fundingFeatures(all, country, c)) : fundingTypeOf(c));
  // A self-funded candidate pays the fees, whether or not the posting says so, except where
  // doctoral candidates pay none (a German or Dutch external doctorate).
  const unpaid = NO_DOCTORAL_FEES.has(country) ? c.fees : { home: false, international: false };
  // A fully funded posting (the editor's word) leaves no fee unpaid.
  const tuition =
    fundingType === 'self_funded'
      ? unpaid
      : fundingType === 'fully_funded'
        ? { home: c.fees.home || null, international: c.fees.international || null }
        : c.fees;
  return { fundingType, tuition, stipend: c.stipend ?? stipendOf(all, country) };
}
