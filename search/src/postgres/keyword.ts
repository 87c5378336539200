// The keyword as SQL. Raw input never reaches a tsquery parser as syntax: it is cut into words of
// letters and digits (quotes, &, |, !, :, *, parentheses and emoji are separators), each word is a
// parameter, and the final tsquery is assembled only from lexemes Postgres itself returned.
//
// Typo tolerance without a vocabulary table: a word that matches nothing in the index as typed
// (prefix included) is widened to its one-edit spellings that do occur there ("quantom" ->
// "quantum"), found by cheap GIN probes. Everything then runs as one GIN condition with no recheck,
// so a search never detoasts the (large, TOASTed) search_vector of every candidate row. Everything
// reads search_documents, which has no row-level security: under RLS none of this could use an index.
import { Prisma, type Db } from '@phd/services/db/client';
import { oneEditVariants } from './variants.ts';
import { queryWords } from '../query-words.ts';

/** Shorter words match as typed: "ai:*" would match aid, aim and air. */
const PREFIX_MIN_LENGTH = 3;
/** Shorter words have too many one-edit neighbours ("cell": well, tell, sell) to guess from. */
const FUZZY_MIN_LENGTH = 4;
/** About 55 probes per letter: longer words are taken as typed. */
const FUZZY_MAX_LENGTH = 24;

export interface Keyword {
  /** Every word must match (in any indexed field). */
  condition: Prisma.Sql;
  /** Every word is in the title: these rows come first by relevance. */
  inTitle: Prisma.Sql;
  /** Per word, the tsquery alternatives it matches (the word as typed, or its corrections). */
  words: string[][];
}

/** tsquery text for one sanitised word: letters and digits only, so it carries no operator. */
function typed(word: string): string {
  return word.length >= PREFIX_MIN_LENGTH ? `${word}:*` : word;
}

/**
 * The planner cannot see that a row-by-row `@@` detoasts a 2-3 KB vector, so for common words it
 * prefers a sequential scan that is ten times slower than the GIN bitmap. Keyword statements run
 * with sequential scans off (for their transaction only).
 */
export function withIndexScan<T>(db: Db, query: Prisma.PrismaPromise<T>): Promise<T> {
  return db.$transaction([db.$executeRaw`SET LOCAL enable_seqscan = off`, query]).then(([, result]) => result);
}

/**
 * Bitmap scans only (no sequential scan, no index walk): for a statement that must visit its matches
 * through the GIN index whatever the planner guesses of their number (search.ts, keyword pages).
 */
export function withBitmapScan<T>(db: Db, query: Prisma.PrismaPromise<T>): Promise<T> {
  return db
    .$transaction([
      db.$executeRaw`SET LOCAL enable_seqscan = off`,
      db.$executeRaw`SET LOCAL enable_indexscan = off`,
      query,
    ])
    .then(([, , result]) => result);
}

/** A prefix with more completions than this stays a prefix query (a GIN partial match). */
const COMPLETIONS_MAX = 64;

interface WordState {
  word: string;
  /** The typed word as a tsquery (stemmed, prefix), '' for a stop word. */
  query: string;
  known: boolean;
  /** The vocabulary's lexemes the typed prefix begins (at most COMPLETIONS_MAX + 1 per lexeme of the word). */
  completions: string[];
}

/**
 * Whether each typed word occurs in the index: a word the vocabulary knows (prefix included) does;
 * any other word is probed in the index itself, which is cheap for exactly those words (rare or new
 * ones, with short posting lists).
 */
async function wordStates(db: Db, words: string[]): Promise<WordState[]> {
  const rows = await withIndexScan(
    db,
    db.$queryRaw<{ i: bigint; query: string; known: boolean; completions: string[] | null }[]>`
      SELECT w.i, q::text AS query,
        -- LATERAL with its own LIMIT: as a join under DISTINCT ... LIMIT the planner may walk the whole
        -- vocabulary in key order (70 ms a word) instead of looking the prefix up.
        CASE WHEN w.prefix THEN ARRAY(
          SELECT DISTINCT c.lexeme FROM unnest(tsvector_to_array(to_tsvector('english', w.word))) AS l(lexeme),
            LATERAL (
              SELECT DISTINCT v.lexeme FROM search_vocabulary v WHERE v.lexeme ^@ l.lexeme LIMIT ${COMPLETIONS_MAX + 1}
            ) AS c
        ) END AS completions,
        numnode(q) > 0 AND CASE
          WHEN w.prefix AND EXISTS (
            SELECT 1 FROM unnest(tsvector_to_array(to_tsvector('english', w.word))) AS l(lexeme)
            JOIN search_vocabulary v ON v.lexeme ^@ l.lexeme
          ) THEN TRUE
          WHEN NOT w.prefix AND EXISTS (
            SELECT 1 FROM unnest(tsvector_to_array(to_tsvector('english', w.word))) AS l(lexeme)
            JOIN search_vocabulary v ON v.lexeme = l.lexeme
          ) THEN TRUE
          ELSE EXISTS (SELECT 1 FROM search_documents WHERE search_vector @@ q)
        END AS known
      FROM unnest(${words}::text[], ${words.map(typed)}::text[], ${words.map((w) => w.length >= PREFIX_MIN_LENGTH)}::boolean[])
        WITH ORDINALITY AS w(word, t, prefix, i),
        LATERAL to_tsquery('english', w.t) AS q
      ORDER BY w.i`,
  );
  return rows.map((row, i) => ({
    word: words[i]!,
    query: row.query,
    known: row.known,
    completions: row.completions ?? [],
  }));
}

