// facets(): the counts of every requested field in one statement, each under every filter but its
// own. Filters on the facet fields and funding alone (the listing's option lists) are answered from
// the rollups (search_facet_totals for one field's values, search_facet_counts for combinations); others (dates, department, keyword) count the matching documents, read once.
import { Prisma, type Db } from '@phd/services/db/client';
import type { FacetCount, FacetField, Facets, SearchFilters } from '../engine.ts';
import { resolveKeyword, withIndexScan, type Keyword } from './keyword.ts';
import {
  allOf,
  facetColumn,
  facetFilter,
  facetTotals,
  matchingCounts,
  matchingOthers,
  rollupAnswers,
} from './query.ts';

interface FacetRow extends FacetCount {
  field: FacetField;
}

/** In the rollup a missing discipline is '' (a key column cannot be NULL). */
const countedValue = (field: FacetField) =>
  field === 'discipline' ? Prisma.sql`nullif(discipline, '')` : facetColumn[field];

/** A field's counts from search_facet_totals when its filters allow (facetTotals), else from the combinations. */
function fromRollup(filters: SearchFilters, fields: readonly FacetField[]): Prisma.Sql {
  const branches = fields.map((field) => {
    const totals = facetTotals(filters, field);
    const value = field === 'discipline' ? Prisma.sql`nullif(value, '')` : Prisma.sql`value`;
    return totals
      ? Prisma.sql`
      SELECT ${field}::text AS field, ${value} AS value, sum(count)::int AS count
      FROM search_facet_totals WHERE ${totals}
      GROUP BY 2 HAVING sum(count) > 0 AND ${value} IS NOT NULL`
      : Prisma.sql`
      SELECT ${field}::text AS field, ${countedValue(field)} AS value, sum(count)::int AS count
      FROM search_facet_counts WHERE ${matchingCounts(filters, field)}
      GROUP BY 2 HAVING sum(count) > 0 AND ${countedValue(field)} IS NOT NULL`;
  });
  return Prisma.join(branches, ' UNION ALL ');
}

/** A flag per requested field: whether the row passes that field's filter (TRUE when none). */
const flagName = (field: FacetField) => Prisma.raw(`${field}_ok`);

function fromDocuments(filters: SearchFilters, keyword: Keyword | null, fields: readonly FacetField[]): Prisma.Sql {
  const flags = fields.map(
    (f) => Prisma.sql`coalesce(${facetFilter(filters, f) ?? Prisma.sql`TRUE`}, FALSE) AS ${flagName(f)}`,
  );
  const notRequested = (['category', 'country', 'university', 'discipline'] as const)
    .filter((f) => !fields.includes(f))
    .map((f) => facetFilter(filters, f));
  // A row counts for a field when it passes every filter but that field's: so at most one requested
  // field's filter may fail for the row to count anywhere.
  const passed = Prisma.join(
    fields.map((f) => Prisma.sql`coalesce(${facetFilter(filters, f) ?? Prisma.sql`TRUE`}, FALSE)::int`),
    ' + ',
  );
  const branches = fields.map((field) => {
    const others = fields.filter((f) => f !== field).map((f) => Prisma.sql`${flagName(f)}`);
    return Prisma.sql`
      SELECT ${field}::text AS field, ${facetColumn[field]} AS value, count(*)::int AS count
      FROM base WHERE ${allOf(others)} AND ${facetColumn[field]} IS NOT NULL GROUP BY 2`;
  });
  return Prisma.sql`
    WITH base AS MATERIALIZED (
      SELECT category, country, university_name, discipline, ${Prisma.join(flags, ', ')}
      FROM search_documents
      WHERE ${matchingOthers(filters, keyword)} AND ${allOf(notRequested)} AND ${passed} >= ${fields.length - 1}
    )
    ${Prisma.join(branches, ' UNION ALL ')}`;
}

/** The statement facets() runs, and whether it needs withIndexScan (exported for the query plans). */
export async function facetStatement(
  db: Db,
  filters: SearchFilters,
  fields: readonly FacetField[],
): Promise<{ sql: Prisma.Sql; keyword: boolean }> {
  const keyword = await resolveKeyword(db, filters.q);
  const counts = rollupAnswers(filters, keyword)
    ? fromRollup(filters, fields)
    : fromDocuments(filters, keyword, fields);
  // Byte order (COLLATE "C") for equal counts: the same order on every database and every engine.
  const sql = Prisma.sql`
    SELECT field, value, count FROM (${counts}) AS counts
    ORDER BY field, count DESC, value COLLATE "C" ASC`;
  return { sql, keyword: keyword !== null };
}

export async function facetOpportunities<F extends FacetField>(
  db: Db,
  filters: SearchFilters,
  fields: readonly F[],
): Promise<Pick<Facets, F>> {
  const unique = [...new Set(fields)];
  const result = Object.fromEntries(unique.map((field) => [field, [] as FacetCount[]])) as Pick<Facets, F>;
  if (unique.length === 0) return result;
  const { sql, keyword } = await facetStatement(db, filters, unique);
  const query = db.$queryRaw<FacetRow[]>(sql);
  for (const row of await (keyword ? withIndexScan(db, query) : query)) {
    result[row.field as F].push({ value: row.value, count: row.count });
  }
  return result;
}
