// The WHERE clause shared by search and facets: filters as SQL, every value a parameter.
import { Prisma } from '@phd/services/db/client';
import type { FacetField, SearchFilters } from '../engine.ts';
import { searchableRow } from './document.ts';
import type { Keyword } from './keyword.ts';

const CATEGORIES = new Set(['standard', 'featured']);

/** Column of each facet field (category as text, so it groups and sorts like the other values). */
export const facetColumn: Record<FacetField, Prisma.Sql> = {
  category: Prisma.sql`category::text`,
  country: Prisma.sql`country`,
  university: Prisma.sql`university_name`,
  discipline: Prisma.sql`discipline`,
};

/** An empty or missing list is no filter; otherwise any of the values, exactly. */
function anyOf(column: Prisma.Sql, values: readonly string[] | undefined): Prisma.Sql | null {
  if (!values || values.length === 0) return null;
  return Prisma.sql`${column} = ANY(${[...values]}::text[])`;
}

function categoryFilter(values: readonly string[] | undefined): Prisma.Sql | null {
  if (!values || values.length === 0) return null;
  // Compared as the enum so the (status, category, created_at) index applies; an unknown value
  // would make the cast fail, and it matches nothing anyway.
  const known = values.filter((v) => CATEGORIES.has(v));
  if (known.length === 0) return Prisma.sql`FALSE`;
  return Prisma.sql`category = ANY(${known}::"OpportunityCategory"[])`;
}

/**
 * Conditions for `filters`, leaving out the one on `omit` (a facet ignores its own field's filter).
 * Searchable means in the index and, re-checked on the row, still open, not deleted and not a
 * tenant's: a listing closed a moment ago is hidden before its index job runs, and `status = 'open'`
 * lets the planner use the (status, <filter column>, created_at DESC) and (status, views DESC) indexes.
 */
export function whereClause(filters: SearchFilters, keyword: Keyword | null, omit?: FacetField): Prisma.Sql {
  const conditions: (Prisma.Sql | null)[] = [
    Prisma.sql`search_vector IS NOT NULL`,
    searchableRow,
    omit === 'category' ? null : categoryFilter(filters.category),
    omit === 'country' ? null : anyOf(facetColumn.country, filters.country),
    omit === 'university' ? null : anyOf(facetColumn.university, filters.university),
    omit === 'discipline' ? null : anyOf(facetColumn.discipline, filters.discipline),
    anyOf(Prisma.sql`department`, filters.department),
    filters.createdAfter ? Prisma.sql`created_at > ${filters.createdAfter}::timestamptz` : null,
    filters.createdBefore ? Prisma.sql`created_at < ${filters.createdBefore}::timestamptz` : null,
    filters.fundedOnly ? Prisma.sql`fully_funded` : null,
    keyword ? keyword.condition : null,
  ];
  return Prisma.sql`WHERE ${Prisma.join(
    conditions.filter((c): c is Prisma.Sql => c !== null),
    ' AND ',
  )}`;
}
