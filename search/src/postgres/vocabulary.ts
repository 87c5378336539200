// The vocabulary of the search documents (table search_vocabulary): every lexeme with the number of
// documents that hold it. Deciding whether a typed word occurs at all, and which of its one-edit
// spellings do, are then lookups in a table of some twenty thousand rows; asked of the GIN index,
// a common word ("research") first builds a bitmap of every document holding it.
//
// It is rebuilt whole from the documents (ts_stat reads every vector: about 5 s at 100,000), after a
// full reindex and by the search-index sweep, so it can lag the documents by a few minutes. Readers
// treat it as a fast path only: a word it does not know is still looked for in the index itself.
import { Prisma, type Db } from '@phd/services/db/client';

/** One refresh at a time across processes (a transaction-scoped advisory lock). */
const REFRESH_LOCK = 0x766f6361; // "voca"

export async function refreshVocabulary(db: Db): Promise<number> {
  const [, , , inserted] = await db.$transaction(
    [
      db.$executeRaw`SELECT pg_advisory_xact_lock(${REFRESH_LOCK})`,
      db.$executeRaw`SET LOCAL work_mem = '64MB'`,
      db.$executeRaw`DELETE FROM search_vocabulary`,
      db.$executeRaw`
        INSERT INTO search_vocabulary (lexeme, documents)
        SELECT word, ndoc FROM ts_stat('SELECT search_vector FROM search_documents')`,
    ],
    // Reading every document's vector outlasts Prisma's 5 s default on a large catalogue.
    { maxWait: 10_000, timeout: 300_000 },
  );
  return inserted;
}

/** One lexeme as a tsquery prints it, 'scienc' or 'scienc':* (anything else gives no bound). */
const TERM = /^'([^']+)'(:\*)?$/;

/**
 * A lower bound of the documents that match every word (a word: any of its tsquery alternatives)
 * and the rollup condition `filtered` over search_facet_counts, from the vocabulary's document
 * counts: |W1 ∩ … ∩ Wk ∩ F| ≥ |W1| + … + |Wk| + |F| − k·N. A word found in most documents gives a
 * bound above the keyword cap at once, without a bitmap of every document that holds it. Zero when
 * it cannot tell (a word it cannot read, an empty vocabulary).
 */
export async function matchesAtLeast(db: Db, words: string[][], filtered: Prisma.Sql): Promise<number> {
  const terms = words.flatMap((alternatives, w) =>
    alternatives.flatMap((a) => {
      const term = TERM.exec(a);
      return term ? [{ w, lexeme: term[1]!, prefix: term[2] !== undefined }] : [];
    }),
  );
  if (words.length === 0 || new Set(terms.map((t) => t.w)).size < words.length) return 0;
  const [row] = await db.$queryRaw<{ words: number; n: number; nf: number }[]>`
    WITH terms AS (
      SELECT t.w, greatest(
        (SELECT coalesce(max(documents), 0) FROM search_vocabulary WHERE t.prefix AND lexeme ^@ t.lexeme),
        (SELECT coalesce(max(documents), 0) FROM search_vocabulary WHERE NOT t.prefix AND lexeme = t.lexeme)
      ) AS documents
      FROM unnest(${terms.map((t) => t.w)}::int[], ${terms.map((t) => t.lexeme)}::text[],
        ${terms.map((t) => t.prefix)}::boolean[]) AS t(w, lexeme, prefix)
    )
    SELECT (SELECT coalesce(sum(best), 0) FROM (SELECT max(documents) AS best FROM terms GROUP BY w) AS per_word)::int AS words,
      (SELECT coalesce(sum(count), 0) FROM search_facet_counts)::int AS n,
      (SELECT coalesce(sum(count), 0) FROM search_facet_counts WHERE ${filtered})::int AS nf`;
  if (!row) return 0;
  return Math.max(0, row.words + row.nf - words.length * row.n);
}
