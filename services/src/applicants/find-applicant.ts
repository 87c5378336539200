// One applicant of the caller's site, as every applicant call reaches it: inside the site's unit of
// work (row-level security hides other sites' rows) and only once confirmed (a careers-page applicant
// who never confirmed their address stays out of the pipeline). Anything else is "not found", so an
// id of another site reveals nothing, not even that it exists.
import { notFound } from '../errors.ts';
import { hiddenFrom } from '../review/conflicts.ts';
import type { StaffSession } from '../tenants/staff-sessions.ts';
import type { TenantTx } from '../tenants/unit-of-work.ts';
import { APPLICANT_QUERY, presentApplicant, siteStageNames, type ApplicantBody } from './present-applicant.ts';

export const APPLICANT_NOT_FOUND = 'Applicant not found.';

/** Only confirmed applicants reach reviewers. */
export const CONFIRMED = { confirmedAt: { not: null } } as const;

export async function findApplicant(tx: TenantTx, actor: StaffSession, id: string) {
  const row = await tx.applicant.findFirst({
    // A declared conflict of interest hides the applicant from its declarer (review/conflicts.ts).
    where: { id, tenantId: actor.tenantId, ...CONFIRMED, ...hiddenFrom(actor.userId) },
    ...APPLICANT_QUERY,
  });
  if (!row) throw notFound(APPLICANT_NOT_FOUND);
  return row;
}

/** The applicant as the list shows it to `actor`. */
export async function applicantBody(tx: TenantTx, actor: StaffSession, id: string): Promise<ApplicantBody> {
  const row = await findApplicant(tx, actor, id);
  return presentApplicant(row, await siteStageNames(tx, actor.tenantId), actor.userId);
}
