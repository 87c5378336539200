// What the applicants API answers for one applicant (docs/tenant-api.md, `applicant`): the row with
// the site's name of its stage, its resume's facts (never its storage key), the number of comments,
// and the rating, which stays null until the caller has rated the applicant themselves (independent
// scores: nobody anchors on the panel's average before forming their own view).
import type { ApplicantJson, RatingSummaryJson } from '@phd/contracts/endpoints/applicants';
import { resumeFileName } from '../applications/resume-types.ts';
import type { ApplicantStatus, Prisma } from '../db/client.ts';
import type { TenantTx } from '../tenants/unit-of-work.ts';
import { stageNames } from './pipeline.ts';

/** What a list item needs loaded with the applicant; never the resume's text (pages of it, unshown). */
export const APPLICANT_QUERY = {
  include: {
    opportunity: { select: { title: true } },
    ratings: { select: { reviewerId: true, score: true } },
    _count: { select: { comments: true } },
  },
  omit: { resumeText: true },
} as const satisfies Pick<Prisma.ApplicantFindManyArgs, 'include' | 'omit'>;

export type ApplicantRow = Prisma.ApplicantGetPayload<typeof APPLICANT_QUERY>;

export type StageNames = Record<ApplicantStatus, string>;

/** The shapes the API answers, shared with the web client. */
export type RatingSummary = RatingSummaryJson;
export type ApplicantBody = ApplicantJson;

/** The site's display names of the stages (tenants carry no row-level security: any unit reads them). */
export async function siteStageNames(tx: TenantTx, tenantId: string): Promise<StageNames> {
  const tenant = await tx.tenant.findUniqueOrThrow({ where: { id: tenantId }, select: { stageNames: true } });
  return stageNames(tenant.stageNames);
}

/** Two decimals are all a 1-to-4 scale needs. */
const round = (n: number) => Math.round(n * 100) / 100;

/** The panel's scores as `viewerId` may see them: null until they have rated too. */
export function visibleRating(scores: { reviewerId: string; score: number }[], viewerId: string): RatingSummary | null {
  if (!scores.some((r) => r.reviewerId === viewerId)) return null;
  return { average: round(scores.reduce((sum, r) => sum + r.score, 0) / scores.length), count: scores.length };
}

export function presentApplicant(row: ApplicantRow, names: StageNames, viewerId: string): ApplicantBody {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    country: row.country,
    status: row.status,
    stage: names[row.status],
    source: row.source,
    opportunity_id: row.opportunityId,
    opportunity_title: row.opportunity?.title ?? null,
    resume: row.resumeKey
      ? { filename: resumeFileName(row.resumeFilename, row.resumeMime), size: row.resumeSize, mime: row.resumeMime }
      : null,
    rating: visibleRating(row.ratings, viewerId),
    comments_count: row._count.comments,
    created_at: row.createdAt.toISOString(),
    status_changed_at: row.statusChangedAt?.toISOString() ?? null,
    closing_notice_at: row.closingNoticeAt?.toISOString() ?? null,
  };
}
