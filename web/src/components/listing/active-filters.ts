// The filters a listing applies, as removable chips above the results and the count on the Filters
// button (below 1024 px the panel is out of sight, so this is what shows a ticked filter is on). Each
// chip carries the one change that removes it from the address.
import {
  dateInputValue,
  endDateInputValue,
  FUNDING_CHOICES,
  fundingSelection,
  type FilterChange,
  type ListingSearch,
} from './listing-url.ts';
import { ELIGIBLE_LABEL } from './eligible-filter.ts';
import { stipendMinimumText } from './stipend-filter.ts';

export interface ActiveFilter {
  key: string;
  label: string;
  /** The change that removes it. */
  remove: FilterChange;
}

export interface ActiveFilterInput extends Pick<
  ListingSearch,
  'createdAfter' | 'createdBefore' | 'funded' | 'open' | 'fundingTypes' | 'stipend' | 'eligible'
> {
  country?: string;
  university?: string;
  discipline?: string;
}

/** "2026-03-01" -> "1 Mar 2026" (UTC, as the date inputs read). */
const shortDate = (isoDay: string) =>
  new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

export function activeFilters(input: ActiveFilterInput): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  if (input.country) chips.push({ key: 'country', label: input.country, remove: { kind: 'country' } });
  if (input.university) chips.push({ key: 'university', label: input.university, remove: { kind: 'university' } });
  if (input.discipline) chips.push({ key: 'discipline', label: input.discipline, remove: { kind: 'discipline' } });
  const from = dateInputValue(input.createdAfter);
  if (from) chips.push({ key: 'start', label: `Posted from ${shortDate(from)}`, remove: { kind: 'start' } });
  const until = endDateInputValue(input.createdBefore);
  if (until) chips.push({ key: 'end', label: `Posted until ${shortDate(until)}`, remove: { kind: 'end' } });
  for (const choice of FUNDING_CHOICES) {
    if (!fundingSelection(input.funded, input.fundingTypes).includes(choice.value)) continue;
    chips.push({
      key: choice.value,
      label: choice.label,
      remove: { kind: 'funding', value: choice.value, checked: false },
    });
  }
  if (input.open) chips.push({ key: 'open', label: 'Open for applications', remove: { kind: 'open', value: false } });
  if (input.stipend) {
    chips.push({
      key: 'stipend',
      label: `Stipend from ${stipendMinimumText(input.stipend)}`,
      remove: { kind: 'stipend' },
    });
  }
  if (input.eligible) chips.push({ key: 'eligible', label: ELIGIBLE_LABEL, remove: { kind: 'eligible' } });
  return chips;
}
