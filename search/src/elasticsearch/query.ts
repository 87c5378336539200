// Search requests: filters -> bool filter clauses, q -> fuzzy multi_match clauses, sort rules. The
// semantics are the ones search/src/engine.ts defines, so the engines answer alike.
import type { estypes } from '@elastic/elasticsearch';
import {
  KEYWORD_TOTAL_CAP,
  type FacetField,
  type SearchFilters,
  type SearchRequest,
  type SearchSort,
} from '../engine.ts';
import { NOT_RETURNED } from './mapping/document.ts';
import { queryWords } from '../query-words.ts';

type Query = estypes.QueryDslQueryContainer;

/** Keyword field of each facet (and filter) in the index template. */
export const FACET_FIELDS: Record<FacetField, string> = {
  category: 'category',
  country: 'country',
  university: 'university',
  discipline: 'discipline',
};

/**
 * Where q is looked for, with the ranking policy as boosts: title first, then university and
 * discipline, then the rest. Besides the fields engine.ts names, discipline, place and research area
 * are searched as well, as the Postgres engine's document vector does. The `plain` sub-fields (not
 * stemmed) catch typos that stemming would otherwise push out of reach.
 */
export const TEXT_FIELDS = [
  'title^3',
  'title.plain^3',
  'university.text^2',
  'university.plain^2',
  'discipline.text^2',
  'department.text',
  'department.plain',
  'supervisor',
  'supervisor.plain',
  'city',
  'country.text',
  'research_area',
  'description',
];

/** Stemmed fields only: a prefix is matched against stems, as Postgres matches `word:*` against lexemes. */
export const PREFIX_FIELDS = TEXT_FIELDS.filter((field) => !field.includes('.plain'));

/** Elasticsearch's default index.max_result_window: from + size beyond it is refused. */
export const MAX_RESULT_WINDOW = 10_000;

/** Shorter words match as typed, not as a prefix ("ai" would match aid, aim and air). */
const PREFIX_MIN_LENGTH = 3;

/**
 * One required clause per word: every word must appear in some field, as typed (up to AUTO typos)
 * or as the start of a word. A single multi_match with operator "and" would demand all words in the
 * same field (best_fields), and cross_fields, which would not, refuses fuzziness.
 * zero_terms_query "all": a stop word ("of") constrains nothing instead of matching nothing.
 */
export function textClauses(q: string | undefined): Query[] {
  return queryWords(q).map((word) => {
    const typo: Query = {
      multi_match: {
        query: word,
        fields: TEXT_FIELDS,
        type: 'best_fields',
        operator: 'and',
        fuzziness: 'AUTO',
        zero_terms_query: 'all',
      },
    };
    if (word.length < PREFIX_MIN_LENGTH) return typo;
    const prefix: Query = {
      multi_match: { query: word, fields: PREFIX_FIELDS, type: 'phrase_prefix', max_expansions: 100 },
    };
    return { bool: { should: [typo, prefix], minimum_should_match: 1 } };
  });
}

/** "Any of" a list; an empty or absent list does not filter. */
function anyOf(field: string, values: readonly string[] | undefined): Query[] {
  return values && values.length > 0 ? [{ terms: { [field]: [...values] } }] : [];
}

/** The filters that are not facet fields (the same for every facet). */
export function commonFilterClauses(filters: SearchFilters): Query[] {
  const clauses: Query[] = anyOf('department', filters.department);
  if (filters.createdAfter || filters.createdBefore) {
    clauses.push({
      range: {
        created_at: {
          ...(filters.createdAfter ? { gt: filters.createdAfter.toISOString() } : {}),
          ...(filters.createdBefore ? { lt: filters.createdBefore.toISOString() } : {}),
        },
      },
    });
  }
  if (filters.fundedOnly) clauses.push({ term: { fully_funded: true } });
  if (filters.postedOnly) clauses.push({ term: { posted_on_site: true } });
  if (filters.openAt) {
    // No deadline, or one after the instant.
    clauses.push({
      bool: {
        should: [
          { bool: { must_not: [{ exists: { field: 'closing_date' } }] } },
          { range: { closing_date: { gt: filters.openAt.toISOString() } } },
        ],
        minimum_should_match: 1,
      },
    });
  }
  clauses.push(...anyOf('funding_type', filters.fundingType));
  if (filters.stipendMin) {
    clauses.push(
      { term: { stipend_currency: filters.stipendMin.currency } },
      { range: { stipend_yearly: { gte: filters.stipendMin.amount } } },
    );
  }
  if (filters.eligibleFor?.length) {
    // No known limit (an empty list is indexed as no value), or one admitting any of the codes.
    clauses.push({
      bool: {
        should: [
          { bool: { must_not: [{ exists: { field: 'eligible_countries' } }] } },
          { terms: { eligible_countries: [...filters.eligibleFor] } },
        ],
        minimum_should_match: 1,
      },
    });
  }
  return clauses;
}

/** The filter on one facet field (empty when that field is not filtered). */
export function facetFilterClauses(filters: SearchFilters, field: FacetField): Query[] {
  return anyOf(FACET_FIELDS[field], filters[field]);
}

export function filterClauses(filters: SearchFilters): Query[] {
  const facets = Object.keys(FACET_FIELDS) as FacetField[];
  return [...commonFilterClauses(filters), ...facets.flatMap((field) => facetFilterClauses(filters, field))];
}

export function effectiveSort(request: Pick<SearchRequest, 'q' | 'sort'>): SearchSort {
  const hasQuery = queryWords(request.q).length > 0;
  const sort = request.sort ?? (hasQuery ? 'relevance' : 'latest');
  return sort === 'relevance' && !hasQuery ? 'latest' : sort;
}

// Ties always break by id ascending (the keyword field: sorting on _id is disabled in recent versions).
const SORTS: Record<SearchSort, estypes.SortCombinations[]> = {
  relevance: [{ _score: { order: 'desc' } }, { id: { order: 'asc' } }],
  latest: [{ created_at: { order: 'desc' } }, { id: { order: 'asc' } }],
  most_viewed: [{ views: { order: 'desc' } }, { id: { order: 'asc' } }],
  stipend: [
    { stipend_yearly: { order: 'desc', missing: '_last' } },
    { created_at: { order: 'desc' } },
    { id: { order: 'asc' } },
  ],
};

export function sortClauses(sort: SearchSort): estypes.SortCombinations[] {
  return SORTS[sort];
}

/** The query part shared by search and facets: q (scored) and filters (not scored). */
export function boolQuery(must: Query[], filter: Query[]): Query {
  return { bool: { must, filter } };
}

export function searchRequest(index: string, request: SearchRequest): estypes.SearchRequest {
  // Pages past the window are empty (the total stays exact); a page straddling it is cut short.
  const from = Math.min(request.offset, MAX_RESULT_WINDOW);
  const size = Math.max(0, Math.min(request.limit, MAX_RESULT_WINDOW - from));
  return {
    index,
    query: boolQuery(textClauses(request.q), filterClauses(request)),
    sort: sortClauses(effectiveSort(request)),
    from,
    size,
    track_total_hits: queryWords(request.q).length > 0 ? KEYWORD_TOTAL_CAP : true,
    _source: { excludes: NOT_RETURNED },
  };
}
