// DELETE /api/applicants/{id} (owners and admins): the applicant's row goes, and with it (the
// composite foreign keys cascade) its comments, ratings, history and accesses; then its stored resume.
// The file is removed after the unit commits, so a refused or failed delete never loses the file.
import { recordAudit, staffActor } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import type { Storage } from '../storage/storage.ts';
import { requireManager } from '../tenants/roles.ts';
import type { StaffSession } from '../tenants/staff-sessions.ts';
import { withTenant } from '../tenants/unit-of-work.ts';
import { presentIdentity } from '../review/blind.ts';
import { findApplicant } from './find-applicant.ts';
import { letterKeysOf } from '../references/staff-references.ts';

export async function deleteApplicant(
  db: Db,
  storage: Storage,
  actor: StaffSession,
  id: string,
): Promise<{ message: string }> {
  requireManager(actor);
  const removed = await withTenant(db, actor.tenantId, async (tx) => {
    const row = await findApplicant(tx, actor, id);
    // The letter rows cascade with the applicant; their files go after the commit, as the resume does.
    const letterKeys = await letterKeysOf(tx, [row.id]);
    await tx.applicant.delete({ where: { id: row.id } });
    // Ids and stage only: a deleted applicant's personal data must not live on in the log.
    await recordAudit(tx, staffActor(actor), {
      action: 'applicant.deleted',
      recordType: 'applicant',
      recordId: row.id,
      before: { opportunity_id: row.opportunityId, status: row.status },
    });
    return { ...row, letterKeys };
  });
  if (removed.resumeKey) await storage.delete(removed.resumeKey);
  for (const key of removed.letterKeys) await storage.delete(key);
  if (removed.redactedResumeKey) await storage.delete(removed.redactedResumeKey);
  // Blind review: the message names the applicant as the screen did (the pseudonym while blind).
  const who = presentIdentity(removed, removed.opportunity).name;
  return { message: `${who} was deleted, with their resume, comments and ratings.` };
}
