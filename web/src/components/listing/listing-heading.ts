// The listing's heading (spec section 2): total and "PhD Positions" ("1 PhD Position"), then "in {discipline}",
// "in {country}", "at {university}"; the featured category reads "Featured Opportunities".
import { countWords } from '@phd/contracts/count-words';
import type { Category } from '@phd/contracts/paths';

export interface HeadingInput {
  category: Category;
  total?: number;
  /** The total is a lower bound (a keyword search past 10,000 matches): "10,000+". */
  totalAtLeast?: boolean;
  country?: string;
  university?: string;
  discipline?: string;
}

export function listingHeading({
  category,
  total,
  totalAtLeast,
  country,
  university,
  discipline,
}: HeadingInput): string {
  const base =
    category === 'featured'
      ? 'Featured Opportunities'
      : total === undefined
        ? 'PhD Positions'
        : countWords(total, 'PhD Position', 'PhD Positions', totalAtLeast);
  const scope = [discipline && `in ${discipline}`, country && `in ${country}`, university && `at ${university}`];
  return [base, ...scope].filter(Boolean).join(' ');
}
