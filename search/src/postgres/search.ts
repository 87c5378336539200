// search(): one page of documents and the total, in one statement (one round trip, one snapshot).
// The total comes from search_facet_counts when the filters allow (a few thousand rows summed instead
// of the catalogue counted), else from the documents.
import { Prisma, type Db } from '@phd/services/db/client';
import type { SearchDocument, SearchPage, SearchRequest, SearchSort } from '../engine.ts';
import { documentColumns, toDocument } from './document-row.ts';
import { resolveKeyword, withIndexScan, type Keyword } from './keyword.ts';
import { matching, matchingCounts, rollupAnswers } from './query.ts';

interface Page {
  where: Prisma.Sql;
  limit: number;
  offset: number;
}

/** Qualified sort key columns (sort_id is the uuid: the text id in documentColumns would sort as text). */
function orderBy(sort: SearchSort): Prisma.Sql {
  if (sort === 'most_viewed') return Prisma.sql`views DESC, sort_id ASC`;
  return Prisma.sql`"createdAt" DESC, sort_id ASC`;
}

function ordered(where: Prisma.Sql, sort: SearchSort, limit: number, offset: number): Prisma.Sql {
  return Prisma.sql`
    SELECT ${documentColumns}, id AS sort_id FROM search_documents WHERE ${where}
    ORDER BY ${orderBy(sort)} LIMIT ${limit} OFFSET ${offset}`;
}

/**
 * Relevance: listings whose title carries every word first, then the rest, each newest first. Each
 * tier reads at most offset + limit rows in index order, so a broad word ("research", in most of the
 * catalogue) costs no more than a rare one: no rank is computed over every match.
 */
function byRelevance({ where, limit, offset }: Page, keyword: Keyword): Prisma.Sql {
  const tier = (condition: Prisma.Sql, rank: number) => Prisma.sql`(
    SELECT ${documentColumns}, id AS sort_id, ${rank}::int AS tier FROM search_documents
    WHERE ${where} AND ${condition}
    ORDER BY created_at DESC, id ASC LIMIT ${offset + limit})`;
  return Prisma.sql`
    SELECT * FROM (${tier(keyword.inTitle, 1)} UNION ALL ${tier(Prisma.sql`NOT (${keyword.inTitle})`, 0)}) AS tiers
    ORDER BY tier DESC, "createdAt" DESC, sort_id ASC LIMIT ${limit} OFFSET ${offset}`;
}

/** The default is relevance with a keyword, else latest; relevance without a keyword is latest. */
function resolveSort(request: SearchRequest, keyword: Keyword | null): SearchSort {
  const sort = request.sort ?? (keyword ? 'relevance' : 'latest');
  return sort === 'relevance' && !keyword ? 'latest' : sort;
}

function totalQuery(request: SearchRequest, keyword: Keyword | null, where: Prisma.Sql): Prisma.Sql {
  if (rollupAnswers(request, keyword)) {
    return Prisma.sql`SELECT coalesce(sum(count), 0)::int AS total FROM search_facet_counts
      WHERE ${matchingCounts(request)}`;
  }
  return Prisma.sql`SELECT count(*)::int AS total FROM search_documents WHERE ${where}`;
}

type Row = SearchDocument & { total: number };

/** The statement search() runs, and whether it needs withIndexScan (exported for the query plans). */
export async function searchStatement(db: Db, request: SearchRequest): Promise<{ sql: Prisma.Sql; keyword: boolean }> {
  const keyword = await resolveKeyword(db, request.q);
  const sort = resolveSort(request, keyword);
  const page: Page = {
    where: matching(request, keyword),
    limit: Math.max(0, Math.floor(request.limit)),
    offset: Math.max(0, Math.floor(request.offset)),
  };
  const hits =
    page.limit === 0
      ? Prisma.sql`SELECT NULL::text AS id WHERE FALSE`
      : sort === 'relevance' && keyword
        ? byRelevance(page, keyword)
        : ordered(page.where, sort, page.limit, page.offset);
  // LEFT JOIN: an empty page still brings the total. Rows keep the page's order.
  const sql = Prisma.sql`
    SELECT counted.total, hits.* FROM (${totalQuery(request, keyword, page.where)}) AS counted
    LEFT JOIN LATERAL (SELECT row_number() OVER () AS position, h.* FROM (${hits}) AS h) AS hits ON TRUE
    ORDER BY hits.position`;
  return { sql, keyword: keyword !== null };
}

export async function searchOpportunities(db: Db, request: SearchRequest): Promise<SearchPage> {
  const { sql, keyword } = await searchStatement(db, request);
  const query = db.$queryRaw<Row[]>(sql);
  const rows = await (keyword ? withIndexScan(db, query) : query);
  return {
    hits: rows.filter((row) => row.id !== null).map(toDocument),
    total: rows[0]?.total ?? 0,
  };
}
