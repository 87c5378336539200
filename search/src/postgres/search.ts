// search(): one page of documents and its total. Without a keyword: one statement (one round trip,
// one snapshot), the total from the facet rollups when the filters allow (query.ts, rollupTotal: at
// most a few thousand rows summed instead of the catalogue counted), else from the documents. With a keyword: see keyword pages below.
import { Prisma, type Db } from '@phd/services/db/client';
import {
  KEYWORD_TOTAL_CAP,
  type SearchDocument,
  type SearchPage,
  type SearchRequest,
  type SearchSort,
} from '../engine.ts';
import { documentColumns, toDocument } from './document-row.ts';
import { resolveKeyword, withBitmapScan, withIndexScan, type Keyword } from './keyword.ts';
import { eligibleRollupTotal, matching, rollupAnswers, rollupTotal } from './query.ts';
import { matchesAtLeast } from './vocabulary.ts';

interface Plan {
  keyword: Keyword | null;
  sort: SearchSort;
  where: Prisma.Sql;
  limit: number;
  offset: number;
}

type Row = SearchDocument & { total: number };

/** Qualified sort key columns (sort_id is the uuid: the text id in documentColumns would sort as text). */
function orderBy(sort: SearchSort): Prisma.Sql {
  if (sort === 'most_viewed') return Prisma.sql`views DESC, sort_id ASC`;
  if (sort === 'stipend') return Prisma.sql`stipend_yearly DESC NULLS LAST, "createdAt" DESC, sort_id ASC`;
  return Prisma.sql`"createdAt" DESC, sort_id ASC`;
}

function ordered({ where, sort, limit, offset }: Plan): Prisma.Sql {
  return Prisma.sql`
    SELECT ${documentColumns}, id AS sort_id FROM search_documents WHERE ${where}
    ORDER BY ${orderBy(sort)} LIMIT ${limit} OFFSET ${offset}`;
}

/** The default is relevance with a keyword, else latest; relevance without a keyword is latest. */
function resolveSort(request: SearchRequest, keyword: Keyword | null): SearchSort {
  const sort = request.sort ?? (keyword ? 'relevance' : 'latest');
  return sort === 'relevance' && !keyword ? 'latest' : sort;
}

async function plan(db: Db, request: SearchRequest): Promise<Plan> {
  const keyword = await resolveKeyword(db, request.q);
  return {
    keyword,
    sort: resolveSort(request, keyword),
    where: matching(request, keyword),
    limit: Math.max(0, Math.floor(request.limit)),
    offset: Math.max(0, Math.floor(request.offset)),
  };
}

function listingStatement(request: SearchRequest, plan: Plan): Prisma.Sql {
  const total = rollupAnswers(request, null)
    ? rollupTotal(request)
    : (eligibleRollupTotal(request) ??
      Prisma.sql`SELECT count(*)::int AS total FROM search_documents WHERE ${plan.where}`);
  const hits = plan.limit === 0 ? Prisma.sql`SELECT NULL::text AS id WHERE FALSE` : ordered(plan);
  // LEFT JOIN: an empty page still brings the total. Rows keep the page's order.
  return Prisma.sql`
    SELECT counted.total, hits.* FROM (${total}) AS counted
    LEFT JOIN LATERAL (SELECT row_number() OVER () AS position, h.* FROM (${hits}) AS h) AS hits ON TRUE
    ORDER BY hits.position`;
}

/*
 * Keyword pages. The planner cannot tell a rare word from a common one well enough to choose between
 * walking a sort index while testing each row's (large, TOASTed) search_vector, which is quick when
 * matches are dense and takes seconds when they are rare or none, and a bitmap scan of the GIN index,
 * which costs in proportion to the matches. So the choice is made here, on the count itself:
 *
 * 0. When the vocabulary's document counts already prove more than KEYWORD_TOTAL_CAP matches (a word
 *    in most listings: vocabulary.ts, matchesAtLeast), go to 2 at once.
 * 1. A bitmap scan (index walks switched off) collects at most KEYWORD_TOTAL_CAP + 1 matches' sort
 *    keys. Up to the cap, that is every match: the total is exact and the page is the top of that set,
 *    only its rows read in full.
 * 2. Past the cap, the word is common (over a tenth of the catalogue), so walking newest first finds a
 *    page after a few rows per hit; the total reads "at least KEYWORD_TOTAL_CAP". Relevance reads its
 *    two tiers that way (commonRelevancePage).
 *
 * Relevance puts listings whose title carries every word first (a test on the small title_vector),
 * then newest first.
 */
function keyOrder(sort: SearchSort, q: string): Prisma.Sql {
  if (sort === 'most_viewed') return Prisma.raw(`${q}seen DESC, ${q}id ASC`);
  if (sort === 'stipend') return Prisma.raw(`${q}pay DESC NULLS LAST, ${q}at DESC, ${q}id ASC`);
  return Prisma.raw(`${q}in_title DESC, ${q}at DESC, ${q}id ASC`);
}

