// Applicant stats of a university site (issue 14; GET /api/applicants/stats): counts per status, per
// opportunity and per week of application, the funnel along the pipeline with pass-through rates, and
// the median days an applicant spends in each stage. Computed in SQL from applicants and
// applicant_status_changes, in units of work of the site; only applicants who confirmed their address
// count, filtered by opportunity and by the day they applied (from and to, inclusive, UTC).
//
// - The funnel follows the stages in order (new, reviewing, shortlisted, interview, offered): an
//   applicant reached a stage when their status or any status in their history is that stage or a
//   later one, so a rejection after the interview still counts as reaching the interview.
// - Days in a stage are measured on finished stays (the stage was left), from entering it (the previous
//   change, or the application) to the change that left it; a stage nobody left answers null.
import type { ApplicantStatsJson } from '@phd/contracts/endpoints/applicants';
import { statsQuery, type StatsFilter } from '@phd/contracts/input/applicant';
import type { ApplicantStatus } from '../db/client.ts';
import { Prisma } from '../db/client.ts';
import { parseForm } from '../form-input.ts';
import type { TenantTx } from '../tenants/unit-of-work.ts';
import { requireOwnOpportunity } from './own-records.ts';
import { STAGES } from './pipeline.ts';

/** The pipeline's forward path; rejected and withdrawn leave it. */
export const FUNNEL = [
  'new',
  'reviewing',
  'shortlisted',
  'interview',
  'offered',
] as const satisfies readonly ApplicantStatus[];

export type { StatsFilter };

type Counts = Record<ApplicantStatus, number>;

/** The answer, shared with the web client. */
export type ApplicantStats = ApplicantStatsJson;

const zeroCounts = (): Counts => Object.fromEntries(STAGES.map((s) => [s, 0])) as Counts;

/** The applicants the stats are about, as SQL conditions on `a`. */
function selection(tenantId: string, filter: StatsFilter): Prisma.Sql {
  const conditions = [Prisma.sql`a.tenant_id = ${tenantId}::uuid`, Prisma.sql`a.confirmed_at IS NOT NULL`];
  if (filter.opportunity) conditions.push(Prisma.sql`a.opportunity_id = ${filter.opportunity}::uuid`);
  if (filter.from) conditions.push(Prisma.sql`a.created_at >= ${filter.from}::date::timestamptz`);
  if (filter.to) conditions.push(Prisma.sql`a.created_at < (${filter.to}::date + 1)::timestamptz`);
  return Prisma.join(conditions, ' AND ');
}

const MS_PER_WEEK = 7 * 24 * 60 * 60 * 1000;

/** Every Monday from the first week to the last, with 0 for weeks without applications. */
function everyWeek(rows: { week: Date; count: number }[]): { week: string; count: number }[] {
  if (rows.length === 0) return [];
  const counts = new Map(rows.map((r) => [r.week.getTime(), r.count]));
  const weeks = [];
  for (let t = rows[0]!.week.getTime(); t <= rows.at(-1)!.week.getTime(); t += MS_PER_WEEK) {
    weeks.push({ week: new Date(t).toISOString().slice(0, 10), count: counts.get(t) ?? 0 });
  }
  return weeks;
}

/** The stats' filter from a raw query (the gateway parses it at the edge with the contract). */
export function parseStatsQuery(query: unknown): StatsFilter {
  return parseForm(statsQuery, query);
}

/** One part of the stats, read in a unit of work of its own. */
type Part<T> = (tx: TenantTx, where: Prisma.Sql) => Promise<T>;

const byGroup: Part<{ id: string | null; title: string | null; status: ApplicantStatus; n: number }[]> = (tx, where) =>
  tx.$queryRaw`
    SELECT a.opportunity_id AS id, o.title, a.status, count(*)::int AS n
    FROM applicants a LEFT JOIN opportunities o ON o.id = a.opportunity_id
    WHERE ${where}
    GROUP BY a.opportunity_id, o.title, a.status`;

// Weeks start on Monday (ISO), in UTC.
const byWeek: Part<{ week: Date; count: number }[]> = (tx, where) =>
  tx.$queryRaw`
    SELECT date_trunc('week', a.created_at AT TIME ZONE 'UTC') AS week, count(*)::int AS count
    FROM applicants a WHERE ${where} GROUP BY 1 ORDER BY 1`;

