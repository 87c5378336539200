// What the applicants API answers for one applicant (docs/tenant-api.md, `applicant`): the row with
// the site's name of its stage, its resume's facts (never its storage key), the number of comments,
// and the rating, which stays null until the caller has rated the applicant themselves (independent
// scores: nobody anchors on the panel's average before forming their own view).
import type { ApplicantJson, RatingSummaryJson } from '@phd/contracts/endpoints/applicants';
import { resumeFileName } from '../applications/resume-types.ts';
import type { ApplicantStatus, Prisma } from '../db/client.ts';
import type { TenantTx } from '../tenants/unit-of-work.ts';
import { BLIND_RESUME_FILENAME, presentIdentity } from '../review/blind.ts';
import { stageNames } from './pipeline.ts';
import { lettersSummary } from '../references/letters-summary.ts';

/** What a list item needs loaded with the applicant; never the resume's text (pages of it, unshown). */
export const APPLICANT_QUERY = {
  include: {
    opportunity: { select: { title: true, blindUntil: true, referencesRequired: true } },
    references: { select: { status: true } },
    ratings: { select: { reviewerId: true, score: true, weighted: true } },
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

/**
 * The panel's scores as `viewerId` may see them: null until they have rated too. The average is of
 * the weighted scores (a scorecard's, or a plain rating's score), and the spread (highest minus
 * lowest) is how far the panel disagrees (issue 34).
 */
export function visibleRating(
  scores: { reviewerId: string; weighted: number }[],
  viewerId: string,
): RatingSummary | null {
  if (!scores.some((r) => r.reviewerId === viewerId)) return null;
  const weighted = scores.map((r) => r.weighted);
  return {
    average: round(weighted.reduce((sum, w) => sum + w, 0) / weighted.length),
    count: scores.length,
    spread: round(Math.max(...weighted) - Math.min(...weighted)),
  };
}

export function presentApplicant(row: ApplicantRow, names: StageNames, viewerId: string): ApplicantBody {
  // Blind review (services/src/review/blind.ts): a pseudonym and no contact while the stage is blind.
  const identity = presentIdentity(row, row.opportunity);
  return {
    id: row.id,
    name: identity.name,
    email: identity.email,
    phone: identity.phone,
    country: identity.country,
    blind: identity.blind,
    status: row.status,
    stage: names[row.status],
    source: row.source,
    opportunity_id: row.opportunityId,
    opportunity_title: row.opportunity?.title ?? null,
    resume: row.resumeKey
      ? identity.blind
        ? { filename: BLIND_RESUME_FILENAME, size: null, mime: 'application/pdf' }
        : { filename: resumeFileName(row.resumeFilename, row.resumeMime), size: row.resumeSize, mime: row.resumeMime }
      : null,
    rating: visibleRating(row.ratings, viewerId),
    comments_count: row._count.comments,
    letters: lettersSummary(row.opportunity?.referencesRequired, row.references),
    created_at: row.createdAt.toISOString(),
    status_changed_at: row.statusChangedAt?.toISOString() ?? null,
    closing_notice_at: row.closingNoticeAt?.toISOString() ?? null,
  };
}
