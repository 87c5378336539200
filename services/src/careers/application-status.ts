// What a main-site candidate sees in "My Applications" when the university reviews them as its
// applicant (issue 14). The applicant's pipeline has more stages than the candidate's application, so
// each stage maps to the nearest status the candidate knows:
//
//   new -> new, reviewing -> reviewing, shortlisted -> shortlisted,
//   interview -> shortlisted (still in the running; the interview itself comes with its own e-mail),
//   offered -> offered, rejected -> rejected,
//   withdrawn -> withdrawn (issue 32: the application has its own `withdrawn` now; "not selected"
//   would be untrue, and the candidate's page must show what the reviewers see).
import type { ApplicantStatus, ApplicationStatus } from '../db/client.ts';
import type { TenantTx } from '../tenants/unit-of-work.ts';

export const APPLICATION_STATUS_OF: Record<ApplicantStatus, ApplicationStatus> = {
  new: 'new',
  reviewing: 'reviewing',
  shortlisted: 'shortlisted',
  interview: 'shortlisted',
  offered: 'offered',
  rejected: 'rejected',
  withdrawn: 'withdrawn',
};

/**
 * Brings the main-site application of this applicant (if it came from one) to the applicant's status.
 * Call it in the same unit of work, right after every change of an applicant's status (single and
 * bulk), so the candidate's view never disagrees with the reviewers'. Answers whether it changed a row.
 */
export async function syncApplicationStatus(tx: TenantTx, applicantId: string): Promise<boolean> {
  const applicant = await tx.applicant.findUnique({
    where: { id: applicantId },
    select: { status: true, applicationId: true, statusChangedAt: true },
  });
  if (!applicant?.applicationId) return false;
  const status = APPLICATION_STATUS_OF[applicant.status];
  const { count } = await tx.application.updateMany({
    where: { id: applicant.applicationId, status: { not: status } },
    data: { status, statusChangedAt: applicant.statusChangedAt ?? new Date() },
  });
  return count === 1;
}
