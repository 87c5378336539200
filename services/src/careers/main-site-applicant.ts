// A candidate who applies on PhD Finder to a university site's listed opportunity becomes that site's
// applicant (issue 14), in the same unit of work as the application: source main_site, the
// application's id (so "My Applications" follows the review, application-status.ts), confirmed at once
// (the candidate signed in). The site gets its own copy of the resume, so deleting the applicant (by
// staff or the site's retention) never takes the candidate's own application file with it.
import { randomUUID } from 'node:crypto';
import type { StoredResume } from '../applications/resume.ts';
import { recordEvent } from '../events/outbox.ts';
import type { Storage } from '../storage/storage.ts';
import type { TenantTx } from '../tenants/unit-of-work.ts';

/** A second stored file with the same bytes; outside any transaction (storage is slow). */
export async function copyResume(
  storage: Storage,
  resume: StoredResume,
  missing: () => Error = () => new Error(`stored resume ${resume.key} vanished before it was copied`),
): Promise<StoredResume> {
  const file = await storage.get(resume.key);
  if (!file) throw missing();
  const ext = resume.key.slice(resume.key.lastIndexOf('.') + 1);
  const key = `resumes/${randomUUID()}.${ext}`;
  await storage.put(key, file.body, resume.mime);
  return { ...resume, key };
}

export interface MainSiteApplication {
  id: string;
  opportunityId: string;
  name: string;
  email: string;
  phone: string;
  country: string;
}

export async function addMainSiteApplicant(
  tx: TenantTx,
  tenantId: string,
  application: MainSiteApplication,
  resume: StoredResume,
): Promise<string> {
  const now = new Date();
  const { id } = await tx.applicant.create({
    data: {
      tenantId,
      opportunityId: application.opportunityId,
      name: application.name,
      email: application.email,
      phone: application.phone,
      country: application.country,
      source: 'main_site',
      applicationId: application.id,
      confirmedAt: now,
      resumeKey: resume.key,
      resumeFilename: resume.filename,
      resumeMime: resume.mime,
      resumeSize: resume.size,
    },
    select: { id: true },
  });
  await recordEvent(tx, 'applicant.added', { tenantId, applicantId: id });
  return id;
}
