// search(): one page of documents and its total. Without a keyword: one statement (one round trip,
// one snapshot), the total from search_facet_counts when the filters allow (a few thousand rows summed
// instead of the catalogue counted), else from the documents. With a keyword: see keyword pages below.
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
import { matching, matchingCounts, rollupAnswers } from './query.ts';
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
    ? Prisma.sql`SELECT coalesce(sum(count), 0)::int AS total FROM search_facet_counts WHERE ${matchingCounts(request)}`
    : Prisma.sql`SELECT count(*)::int AS total FROM search_documents WHERE ${plan.where}`;
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
  return sort === 'most_viewed'
    ? Prisma.raw(`${q}seen DESC, ${q}id ASC`)
    : Prisma.raw(`${q}in_title DESC, ${q}at DESC, ${q}id ASC`);
}

function cappedKeywordStatement({ keyword, sort, where, limit, offset }: Plan, cap: number): Prisma.Sql {
  const inTitle = sort === 'relevance' ? keyword!.inTitle : Prisma.sql`FALSE`;
  return Prisma.sql`
    WITH matches AS MATERIALIZED (
      SELECT id, created_at AS at, views AS seen, ${inTitle} AS in_title FROM search_documents
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
 * words is a match), through the title's own index or a walk testing the small inline title_vector;
 * the second is only read when the first has fewer rows than the page reaches, and then most of the
 * over-the-cap matches are in it, so its walk finds them after a few rows each.
 */
function titleTierStatement(request: SearchRequest, plan: Plan, rows: number): Prisma.Sql {
  return Prisma.sql`
    SELECT id::text AS id FROM search_documents WHERE ${matching(request, null)} AND ${plan.keyword!.inTitle}
    ORDER BY created_at DESC, id ASC LIMIT ${rows}`;
}

function restTierStatement(plan: Plan, rows: number, skip: number): Prisma.Sql {
  return Prisma.sql`
    SELECT id::text AS id FROM search_documents WHERE ${plan.where} AND NOT (${plan.keyword!.inTitle})
    ORDER BY created_at DESC, id ASC LIMIT ${rows} OFFSET ${skip}`;
}

async function commonRelevancePage(db: Db, request: SearchRequest, plan: Plan): Promise<SearchDocument[]> {
  const reach = plan.offset + plan.limit;
  const titled = await withIndexScan(db, db.$queryRaw<{ id: string }[]>(titleTierStatement(request, plan, reach)));
  let ids = titled.slice(plan.offset).map((r) => r.id);
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
  if (!p.keyword) return { first: listingStatement(request, p), keyword: false };
  const common = p.sort === 'relevance' ? titleTierStatement(request, p, p.offset + p.limit) : ordered(p);
  return { first: cappedKeywordStatement(p, KEYWORD_TOTAL_CAP), keyword: true, common };
}

/** `cap`: KEYWORD_TOTAL_CAP; tests lower it to reach the common-word path on a small catalogue. */
export async function searchOpportunities(
  db: Db,
  request: SearchRequest,
  cap: number = KEYWORD_TOTAL_CAP,
): Promise<SearchPage> {
  const p = await plan(db, request);
  if (!p.keyword) {
    const rows = await db.$queryRaw<Row[]>(listingStatement(request, p));
    return { hits: pageOf(rows), total: rows[0]?.total ?? 0, totalRelation: 'eq' };
  }
  if (!(await certainlyCommon(db, request, p, cap))) {
    const rows = await withBitmapScan(db, db.$queryRaw<Row[]>(cappedKeywordStatement(p, cap)));
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

/**
 * Whether the vocabulary's counts alone show more than KEYWORD_TOTAL_CAP matches (a word in most
 * listings), so the capped count would only confirm it: then the page is walked for at once.
 */
async function certainlyCommon(db: Db, request: SearchRequest, p: Plan, cap: number): Promise<boolean> {
  if (!rollupAnswers(request, null) || !p.keyword) return false;
  return (await matchesAtLeast(db, p.keyword.words, matchingCounts(request))) > cap;
}

function pageOf(rows: Row[]): SearchDocument[] {
  return rows.filter((row) => row.id !== null).map(toDocument);
}
