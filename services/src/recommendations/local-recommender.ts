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
//    the scale does not depend on the size of the catalogue), plus freshness (halving every 30 days).
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
} as const;

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

/** Saved listings' lexemes. Closed ones are out of the index, so their text is read from the row. */
async function savedLexemes(db: Reader, savedIds: readonly string[]): Promise<Lexeme[]> {
  if (savedIds.length === 0) return [];
  return db.$queryRaw<Lexeme[]>`
    SELECT u.lexeme, count(*)::int AS tf
    FROM opportunities o LEFT JOIN search_documents d ON d.id = o.id,
      LATERAL unnest(coalesce(d.search_vector, setweight(
        to_tsvector('english', concat_ws(' ', o.title, o.discipline, o.department, o.research_area)), 'A'))) AS u
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

/** The informative lexemes as one OR tsquery (text), or null when none is left. */
async function likenessQuery(db: Reader, lexemes: Lexeme[], indexed: number): Promise<string | null> {
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
  return terms.length === 0 ? null : terms.map((t) => t.operand).join(' | ');
}

interface Candidate {
  id: string;
  country: string;
  university: string;
  discipline: string | null;
  department: string | null;
  savedRank: number;
  commentsRank: number;
  ageDays: number;
}

async function candidates(
  db: Reader,
  profile: InterestProfile,
  savedQuery: string | null,
  commentsQuery: string | null,
): Promise<Candidate[]> {
  const eligible = recommendable(profile.userId);
  const sources: Prisma.Sql[] = [];
  const { countries, universities, disciplines } = profile;
  if (countries.length + universities.length + disciplines.length > 0) {
    sources.push(Prisma.sql`(SELECT o.id FROM opportunities o WHERE ${eligible} AND (
        o.country = ANY(${[...countries]}::text[]) OR o.university_name = ANY(${[...universities]}::text[])
        OR o.discipline = ANY(${[...disciplines]}::text[]) OR o.department = ANY(${[...disciplines]}::text[]))
      ORDER BY o.created_at DESC LIMIT ${POOL_PER_SOURCE})`);
  }
  for (const query of [savedQuery, commentsQuery]) {
    if (query === null) continue;
    // The match and the rank read search_documents (no row-level security, so its index applies);
    // the join keeps to the listings this candidate may be shown.
    sources.push(Prisma.sql`(SELECT o.id FROM search_documents d JOIN opportunities o ON o.id = d.id
      WHERE ${eligible} AND d.search_vector @@ ${query}::tsquery
      ORDER BY ts_rank(d.search_vector, ${query}::tsquery) DESC LIMIT ${POOL_PER_SOURCE})`);
  }
  if (sources.length === 0) return [];
  const rank = (query: string | null) =>
    query === null
      ? Prisma.sql`0::float8`
      : Prisma.sql`coalesce(ts_rank(d.search_vector, ${query}::tsquery), 0)::float8`;
  return db.$queryRaw<Candidate[]>`
    SELECT o.id::text AS id, o.country, o.university_name AS university, o.discipline, o.department,
      ${rank(savedQuery)} AS "savedRank", ${rank(commentsQuery)} AS "commentsRank",
      greatest(0, extract(epoch FROM now() - o.created_at) / 86400)::float8 AS "ageDays"
    FROM opportunities o JOIN (${Prisma.join(sources, ' UNION ')}) AS pool ON pool.id = o.id
      LEFT JOIN search_documents d ON d.id = o.id`;
}

/** "country Germany, university X and discipline Physics" */
function listed(parts: string[]): string {
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

export function createLocalRecommender(): Recommender {
  return {
    name: 'local',
    async recommend(db, profile, limit) {
      const [count] = await db.$queryRaw<{ indexed: number }[]>`
        SELECT count(*)::int AS indexed FROM search_documents`;
      const indexed = count?.indexed ?? 0;
      const [savedQuery, commentsQuery] = await Promise.all([
        savedLexemes(db, profile.savedIds).then((l) => likenessQuery(db, l, indexed)),
        commentLexemes(db, profile.comments).then((l) => likenessQuery(db, l, indexed)),
      ]);
      const rows = await candidates(db, profile, savedQuery, commentsQuery);
      const bestSaved = Math.max(0, ...rows.map((r) => r.savedRank));
      const bestComments = Math.max(0, ...rows.map((r) => r.commentsRank));
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
        const saved = bestSaved > 0 ? (WEIGHTS.saved * row.savedRank) / bestSaved : 0;
        const comments = bestComments > 0 ? (WEIGHTS.comments * row.commentsRank) / bestComments : 0;
        score += saved + comments + WEIGHTS.freshness * 0.5 ** (row.ageDays / FRESHNESS_HALF_LIFE_DAYS);
        const reason =
          matched.length > 0
            ? `Matches your preferred ${listed(matched)}`
            : saved >= comments
              ? 'Similar to opportunities you saved'
              : 'Matches the interests in your comments';
        return { opportunityId: row.id, score: Math.round(score * 1e6) / 1e6, reason };
      });
      return picks
        .sort((a, b) => b.score - a.score || (a.opportunityId < b.opportunityId ? -1 : 1))
        .slice(0, Math.max(0, limit));
    },
  };
}
