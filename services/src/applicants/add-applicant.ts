// POST /api/applicants/upload: staff add an applicant who applied by e-mail or on paper. The resume is
// already checked and stored (applications/resume.ts, as the upload streamed in) and the form parsed
// (contracts/src/input/applicant.ts, uploadFields); this checks that the opportunity is the site's
// own, records the applicant (confirmed at once: staff vouch for the address) with `applicant.added`
// in one unit of work, so the resume-text worker extracts its text, and removes the stored file again
// if anything refuses.
import type { UploadFields } from '@phd/contracts/input/applicant';
import type { StoredResume } from '../applications/resume.ts';
import type { Db } from '../db/client.ts';
import { recordEvent } from '../events/outbox.ts';
import type { Storage } from '../storage/storage.ts';
import type { StaffSession } from '../tenants/staff-sessions.ts';
import { withTenant } from '../tenants/unit-of-work.ts';
import { applicantBody } from './find-applicant.ts';
import { requireOwnOpportunity } from './own-records.ts';
import type { ApplicantBody } from './present-applicant.ts';

export async function addApplicant(
  db: Db,
  storage: Storage,
  actor: StaffSession,
  form: UploadFields,
  resume: StoredResume,
): Promise<{ message: string; data: ApplicantBody }> {
  try {
    const data = await withTenant(db, actor.tenantId, async (tx) => {
      await requireOwnOpportunity(tx, actor, form.opportunity);
      const row = await tx.applicant.create({
        data: {
          tenantId: actor.tenantId,
          opportunityId: form.opportunity,
          name: form.name,
          email: form.email,
          phone: form.phone,
          country: form.country,
          source: 'staff',
          addedById: actor.userId,
          confirmedAt: new Date(),
          resumeKey: resume.key,
          resumeFilename: resume.filename,
          resumeMime: resume.mime,
          resumeSize: resume.size,
        },
        select: { id: true },
      });
      await recordEvent(tx, 'applicant.added', { tenantId: actor.tenantId, applicantId: row.id });
      return applicantBody(tx, actor, row.id);
    });
    return { message: `${data.name} was added to the applicants`, data };
  } catch (error) {
    await storage.delete(resume.key);
    throw error;
  }
}
