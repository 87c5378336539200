// The vocabulary of the search documents (table search_vocabulary): every lexeme with the number of
// documents of each category that hold it. Deciding whether a typed word occurs at all, and which of its one-edit
// spellings do, are then lookups in a table of some twenty thousand rows; asked of the GIN index,
// a common word ("research") first builds a bitmap of every document holding it.
//
// It is rebuilt whole from the documents (ts_stat reads every vector: about 4 s of CPU at 100,000, one
// category per core), after a full reindex and by the search-index sweep, so it can lag the documents
// by a few minutes. Readers treat it as a fast path only: a word it does not know is still looked for
// in the index itself.
import { OpportunityCategory, Prisma, type Db } from '@phd/services/db/client';
import type { SearchFilters } from '../engine.ts';
import { facetFilter, rollupTotal } from './query.ts';

/** One refresh of a category at a time across processes (a transaction-scoped advisory lock). */
const REFRESH_LOCK = 0x766f6361; // "voca"

/** Rebuilds one category's rows: the other's stay readable, and the two run on both cores at once. */
function refreshCategory(db: Db, category: OpportunityCategory, lock: number) {
  return db.$transaction(
    [
      db.$executeRaw`SELECT pg_advisory_xact_lock(${lock})`,
      db.$executeRaw`SET LOCAL work_mem = '64MB'`,
      db.$executeRaw`DELETE FROM search_vocabulary WHERE category = ${category}::"OpportunityCategory"`,
      db.$executeRaw`
        INSERT INTO search_vocabulary (lexeme, category, documents)
        SELECT word, ${category}::"OpportunityCategory", ndoc FROM ts_stat(format(
          'SELECT search_vector FROM search_documents WHERE category = %L', ${category}::text))`,
    ],
    // Reading every document's vector outlasts Prisma's 5 s default on a large catalogue.
    { maxWait: 10_000, timeout: 300_000 },
  );
}

export async function refreshVocabulary(db: Db): Promise<number> {
  const categories = Object.values(OpportunityCategory);
  const done = await Promise.all(categories.map((c, i) => refreshCategory(db, c, REFRESH_LOCK + i)));
  // Fresh statistics at once: planned on an emptied table's, the typo lookups scanned it per variant.
  await db.$executeRaw`ANALYZE search_vocabulary`;
  return done.reduce((sum, [, , , inserted]) => sum + inserted, 0);
}

/** One lexeme as a tsquery prints it, 'scienc' or 'scienc':* (anything else gives no bound). */
const TERM = /^'([^']+)'(:\*)?$/;

/**
 * A lower bound of the documents that match every word (a word: any of its tsquery alternatives)
 * and the filters (ones rollupAnswers accepts), from the vocabulary's document counts within the
 * filtered categories C: |W1 ∩ … ∩ Wk ∩ F| ≥ |W1 ∩ C| + … + |Wk ∩ C| + |F| − k·|C| (F lies within
 * C). A word found in most documents gives a bound above the keyword cap at once, without a bitmap of
 * every document that holds it. Zero when it cannot tell (a word it cannot read, an empty vocabulary).
 */
export async function matchesAtLeast(db: Db, words: string[][], filters: SearchFilters): Promise<number> {
  const terms = words.flatMap((alternatives, w) =>
    alternatives.flatMap((a) => {
      const term = TERM.exec(a);
      return term ? [{ w, lexeme: term[1]!, prefix: term[2] !== undefined }] : [];
    }),
  );
  if (words.length === 0 || new Set(terms.map((t) => t.w)).size < words.length) return 0;
  const inCategories = facetFilter(filters, 'category') ?? Prisma.sql`TRUE`;
  // Per lexeme its documents within C; per term its best lexeme (the prefix's lexemes may overlap).
  const [row] = await db.$queryRaw<{ words: number; n: number; nf: number }[]>`
    WITH terms AS (
      SELECT t.w, greatest(
        (SELECT coalesce(max(documents), 0) FROM (
          SELECT sum(documents) AS documents FROM search_vocabulary
          WHERE t.prefix AND lexeme ^@ t.lexeme AND ${inCategories} GROUP BY lexeme) AS per_lexeme),
        (SELECT coalesce(sum(documents), 0) FROM search_vocabulary
          WHERE NOT t.prefix AND lexeme = t.lexeme AND ${inCategories})
      ) AS documents
      FROM unnest(${terms.map((t) => t.w)}::int[], ${terms.map((t) => t.lexeme)}::text[],
        ${terms.map((t) => t.prefix)}::boolean[]) AS t(w, lexeme, prefix)
    )
    SELECT (SELECT coalesce(sum(best), 0) FROM (SELECT max(documents) AS best FROM terms GROUP BY w) AS per_word)::int AS words,
      (${rollupTotal({ category: filters.category })}) AS n, (${rollupTotal(filters)}) AS nf`;
  if (!row) return 0;
  return Math.max(0, row.words + row.nf - words.length * row.n);
}
