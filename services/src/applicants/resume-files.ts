// An applicant's resume for the site's staff (GET /api/applicants/{id}/download and /resume): found in
// the site's unit of work (another site's applicant is "not found" and its bytes never leave storage),
// each download recorded in the audit trail. The file is read from storage after the unit ends: a
// transaction is one pooled connection, and a resume may take a while to stream.
import type { Db } from '../db/client.ts';
import { notFound } from '../errors.ts';
import type { StaffSession } from '../tenants/staff-sessions.ts';
import { withTenant } from '../tenants/unit-of-work.ts';
import { recordAccess } from './applicant-detail.ts';
import { findApplicant } from './find-applicant.ts';

export const NO_RESUME = 'This applicant has no resume.';

export interface ResumeRef {
  key: string;
  filename: string;
  mime: string | null;
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
    if (access) await recordAccess(tx, actor, row.id, access);
    return { key: row.resumeKey, filename: row.resumeFilename ?? 'resume', mime: row.resumeMime };
  });
}