/**
 * The page from at most `cap` + 1 matches collected unordered (through whatever index the filters
 * use), sorted in memory: the total is exact while it is at most `cap`. Keyword pages, and most-viewed
 * pages (see viewedPage).
 */
function cappedStatement({ keyword, sort, where, limit, offset }: Plan, cap: number): Prisma.Sql {
  const inTitle = sort === 'relevance' ? keyword!.inTitle : Prisma.sql`FALSE`;
  return Prisma.sql`
    WITH matches AS MATERIALIZED (
      SELECT id, created_at AS at, views AS seen, stipend_yearly AS pay, ${inTitle} AS in_title FROM search_documents
      WHERE ${where} LIMIT ${cap + 1}
    ), top AS (
      SELECT * FROM matches ORDER BY ${keyOrder(sort, '')} LIMIT ${limit} OFFSET ${offset}
    )
    SELECT counted.total, hits.* FROM (SELECT count(*)::int AS total FROM matches) AS counted
    LEFT JOIN LATERAL (
      SELECT row_number() OVER (ORDER BY ${keyOrder(sort, 'top.')}) AS position, ${documentColumns}
      FROM top JOIN search_documents USING (id)
    ) AS hits ON TRUE
    ORDER BY hits.position`;
}

/**
 * Past the cap, by relevance: the listings whose title carries every word, newest first, then the
 * other matches, newest first. The first tier is read on the title alone (a title that carries the
 * words is a match), testing the small inline title_vector: first among the newest TITLE_WALK_ROWS
 * listings, which holds a page whenever titles with the words are not rare; else through the title's
 * GIN index, sorted in memory, when at most TITLE_TIER_SORTED titles match; else by an unbounded walk
 * newest first. (A walk alone reads the whole catalogue for words no title holds together: "funded
 * candidate", 185 ms; the index alone collects thousands of rows for a word in many titles.) The second
 * tier is only read when the first has fewer rows than the page reaches, and then most of the
 * over-the-cap matches are in it, so its walk finds them after a few rows each.
 */
const TITLE_WALK_ROWS = 3_000;
const TITLE_TIER_SORTED = 5_000;

/** The title tier among the newest `TITLE_WALK_ROWS` listings of the filters (exact when it fills `rows`). */
function titleWalkStatement(request: SearchRequest, plan: Plan, rows: number, budget: number | null): Prisma.Sql {
  return Prisma.sql`
    SELECT id::text AS id FROM (
      SELECT id, created_at, title_vector FROM search_documents WHERE ${matching(request, null)}
      ORDER BY created_at DESC, id ASC LIMIT ${budget ?? Prisma.raw('ALL')}
    ) AS newest
    WHERE ${plan.keyword!.inTitle}
    ORDER BY created_at DESC, id ASC LIMIT ${rows}`;
}

function titleTierStatement(request: SearchRequest, plan: Plan, rows: number): Prisma.Sql {
  return Prisma.sql`
    WITH titled AS MATERIALIZED (
      SELECT id, created_at FROM search_documents WHERE ${matching(request, null)} AND ${plan.keyword!.inTitle}
      LIMIT ${TITLE_TIER_SORTED + 1}
    )
    SELECT id::text AS id, (SELECT count(*) FROM titled)::int AS titled FROM titled
    ORDER BY created_at DESC, id ASC LIMIT ${rows}`;
}

function restTierStatement(plan: Plan, rows: number, skip: number): Prisma.Sql {
  return Prisma.sql`
    SELECT id::text AS id FROM search_documents WHERE ${plan.where} AND NOT (${plan.keyword!.inTitle})
    ORDER BY created_at DESC, id ASC LIMIT ${rows} OFFSET ${skip}`;
}

async function titleTier(db: Db, request: SearchRequest, plan: Plan, rows: number): Promise<string[]> {
  const walk = (budget: number | null) =>
    withIndexScan(db, db.$queryRaw<{ id: string }[]>(titleWalkStatement(request, plan, rows, budget)));
  const newest = await walk(TITLE_WALK_ROWS);
  if (newest.length >= rows) return newest.map((r) => r.id);
  const sorted = await withBitmapScan(
    db,
    db.$queryRaw<{ id: string; titled: number }[]>(titleTierStatement(request, plan, rows)),
  );
  if ((sorted[0]?.titled ?? 0) <= TITLE_TIER_SORTED) return sorted.map((r) => r.id);
  return (await walk(null)).map((r) => r.id);
}

async function commonRelevancePage(db: Db, request: SearchRequest, plan: Plan): Promise<SearchDocument[]> {
  const reach = plan.offset + plan.limit;
  const titled = await titleTier(db, request, plan, reach);
  let ids = titled.slice(plan.offset);
  if (titled.length < reach) {
    const skip = Math.max(0, plan.offset - titled.length);
    const rest = await withIndexScan(
      db,
      db.$queryRaw<{ id: string }[]>(restTierStatement(plan, plan.limit - ids.length, skip)),
    );
    ids = [...ids, ...rest.map((r) => r.id)];
  }
  if (ids.length === 0) return [];
  const rows = await db.$queryRaw<Row[]>`
    SELECT ${documentColumns} FROM search_documents WHERE id = ANY(${ids}::uuid[])`;
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [toDocument(byId.get(id)!)] : []));
}