/** A lexeme as tsquery text: quoted, its quotes and backslashes escaped. */
const quoted = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** The typed word's prefix, when its tsquery is one prefix term ('scienc':*). */
const PREFIX_TERM = /^'([^']+)':\*$/;

/**
 * A typed prefix as the exact lexemes the vocabulary knows it to begin, plus the prefix itself as a
 * word: GIN matches a prefix by collecting every posting of every lexeme that begins with it into a
 * bitmap before anything else ("softwar":* & "diagnosi":*: 7 ms; the same two as exact lexemes:
 * 0.7 ms, the rarer one leading). A lexeme first seen since the vocabulary's last refresh (within
 * minutes) only matches its prefix once the vocabulary has it; the word as typed always matches.
 * Unknown prefixes, and short ones with very many completions, stay prefix queries.
 */
function alternativesOf(state: WordState): string[] {
  const prefix = PREFIX_TERM.exec(state.query)?.[1];
  if (!prefix || state.completions.length === 0 || state.completions.length > COMPLETIONS_MAX) return [state.query];
  return [...new Set([prefix, ...state.completions])].map(quoted);
}

/**
 * Stemmed one-edit spellings of `word` that occur in the index, as tsquery texts: those the
 * vocabulary knows, else (a vocabulary not yet rebuilt since the word arrived) those the index holds.
 */
async function corrections(db: Db, word: string): Promise<string[]> {
  const variants = oneEditVariants(word);
  const known = await db.$queryRaw<{ query: string }[]>`
    SELECT DISTINCT to_tsquery('english', v)::text AS query
    FROM unnest(${variants}::text[]) AS v
    WHERE EXISTS (
      SELECT 1 FROM search_vocabulary
      WHERE lexeme = ANY (tsvector_to_array(to_tsvector('english', v)))
    )
    ORDER BY 1`;
  if (known.length > 0) return known.map((r) => r.query).filter((q) => q !== '');
  const rows = await withIndexScan(
    db,
    db.$queryRaw<{ query: string }[]>`
      SELECT l.q::text AS query
      FROM (SELECT DISTINCT to_tsquery('english', v) AS q FROM unnest(${variants}::text[]) AS v) AS l
      WHERE numnode(l.q) > 0 AND EXISTS (SELECT 1 FROM search_documents WHERE search_vector @@ l.q)
      ORDER BY 1`,
  );
  return rows.map((r) => r.query);
}

/** Resolves q against the index; null when q has no words (no keyword filter). */
export async function resolveKeyword(db: Db, q: string | undefined): Promise<Keyword | null> {
  const words = queryWords(q);
  if (words.length === 0) return null;
  const states = (await wordStates(db, words)).filter((s) => s.query !== '');
  // Only stop words ("the", "of"): nothing to look for, like a full-text engine's empty query.
  if (states.length === 0) return { condition: Prisma.sql`FALSE`, inTitle: Prisma.sql`FALSE`, words: [] };

  const perWord = await Promise.all(
    states.map(async (s) => {
      const fuzzy = !s.known && s.word.length >= FUZZY_MIN_LENGTH && s.word.length <= FUZZY_MAX_LENGTH;
      const fixes = fuzzy ? await corrections(db, s.word) : [];
      return [...alternativesOf(s), ...fixes];
    }),
  );
  const tsquery = perWord.map((alternatives) => `(${alternatives.map((a) => `(${a})`).join(' | ')})`).join(' & ');
  return {
    condition: Prisma.sql`search_vector @@ ${tsquery}::tsquery`,
    inTitle: Prisma.sql`title_vector @@ ${tsquery}::tsquery`,
    words: perWord,
  };
}
