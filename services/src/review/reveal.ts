// POST /api/applicants/{id}/reveal (owners): who a blind-reviewed applicant is. Not sticky: the answer
// is for this request only, and each one is an access row of kind `revealed` (the applicant's access
// log shows "revealed who they are") and an audit row, in the same transaction as the read.
import type { RevealedIdentityJson } from '@phd/contracts/endpoints/blind-review';
import { recordAccess } from '../applicants/applicant-detail.ts';
import { findApplicant } from '../applicants/find-applicant.ts';
import { resumeFileName } from '../applications/resume-types.ts';
import { recordAudit, staffActor } from '../audit/audit-log.ts';
import type { StaffSession } from '../tenants/staff-sessions.ts';
import type { TenantTx } from '../tenants/unit-of-work.ts';
import { isBlindFor, pseudonym } from './blind.ts';

export async function revealApplicant(tx: TenantTx, actor: StaffSession, id: string): Promise<RevealedIdentityJson> {
  const row = await findApplicant(tx, actor, id);
  await recordAccess(tx, actor, row.id, 'revealed');
  // Ids only: the log says that someone looked, not what they saw.
  await recordAudit(tx, staffActor(actor), {
    action: 'applicant.revealed',
    recordType: 'applicant',
    recordId: row.id,
    after: { status: row.status, blind_until: row.opportunity?.blindUntil ?? null },
  });
  return {
    id: row.id,
    pseudonym: pseudonym(row.id),
    name: row.name,
    email: row.email,
    phone: row.phone,
    country: row.country,
    resume: row.resumeKey
      ? { filename: resumeFileName(row.resumeFilename, row.resumeMime), size: row.resumeSize, mime: row.resumeMime }
      : null,
    blind: isBlindFor(row.status, row.opportunity?.blindUntil),
  };
}
