// One reading of who pays what: the stipend or salary, the fees for home and for international
// students, the words that state a shortfall or no funding. The funding type and the tuition fact
// are both derived from it, so the badge and the facts never disagree (a fully funded posting never
// leaves a fee unpaid; a self-funded one never covers one).
import type { FundingType, Stipend } from '../../engine.ts';
import { fundingTypeOf, statedType, wordsOf, type FundingComponents } from './funding-type.ts';
import { stipendOf } from './stipend.ts';
import { FEES_NOT_CHARGED, FEES_WAIVED, PART_OF_FEES, feesOf, type Tuition } from './tuition.ts';

/** Countries whose universities charge doctoral candidates no tuition. */
const NO_DOCTORAL_FEES = new Set([
  'Germany',
  'Austria',
  'Netherlands',
  'Norway',
  'Finland',
  'Czech Republic',
  'Czechia',
]);

export interface FundingReading {
  fundingType: FundingType;
  tuition: Tuition;
  stipend: Stipend | null;
}

function componentsOf(text: string, country: string): FundingComponents {
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

export function readFunding(editorTexts: string, description: string, country: string): FundingReading {
  const all = editorTexts ? `${editorTexts}. ${description}` : description;
  const c = componentsOf(all, country);
  // The editor's own words ("Self-funded") are their word on it.
  const editor = editorTexts ? statedType(wordsOf(editorTexts)) : null;
  const fundingType = editor ?? fundingTypeOf(c);
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
