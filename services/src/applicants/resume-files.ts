// An applicant's resume for the site's staff (GET /api/applicants/{id}/download and /resume): found in
// the site's unit of work (another site's applicant is "not found" and its bytes never leave storage),
// each download recorded in the audit trail. The file is read from storage after the unit ends: a
// transaction is one pooled connection, and a resume may take a while to stream. Under blind review
// (services/src/review/blind.ts) the file is the redacted copy, never the original: until the
// resume-text worker has made it, the answer is 409.
import type { Db } from '../db/client.ts';
import { conflict, notFound } from '../errors.ts';
import { isBlindFor, REDACTED_FILENAME } from '../review/blind.ts';
import type { StaffSession } from '../tenants/staff-sessions.ts';
import { withTenant } from '../tenants/unit-of-work.ts';
import { recordAccess } from './applicant-detail.ts';
import { findApplicant } from './find-applicant.ts';

export const NO_RESUME = 'This applicant has no resume.';
export const REDACTED_NOT_READY = 'The redacted resume is still being prepared. Try again in a minute.';

export interface ResumeRef {
  key: string;
  filename: string;
  mime: string | null;
  /** The redacted copy of blind review: a missing file means it is not ready, never "serve the original". */
  redacted: boolean;
}

export async function findResume(
  db: Db,
  actor: StaffSession,
  id: string,
  access: 'downloaded' | null,
): Promise<ResumeRef> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const row = await findApplicant(tx, actor, id);
    if (!row.resumeKey) throw notFound(NO_RESUME);
    if (isBlindFor(row.status, row.opportunity?.blindUntil)) {
      if (!row.redactedResumeKey) throw conflict(REDACTED_NOT_READY);
      if (access) await recordAccess(tx, actor, row.id, access);
      return { key: row.redactedResumeKey, filename: REDACTED_FILENAME, mime: 'application/pdf', redacted: true };
    }
    if (access) await recordAccess(tx, actor, row.id, access);
    return { key: row.resumeKey, filename: row.resumeFilename ?? 'resume', mime: row.resumeMime, redacted: false };
  });
}
