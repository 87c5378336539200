// An application by a signed-in candidate (spec section 7, "Application by a signed-in user"): the
// resume is already in storage (resume.ts); this checks the form and the opportunity, records the
// application with `application.submitted` in one transaction (the mail processor then writes to the
// candidate and to the opportunity's owner), and removes the stored file again if anything refuses.
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { conflict, invalid, notFound } from '../errors.ts';
import { recordEvent } from '../events/outbox.ts';
import { parseForm } from '../form-input.ts';
import { publiclyOpen, takesSiteApplications } from '../opportunities/public-visibility.ts';
import type { Storage } from '../storage/storage.ts';
import { APPLICATION_EXISTS, applicationFields, RESUME_MESSAGES } from './application.schema.ts';
import type { StoredResume } from './resume.ts';

export const NOT_ON_SITE = 'This opportunity does not take applications on the site: please apply on its own page.';
export const OPPORTUNITY_NOT_FOUND = 'Opportunity not found or no longer open.';

export interface Applicant {
  id: string;
  email: string;
}

export async function submitApplication(
  db: Db,
  storage: Storage,
  applicant: Applicant,
  fields: unknown,
  resume: StoredResume | null,
): Promise<{ id: string }> {
  try {
    const form = parseForm(applicationFields, fields);
    if (!resume) throw invalid(RESUME_MESSAGES.required, { resume: RESUME_MESSAGES.required });
    const opportunity = await db.opportunity.findFirst({
      where: { id: form.opportunity_id, ...publiclyOpen },
      select: { id: true, collectResumes: true, tenantId: true },
    });
    if (!opportunity) throw notFound(OPPORTUNITY_NOT_FOUND);
    // A tenant's listing is applied to where the tenant says, as one with collect_resumes false.
    if (!takesSiteApplications(opportunity)) throw invalid(NOT_ON_SITE);
    return await db.$transaction(async (tx) => {
      const row = await tx.application.create({
        data: {
          opportunityId: opportunity.id,
          userId: applicant.id,
          name: form.name,
          email: applicant.email.toLowerCase(),
          country: form.country,
          contactMobile: form.contact_mobile,
          comments: form.comments,
          resumeKey: resume.key,
          resumeFilename: resume.filename,
          resumeMime: resume.mime,
          resumeSize: resume.size,
        },
        select: { id: true },
      });
      await recordEvent(tx, 'application.submitted', { applicationId: row.id });
      return row;
    });
  } catch (error) {
    if (resume) await storage.delete(resume.key);
    if (isUniqueViolation(error)) throw conflict(APPLICATION_EXISTS);
    throw error;
  }
}
