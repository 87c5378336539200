// The site's applicants as reviewers list them (GET /api/applicants): confirmed applicants only,
// filtered by opportunity, status and `q` (name, e-mail, resume text), newest, oldest or best rated
// first, with the number in each status for the same filters bar the status (the review screen's
// tabs). Sorting by rating uses what the caller may see: the average of applicants they rated
// themselves, the others after them, so the order never reveals scores still hidden from them.
import { Prisma, type ApplicantStatus } from '../db/client.ts';
import type { StaffSession } from '../tenants/staff-sessions.ts';
import type { TenantTx } from '../tenants/unit-of-work.ts';
import type { ListQuery } from './applicant.schema.ts';
import { STAGES } from './pipeline.ts';
import {
  APPLICANT_INCLUDE,
  presentApplicant,
  siteStageNames,
  type ApplicantBody,
  type ApplicantRow,
} from './present-applicant.ts';
import { matchesQuery } from './search-text.ts';

export type ListFilters = Pick<ListQuery, 'opportunity' | 'status' | 'q' | 'sort'> & { ids?: string[] };
export type StatusCounts = Record<ApplicantStatus, number>;

/** The conditions on `applicants a` shared by the list, its counts and the CSV export (status aside). */
function filterSql(actor: StaffSession, filters: ListFilters): Prisma.Sql[] {
  const where = [Prisma.sql`a.tenant_id = ${actor.tenantId}::uuid`, Prisma.sql`a.confirmed_at IS NOT NULL`];
  if (filters.opportunity) where.push(Prisma.sql`a.opportunity_id = ${filters.opportunity}::uuid`);
  if (filters.q) where.push(matchesQuery(filters.q));
  if (filters.ids) where.push(Prisma.sql`a.id = ANY(${filters.ids}::uuid[])`);
  return where;
}

const ORDER: Record<ListQuery['sort'], Prisma.Sql> = {
  newest: Prisma.sql`a.created_at DESC, a.id DESC`,
  oldest: Prisma.sql`a.created_at ASC, a.id ASC`,
  rating: Prisma.sql`v.average DESC NULLS LAST, a.created_at DESC, a.id DESC`,
};

/** Ids of the matching applicants in the list's order, one page of them (or all, for an export). */
async function matchingIds(
  tx: TenantTx,
  actor: StaffSession,
  filters: ListFilters,
  page: { limit: number; offset: number },
): Promise<string[]> {
  const where = filterSql(actor, filters);
  if (filters.status) where.push(Prisma.sql`a.status = ${filters.status}::"ApplicantStatus"`);
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT a.id FROM applicants a
    LEFT JOIN LATERAL (
      SELECT avg(r.score) AS average FROM applicant_ratings r
      WHERE r.applicant_id = a.id HAVING bool_or(r.reviewer_id = ${actor.userId}::uuid)
    ) v ON true
    WHERE ${Prisma.join(where, ' AND ')}
    ORDER BY ${ORDER[filters.sort]}
    LIMIT ${page.limit} OFFSET ${page.offset}`;
  return rows.map((r) => r.id);
}

async function countByStatus(tx: TenantTx, actor: StaffSession, filters: ListFilters): Promise<StatusCounts> {
  const rows = await tx.$queryRaw<{ status: ApplicantStatus; n: number }[]>`
    SELECT a.status, count(*)::int AS n FROM applicants a
    WHERE ${Prisma.join(filterSql(actor, filters), ' AND ')}
    GROUP BY a.status`;
  const counts = Object.fromEntries(STAGES.map((s) => [s, 0])) as StatusCounts;
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** The applicants with these ids, loaded for presenting, in the order of `ids`. */
export async function loadInOrder(tx: TenantTx, ids: string[]): Promise<ApplicantRow[]> {
  const rows = await tx.applicant.findMany({ where: { id: { in: ids } }, include: APPLICANT_INCLUDE });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function listApplicants(
  tx: TenantTx,
  actor: StaffSession,
  query: ListQuery,
): Promise<{ data: ApplicantBody[]; pagination: { total: number }; counts: StatusCounts }> {
  const counts = await countByStatus(tx, actor, query);
  const total = query.status ? counts[query.status] : Object.values(counts).reduce((a, b) => a + b, 0);
  const ids = await matchingIds(tx, actor, query, query);
  const rows = await loadInOrder(tx, ids);
  const names = await siteStageNames(tx, actor.tenantId);
  return { data: rows.map((r) => presentApplicant(r, names, actor.userId)), pagination: { total }, counts };
}

/** Most rows one export may hold: a whole site's pipeline, still small enough for one answer. */
export const EXPORT_MAX = 10_000;

/** The applicants an export covers: the selection (ids) and the list's filters, in the list's order. */
export async function exportRows(tx: TenantTx, actor: StaffSession, filters: ListFilters): Promise<ApplicantRow[]> {
  return loadInOrder(tx, await matchingIds(tx, actor, filters, { limit: EXPORT_MAX, offset: 0 }));
}
