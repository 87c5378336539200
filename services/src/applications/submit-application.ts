// An application by a signed-in candidate (spec section 7, "Application by a signed-in user"): the form
// was read at the edge and the resume is already in storage (resume.ts); this checks the opportunity,
// records the application with `application.submitted` in one transaction (the mail processor then
// writes to the candidate and to the opportunity's owner), and removes the stored file again if
// anything refuses.
// A university site's listed opportunity: the same, inside the site's unit of work, where the
// application also becomes the site's applicant (careers/main-site-applicant.ts).
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { retryOnConflict } from '../db/retry-conflict.ts';
import { deadlinePassed } from '@phd/contracts/application-window';
import { conflict, invalid, notFound } from '../errors.ts';
import { recordEvent } from '../events/outbox.ts';
import { publiclyOpen, takesSiteApplications } from '../opportunities/public-visibility.ts';
import type { Storage } from '../storage/storage.ts';
import { addMainSiteApplicant, copyResume } from '../careers/main-site-applicant.ts';
import { addReferences, checkReferees } from '../references/request-references.ts';
import { withTenant } from '../tenants/unit-of-work.ts';
import type { Tx } from '../events/outbox.ts';
import { APPLICATION_EXISTS, type ApplicationFields } from '@phd/contracts/input/application';
import type { StoredResume } from './resume.ts';

export const NOT_ON_SITE = 'This opportunity does not take applications on the site: please apply on its own page.';
export const OPPORTUNITY_NOT_FOUND = 'Opportunity not found or no longer open.';
export const DEADLINE_PASSED = 'The deadline for this position has passed, so it no longer takes applications.';

export interface Applicant {
  id: string;
  email: string;
}

export async function submitApplication(
  db: Db,
  storage: Storage,
  applicant: Applicant,
  form: ApplicationFields,
  resume: StoredResume,
  appSecret: string,
): Promise<{ id: string }> {
  let siteCopy: StoredResume | null = null;
  try {
    const opportunity = await db.opportunity.findFirst({
      where: { id: form.opportunity_id, ...publiclyOpen },
      select: { id: true, collectResumes: true, tenantId: true, closingDate: true, referencesRequired: true },
    });
    if (!opportunity) throw notFound(OPPORTUNITY_NOT_FOUND);
    // A passed deadline closes applications: the rule every screen shows.
    if (opportunity.closingDate && deadlinePassed(opportunity.closingDate.getTime() / 1000, Date.now())) {
      throw invalid(DEADLINE_PASSED);
    }
    if (!takesSiteApplications(opportunity)) throw invalid(NOT_ON_SITE);
    const record = async (tx: Tx) => {
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
        select: { id: true, email: true },
      });
      await recordEvent(tx, 'application.submitted', { applicationId: row.id });
      return row;
    };
    const { tenantId } = opportunity;
    // Reference letters are a university site's (issue 34): its position may ask for some.
    const referees = tenantId ? checkReferees(form.referees, opportunity.referencesRequired, applicant.email) : [];
    if (!tenantId) return await retryOnConflict(() => db.$transaction(async (tx) => ({ id: (await record(tx)).id })));
    const copy = (siteCopy = await copyResume(storage, resume));
    return await retryOnConflict(() =>
      withTenant(db, tenantId, async (tx) => {
        const row = await record(tx);
        const fields = { opportunityId: opportunity.id, name: form.name, country: form.country };
        const applicantId = await addMainSiteApplicant(
          tx,
          tenantId,
          { ...fields, id: row.id, email: row.email, phone: form.contact_mobile },
          copy,
        );
        // The candidate signed in, so the applicant is visible at once: the referees are asked now.
        await addReferences(tx, appSecret, tenantId, applicantId, referees, { send: true });
        return { id: row.id };
      }),
    );
  } catch (error) {
    await storage.delete(resume.key);
    if (siteCopy) await storage.delete(siteCopy.key);
    if (isUniqueViolation(error)) throw conflict(APPLICATION_EXISTS);
    throw error;
  }
}
