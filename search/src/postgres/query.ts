// Filters as SQL, every value a parameter: over search_documents (every row there is searchable), over
// search_facet_counts when the filters only name fields it is keyed by, and over search_facet_totals
// when they name one facet field at most besides the category.
import { Prisma } from '@phd/services/db/client';
import type { FacetField, SearchFilters } from '../engine.ts';
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
  // Compared as the enum so the (category, created_at) index applies; an unknown value would make
  // the cast fail, and it matches nothing anyway.
  const known = values.filter((v) => CATEGORIES.has(v));
  if (known.length === 0) return Prisma.sql`FALSE`;
  return Prisma.sql`category = ANY(${known}::"OpportunityCategory"[])`;
}

/** The condition on one facet field, or null when it is not filtered. */
export function facetFilter(filters: SearchFilters, field: FacetField): Prisma.Sql | null {
  if (field === 'category') return categoryFilter(filters.category);
  return anyOf(facetColumn[field], filters[field]);
}

export const FACET_FIELDS: readonly FacetField[] = ['category', 'country', 'university', 'discipline'];

/** The conditions that are not on a facet field: department, dates, funding, open, stipend, eligibility, keyword. */
function otherConditions(filters: SearchFilters, keyword: Keyword | null): Prisma.Sql[] {
  const conditions = [
    anyOf(Prisma.sql`department`, filters.department),
    filters.createdAfter ? Prisma.sql`created_at > ${filters.createdAfter}::timestamptz` : null,
    filters.createdBefore ? Prisma.sql`created_at < ${filters.createdBefore}::timestamptz` : null,
    filters.fundedOnly ? Prisma.sql`fully_funded` : null,
    filters.postedOnly ? Prisma.sql`posted_on_site` : null,
    filters.openAt ? Prisma.sql`(closing_date IS NULL OR closing_date > ${filters.openAt}::timestamptz)` : null,
    filters.fundingType?.length ? Prisma.sql`funding_type = ANY(${[...filters.fundingType]}::"FundingType"[])` : null,
    filters.stipendMin
      ? Prisma.sql`(stipend_currency = ${filters.stipendMin.currency} AND stipend_yearly >= ${filters.stipendMin.amount}::int)`
      : null,
    eligibleFor(filters.eligibleFor),
    keyword ? keyword.condition : null,
  ];
  return conditions.filter((c): c is Prisma.Sql => c !== null);
}

/** Whether a limit's key (search_eligibility_key: its codes sorted and joined by commas) admits any of the codes. */
const keyAdmits = (key: Prisma.Sql, codes: readonly string[]): Prisma.Sql =>
  Prisma.sql`string_to_array(${key}, ',') && ${[...codes]}::text[]`;

/**
 * No known limit (never hidden), or one admitting any of the codes. Tested on eligible_limit, the
 * limit's key hashed (one integer per row, where an array test per row took ten times as long over a
 * year of listings), against the hashes of the admitting limits: the distinct limits are read by
 * skipping through the keys of search_eligibility_counts, which counts every limited document (a
 * probe per limit; limits are few, a label's countries or a home country's), and the list becomes a
 * hash table the rows are looked up in.
 */
function eligibleFor(codes: readonly string[] | undefined): Prisma.Sql | null {
  if (!codes?.length) return null;
  return Prisma.sql`(eligible_limit IS NULL OR eligible_limit IN (
    WITH RECURSIVE limits AS (
      (SELECT eligible_key AS key FROM search_eligibility_counts ORDER BY eligible_key LIMIT 1)
      UNION ALL
      SELECT (SELECT eligible_key FROM search_eligibility_counts WHERE eligible_key > limits.key
        ORDER BY eligible_key LIMIT 1)
      FROM limits WHERE limits.key IS NOT NULL
    )
    -- The hash as the generated column computes it (migration 20261129182826_eligible_limit).
    SELECT hashtextextended(key, 0) FROM limits WHERE ${keyAdmits(Prisma.sql`key`, codes)}))`;
}

/** AND of the conditions (TRUE for none). */
export function allOf(conditions: readonly (Prisma.Sql | null)[]): Prisma.Sql {
  const present = conditions.filter((c): c is Prisma.Sql => c !== null);
  return present.length === 0 ? Prisma.sql`TRUE` : Prisma.join(present, ' AND ');
}

/** Every filter, leaving out the one on `omit` (a facet ignores its own field's filter). */
export function matching(filters: SearchFilters, keyword: Keyword | null, omit?: FacetField): Prisma.Sql {
  return allOf([
    ...FACET_FIELDS.filter((f) => f !== omit).map((f) => facetFilter(filters, f)),
    ...otherConditions(filters, keyword),
  ]);
}

