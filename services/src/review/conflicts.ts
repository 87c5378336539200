// Conflicts of interest (issue 34, docs/fair-review.md): a staff member who declares one with an
// applicant no longer sees that applicant anywhere (list, counts, detail, comments, export, bulk
// changes, interviews) and is not e-mailed about them; the declaration stays as the record, and
// owners and admins see it on the applicant so they know whom not to involve. Every read that
// reaches applicants takes its rule from here: `hiddenFrom` for Prisma, `notConflictedSql` for SQL.
import { CONFLICT_RECORDED, type DeclaredConflictJson } from '@phd/contracts/endpoints/review-settings';
import type { ConflictInput } from '@phd/contracts/input/review';
import { recordAudit, staffActor } from '../audit/audit-log.ts';
import { Prisma } from '../db/client.ts';
import { notFound } from '../errors.ts';
import { isManager } from '../tenants/roles.ts';
import type { StaffSession } from '../tenants/staff-sessions.ts';
import type { TenantTx } from '../tenants/unit-of-work.ts';

/** An applicant where-fragment: those `reviewerId` has no declared conflict with. */
export const hiddenFrom = (reviewerId: string) =>
  ({ conflicts: { none: { reviewerId } } }) satisfies Prisma.ApplicantWhereInput;

/** The same rule in SQL, for the applicants row aliased `alias` (list, counts, export, interviews). */
export const notConflictedSql = (alias: string, reviewerId: string) =>
  Prisma.sql`NOT EXISTS (SELECT 1 FROM review_conflicts rc WHERE rc.applicant_id = ${Prisma.raw(
    `${alias}.id`,
  )} AND rc.reviewer_id = ${reviewerId}::uuid)`;

const APPLICANT_NOT_FOUND = 'Applicant not found.';

/**
 * POST /api/applicants/{id}/conflict. Found without the conflict rule (a second declaration is not a
 * 404); inserted with ON CONFLICT DO NOTHING so two at once both answer 200 and only one is audited.
 */
export async function declareConflict(
  tx: TenantTx,
  actor: StaffSession,
  applicantId: string,
  { reason }: ConflictInput,
): Promise<{ message: typeof CONFLICT_RECORDED }> {
  const applicant = await tx.applicant.findFirst({
    where: { id: applicantId, tenantId: actor.tenantId, confirmedAt: { not: null } },
    select: { id: true },
  });
  if (!applicant) throw notFound(APPLICANT_NOT_FOUND);
  const { count } = await tx.reviewConflict.createMany({
    data: [{ tenantId: actor.tenantId, applicantId: applicant.id, reviewerId: actor.userId, reason }],
    skipDuplicates: true,
  });
  if (count > 0) {
    await recordAudit(tx, staffActor(actor), {
      action: 'applicant.conflict_declared',
      recordType: 'applicant',
      recordId: applicant.id,
      after: { reviewerId: actor.userId, reason },
    });
  }
  return { message: CONFLICT_RECORDED };
}

/** The declared conflicts on an applicant: owners and admins see them, reviewers an empty list. */
export async function declaredConflicts(
  tx: TenantTx,
  actor: StaffSession,
  applicantId: string,
): Promise<DeclaredConflictJson[]> {
  if (!isManager(actor.role)) return [];
  const rows = await tx.reviewConflict.findMany({
    where: { applicantId, tenantId: actor.tenantId },
    include: { reviewer: { select: { id: true, name: true } } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return rows.map((r) => ({ reviewer: r.reviewer, reason: r.reason, at: r.createdAt.toISOString() }));
}
