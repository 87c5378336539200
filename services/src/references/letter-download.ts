// A referee's PDF letter for the site's staff (GET /api/applicants/{id}/references/{referenceId}/letter):
// found in the site's unit (another site's applicant or reference is "not found"), refused while blind
// review applies (letters name the candidate), each opening recorded in the access log as
// `letter_viewed`. The file is read from storage after the unit ends, as resumes are.
import { LETTERS_BLIND, NO_LETTER_FILE } from '@phd/contracts/endpoints/references';
import { recordAccess } from '../applicants/applicant-detail.ts';
import { findApplicant } from '../applicants/find-applicant.ts';
import type { Db } from '../db/client.ts';
import { forbidden, notFound } from '../errors.ts';
import type { StaffSession } from '../tenants/staff-sessions.ts';
import { withTenant } from '../tenants/unit-of-work.ts';
import { lettersHidden } from './staff-references.ts';

export interface LetterFileRef {
  key: string;
  filename: string;
}

/** A PDF letter for the staff: found in the site's unit, refused under blind review, its opening logged. */
export async function findLetterFile(
  db: Db,
  actor: StaffSession,
  applicantId: string,
  referenceId: string,
): Promise<LetterFileRef> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const applicant = await findApplicant(tx, actor, applicantId);
    const reference = await tx.applicantReference.findFirst({
      where: { id: referenceId, applicantId: applicant.id, status: 'received' },
      select: { letterKey: true, letterFilename: true },
    });
    if (!reference?.letterKey) throw notFound(NO_LETTER_FILE);
    if (await lettersHidden(tx, applicant.status, applicant.opportunityId)) throw forbidden(LETTERS_BLIND);
    await recordAccess(tx, actor, applicant.id, 'letter_viewed');
    return { key: reference.letterKey, filename: reference.letterFilename ?? 'letter.pdf' };
  });
}
