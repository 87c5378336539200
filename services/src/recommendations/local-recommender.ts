// The local recommender: Postgres full-text over the search index the Postgres engine keeps in
// search_documents (search/src/postgres/document.ts), no model and no outside service.
//
// 1. Candidates: open listings the candidate may be shown (eligibility.ts) that match a preferred
//    country, university or discipline, or share informative words with what they saved or wrote in
//    their comments. Each source is bounded, so a broad preference ("United Kingdom") stays cheap.
// 2. "Informative words", the way a search engine's more-like-this picks its query terms: the
//    lexemes Postgres itself extracted (saved listings' title, university/discipline/department and
//    place/area fields; the comments through to_tsvector), minus those in more than half of the
//    index, best `tf * ln(N / df)` first, at most 25 per source. Document frequencies are GIN probes.
// 3. Score: preference matches, plus ts_rank against those words (relative to the best candidate, so
//    the scale does not depend on the size of the catalogue), plus freshness (halving every 30 days),
//    minus the likeness to listings the candidate called "not for me" (their words, less the saved ones).
// 4. Why: each pick carries the preferences it matched and the words it shares with the source that
//    counted most, in the candidate's own spelling (stems are mapped back to a word they wrote or saved).
//
// With SEARCH_ENGINE=elasticsearch search_documents stays empty: preference matches and freshness still
// work, similarity then contributes nothing (an Elasticsearch more_like_this or an embeddings
// recommender is the way to get it there; see index.ts).
import { Prisma } from '../db/client.ts';
import { recommendable } from './eligibility.ts';
import type { InterestProfile, Pick, Reader, Recommender } from './recommender.ts';

/** Score weights: a preference match is worth about as much as a close likeness; freshness breaks ties. */
export const WEIGHTS = {
  country: 3,
  university: 3,
  discipline: 3,
  saved: 4,
  comments: 3,
  freshness: 1,
  dismissed: 4,
} as const;

/** Shared words shown beside a pick. */
const WHY_WORDS = 5;

/** Days after which the freshness bonus has halved. */
export const FRESHNESS_HALF_LIFE_DAYS = 30;
/** Candidates taken from each source (preferences, saved likeness, comments likeness). */
const POOL_PER_SOURCE = 1_000;
/** Lexemes whose document frequency is looked up per source, most frequent in the source first. */
const PROBED_LEXEMES = 100;
/** Query terms kept per source (more-like-this's usual max_query_terms). */
const QUERY_TERMS = 25;
/** A word in more than this share of the index says nothing about a listing ("university", "phd"). */
const MAX_DOC_SHARE = 0.5;
/** Document fields a saved listing's likeness is judged on: not the (long, generic) description. */
const SAVED_FIELD_WEIGHTS = ['A', 'B', 'C'];

interface Lexeme {
  lexeme: string;
  /** How often the source carries it (saved listings carrying it; occurrences in the comments). */
  tf: number;
}

