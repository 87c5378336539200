// Facet counts in one request: size 0, and per requested field a `filter` aggregation applying every
// filter except that field's own, around a `terms` aggregation. Filters on other fields narrow the
// counts; the field's own filter does not, so choosing a country still offers the other countries.
import type { estypes } from '@elastic/elasticsearch';
import type { FacetCount, FacetField, Facets, SearchFilters } from '../engine.ts';
import { boolQuery, commonFilterClauses, facetFilterClauses, FACET_FIELDS, textClauses } from './query.ts';

/**
 * Buckets per field. The index has one shard, so terms counts are exact; the size only has to exceed
 * the number of distinct values (universities are the most numerous: hundreds, not thousands).
 */
export const FACET_SIZE = 10_000;

interface FacetAggregation {
  doc_count: number;
  values: { buckets: { key: string; doc_count: number }[] };
}

export function facetsRequest(
  index: string,
  filters: SearchFilters,
  fields: readonly FacetField[],
): estypes.SearchRequest {
  const aggs: Record<string, estypes.AggregationsAggregationContainer> = {};
  for (const field of new Set(fields)) {
    const others = otherFacetFilters(filters, field);
    aggs[field] = {
      filter: others.length > 0 ? { bool: { filter: others } } : { match_all: {} },
      aggs: {
        values: {
          terms: {
            field: FACET_FIELDS[field],
            size: FACET_SIZE,
            min_doc_count: 1,
            order: [{ _count: 'desc' }, { _key: 'asc' }],
          },
        },
      },
    };
  }
  return {
    index,
    // What every facet shares (q and the non-facet filters) is the query, evaluated once.
    query: boolQuery(textClauses(filters.q), commonFilterClauses(filters)),
    size: 0,
    track_total_hits: false,
    aggs,
  };
}

function otherFacetFilters(filters: SearchFilters, field: FacetField) {
  return (Object.keys(FACET_FIELDS) as FacetField[])
    .filter((other) => other !== field)
    .flatMap((other) => facetFilterClauses(filters, other));
}

/** Code-unit order, the same on every machine (Elasticsearch orders keyword terms by their bytes). */
const byValue = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export function readFacets<F extends FacetField>(
  aggregations: Record<string, unknown> | undefined,
  fields: readonly F[],
): Pick<Facets, F> {
  const result = {} as Pick<Facets, F>;
  for (const field of fields) {
    const aggregation = aggregations?.[field] as FacetAggregation | undefined;
    const counts: FacetCount[] = (aggregation?.values.buckets ?? [])
      .map((bucket) => ({ value: String(bucket.key), count: bucket.doc_count }))
      .filter((facet) => facet.count > 0);
    // Sorted here too: the contract is count desc, then value asc, whatever the cluster's tie order.
    counts.sort((a, b) => b.count - a.count || byValue(a.value, b.value));
    result[field] = counts;
  }
  return result;
}
