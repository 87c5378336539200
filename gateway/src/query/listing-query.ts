// The listing's query string (spec section 7, "Opportunities, public") as validated, normalised
// search input. Every problem becomes a 400 naming the parameter; nothing malformed reaches an engine.
// Fastify's query parser does not build nested objects, so the date bounds are the literal keys
// "created_at[gt]" and "created_at[lt]".
import { z } from 'zod';
import { FUNDING_TYPES, type FundingTypeFilter, type SearchFilters, type SearchSort } from '@phd/search/engine';
import {
  DEFAULT_PAGE_SIZE,
  LISTING_PARAMS,
  LISTING_SORTS,
  MAX_PAGE_SIZE,
  MAX_QUERY_LENGTH,
  MAX_RESULT_WINDOW,
} from '@phd/contracts/input/listing-query';
import { filterParam } from './filter-param.ts';

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_QUERY_LENGTH, MAX_RESULT_WINDOW };

const CATEGORIES = ['standard', 'featured'] as const;
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f]+/g;

/** A whole number in [min, max] given as decimal digits, or the default when absent. */
export function wholeNumber(min: number, max: number, fallback: number) {
  return z
    .string({ message: `must be a whole number from ${min} to ${max}, given once` })
    .regex(/^\d{1,9}$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be a whole number from ${min} to ${max}`)
    .optional()
    .transform((n) => n ?? fallback);
}

const unixSeconds = z
  .string({ message: 'must be unix seconds (a whole number), given once' })
  .regex(/^\d{1,12}$/, 'must be unix seconds (a whole number)')
  .transform((s) => new Date(Number(s) * 1000))
  .optional();

const FUNDING_TYPE_MESSAGE = `must be ${FUNDING_TYPES.join(', ')}, or several of them separated by commas`;

/** The Funding filter: funding types separated by commas, each known; sorted and distinct. */
const fundingType = z
  .string({ message: `${FUNDING_TYPE_MESSAGE}, given once` })
  .max(200, FUNDING_TYPE_MESSAGE)
  .transform((text, ctx): FundingTypeFilter[] | undefined => {
    const values = text
      .split(',')
      .map((v) => v.trim())
      .filter((v) => v !== '');
    if (!values.every((v): v is FundingTypeFilter => (FUNDING_TYPES as readonly string[]).includes(v))) {
      ctx.addIssue({ code: 'custom', message: FUNDING_TYPE_MESSAGE });
      return z.NEVER;
    }
    return values.length > 0 ? [...new Set(values)].sort() : undefined;
  })
  .optional();

/**
 * "Open for applications" is judged at the start of the current minute: equal requests within a
 * minute are one cache entry, and a deadline that passed seconds ago is a minute from closing anyway.
 */
const openAtThisMinute = (now = Date.now()) => new Date(now - (now % 60_000));

const STIPEND_MIN_MESSAGE = 'must be a whole number (the yearly stipend at least this)';
const STIPEND_CURRENCY_MESSAGE = 'must be a three-letter currency code such as GBP, EUR or USD';

const category = filterParam.refine(
  (values) => values === undefined || values.every((v) => (CATEGORIES as readonly string[]).includes(v)),
  `must be ${CATEGORIES.join(' or ')}`,
);

// Descriptions are for the OpenAPI document of the routes that still take this schema as theirs (the feeds).
const filterShape = {
  category: category.describe(LISTING_PARAMS.category),
  discipline: filterParam.describe(LISTING_PARAMS.discipline),
  country: filterParam.describe(LISTING_PARAMS.country),
  university: filterParam.describe(LISTING_PARAMS.university),
  department: filterParam.describe(LISTING_PARAMS.department),
  'created_at[gt]': unixSeconds.describe(LISTING_PARAMS['created_at[gt]']),
  'created_at[lt]': unixSeconds.describe(LISTING_PARAMS['created_at[lt]']),
  funded: z
    .enum(['true', 'false', '1', '0'], { message: 'must be true or false, given once' })
    .transform((v) => v === 'true' || v === '1')
    .optional()
    .describe(LISTING_PARAMS.funded),
  /** Only positions published on the site by their posters (the /phd-postings pages). */
  posted: z
    .enum(['true', 'false', '1', '0'], { message: 'must be true or false, given once' })
    .transform((v) => v === 'true' || v === '1')
    .optional()
    .describe(LISTING_PARAMS.posted),
  open: z
    .enum(['true', 'false', '1', '0'], { message: 'must be true or false, given once' })
    .transform((v) => v === 'true' || v === '1')
    .optional()
    .describe(LISTING_PARAMS.open),
  funding_type: fundingType.describe(LISTING_PARAMS.funding_type),
  stipend_min: z
    .string({ message: `${STIPEND_MIN_MESSAGE}, given once` })
    .regex(/^\d{1,9}$/, STIPEND_MIN_MESSAGE)
    .transform(Number)
    .optional()
    .describe(LISTING_PARAMS.stipend_min),
  stipend_currency: z
    .string({ message: `${STIPEND_CURRENCY_MESSAGE}, given once` })
    .regex(/^[A-Za-z]{3}$/, STIPEND_CURRENCY_MESSAGE)
    .transform((code) => code.toUpperCase())
    .optional()
    .describe(LISTING_PARAMS.stipend_currency),
  q: z
    .string({ message: 'must be text, given once' })
    .max(MAX_QUERY_LENGTH * 4, `may be at most ${MAX_QUERY_LENGTH} characters`)
    .transform((s) => s.replace(CONTROLS, ' ').trim())
    .refine((s) => s.length <= MAX_QUERY_LENGTH, `may be at most ${MAX_QUERY_LENGTH} characters`)
    .optional()
    .describe(LISTING_PARAMS.q),
};

type FilterFields = z.output<z.ZodObject<typeof filterShape>>;

function toFilters(raw: FilterFields): SearchFilters {
  const filters: SearchFilters = {
    category: raw.category,
    discipline: raw.discipline,
    country: raw.country,
    university: raw.university,
    department: raw.department,
    createdAfter: raw['created_at[gt]'],
    createdBefore: raw['created_at[lt]'],
    fundedOnly: raw.funded || undefined,
    postedOnly: raw.posted || undefined,
    openAt: raw.open ? openAtThisMinute() : undefined,
    fundingType: raw.funding_type,
    // A currency alone keeps the positions paying in it (any amount): what sort=stipend compares.
    stipendMin: raw.stipend_currency ? { amount: raw.stipend_min ?? 0, currency: raw.stipend_currency } : undefined,
    q: raw.q || undefined,
  };
  // Absent fields are left out, so equal requests make equal cache keys.
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as SearchFilters;
}

/** An amount needs its currency: stipends are never converted between currencies. */
function stipendPair<T extends Pick<FilterFields, 'stipend_min' | 'stipend_currency'>>(query: T, ctx: z.RefinementCtx) {
  if (query.stipend_min !== undefined && !query.stipend_currency) {
    ctx.addIssue({ code: 'custom', path: ['stipend_currency'], message: 'is needed with stipend_min (e.g. GBP)' });
  }
}

/** Stipends are compared within one currency: 30,000 kronor is not more than 20,000 pounds. */
function stipendSortCurrency(query: { sort?: string; stipend_currency?: string }, ctx: z.RefinementCtx) {
  if (query.sort === 'stipend' && !query.stipend_currency) {
    ctx.addIssue({
      code: 'custom',
      path: ['sort'],
      message: 'stipend needs stipend_currency (stipends are compared within one currency, e.g. GBP)',
    });
  }
}

/** Filters only: the facet, count and option-list routes. */
export const filtersQuery = z.object(filterShape).superRefine(stipendPair).transform(toFilters);

export interface ListingQuery {
  filters: SearchFilters;
  sort?: SearchSort;
  limit: number;
  offset: number;
}

const pageShape = {
  limit: wholeNumber(1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE).describe(LISTING_PARAMS.limit),
  offset: wholeNumber(0, MAX_RESULT_WINDOW, 0).describe(LISTING_PARAMS.offset),
  sort: z
    .enum(LISTING_SORTS, { message: 'must be latest, most_viewed, relevance or stipend' })
    .optional()
    .describe(LISTING_PARAMS.sort),
};

/** The listing: filters, sort and a page. */
export const listingQuery = z
  .object({ ...filterShape, ...pageShape })
  .superRefine(stipendPair)
  .superRefine(stipendSortCurrency)
  .refine((q) => q.offset + q.limit <= MAX_RESULT_WINDOW, {
    path: ['offset'],
    message: `offset + limit may be at most ${MAX_RESULT_WINDOW}; narrow the filters to see further`,
  })
  .transform((q): ListingQuery => {
    const page: ListingQuery = { filters: toFilters(q), limit: q.limit, offset: q.offset };
    if (q.sort) page.sort = q.sort;
    return page;
  });

/** Routes that take only a list size (related, most viewed). */
export const sizeQuery = (fallback: number, max = 50) => z.object({ limit: wholeNumber(1, max, fallback) });