/** A lexeme as a tsquery operand: quoted, so nothing in it is read as an operator. */
const operand = (lexeme: string) => `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

/** The fields a saved listing's likeness reads, as text (for mapping stems back to words). */
const likenessText = Prisma.sql`concat_ws(' ', o.title, o.discipline, o.department, o.research_area)`;

/** Listings' lexemes (saved or dismissed). Closed ones are out of the index, so their text is read from the row. */
async function listingLexemes(db: Reader, savedIds: readonly string[]): Promise<Lexeme[]> {
  if (savedIds.length === 0) return [];
  return db.$queryRaw<Lexeme[]>`
    SELECT u.lexeme, count(*)::int AS tf
    FROM opportunities o LEFT JOIN search_documents d ON d.id = o.id,
      LATERAL unnest(coalesce(d.search_vector, setweight(
        to_tsvector('english', ${likenessText}), 'A'))) AS u
    WHERE o.id = ANY(${[...savedIds]}::uuid[]) AND u.weights && ${SAVED_FIELD_WEIGHTS}::text[]
    GROUP BY u.lexeme
    ORDER BY tf DESC, u.lexeme
    LIMIT ${PROBED_LEXEMES}`;
}

async function commentLexemes(db: Reader, comments: string): Promise<Lexeme[]> {
  if (comments.trim() === '') return [];
  return db.$queryRaw<Lexeme[]>`
    SELECT u.lexeme, cardinality(u.positions)::int AS tf
    FROM unnest(to_tsvector('english', ${comments})) AS u
    ORDER BY tf DESC, u.lexeme
    LIMIT ${PROBED_LEXEMES}`;
}

interface Likeness {
  /** The informative lexemes as one OR tsquery. */
  query: string;
  lexemes: string[];
}

/** The informative lexemes as one OR tsquery, or null when none is left. */
async function likenessQuery(db: Reader, lexemes: Lexeme[], indexed: number): Promise<Likeness | null> {
  if (lexemes.length === 0 || indexed === 0) return null;
  const maxDf = Math.max(1, Math.floor(indexed * MAX_DOC_SHARE));
  const operands = lexemes.map((l) => operand(l.lexeme));
  // Counting stops just past the cut-off: a very common word costs no more than a rare one.
  const rows = await db.$queryRaw<{ i: number; df: number }[]>`
    SELECT t.i::int AS i, (
      SELECT count(*) FROM (
        SELECT 1 FROM search_documents WHERE search_vector @@ t.q::tsquery LIMIT ${maxDf + 1}
      ) hits)::int AS df
    FROM unnest(${operands}::text[]) WITH ORDINALITY AS t(q, i)`;
  const terms = rows
    .filter((r) => r.df > 0 && r.df <= maxDf)
    .map((r) => ({
      ...lexemes[r.i - 1]!,
      operand: operands[r.i - 1]!,
      weight: lexemes[r.i - 1]!.tf * Math.log(indexed / r.df),
    }))
    .sort((a, b) => b.weight - a.weight || (a.lexeme < b.lexeme ? -1 : 1))
    .slice(0, QUERY_TERMS);
  if (terms.length === 0) return null;
  return { query: terms.map((t) => t.operand).join(' | '), lexemes: terms.map((t) => t.lexeme) };
}

/** A word of `text` for each of these lexemes (the shortest that stems to it), so a reason reads as written. */
async function wordsFor(db: Reader, text: Prisma.Sql, lexemes: readonly string[]): Promise<Map<string, string>> {
  if (lexemes.length === 0) return new Map();
  const rows = await db.$queryRaw<{ lexeme: string; word: string }[]>`
    SELECT DISTINCT ON (x.lexeme) x.lexeme, x.word FROM (
      SELECT w AS word, (SELECT u.lexeme FROM unnest(to_tsvector('english', w)) AS u LIMIT 1) AS lexeme
      FROM regexp_split_to_table(lower(${text}), '[^[:alnum:]]+') AS w WHERE w <> ''
    ) x
    WHERE x.lexeme = ANY(${[...lexemes]}::text[])
    ORDER BY x.lexeme, length(x.word), x.word`;
  return new Map(rows.map((r) => [r.lexeme, r.word]));
}

/** The saved listings' likeness fields as one text. */
function savedText(savedIds: readonly string[]): Prisma.Sql {
  return Prisma.sql`(SELECT string_agg(${likenessText}, ' ') FROM opportunities o
    WHERE o.id = ANY(${[...savedIds]}::uuid[]))`;
}

interface Candidate {
  id: string;
  country: string;
  university: string;
  discipline: string | null;
  department: string | null;
  savedRank: number;
  commentsRank: number;
  dismissedRank: number;
  /** Lexemes of the saved / comments likeness the listing carries. */
  savedShared: string[];
  commentsShared: string[];
  ageDays: number;
}

interface Likenesses {
  saved: Likeness | null;
  comments: Likeness | null;
  dismissed: Likeness | null;
}

async function candidates(db: Reader, profile: InterestProfile, likeness: Likenesses): Promise<Candidate[]> {
  const eligible = recommendable(profile.userId);
  const sources: Prisma.Sql[] = [];
  const { countries, universities, disciplines } = profile;
  if (countries.length + universities.length + disciplines.length > 0) {
    sources.push(Prisma.sql`(SELECT o.id FROM opportunities o WHERE ${eligible} AND (
        o.country = ANY(${[...countries]}::text[]) OR o.university_name = ANY(${[...universities]}::text[])
        OR o.discipline = ANY(${[...disciplines]}::text[]) OR o.department = ANY(${[...disciplines]}::text[]))
      ORDER BY o.created_at DESC LIMIT ${POOL_PER_SOURCE})`);
  }
  for (const query of [likeness.saved?.query ?? null, likeness.comments?.query ?? null]) {
    if (query === null) continue;
    // The match and the rank read search_documents (no row-level security, so its index applies);
    // the join keeps to the listings this candidate may be shown.
    sources.push(Prisma.sql`(SELECT o.id FROM search_documents d JOIN opportunities o ON o.id = d.id
      WHERE ${eligible} AND d.search_vector @@ ${query}::tsquery
      ORDER BY ts_rank(d.search_vector, ${query}::tsquery) DESC LIMIT ${POOL_PER_SOURCE})`);
  }
  if (sources.length === 0) return [];
  const rank = (source: Likeness | null) =>
    source === null
      ? Prisma.sql`0::float8`
      : Prisma.sql`coalesce(ts_rank(d.search_vector, ${source.query}::tsquery), 0)::float8`;
  const shared = (source: Likeness | null) =>
    source === null
      ? Prisma.sql`ARRAY[]::text[]`
      : Prisma.sql`ARRAY(SELECT u.lexeme FROM unnest(coalesce(d.search_vector, ''::tsvector)) AS u
          WHERE u.lexeme = ANY(${source.lexemes}::text[]))`;
  return db.$queryRaw<Candidate[]>`
    SELECT o.id::text AS id, o.country, o.university_name AS university, o.discipline, o.department,
      ${rank(likeness.saved)} AS "savedRank", ${rank(likeness.comments)} AS "commentsRank",
      ${rank(likeness.dismissed)} AS "dismissedRank",
      ${shared(likeness.saved)} AS "savedShared", ${shared(likeness.comments)} AS "commentsShared",
      greatest(0, extract(epoch FROM now() - o.created_at) / 86400)::float8 AS "ageDays"
    FROM opportunities o JOIN (${Prisma.join(sources, ' UNION ')}) AS pool ON pool.id = o.id
      LEFT JOIN search_documents d ON d.id = o.id`;
}

/** "country Germany, university X and discipline Physics" */
function listed(parts: string[]): string {
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** The dismissed listings' likeness, less the words the candidate's saves share: those still count for them. */
function withoutSaved(dismissed: Lexeme[], saved: Lexeme[]): Lexeme[] {
  const kept = new Set(saved.map((l) => l.lexeme));
  return dismissed.filter((l) => !kept.has(l.lexeme));
}

export function createLocalRecommender(): Recommender {
  return {
    name: 'local',
    async recommend(db, profile, limit) {
      const [count] = await db.$queryRaw<{ indexed: number }[]>`
        SELECT count(*)::int AS indexed FROM search_documents`;
      const indexed = count?.indexed ?? 0;
      const [savedWords, commentWords, dismissedWords] = await Promise.all([
        listingLexemes(db, profile.savedIds),
        commentLexemes(db, profile.comments),
        listingLexemes(db, profile.dismissedIds),
      ]);
      const [saved, comments, dismissed] = await Promise.all([
        likenessQuery(db, savedWords, indexed),
        likenessQuery(db, commentWords, indexed),
        likenessQuery(db, withoutSaved(dismissedWords, savedWords), indexed),
      ]);
      const [savedSpelling, commentsSpelling] = await Promise.all([
        wordsFor(db, savedText(profile.savedIds), saved?.lexemes ?? []),
        wordsFor(db, Prisma.sql`${profile.comments}::text`, comments?.lexemes ?? []),
      ]);
      const rows = await candidates(db, profile, { saved, comments, dismissed });
      const best = (rank: (row: Candidate) => number) => Math.max(0, ...rows.map(rank));
      const bestSaved = best((r) => r.savedRank);
      const bestComments = best((r) => r.commentsRank);
      const bestDismissed = best((r) => r.dismissedRank);
      const countries = new Set(profile.countries);
      const universities = new Set(profile.universities);
      const disciplines = new Set(profile.disciplines);

      const picks = rows.map((row): Pick => {
        const matched: string[] = [];
        let score = 0;
        if (countries.has(row.country)) {
          score += WEIGHTS.country;
          matched.push(`country ${row.country}`);
        }
        if (universities.has(row.university)) {
          score += WEIGHTS.university;
          matched.push(`university ${row.university}`);
        }
        const discipline = [row.discipline, row.department].find((d) => d !== null && disciplines.has(d));
        if (discipline) {
          score += WEIGHTS.discipline;
          matched.push(`discipline ${discipline}`);
        }
        const savedScore = bestSaved > 0 ? (WEIGHTS.saved * row.savedRank) / bestSaved : 0;
        const commentsScore = bestComments > 0 ? (WEIGHTS.comments * row.commentsRank) / bestComments : 0;
        const penalty = bestDismissed > 0 ? (WEIGHTS.dismissed * row.dismissedRank) / bestDismissed : 0;
        score += savedScore + commentsScore - penalty;
        score += WEIGHTS.freshness * 0.5 ** (row.ageDays / FRESHNESS_HALF_LIFE_DAYS);
        const wordsFrom =
          savedScore === 0 && commentsScore === 0 ? null : savedScore >= commentsScore ? 'saved' : 'comments';
        const spelling = wordsFrom === 'saved' ? savedSpelling : commentsSpelling;
        const lexemes = wordsFrom === 'saved' ? row.savedShared : wordsFrom === 'comments' ? row.commentsShared : [];
        const words = lexemes.map((l) => spelling.get(l) ?? l).slice(0, WHY_WORDS);
        const reason =
          matched.length > 0
            ? `Matches your preferred ${listed(matched)}`
            : wordsFrom === 'comments'
              ? 'Matches the interests in your comments'
              : 'Similar to opportunities you saved';
        return {
          opportunityId: row.id,
          score: Math.round(score * 1e6) / 1e6,
          reason,
          details: { preferences: matched, words, wordsFrom: words.length > 0 ? wordsFrom : null },
        };
      });
      return picks
        .sort((a, b) => b.score - a.score || (a.opportunityId < b.opportunityId ? -1 : 1))
        .slice(0, Math.max(0, limit));
    },
  };
}
