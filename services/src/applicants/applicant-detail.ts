// One applicant with everything the review screen shows beside the list (GET /api/applicants/{id}):
// comments, the panel's ratings (the others' only once the caller has rated: independent scores), the
// caller's own rating, the status history (who, when, from, to) and the audit trail of who viewed or
// downloaded the resume. Opening it is itself recorded as a `viewed` access, once in VIEW_WINDOW_MS
// per person: a screen that refetches, or a reviewer stepping back and forth, is one view.
import type { ApplicantDetailJson } from '@phd/contracts/endpoints/applicants';
import type { ApplicantAccessKind } from '../db/client.ts';
import type { StaffSession } from '../tenants/staff-sessions.ts';
import type { TenantTx } from '../tenants/unit-of-work.ts';
import { listComments } from './comments.ts';
import { findApplicant } from './find-applicant.ts';
import { presentApplicant, siteStageNames } from './present-applicant.ts';
import { panelRatings } from './ratings.ts';
import { referencesForStaff } from '../references/staff-references.ts';
import { declaredConflicts } from '../review/conflicts.ts';
import { opportunityScorecard } from '../review/scorecard.ts';
import { applicantInterviews } from '../interviews/present-interview.ts';

export type ApplicantDetailBody = ApplicantDetailJson;

const PERSON = { select: { id: true, name: true } } as const;

/** How long one person's opening of an applicant counts as the same view. */
export const VIEW_WINDOW_MS = 30 * 60 * 1000;

/** Records that `actor` opened or downloaded the applicant's resume (the audit trail). */
export async function recordAccess(
  tx: TenantTx,
  actor: StaffSession,
  applicantId: string,
  kind: ApplicantAccessKind,
): Promise<void> {
  if (kind === 'viewed') {
    const since = new Date(Date.now() - VIEW_WINDOW_MS);
    const recent = await tx.applicantAccess.findFirst({
      where: { tenantId: actor.tenantId, applicantId, staffId: actor.userId, kind, createdAt: { gte: since } },
      select: { id: true },
    });
    if (recent) return;
  }
  await tx.applicantAccess.create({ data: { tenantId: actor.tenantId, applicantId, staffId: actor.userId, kind } });
}

export async function applicantDetail(tx: TenantTx, actor: StaffSession, id: string): Promise<ApplicantDetailBody> {
  const row = await findApplicant(tx, actor, id);
  await recordAccess(tx, actor, row.id, 'viewed');
  const names = await siteStageNames(tx, actor.tenantId);
  const comments = await listComments(tx, actor, row.id);
  const ratings = await panelRatings(tx, actor, row.id);
  const history = await tx.applicantStatusChange.findMany({
    where: { applicantId: row.id },
    include: { changedBy: PERSON },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  const accesses = await tx.applicantAccess.findMany({
    where: { applicantId: row.id },
    include: { staff: PERSON },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    take: 200,
  });
  return {
    ...presentApplicant(row, names, actor.userId),
    comments,
    ratings: ratings.ratings,
    my_rating: ratings.mine,
    history: history.map((h) => ({
      from: h.fromStatus,
      to: h.toStatus,
      by: h.changedBy,
      by_candidate: h.byCandidate,
      at: h.createdAt.toISOString(),
    })),
    accesses: accesses.map((a) => ({ kind: a.kind, by: a.staff, at: a.createdAt.toISOString() })),
    references: await referencesForStaff(tx, row),
    scorecard: await opportunityScorecard(tx, row.opportunityId),
    conflicts: await declaredConflicts(tx, actor, row.id),
    interviews: await applicantInterviews(tx, actor.tenantId, row.id),
  };
}
