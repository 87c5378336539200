// The public catalogue's query parameters as the OpenAPI document describes them (spec section 7,
// "Opportunities, public"). The gateway reads them with its own parser (gateway/src/query/listing-query.ts),
// whose 400 names the parameter ("Please check your input (limit: must be a whole number from 1 to
// 100)."), so the contracts' query schemas here describe the parameters and accept any text: they never
// refuse what the parser would word better. The descriptions are the parser's too.
import { z } from 'zod';
import { FUNDING_TYPES } from '../funding-types.ts';

export const DEFAULT_PAGE_SIZE = 30;
export const MAX_PAGE_SIZE = 100;
/** offset + limit: deeper pages are not served (Elasticsearch's result window); narrow the filters. */
export const MAX_RESULT_WINDOW = 10_000;
export const MAX_QUERY_LENGTH = 200;
export const LISTING_SORTS = ['latest', 'most_viewed', 'relevance', 'stipend'] as const;
/** The Funding filter's values: every funding type but "unknown". */
export const FUNDING_FILTER_TYPES = FUNDING_TYPES.filter((type) => type !== 'unknown');

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
  q: `Keywords (at most ${MAX_QUERY_LENGTH} characters, typo-tolerant)`,
  limit: `Page size, 1 to ${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE})`,
  offset: `Items to skip; offset + limit at most ${MAX_RESULT_WINDOW}`,
  sort:
    'Default: relevance with q, else latest. stipend: the highest yearly stipend first, among the ' +
    'positions paying in stipend_currency (needs it)',
} as const;

type ParamType = 'string' | 'integer' | 'boolean';

/**
 * A parameter as the document shows it (its type, values and meaning); any value passes here, the
 * gateway's parser judges it. A filter value may be given as `{ in: [...] }`: the web client sends it
 * as that JSON text.
 */
export const shownParam = (type: ParamType, description: string, values?: readonly string[]) =>
  z
    .unknown()
    .optional()
    .meta({ type, description, ...(values && { enum: [...values] }) });

/** A path parameter as the document shows it (the gateway's parser judges it). */
export const shownPathParam = (description: string) => z.unknown().meta({ type: 'string', description });

const name = (field: keyof typeof LISTING_PARAMS) => shownParam('string', LISTING_PARAMS[field]);
const flag = (field: keyof typeof LISTING_PARAMS) => shownParam('boolean', LISTING_PARAMS[field]);

const filterParams = {
  category: name('category'),
  discipline: name('discipline'),
  country: name('country'),
  university: name('university'),
  department: name('department'),
  'created_at[gt]': shownParam('integer', LISTING_PARAMS['created_at[gt]']),
  'created_at[lt]': shownParam('integer', LISTING_PARAMS['created_at[lt]']),
  funded: flag('funded'),
  posted: flag('posted'),
  open: flag('open'),
  funding_type: name('funding_type'),
  stipend_min: shownParam('integer', LISTING_PARAMS.stipend_min),
  stipend_currency: name('stipend_currency'),
  q: name('q'),
};

/** The filters (the count and option-list routes). */
export const filterQueryParams = z.object(filterParams);

/** The listing: the filters, a page and a sort. */
export const listingQueryParams = z.object({
  ...filterParams,
  limit: shownParam('integer', LISTING_PARAMS.limit),
  offset: shownParam('integer', LISTING_PARAMS.offset),
  sort: shownParam('string', LISTING_PARAMS.sort, LISTING_SORTS),
});

/** A short list's size (related, most viewed). */
export const sizeQueryParams = (fallback: number, max = 50) =>
  z.object({ limit: shownParam('integer', `How many, 1 to ${max} (default ${fallback})`) });
