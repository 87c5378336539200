// The public catalogue's input (spec section 7, "Opportunities, public"): its query parameters and path
// parameters, with the rules the gateway reads them by. Each problem is worded for its parameter
// ("limit: must be a whole number from 1 to 100"); the gateway reads these parts with the catalogue's
// wording, "Please check your input (limit: must be a whole number from 1 to 100).", each parameter's
// problem in the details (gateway/src/query/check-input.ts, serve's readQuery and readParams).
// What needs the catalogue itself (a country, university or discipline written with hyphens made
// canonical) is the gateway's step after parsing (gateway/src/query/canonical-names.ts).
// Fastify's query parser does not build nested objects, so the date bounds are the literal keys
// "created_at[gt]" and "created_at[lt]".
import { z } from 'zod';
import { COUNTRY_CODES } from '../country-codes.ts';
import { FUNDING_TYPES, type FundingType } from '../funding-types.ts';
import { hasLoneSurrogate } from './text.ts';

export const DEFAULT_PAGE_SIZE = 30;
export const MAX_PAGE_SIZE = 100;
/** offset + limit: deeper pages are not served (Elasticsearch's result window); narrow the filters. */
export const MAX_RESULT_WINDOW = 10_000;
export const MAX_QUERY_LENGTH = 200;
export const LISTING_SORTS = ['latest', 'most_viewed', 'relevance', 'stipend'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
/** A funding type the Funding filter takes: every funding type but "unknown". */
export type FundingFilterType = Exclude<FundingType, 'unknown'>;
/** The Funding filter's values: every funding type but "unknown". */
export const FUNDING_FILTER_TYPES = FUNDING_TYPES.filter((type): type is FundingFilterType => type !== 'unknown');

const SEVERAL = 'a plain value, or JSON {"in":["value", ...]} for several';

/** What each listing parameter means, for the OpenAPI document (/api/openapi.json). */
export const LISTING_PARAMS = {
  category: `standard or featured: ${SEVERAL}`,
  discipline: `Discipline: ${SEVERAL}`,
  country: `Country (hyphens for spaces allowed): ${SEVERAL}`,
  university: `University: ${SEVERAL}`,
  department: `Department: ${SEVERAL}`,
  'created_at[gt]': 'Created after (unix seconds)',
  'created_at[lt]': 'Created before (unix seconds)',
  funded: 'true: fully funded positions only',
  posted: 'true: only positions their posters published on the site (the PhD postings)',
  open: 'true: only positions open for applications (a deadline in the future, or none)',
  funding_type: `Funding: ${FUNDING_FILTER_TYPES.join(', ')}; several separated by commas (any of them)`,
  stipend_min:
    'Minimum stipend: a whole number, the stipend in a year at least this, in stipend_currency ' +
    '(needs it; amounts in other currencies are not converted)',
  stipend_currency:
    'Only positions paying a stipend in this currency (ISO 4217, e.g. GBP); the currency of stipend_min',
  eligible:
    'Positions I can apply to: one or two ISO 3166-1 alpha-2 country codes (a nationality and a country ' +
    'of residence, in any order and letter case), separated by a comma, e.g. DE or DE,GB. Leaves out ' +
    'positions limited to other countries (positions whose eligibility is not known stay) and adds ' +
    'eligibility { open, why } to each item. Off when absent',
  q: `Keywords (at most ${MAX_QUERY_LENGTH} characters, typo-tolerant)`,
  limit: `Page size, 1 to ${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE})`,
  offset: `Items to skip; offset + limit at most ${MAX_RESULT_WINDOW}`,
  sort:
    'Default: relevance with q, else latest. stipend: the highest yearly stipend first, among the ' +
    'positions paying in stipend_currency (needs it)',
} as const;

type ParamType = 'string' | 'integer' | 'boolean';

/**
 * A query parameter judged by `rule`, shown in the document as its type, values and meaning. The web
 * client may give it as a number, a boolean or a filter's `{ in: [...] }` (sent as that JSON text):
 * the query string carries every one as text, which is what `rule` reads.
 */
function queryParam<S extends z.ZodType>(type: ParamType, description: string, rule: S, values?: readonly string[]) {
  return z
    .unknown()
    .optional()
    .meta({ type, description, ...(values && { enum: [...values] }) })
    .pipe(rule);
}

// ---- One filter of names: JSON text of the form {"in":["value", ...]}, or a plain value meaning a
// one-item list. Empty (no parameter, "", {"in":[]}) means no filter.

export const MAX_FILTER_VALUES = 50;
export const MAX_VALUE_LENGTH = 200;
const EXPECTED = `must be JSON {"in":["value", ...]} or a plain value`;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f]+/g;