/** The conditions other than the facet fields' own (rows a facet count can come from at all). */
export function matchingOthers(filters: SearchFilters, keyword: Keyword | null): Prisma.Sql {
  return allOf(otherConditions(filters, keyword));
}

/**
 * Whether search_facet_counts can answer for these filters: it is keyed by category, country,
 * university, discipline and funding only (the few postings of the posted-on-site filter are counted
 * from the documents, through their own index; so are the "open for applications" and funding type
 * filters, the minimum stipend and "Positions I can apply to", off by default, whose answers move with the clock or need a column
 * the rollup lacks). A discipline filter of '' would match its key for "none",
 * which no document matches, so it goes to the documents.
 */
export function rollupAnswers(filters: SearchFilters, keyword: Keyword | null): boolean {
  return (
    keyword === null &&
    !filters.department?.length &&
    !filters.createdAfter &&
    !filters.createdBefore &&
    !filters.postedOnly &&
    !filters.openAt &&
    !filters.fundingType?.length &&
    !filters.stipendMin &&
    !filters.eligibleFor?.length &&
    !filters.discipline?.includes('')
  );
}

/**
 * "Positions I can apply to" over the rollups: a statement giving `total` when the filters besides
 * eligibleFor are ones rollupAnswers accepts (else null: count the documents). It is the rollup's total
 * less the limited documents whose limit admits none of the codes (search_eligibility_counts).
 */
export function eligibleRollupTotal(filters: SearchFilters): Prisma.Sql | null {
  const codes = filters.eligibleFor;
  const others = { ...filters, eligibleFor: undefined };
  if (!codes?.length || !rollupAnswers(others, null)) return null;
  return Prisma.sql`SELECT ((SELECT total FROM (${rollupTotal(others)}) AS everyone) -
    (SELECT coalesce(sum(count), 0) FROM search_eligibility_counts
      WHERE ${allOf([matchingCounts(others), Prisma.sql`NOT (${keyAdmits(Prisma.sql`eligible_key`, codes)})`])}))::int AS total`;
}

/** matching() over search_facet_counts (for filters rollupAnswers accepts). */
export function matchingCounts(filters: SearchFilters, omit?: FacetField): Prisma.Sql {
  return allOf([
    ...FACET_FIELDS.filter((f) => f !== omit).map((f) => facetFilter(filters, f)),
    filters.fundedOnly ? Prisma.sql`fully_funded` : null,
  ]);
}

/** The facet fields search_facet_totals keeps a row per value of (its `field` column). */
const TOTALS_FIELDS = ['country', 'university', 'discipline'] as const;
type TotalsField = (typeof TOTALS_FIELDS)[number];

const isTotalsField = (field: FacetField): field is TotalsField => field !== 'category';

/** The totals fields the filters name, leaving out `omit`. */
function filteredTotalsFields(filters: SearchFilters, omit?: FacetField): TotalsField[] {
  return TOTALS_FIELDS.filter((f) => f !== omit && facetFilter(filters, f) !== null);
}

/** The rows of search_facet_totals for `field` under the category and funding filters. */
function totalsOf(filters: SearchFilters, field: TotalsField): Prisma.Sql {
  return allOf([
    Prisma.sql`field = ${field}`,
    facetFilter(filters, 'category'),
    filters.fundedOnly ? Prisma.sql`fully_funded` : null,
  ]);
}

/**
 * The condition over search_facet_totals giving `field`'s facet counts (value, sum(count) grouped by
 * value) under these filters, or null when the filters name another facet field as well and only
 * search_facet_counts can answer. Only for filters rollupAnswers accepts.
 */
export function facetTotals(filters: SearchFilters, field: FacetField): Prisma.Sql | null {
  if (!isTotalsField(field) || filteredTotalsFields(filters, field).length > 0) return null;
  return totalsOf(filters, field);
}

/**
 * A statement giving `total`: the documents matching the filters, summed from the rollups (only for
 * filters rollupAnswers accepts). Filters naming one facet field at most besides the category read its
 * rows in search_facet_totals (every document has one country, so no filter reads the countries');
 * more read the combinations in search_facet_counts.
 */
export function rollupTotal(filters: SearchFilters): Prisma.Sql {
  const named = filteredTotalsFields(filters);
  if (named.length > 1) {
    return Prisma.sql`SELECT coalesce(sum(count), 0)::int AS total FROM search_facet_counts WHERE ${matchingCounts(filters)}`;
  }
  const field = named[0] ?? 'country';
  const values = named[0] ? anyOf(Prisma.sql`value`, filters[field]) : null;
  return Prisma.sql`SELECT coalesce(sum(count), 0)::int AS total FROM search_facet_totals WHERE ${allOf([totalsOf(filters, field), values])}`;
}
