// POST /api/applicants/upload: staff add an applicant who applied by e-mail or on paper. The resume is
// already checked and stored (applications/resume.ts, as the upload streamed in); this checks the form
// and that the opportunity is the site's own, records the applicant (confirmed at once: staff vouch
// for the address) with `applicant.added` in one unit of work, so the resume-text worker extracts its
// text, and removes the stored file again if anything refuses.
import type { StoredResume } from '../applications/resume.ts';
import { RESUME_MESSAGES } from '@phd/contracts/input/application';
import type { Db } from '../db/client.ts';
import { invalid } from '../errors.ts';
import { recordEvent } from '../events/outbox.ts';
import { parseForm } from '../form-input.ts';
import type { Storage } from '../storage/storage.ts';
import type { StaffSession } from '../tenants/staff-sessions.ts';
import { withTenant } from '../tenants/unit-of-work.ts';
import { uploadFields } from './applicant.schema.ts';
import { applicantBody } from './find-applicant.ts';
import { requireOwnOpportunity } from './own-records.ts';
import type { ApplicantBody } from './present-applicant.ts';

export async function addApplicant(
  db: Db,
  storage: Storage,
  actor: StaffSession,
  fields: unknown,
  resume: StoredResume | null,
): Promise<{ message: string; data: ApplicantBody }> {
  try {
    const form = parseForm(uploadFields, fields);
    if (!resume) throw invalid(RESUME_MESSAGES.required, { resume: RESUME_MESSAGES.required });
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
    if (resume) await storage.delete(resume.key);
    throw error;
  }
}
