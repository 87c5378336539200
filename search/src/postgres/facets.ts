// facets(): one grouped count per field, each under every filter but its own, run concurrently.
import type { Db } from '@phd/services/db/client';
import type { FacetCount, FacetField, Facets, SearchFilters } from '../engine.ts';
import { resolveKeyword, withIndexScan, type Keyword } from './keyword.ts';
import { facetColumn, whereClause } from './query.ts';

function countField(db: Db, filters: SearchFilters, keyword: Keyword | null, field: FacetField): Promise<FacetCount[]> {
  const column = facetColumn[field];
  // Byte order (COLLATE "C") for equal counts: the same order on every database and every engine.
  const query = db.$queryRaw<FacetCount[]>`
    SELECT ${column} AS value, count(*)::int AS count
    FROM opportunities ${whereClause(filters, keyword, field)} AND ${column} IS NOT NULL
    GROUP BY ${column}
    ORDER BY count(*) DESC, ${column} COLLATE "C" ASC`;
  return keyword ? withIndexScan(db, query) : query;
}

export async function facetOpportunities<F extends FacetField>(
  db: Db,
  filters: SearchFilters,
  fields: readonly F[],
): Promise<Pick<Facets, F>> {
  const unique = [...new Set(fields)];
  const keyword = unique.length > 0 ? await resolveKeyword(db, filters.q) : null;
  const results = await Promise.all(unique.map((field) => countField(db, filters, keyword, field)));
  return Object.fromEntries(unique.map((field, i) => [field, results[i]!])) as Pick<Facets, F>;
}