/** The statements search() may run for a request, for the query plans (tests/bench/plans.ts). */
export async function searchStatements(
  db: Db,
  request: SearchRequest,
): Promise<{ first: Prisma.Sql; keyword: boolean; common?: Prisma.Sql }> {
  const p = await plan(db, request);
  if (!p.keyword) {
    // Most viewed: the statement for filters narrower than VIEWED_WALK_FROM (broader ones run the listing's).
    const first = p.sort === 'most_viewed' ? cappedStatement(p, VIEWED_WALK_FROM) : listingStatement(request, p);
    return { first, keyword: false };
  }
  const common =
    p.sort === 'relevance' ? titleWalkStatement(request, p, p.offset + p.limit, TITLE_WALK_ROWS) : ordered(p);
  return { first: cappedStatement(p, KEYWORD_TOTAL_CAP), keyword: true, common };
}

/** Below this many matches a most-viewed page is sorted from the matches themselves (viewedPage). */
export const VIEWED_WALK_FROM = 2_000;

/** Where search() changes strategy; tests lower them to reach the other paths on a small catalogue. */
export interface SearchThresholds {
  keywordTotalCap?: number;
  viewedWalkFrom?: number;
}

export async function searchOpportunities(
  db: Db,
  request: SearchRequest,
  { keywordTotalCap: cap = KEYWORD_TOTAL_CAP, viewedWalkFrom = VIEWED_WALK_FROM }: SearchThresholds = {},
): Promise<SearchPage> {
  const p = await plan(db, request);
  if (!p.keyword) {
    return p.sort === 'most_viewed' ? viewedPage(db, request, p, viewedWalkFrom) : listingPage(db, request, p);
  }
  if (!(await certainlyCommon(db, request, p, cap))) {
    const rows = await withBitmapScan(db, db.$queryRaw<Row[]>(cappedStatement(p, cap)));
    const total = rows[0]?.total ?? 0;
    if (total <= cap) return { hits: pageOf(rows), total, totalRelation: 'eq' };
  }
  const hits =
    p.limit === 0
      ? []
      : p.sort === 'relevance'
        ? await commonRelevancePage(db, request, p)
        : // Newest first or most viewed: the sort index walked, each row tested; over the cap, matches
          // are over a tenth of the catalogue, so a page is found after a few rows per hit.
          pageOf(await withIndexScan(db, db.$queryRaw<Row[]>(ordered(p))));
  return { hits, total: cap, totalRelation: 'gte' };
}

async function listingPage(db: Db, request: SearchRequest, p: Plan): Promise<SearchPage> {
  const rows = await db.$queryRaw<Row[]>(listingStatement(request, p));
  return { hits: pageOf(rows), total: rows[0]?.total ?? 0, totalRelation: 'eq' };
}

/**
 * Most viewed first, without a keyword. Only one index orders by views, and walking it while testing
 * the filters takes as long as the filtered rows are rare or sit low in that order: a recent date
 * range holds the least viewed listings (Canada's last month: 32,000 rows walked, 90 ms, for 783
 * matches). So a filter known (from the rollups) or found (by collecting at most `walkFrom` + 1) to
 * match fewer than `walkFrom` listings is sorted from its matches; broader filters walk the index.
 * Sorting costs in proportion to the matches, the walk to the page's reach over their density, so the
 * two meet at a few thousand (at 100,000: 2,000 sorted, 14 ms for 783; a month of funded listings,
 * 9,772, 32 ms walked against 67 ms sorted).
 */
async function viewedPage(db: Db, request: SearchRequest, p: Plan, walkFrom: number): Promise<SearchPage> {
  const fromRollups = rollupAnswers(request, null) ? rollupTotal(request) : eligibleRollupTotal(request);
  if (fromRollups) {
    const [known] = await db.$queryRaw<{ total: number }[]>(fromRollups);
    if ((known?.total ?? 0) > walkFrom) return listingPage(db, request, p);
  }
  const rows = await db.$queryRaw<Row[]>(cappedStatement(p, walkFrom));
  const total = rows[0]?.total ?? 0;
  if (total <= walkFrom) return { hits: pageOf(rows), total, totalRelation: 'eq' };
  return listingPage(db, request, p);
}

/**
 * Whether the vocabulary's counts alone show more than KEYWORD_TOTAL_CAP matches (a word in most
 * listings), so the capped count would only confirm it: then the page is walked for at once.
 */
async function certainlyCommon(db: Db, request: SearchRequest, p: Plan, cap: number): Promise<boolean> {
  if (!rollupAnswers(request, null) || !p.keyword) return false;
  return (await matchesAtLeast(db, p.keyword.words, request)) > cap;
}

function pageOf(rows: Row[]): SearchDocument[] {
  return rows.filter((row) => row.id !== null).map(toDocument);
}