/** Why a list of values is unacceptable, or null. */
function problemWith(values: unknown[]): string | null {
  if (values.length > MAX_FILTER_VALUES) return `may list at most ${MAX_FILTER_VALUES} values`;
  for (const value of values) {
    if (typeof value !== 'string') return `${EXPECTED} (every value a string)`;
    if (value.length > MAX_VALUE_LENGTH) return `values may be at most ${MAX_VALUE_LENGTH} characters`;
    if (CONTROL.test(value)) return 'values may not contain control characters';
    // The guard saw this JSON as text; only parsing it can reveal an escaped half of a character.
    if (hasLoneSurrogate(value)) return 'values may not contain half of a character (an unpaired UTF-16 surrogate)';
  }
  return null;
}

function parseFilter(raw: unknown): { values: string[] } | { problem: string } {
  if (raw === undefined) return { values: [] };
  if (typeof raw !== 'string') return { problem: `${EXPECTED}, given once` };
  const text = raw.trim();
  let values: unknown[] = [text];
  if (text.startsWith('{') || text.startsWith('[')) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { problem: `${EXPECTED} (this is not valid JSON)` };
    }
    if (!json || typeof json !== 'object' || Array.isArray(json) || !Array.isArray((json as { in?: unknown }).in)) {
      return { problem: EXPECTED };
    }
    values = (json as { in: unknown[] }).in;
  }
  const problem = problemWith(values);
  if (problem) return { problem };
  const cleaned = (values as string[]).map((v) => v.trim()).filter((v) => v !== '');
  return { values: [...new Set(cleaned)].sort() };
}

/** A filter parameter as a sorted list of distinct values, or undefined for "no filter". */
export const filterParam = z
  .unknown()
  .transform((raw, ctx): string[] | undefined => {
    const result = parseFilter(raw);
    if ('problem' in result) {
      ctx.addIssue({ code: 'custom', message: result.problem });
      return z.NEVER;
    }
    return result.values.length > 0 ? result.values : undefined;
  })
  .optional();

// ---- The other parameters.

const CATEGORIES = ['standard', 'featured'] as const;

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

const FUNDING_TYPE_MESSAGE = `must be ${FUNDING_FILTER_TYPES.join(', ')}, or several of them separated by commas`;

/** The Funding filter: funding types separated by commas, each known; sorted and distinct. */
const fundingType = z
  .string({ message: `${FUNDING_TYPE_MESSAGE}, given once` })
  .max(200, FUNDING_TYPE_MESSAGE)
  .transform((text, ctx): FundingFilterType[] | undefined => {
    const values = text
      .split(',')
      .map((v) => v.trim())
      .filter((v) => v !== '');
    if (!values.every((v): v is FundingFilterType => (FUNDING_FILTER_TYPES as readonly string[]).includes(v))) {
      ctx.addIssue({ code: 'custom', message: FUNDING_TYPE_MESSAGE });
      return z.NEVER;
    }
    return values.length > 0 ? [...new Set(values)].sort() : undefined;
  })
  .optional();

const flag = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false, given once' })
  .transform((v) => v === 'true' || v === '1')
  .optional();

const STIPEND_MIN_MESSAGE = 'must be a whole number (the yearly stipend at least this)';
const STIPEND_CURRENCY_MESSAGE = 'must be a three-letter currency code such as GBP, EUR or USD';

const ELIGIBLE_MESSAGE = 'must be one or two country codes such as DE or DE,GB';

/** "Positions I can apply to": one or two known country codes; upper case, sorted and distinct (one cache key). */
const eligibleCodes = z
  .string({ message: `${ELIGIBLE_MESSAGE}, given once` })
  .max(20, ELIGIBLE_MESSAGE)
  .transform((text, ctx): string[] => {
    const codes = text.split(',').map((code) => code.trim().toUpperCase());
    if (codes.length > 2 || !codes.every((code) => COUNTRY_CODES.has(code))) {
      ctx.addIssue({ code: 'custom', message: ELIGIBLE_MESSAGE });
      return z.NEVER;
    }
    return [...new Set(codes)].sort();
  })
  .optional();

const eligible = queryParam('string', LISTING_PARAMS.eligible, eligibleCodes);

/** The detail's query: the same "Positions I can apply to" codes, for its eligibility. */
export const eligibleQueryParams = z.object({ eligible });

const category = filterParam.refine(
  (values) => values === undefined || values.every((v) => (CATEGORIES as readonly string[]).includes(v)),
  `must be ${CATEGORIES.join(' or ')}`,
);

