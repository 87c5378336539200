// The site's applicants as reviewers list them (GET /api/applicants): confirmed applicants only,
// filtered by opportunity, status and `q` (name, e-mail, resume text), newest, oldest or best rated
// first, with the number in each status for the same filters bar the status (the review screen's
// tabs). Sorting by rating uses what the caller may see: the average of applicants they rated
// themselves, the others after them.
import type { ListQuery } from '@phd/contracts/input/applicant';
import { Prisma, type ApplicantStatus } from '../db/client.ts';
import type { StaffSession } from '../tenants/staff-sessions.ts';
import type { TenantTx } from '../tenants/unit-of-work.ts';
import { requireOwnApplicants, requireOwnOpportunity } from './own-records.ts';
import { STAGES } from './pipeline.ts';
import {
  APPLICANT_QUERY,
  presentApplicant,
  siteStageNames,
  type ApplicantBody,
  type ApplicantRow,
} from './present-applicant.ts';
import { searchMatchSql } from '../review/blind.ts';
import { applicantsMatching } from './search-text.ts';
import { notConflictedSql } from '../review/conflicts.ts';

export type ListFilters = Pick<ListQuery, 'opportunity' | 'status' | 'q' | 'sort'> & { ids?: string[] };
export type StatusCounts = Record<ApplicantStatus, number>;

/**
 * The applicants the filters select, status aside, as rows of (id, status, created_at):
 * the list, its counts per status and the CSV export all start here.
 */
function selectedSql(actor: StaffSession, filters: ListFilters): Prisma.Sql {
  const where = [Prisma.sql`a.tenant_id = ${actor.tenantId}::uuid`, Prisma.sql`a.confirmed_at IS NOT NULL`];
  if (filters.opportunity) where.push(Prisma.sql`a.opportunity_id = ${filters.opportunity}::uuid`);
  if (filters.ids) where.push(Prisma.sql`a.id = ANY(${filters.ids}::uuid[])`);
  // Applicants the caller declared a conflict with are not theirs to see (review/conflicts.ts).
  where.push(notConflictedSql('a', actor.userId));
  // Under blind review `q` finds a blind applicant only by pseudonym (services/src/review/blind.ts).
  if (filters.q) where.push(searchMatchSql(Prisma.sql`a`, filters.q, applicantsMatching(filters.q)));
  return Prisma.sql`SELECT a.id, a.status, a.created_at FROM applicants a WHERE ${Prisma.join(where, ' AND ')}`;
}

/** The list's orders, over columns the page and its caller both name (id, created_at, average). */
const ORDER: Record<ListQuery['sort'], Prisma.Sql> = {
  newest: Prisma.sql`created_at DESC, id DESC`,
  oldest: Prisma.sql`created_at ASC, id ASC`,
  rating: Prisma.sql`average DESC NULLS LAST, created_at DESC, id DESC`,
  // What a committee should discuss first: where its reviewers are furthest apart (issue 34).
  disagreement: Prisma.sql`spread DESC NULLS LAST, average DESC NULLS LAST, created_at DESC, id DESC`,
};

const BY_SCORES: readonly ListQuery['sort'][] = ['rating', 'disagreement'];

/**
 * One page of the selected applicants' ids in the list's order, and the number in each status. One
 * statement, so the selection (the costly part when `q` matches most resumes) is made once. An
 * opportunity or selected applicant that is not the site's is 404 (own-records.ts), not an empty page.
 */
async function selectPage(
  tx: TenantTx,
  actor: StaffSession,
  filters: ListFilters,
  page: { limit: number; offset: number },
): Promise<{ ids: string[]; counts: StatusCounts }> {
  await requireOwnOpportunity(tx, actor, filters.opportunity);
  await requireOwnApplicants(tx, actor, filters.ids);
  // The average only of applicants the caller rated: the order never reveals scores still hidden.
  // Weighted scores (a scorecard's mean, a plain rating's score) and their spread, as the list shows.
  const byScores = BY_SCORES.includes(filters.sort);
  const ratings = byScores
    ? Prisma.sql`LEFT JOIN LATERAL (
          SELECT avg(r.weighted) AS average, max(r.weighted) - min(r.weighted) AS spread FROM applicant_ratings r
          WHERE r.applicant_id = m.id HAVING bool_or(r.reviewer_id = ${actor.userId}::uuid)
        ) v ON true`
    : Prisma.empty;
  const average = byScores
    ? Prisma.sql`v.average, v.spread`
    : Prisma.sql`NULL::float8 AS average, NULL::float8 AS spread`;
  const status = filters.status ? Prisma.sql`WHERE m.status = ${filters.status}::"ApplicantStatus"` : Prisma.empty;
  const [row] = await tx.$queryRaw<{ counts: Partial<StatusCounts> | null; ids: string[] | null }[]>`
    WITH m AS MATERIALIZED (${selectedSql(actor, filters)}),
    page AS (
      SELECT m.id, m.created_at, ${average} FROM m ${ratings} ${status}
      ORDER BY ${ORDER[filters.sort]} LIMIT ${page.limit} OFFSET ${page.offset}
    )
    SELECT (SELECT json_object_agg(status, n) FROM (SELECT status, count(*)::int AS n FROM m GROUP BY status) c) AS counts,
           (SELECT array_agg(id ORDER BY ${ORDER[filters.sort]}) FROM page)::text[] AS ids`;
  const counts = Object.fromEntries(STAGES.map((s) => [s, row?.counts?.[s] ?? 0])) as StatusCounts;
  return { ids: row?.ids ?? [], counts };
}

/** The applicants with these ids, loaded for presenting, in the order of `ids`. */
export async function loadInOrder(tx: TenantTx, ids: string[]): Promise<ApplicantRow[]> {
  const rows = await tx.applicant.findMany({ where: { id: { in: ids } }, ...APPLICANT_QUERY });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function listApplicants(
  tx: TenantTx,
  actor: StaffSession,
  query: ListQuery,
): Promise<{ data: ApplicantBody[]; pagination: { total: number }; counts: StatusCounts }> {
  const { ids, counts } = await selectPage(tx, actor, query, query);
  const total = query.status ? counts[query.status] : Object.values(counts).reduce((a, b) => a + b, 0);
  const rows = await loadInOrder(tx, ids);
  const names = await siteStageNames(tx, actor.tenantId);
  return { data: rows.map((r) => presentApplicant(r, names, actor.userId)), pagination: { total }, counts };
}

/** Most rows one export may hold: a whole site's pipeline, still small enough for one answer. */
export const EXPORT_MAX = 10_000;

/** The applicants an export covers: the selection (ids) and the list's filters, in the list's order. */
export async function exportRows(tx: TenantTx, actor: StaffSession, filters: ListFilters): Promise<ApplicantRow[]> {
  const { ids } = await selectPage(tx, actor, filters, { limit: EXPORT_MAX, offset: 0 });
  return loadInOrder(tx, ids);
}
