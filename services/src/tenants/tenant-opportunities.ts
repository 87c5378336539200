// A tenant's own opportunities (spec section 7, "SaaS opportunities"): create, the dashboard list with
// filters and applicant counts per status, read, edit (the recruiters' fields plus status draft / open
// / closed and "Also list on PhD Finder"), delete.
//
// Every function takes the transaction of the tenant's unit of work (the route's serveInTenant opens
// it) and the staff member acting, and input already parsed at the edge: any may read, managers (owner,
// admin) write. Row-level security keeps other tenants' rows out of reach:
// another tenant's id is "not found", even by hand-written SQL. The unit also sees the main site's rows,
// hence the tenantId scope on every query. The university is always the tenant's. Writes go through the
// opportunity services: the same validation, sanitised description and outbox events, so a listed
// opportunity reaches the public site through the same indexer as any other.
import type {
  TenantOpportunitiesQuery,
  TenantOpportunityBody,
  TenantOpportunityStatus,
} from '@phd/contracts/input/tenant-opportunity';
import { staffActor } from '../audit/audit-log.ts';
import { ApplicantStatus, OpportunityStatus, type Prisma } from '../db/client.ts';
import type { Opportunity } from '../db/generated/client.ts';
import { notFound } from '../errors.ts';
import { checkApplyRoute, checkEditedApplyRoute, toFields } from '../opportunities/editor-body.ts';
import { findWritableOpportunity } from '../opportunities/find-opportunity.ts';
import {
  createOpportunity,
  deleteOpportunity,
  setOpportunityStatus,
  updateOpportunity,
} from '../opportunities/index.ts';
import { tallyByOpportunity, type Counts } from '../opportunities/status-counts.ts';
import { requireManager } from './roles.ts';
import type { StaffSession } from './staff-sessions.ts';
import type { TenantTx } from './unit-of-work.ts';

/** Who acts: the signed-in staff member (site, role, and who they are for the audit log). */
export type Actor = StaffSession;

export const APPLICANT_STATUSES = Object.values(ApplicantStatus);
export type ApplicantCounts = Counts<ApplicantStatus>;

// The contracts' statuses are the database's enum, no more and no fewer.
const sameStatuses: [TenantOpportunityStatus, OpportunityStatus] extends [OpportunityStatus, TenantOpportunityStatus]
  ? true
  : never = true;
void sameStatuses;

export interface TenantOpportunity {
  opportunity: Opportunity;
  applicants: ApplicantCounts;
}

const scopeOf = (tenantId: string) => ({ tenantId });

async function tenantUniversity(tx: TenantTx, tenantId: string) {
  const tenant = await tx.tenant.findUnique({
    where: { id: tenantId },
    select: { universityId: true, universityName: true },
  });
  if (!tenant) throw notFound('University site not found.');
  return tenant;
}

/** Applicants per status for each of these opportunities (zeros until applicants exist). */
async function countApplicants(tx: TenantTx, tenantId: string, ids: string[]): Promise<Map<string, ApplicantCounts>> {
  const groups =
    ids.length === 0
      ? []
      : await tx.applicant.groupBy({
          by: ['opportunityId', 'status'],
          where: { tenantId, opportunityId: { in: ids } },
          _count: { _all: true },
        });
  return tallyByOpportunity(APPLICANT_STATUSES, ids, groups);
}

async function withCounts(tx: TenantTx, tenantId: string, row: Opportunity): Promise<TenantOpportunity> {
  const counts = await countApplicants(tx, tenantId, [row.id]);
  return { opportunity: row, applicants: counts.get(row.id)! };
}

/** `body`: read at the edge with the editors' wording (readEditorBody(tenantOpportunityBody, …)). */
export async function createTenantOpportunity(
  tx: TenantTx,
  actor: Actor,
  body: TenantOpportunityBody,
): Promise<TenantOpportunity> {
  requireManager(actor);
  const { tenantId } = actor;
  const university = await tenantUniversity(tx, tenantId);
  checkApplyRoute(body.collect_resumes ?? false, body.opportunity_url);
  const row = await createOpportunity(
    tx,
    {
      ...toFields(body),
      title: body.title ?? '',
      country: body.country ?? '',
      universityName: university.universityName,
      universityId: university.universityId,
      status: body.status ?? 'open',
      listedPublicly: body.listed_publicly ?? true,
      source: 'tenant',
      tenantId,
    },
    staffActor(actor),
  );
  return withCounts(tx, tenantId, row);
}

export async function findTenantOpportunity(tx: TenantTx, { tenantId }: Actor, id: string): Promise<TenantOpportunity> {
  return withCounts(tx, tenantId, await findWritableOpportunity(tx, id, scopeOf(tenantId)));
}

/** Fields, the listed flag and the status, in one transaction (each records its own event). */
export async function editTenantOpportunity(
  tx: TenantTx,
  actor: Actor,
  id: string,
  body: TenantOpportunityBody,
): Promise<TenantOpportunity> {
  requireManager(actor);
  const { tenantId } = actor;
  const scope = scopeOf(tenantId);
  checkEditedApplyRoute(body, await findWritableOpportunity(tx, id, scope));
  const fields = {
    ...toFields(body),
    ...(body.listed_publicly === undefined ? {} : { listedPublicly: body.listed_publicly }),
  };
  const audit = staffActor(actor);
  let row = Object.keys(fields).length > 0 ? await updateOpportunity(tx, id, fields, scope, audit) : null;
  if (body.status !== undefined)
    row = await setOpportunityStatus(tx, id, body.status, scope, audit, body.outcome ?? null);
  return withCounts(tx, tenantId, row ?? (await findWritableOpportunity(tx, id, scope)));
}

export async function deleteTenantOpportunity(tx: TenantTx, actor: Actor, id: string): Promise<void> {
  requireManager(actor);
  await deleteOpportunity(tx, id, scopeOf(actor.tenantId), staffActor(actor));
}

export async function listTenantOpportunities(
  tx: TenantTx,
  { tenantId }: Actor,
  { limit, offset, status, q }: TenantOpportunitiesQuery,
): Promise<{ rows: TenantOpportunity[]; total: number }> {
  const contains = (text: string) => ({ contains: text, mode: 'insensitive' as const });
  const where: Prisma.OpportunityWhereInput = {
    tenantId,
    deletedAt: null,
    ...(status ? { status } : {}),
    ...(q
      ? {
          OR: [
            { title: contains(q) },
            { department: contains(q) },
            { discipline: contains(q) },
            { supervisor: contains(q) },
          ],
        }
      : {}),
  };
  // One after the other: the unit of work is one connection.
  const rows = await tx.opportunity.findMany({
    where,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit,
    skip: offset,
  });
  const total = await tx.opportunity.count({ where });
  const counts = await countApplicants(
    tx,
    tenantId,
    rows.map((r) => r.id),
  );
  return { rows: rows.map((o) => ({ opportunity: o, applicants: counts.get(o.id)! })), total };
}
