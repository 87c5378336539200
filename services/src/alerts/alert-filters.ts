// What a search alert keeps of the listing's search (its schema: contracts/src/input/alert.ts), as the
// search engine's filters for a run, and as a label that says it in words for Smart Picks and e-mails.
import { type AlertFilters, type AlertFundingFilter } from '@phd/contracts/input/alert';

/** The listing's Funding filter (search/src/engine.ts FUNDING_TYPES), with its words for labels. */
const FUNDING_WORDS: Record<AlertFundingFilter, string> = {
  fully_funded: 'fully funded',
  partially_funded: 'partially funded',
  self_funded: 'self-funded',
};
type FundingFilter = AlertFundingFilter;

/**
 * The search engine's filters (search/src/engine.ts SearchFilters, restated here because services
 * does not depend on the search package; the engine satisfies it structurally).
 */
export interface AlertSearchFilters {
  category: readonly string[];
  country?: readonly string[];
  university?: readonly string[];
  discipline?: readonly string[];
  fundedOnly?: boolean;
  openAt?: Date;
  fundingType?: readonly FundingFilter[];
  stipendMin?: { amount: number; currency: string };
  q?: string;
  createdAfter: Date;
  createdBefore: Date;
}

/** What the alerts run needs of the search engine. */
export interface AlertSearch {
  search(
    request: AlertSearchFilters & { sort: 'latest'; limit: number; offset: number },
  ): Promise<{ hits: readonly { id: string }[] }>;
}

/** The engine's filters for an alert's matches created after `since`, "open" judged at `now`. */
export function searchFiltersOf(filters: AlertFilters, since: Date, until: Date, now = until): AlertSearchFilters {
  return {
    category: [filters.category],
    ...(filters.country.length > 0 && { country: filters.country }),
    ...(filters.university.length > 0 && { university: filters.university }),
    ...(filters.discipline.length > 0 && { discipline: filters.discipline }),
    ...(filters.funded && { fundedOnly: true }),
    ...(filters.open && { openAt: now }),
    ...(filters.funding_type.length > 0 && { fundingType: filters.funding_type }),
    ...(filters.stipend_min !== null &&
      filters.stipend_currency !== null && {
        stipendMin: { amount: filters.stipend_min, currency: filters.stipend_currency },
      }),
    ...(filters.q !== '' && { q: filters.q }),
    createdAfter: since,
    createdBefore: until,
  };
}

const list = (values: string[]) =>
  values.length <= 2 ? values.join(' or ') : `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;

/** "Fully funded PhD positions open for applications in Physics in Germany or Sweden matching “quantum”". */
export function alertLabel(f: AlertFilters): string {
  const funding = [
    f.funded ? FUNDING_WORDS.fully_funded : '',
    f.funding_type.length > 0 ? list(f.funding_type.map((type) => FUNDING_WORDS[type])) : '',
  ].filter(Boolean);
  const parts = [
    `${funding.length > 0 ? `${funding.join(', ')} ` : ''}${f.category === 'featured' ? 'featured ' : ''}PhD positions`,
    f.open ? 'open for applications' : '',
    f.discipline.length > 0 ? `in ${list(f.discipline)}` : '',
    f.country.length > 0 ? `in ${list(f.country)}` : '',
    f.university.length > 0 ? `at ${list(f.university)}` : '',
    f.stipend_min !== null && f.stipend_currency !== null
      ? `paying at least ${f.stipend_min.toLocaleString('en-GB')} ${f.stipend_currency} a year`
      : '',
    f.q !== '' ? `matching “${f.q}”` : '',
  ];
  const label = parts.filter(Boolean).join(' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}
