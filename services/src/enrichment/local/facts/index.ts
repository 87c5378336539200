// Facts by rules: every rule family reads the editor's funding texts and the description's plain
// text; the result always satisfies postingFactsSchema.
import type { PostingFacts } from '../../engine.ts';
import { durationMonthsOf } from './duration.ts';
import { eligibilityOf } from './eligibility.ts';
import { fundingTypeOf } from './funding-type.ts';
import { startDateOf } from './start-date.ts';
import { stipendOf } from './stipend.ts';
import { tuitionOf } from './tuition.ts';

export interface FactsInput {
  /** The editor's funding and funding-details texts, joined. */
  editorTexts: string;
  /** The description as plain text. */
  description: string;
  country: string;
}

export function extractFacts(input: FactsInput): PostingFacts {
  const all = input.editorTexts ? `${input.editorTexts}. ${input.description}` : input.description;
  const fundingType = fundingTypeOf(input.editorTexts, input.description);
  return {
    fundingType,
    tuition: tuitionOf(all, fundingType),
    stipend: stipendOf(all, input.country),
    durationMonths: durationMonthsOf(all),
    startDate: startDateOf(all),
    eligibility: eligibilityOf(all).map((note) => note.slice(0, 200)),
  };
}
