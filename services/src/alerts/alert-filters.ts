// What a search alert keeps of the listing's search (spec section 7's listing filters): category,
// countries, universities, disciplines, funded only, open for applications, the Funding filter, the
// minimum stipend and a keyword (the web app's one list of listing filters, contracts/src/listing-filters.ts, says which
// listing filter becomes which field). Dates are not kept: an alert is about listings created after
// its last run. The label says it in words for Smart Picks and e-mails.
import { z } from 'zod';
import { lineText } from '@phd/contracts/input/text';

/** The listing's Funding filter (search/src/engine.ts FUNDING_TYPES), with its words for labels. */
const FUNDING_WORDS = {
  fully_funded: 'fully funded',
  partially_funded: 'partially funded',
  self_funded: 'self-funded',
} as const;
type FundingFilter = keyof typeof FUNDING_WORDS;
const FUNDING_FILTER = Object.keys(FUNDING_WORDS) as [FundingFilter, ...FundingFilter[]];
const FUNDING_MESSAGE = `Funding type must be a list of ${FUNDING_FILTER.join(', ')}`;

const STIPEND_MIN_MESSAGE = 'The minimum stipend must be a whole number';
const STIPEND_CURRENCY_MESSAGE = 'The stipend currency must be a three-letter code such as GBP';

const names = (field: string) =>
  z
    .array(lineText(field).trim().min(1).max(200), { error: `${field} must be a list of names` })
    .max(10, `At most 10 ${field} per alert`)
    .default([])
    .transform((list) => [...new Set(list)].sort((a, b) => a.localeCompare(b)));

export const alertFilters = z
  .object({
    category: z.enum(['standard', 'featured'], { error: 'Category must be standard or featured' }).default('standard'),
    country: names('countries'),
    university: names('universities'),
    discipline: names('disciplines'),
    funded: z.boolean({ error: 'Funded must be true or false' }).default(false),
    open: z.boolean({ error: 'Open must be true or false' }).default(false),
    funding_type: z
      .array(z.enum(FUNDING_FILTER, { error: FUNDING_MESSAGE }), { error: FUNDING_MESSAGE })
      .max(FUNDING_FILTER.length, FUNDING_MESSAGE)
      .default([])
      .transform((list) => FUNDING_FILTER.filter((type) => list.includes(type))),
    stipend_min: z
      .number({ error: STIPEND_MIN_MESSAGE })
      .int(STIPEND_MIN_MESSAGE)
      .min(0, STIPEND_MIN_MESSAGE)
      .max(999_999_999, STIPEND_MIN_MESSAGE)
      .nullable()
      .default(null),
    stipend_currency: z
      .string({ error: STIPEND_CURRENCY_MESSAGE })
      .regex(/^[A-Za-z]{3}$/, STIPEND_CURRENCY_MESSAGE)
      .transform((code) => code.toUpperCase())
      .nullable()
      .default(null),
    q: lineText('Keyword').trim().max(200, 'The keyword may be at most 200 characters').default(''),
  })
  .strict()
  .refine((f) => (f.stipend_min === null) === (f.stipend_currency === null), {
    error: 'The minimum stipend needs its currency, and the currency its minimum',
    path: ['stipend_min'],
  });

export type AlertFilters = z.output<typeof alertFilters>;

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
