// Facts by rules: every rule family reads the editor's funding texts and the description's plain
// text; the result always satisfies postingFactsSchema.
import type { PostingFacts } from '../../engine.ts';
import { durationMonthsOf } from './duration.ts';
import { eligibilityOf } from './eligibility.ts';
import { readFunding } from './reading.ts';
import { startDateOf } from './start-date.ts';

export interface FactsInput {
  /** The editor's funding and funding-details texts, joined. */
  editorTexts: string;
  /** The description as plain text. */
  description: string;
  country: string;
}

export function extractFacts(input: FactsInput): PostingFacts {
  const all = input.editorTexts ? `${input.editorTexts}. ${input.description}` : input.description;
  const { fundingType, tuition, stipend } = readFunding(input.editorTexts, input.description, input.country);
  const startDate = startDateOf(all);
  return {
    fundingType,
    tuition,
    stipend,
    durationMonths: durationMonthsOf(all, startDate),
    startDate,
    eligibility: eligibilityOf(all).map((note) => note.slice(0, 200)),
  };
}