// Positions compared as the enum itself: casting every status to text costs more than the grouping.
const PATH = Prisma.sql`ARRAY[${Prisma.join([...FUNNEL])}]::"ApplicantStatus"[]`;

/** How many applicants got no further than each stage of FUNNEL (1-based position). */
const byReach: Part<{ reached: number; n: number }[]> = (tx, where) =>
  tx.$queryRaw`
    SELECT reached, count(*)::int AS n FROM (
      SELECT a.id, GREATEST(
        coalesce(array_position(${PATH}, a.status), 1),
        coalesce(max(array_position(${PATH}, c.to_status)), 1),
        coalesce(max(array_position(${PATH}, c.from_status)), 1)) AS reached
      FROM applicants a
      LEFT JOIN applicant_status_changes c ON c.tenant_id = a.tenant_id AND c.applicant_id = a.id
      WHERE ${where}
      GROUP BY a.id) per_applicant
    GROUP BY reached`;

const byStay: Part<{ stage: ApplicantStatus; days: number }[]> = (tx, where) =>
  tx.$queryRaw`
    SELECT stage, round((percentile_cont(0.5) WITHIN GROUP (ORDER BY seconds) / 86400)::numeric, 1)::float8 AS days
    FROM (
      SELECT c.from_status AS stage,
        extract(epoch FROM c.created_at - coalesce(
          lag(c.created_at) OVER (PARTITION BY c.applicant_id ORDER BY c.created_at, c.id), a.created_at)) AS seconds
      FROM applicants a
      JOIN applicant_status_changes c ON c.tenant_id = a.tenant_id AND c.applicant_id = a.id
      WHERE ${where}) changes
    WHERE stage IS NOT NULL
    GROUP BY stage`;

/**
 * The stats, each part in a unit of work of the site's own, in parallel: a whole site's parts each
 * take tens of milliseconds, and a reviewer waits for all of them. (Read-only, so parts read a moment
 * apart at most, as a dashboard may.)
 */
export async function applicantStats(
  units: <T>(work: (tx: TenantTx) => Promise<T>) => Promise<T>,
  tenantId: string,
  filter: StatsFilter,
): Promise<ApplicantStats> {
  // Another site's (or an unknown) opportunity is 404, as everywhere (own-records.ts), not zeros.
  if (filter.opportunity) await units((tx) => requireOwnOpportunity(tx, { tenantId }, filter.opportunity));
  const where = selection(tenantId, filter);
  const run = <T>(part: Part<T>) => units((tx) => part(tx, where));
  const [groups, weeks, reached, stays] = await Promise.all([run(byGroup), run(byWeek), run(byReach), run(byStay)]);

  const byStatus = zeroCounts();
  const byOpportunity = new Map<string | null, ApplicantStats['by_opportunity'][number]>();
  for (const g of groups) {
    byStatus[g.status] += g.n;
    let entry = byOpportunity.get(g.id);
    if (!entry) byOpportunity.set(g.id, (entry = { id: g.id, title: g.title, total: 0, by_status: zeroCounts() }));
    entry.total += g.n;
    entry.by_status[g.status] += g.n;
  }

  // atLeast[k]: applicants who reached FUNNEL[k] or further.
  const atLeast = FUNNEL.map((_, k) => reached.filter((r) => r.reached - 1 >= k).reduce((sum, r) => sum + r.n, 0));
  const funnel = FUNNEL.slice(1).map((to, i) => ({
    from: FUNNEL[i]!,
    to,
    count: atLeast[i + 1]!,
    rate: atLeast[i]! > 0 ? Math.round((atLeast[i + 1]! / atLeast[i]!) * 1000) / 1000 : null,
  }));

  const median = Object.fromEntries(STAGES.map((s) => [s, null])) as Record<ApplicantStatus, number | null>;
  for (const stay of stays) median[stay.stage] = stay.days;

  return {
    by_status: byStatus,
    by_opportunity: [...byOpportunity.values()].sort((x, y) => y.total - x.total),
    by_week: everyWeek(weeks),
    funnel,
    median_days_in_stage: median,
  };
}