const names = (field: 'discipline' | 'country' | 'university' | 'department') =>
  queryParam('string', LISTING_PARAMS[field], filterParam);

const filterShape = {
  category: queryParam('string', LISTING_PARAMS.category, category),
  discipline: names('discipline'),
  country: names('country'),
  university: names('university'),
  department: names('department'),
  'created_at[gt]': queryParam('integer', LISTING_PARAMS['created_at[gt]'], unixSeconds),
  'created_at[lt]': queryParam('integer', LISTING_PARAMS['created_at[lt]'], unixSeconds),
  funded: queryParam('boolean', LISTING_PARAMS.funded, flag),
  /** Only positions published on the site by their posters (the /phd-postings pages). */
  posted: queryParam('boolean', LISTING_PARAMS.posted, flag),
  open: queryParam('boolean', LISTING_PARAMS.open, flag),
  funding_type: queryParam('string', LISTING_PARAMS.funding_type, fundingType),
  stipend_min: queryParam(
    'integer',
    LISTING_PARAMS.stipend_min,
    z
      .string({ message: `${STIPEND_MIN_MESSAGE}, given once` })
      .regex(/^\d{1,9}$/, STIPEND_MIN_MESSAGE)
      .transform(Number)
      .optional(),
  ),
  eligible,
  stipend_currency: queryParam(
    'string',
    LISTING_PARAMS.stipend_currency,
    z
      .string({ message: `${STIPEND_CURRENCY_MESSAGE}, given once` })
      .regex(/^[A-Za-z]{3}$/, STIPEND_CURRENCY_MESSAGE)
      .transform((code) => code.toUpperCase())
      .optional(),
  ),
  q: queryParam(
    'string',
    LISTING_PARAMS.q,
    z
      .string({ message: 'must be text, given once' })
      .max(MAX_QUERY_LENGTH * 4, `may be at most ${MAX_QUERY_LENGTH} characters`)
      .transform((s) => s.replace(CONTROLS, ' ').trim())
      .refine((s) => s.length <= MAX_QUERY_LENGTH, `may be at most ${MAX_QUERY_LENGTH} characters`)
      .optional(),
  ),
};

/** An amount needs its currency: stipends are never converted between currencies. */
function stipendPair(query: { stipend_min?: number; stipend_currency?: string }, ctx: z.RefinementCtx) {
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

/** The filters (the count and option-list routes, and the listing's own). */
export const filterQueryParams = z.object(filterShape).superRefine(stipendPair);

/** The filters as parsed: lists sorted and distinct, dates, flags, the currency in upper case. */
export type FilterQuery = z.output<typeof filterQueryParams>;

/** The listing: the filters, a page and a sort. */
export const listingQueryParams = z
  .object({
    ...filterShape,
    limit: queryParam('integer', LISTING_PARAMS.limit, wholeNumber(1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE)),
    offset: queryParam('integer', LISTING_PARAMS.offset, wholeNumber(0, MAX_RESULT_WINDOW, 0)),
    sort: queryParam(
      'string',
      LISTING_PARAMS.sort,
      z.enum(LISTING_SORTS, { message: 'must be latest, most_viewed, relevance or stipend' }).optional(),
      LISTING_SORTS,
    ),
  })
  .superRefine(stipendPair)
  .superRefine(stipendSortCurrency)
  .refine((q) => q.offset + q.limit <= MAX_RESULT_WINDOW, {
    path: ['offset'],
    message: `offset + limit may be at most ${MAX_RESULT_WINDOW}; narrow the filters to see further`,
  });

export type ListingQueryFields = z.output<typeof listingQueryParams>;

/** A short list's size (related, most viewed). */
export const sizeQueryParams = (fallback: number, max = 50) =>
  z.object({
    limit: queryParam('integer', `How many, 1 to ${max} (default ${fallback})`, wholeNumber(1, max, fallback)),
  });

// ---- Path parameters.

/** A name in a path (a country, an image file): bounded text without control characters. */
export const namePathParam = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(300, 'may be at most 300 characters')
  .refine((s) => !CONTROL.test(s), 'may not contain control characters');

/** An opportunity: a UUID, or a slug ending in one (the route resolves it; anything else is 404). */
export const opportunityIdParams = z.object({
  id: z.string().max(2_000, 'is too long').describe('The opportunity: its UUID, or its link (a slug ending in it)'),
});

/** One country's listing. */
export const countryParams = z.object({ id: namePathParam.describe('The country (hyphens for spaces)') });

/** An image: its kind (an unknown kind is the route's 404) and its file. */
export const imageParams = z.object({
  kind: z.string().max(50).describe('university or country'),
  name: namePathParam.describe('The university or the country, then .png'),
});
