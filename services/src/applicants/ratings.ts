// Reviewers' scores (issue 14): each staff member rates an applicant 1 to 4 (no neutral middle) with an
// optional note, one rating per reviewer, changed by rating again. The others' ratings are hidden from
// a reviewer until they have rated (Greenhouse's scorecards work so: a panel's independent views are
// worth more than views anchored on the first one given).
import { RATING_SAVED, type ApplicantRatingJson } from '@phd/contracts/endpoints/applicants';
import type { RatingInput } from '@phd/contracts/input/applicant';
import { Prisma } from '../db/client.ts';
import type { StaffSession } from '../tenants/staff-sessions.ts';
import type { TenantTx } from '../tenants/unit-of-work.ts';
import { opportunityScorecard, readScores, scoreRating } from '../review/scorecard.ts';
import { findApplicant } from './find-applicant.ts';
import { visibleRating, type RatingSummary } from './present-applicant.ts';

export type RatingBody = ApplicantRatingJson;

export interface PanelRatings {
  mine: { score: number; scores: Record<string, number> | null; weighted: number; note: string | null } | null;
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
    mine: { score: mine.score, scores: readScores(mine.criteria), weighted: mine.weighted, note: mine.note },
    ratings: rows.map((r) => ({
      reviewer: r.reviewer,
      score: r.score,
      criteria: readScores(r.criteria),
      weighted: r.weighted,
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
  { score: single, scores, note }: RatingInput,
): Promise<{ message: typeof RATING_SAVED; data: PanelRatings }> {
  const applicant = await findApplicant(tx, actor, id);
  // A scorecard where the opportunity has criteria (issue 34), the single 1-4 score where it has none.
  const scored = scoreRating(await opportunityScorecard(tx, applicant.opportunityId), { score: single, scores });
  const { score, weighted } = scored;
  const criteria = scored.criteria ?? Prisma.DbNull;
  await tx.applicantRating.upsert({
    where: { applicantId_reviewerId: { applicantId: applicant.id, reviewerId: actor.userId } },
    create: {
      tenantId: actor.tenantId,
      applicantId: applicant.id,
      reviewerId: actor.userId,
      score,
      weighted,
      criteria,
      note,
    },
    update: { score, weighted, criteria, note },
  });
  return { message: RATING_SAVED, data: await panelRatings(tx, actor, applicant.id) };
}
