// Reference letters as the site's staff read them beside the resume (issue 34): each referee with
// their status, reminders and answer, a written letter inline (a PDF has its own download,
// letter-download.ts). Letters name the candidate, so while blind review applies to the applicant
// only the facts (received, a file or text, its size) are shown.
import type { StaffReferenceJson } from '@phd/contracts/endpoints/references';
import type { ApplicantStatus } from '../db/client.ts';
import { isBlindFor } from '../review/blind.ts';
import type { TenantTx } from '../tenants/unit-of-work.ts';

/** Whether letters are hidden for this applicant (blind review still applies). */
export async function lettersHidden(
  tx: TenantTx,
  status: ApplicantStatus,
  opportunityId: string | null,
): Promise<boolean> {
  if (!opportunityId) return false;
  const opportunity = await tx.opportunity.findUnique({ where: { id: opportunityId }, select: { blindUntil: true } });
  return isBlindFor(status, opportunity?.blindUntil);
}

export async function referencesForStaff(
  tx: TenantTx,
  applicant: { id: string; status: ApplicantStatus; opportunityId: string | null },
): Promise<StaffReferenceJson[]> {
  const blind = await lettersHidden(tx, applicant.status, applicant.opportunityId);
  const rows = await tx.applicantReference.findMany({
    where: { applicantId: applicant.id },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return rows.map((r) => ({
    id: r.id,
    name: r.refereeName,
    email: r.refereeEmail,
    relation: r.relation,
    status: r.status,
    responded_at: r.respondedAt?.toISOString() ?? null,
    reminders_sent: r.remindersSent,
    letter:
      r.status !== 'received'
        ? null
        : r.letterKey
          ? blind
            ? { kind: 'file' as const, size: r.letterSize ?? undefined }
            : { kind: 'file' as const, filename: r.letterFilename ?? 'letter.pdf', size: r.letterSize ?? undefined }
          : blind
            ? { kind: 'text' as const }
            : { kind: 'text' as const, text: r.letterText ?? '' },
    // A note may name the candidate too.
    decline_note: blind ? null : r.declineNote,
  }));
}

/** The stored letter files of these applicants, to delete with them (after their rows go). */
export async function letterKeysOf(tx: TenantTx, applicantIds: string[]): Promise<string[]> {
  if (applicantIds.length === 0) return [];
  const rows = await tx.applicantReference.findMany({
    where: { applicantId: { in: applicantIds }, letterKey: { not: null } },
    select: { letterKey: true },
  });
  return rows.map((r) => r.letterKey!);
}
