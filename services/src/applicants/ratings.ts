// Reviewers' scores (issue 14): each staff member rates an applicant 1 to 4 (no neutral middle) with an
// optional note, one rating per reviewer, changed by rating again. The others' ratings are hidden from
// a reviewer until they have rated (Greenhouse's scorecards work so: a panel's independent views are
// worth more than views anchored on the first one given).
import { RATING_SAVED, type ApplicantRatingJson } from '@phd/contracts/endpoints/applicants';
import type { RatingInput } from '@phd/contracts/input/applicant';
import type { StaffSession } from '../tenants/staff-sessions.ts';
import type { TenantTx } from '../tenants/unit-of-work.ts';
import { findApplicant } from './find-applicant.ts';
import { visibleRating, type RatingSummary } from './present-applicant.ts';

export type RatingBody = ApplicantRatingJson;

export interface PanelRatings {
  mine: { score: number; note: string | null } | null;
  /** Everyone's ratings, the caller's included; empty until the caller has rated. */
  ratings: RatingBody[];
  average: RatingSummary | null;
}

export async function panelRatings(tx: TenantTx, actor: StaffSession, applicantId: string): Promise<PanelRatings> {
  const rows = await tx.applicantRating.findMany({
    where: { applicantId },
    include: { reviewer: { select: { id: true, name: true } } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  const mine = rows.find((r) => r.reviewerId === actor.userId);
  if (!mine) return { mine: null, ratings: [], average: null };
  return {
    mine: { score: mine.score, note: mine.note },
    ratings: rows.map((r) => ({
      reviewer: r.reviewer,
      score: r.score,
      note: r.note,
      updated_at: r.updatedAt.toISOString(),
    })),
    average: visibleRating(rows, actor.userId),
  };
}

/** PUT /api/applicants/{id}/rating: the caller's rating, made or changed. */
export async function rateApplicant(
  tx: TenantTx,
  actor: StaffSession,
  id: string,
  { score, note }: RatingInput,
): Promise<{ message: typeof RATING_SAVED; data: PanelRatings }> {
  const applicant = await findApplicant(tx, actor, id);
  await tx.applicantRating.upsert({
    where: { applicantId_reviewerId: { applicantId: applicant.id, reviewerId: actor.userId } },
    create: {
      tenantId: actor.tenantId,
      applicantId: applicant.id,
      reviewerId: actor.userId,
      score,
      weighted: score,
      note,
    },
    update: { score, weighted: score, note },
  });
  return { message: RATING_SAVED, data: await panelRatings(tx, actor, applicant.id) };
}
