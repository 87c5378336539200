// A candidate with something of everything a data export holds and an erasure removes, written through
// the application's own client (row-level security on, tenant rows inside the site's unit of work) with
// real files in the store: a profile, CVs, saves, preferences, an alert, a tracked external application,
// main-site applications with resumes, and on a university site an applicant made from one of them, a
// careers-page applicant under the same address, and a staff-added row with that address (not theirs).
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '@phd/services/db/client';
import type { Storage } from '@phd/services/storage/storage';
import { withTenant } from '@phd/services/tenants/unit-of-work';

export const PDF = (label: string) => Buffer.from(`%PDF-1.4\n% ${label}\n%%EOF\n`);

export interface SeedOptions {
  email: string;
  /** Main-site applications, each with a resume file (default 2). */
  applications?: number;
  /** Stored CVs (default 2). */
  cvs?: number;
  /** The university site to apply on too (its id), if any. */
  tenantId?: string;
  /** Each stored file's size in bytes, for benchmarks (default: a few bytes). */
  fileBytes?: number;
}

export interface SeededCandidate {
  userId: string;
  email: string;
  cvKeys: string[];
  resumeKeys: string[];
  applicationIds: string[];
  /** On the site: the applicant made from the site application, the careers one, the staff one. */
  site: { applicationId: string; fromApplication: string; careers: string; staffAdded: string; keys: string[] } | null;
}

/** A PDF-looking file padded to `bytes` (random, so it compresses as real PDFs do: hardly). */
const padded = (label: string, bytes: number) =>
  bytes > 0 ? Buffer.concat([PDF(label), randomBytes(bytes)]) : PDF(label);

export async function seedCandidateData(db: Db, storage: Storage, options: SeedOptions): Promise<SeededCandidate> {
  const { email, applications = 2, cvs = 2, tenantId, fileBytes = 0 } = options;
  const stored = async (folder: string, label: string) => {
    const key = `${folder}/${randomUUID()}.pdf`;
    await storage.put(key, padded(label, fileBytes), 'application/pdf');
    return key;
  };
  const user = await db.user.create({ data: { email, firstName: 'Ada', lastName: 'Lovelace', name: 'Ada Lovelace' } });
  const userId = user.id;
  await db.userIdentity.create({ data: { userId, provider: 'dev', subject: `sub-${userId}`, email } });
  await db.candidateProfile.create({
    data: {
      userId,
      fullName: 'Ada Lovelace',
      phone: '+44 7700900123',
      nationality: 'United Kingdom',
      residence: 'Norway',
      researchInterests: 'Analytical engines',
      education: [{ degree: 'MSc', institution: 'Oslo', startYear: 2020, endYear: 2022, grade: 'A' }],
      orcid: '0000-0002-1825-0097',
    },
  });
  const cvKeys: string[] = [];
  for (let i = 0; i < cvs; i++) {
    const key = await stored('cvs', `cv ${i + 1}`);
    cvKeys.push(key);
    await db.candidateCv.create({
      data: {
        userId,
        key,
        filename: `CV ${i + 1}.pdf`,
        mime: 'application/pdf',
        size: PDF('x').length,
        isDefault: i === 0,
      },
    });
  }
  const listing = (title: string) =>
    db.opportunity.create({ data: { title, universityName: 'University of Testing', country: 'Norway' } });
  const saved = await listing(`Saved position of ${email}`);
  await db.savedOpportunity.create({ data: { userId, opportunityId: saved.id } });
  await db.userPreference.create({
    data: { userId, countries: ['Norway'], universities: [], departments: ['Physics'] },
  });
  await db.searchAlert.create({ data: { userId, filters: { country: 'Norway' }, label: 'Physics in Norway' } });
  await db.externalApplication.create({
    data: { userId, title: 'PhD elsewhere', university: 'Elsewhere', appliedOn: new Date('2026-10-01') },
  });

  const applicationOf = (opportunityId: string, resumeKey: string, resumeFilename: string) => ({
    opportunityId,
    userId,
    name: 'Ada Lovelace',
    email,
    country: 'Norway',
    contactMobile: '+44 7700900123',
    resumeKey,
    resumeFilename,
    resumeMime: 'application/pdf',
    resumeSize: PDF('x').length,
  });
  const resumeKeys: string[] = [];
  const applicationIds: string[] = [];
  for (let i = 0; i < applications; i++) {
    const opportunity = await listing(`Applied position ${i + 1} of ${email}`);
    const key = await stored('resumes', `resume ${i + 1}`);
    resumeKeys.push(key);
    const row = await db.application.create({
      data: { ...applicationOf(opportunity.id, key, `resume-${i + 1}.pdf`), status: i === 0 ? 'shortlisted' : 'new' },
    });
    applicationIds.push(row.id);
  }

  let site: SeededCandidate['site'] = null;
  if (tenantId) {
    const siteKeys = [await stored('resumes', 'site copy'), await stored('resumes', 'careers')];
    const ownResume = await stored('resumes', 'site application');
    resumeKeys.push(ownResume);
    site = await withTenant(db, tenantId, async (tx) => {
      const opportunity = await tx.opportunity.create({
        data: {
          title: `Site position of ${email}`,
          universityName: 'Site University',
          country: 'Norway',
          tenantId,
          source: 'tenant',
          listedPublicly: true,
          status: 'closed',
          closedAt: new Date('2026-01-15T00:00:00Z'),
        },
      });
      const application = await tx.application.create({
        data: applicationOf(opportunity.id, ownResume, 'site-resume.pdf'),
      });
      const applicant = (fields: Record<string, unknown>) =>
        tx.applicant.create({
          data: {
            tenantId,
            opportunityId: opportunity.id,
            name: 'Ada Lovelace',
            email,
            phone: '+44 7700900123',
            country: 'Norway',
            ...fields,
          },
        });
      const fromApplication = await applicant({
        source: 'main_site',
        applicationId: application.id,
        confirmedAt: new Date(),
        resumeKey: siteKeys[0],
        resumeFilename: 'site-resume.pdf',
        resumeText: 'Ada Lovelace analytical engines',
        status: 'interview',
      });
      const careers = await applicant({
        source: 'careers',
        email: email.toUpperCase(),
        confirmedAt: new Date(),
        resumeKey: siteKeys[1],
        resumeText: 'Ada Lovelace careers',
      });
      const staffAdded = await applicant({ source: 'staff', name: 'Ada (added by staff)' });
      await tx.applicantComment.create({
        data: { tenantId, applicantId: fromApplication.id, comment: 'Strong candidate' },
      });
      return {
        applicationId: application.id,
        fromApplication: fromApplication.id,
        careers: careers.id,
        staffAdded: staffAdded.id,
        keys: siteKeys,
      };
    });
    applicationIds.push(site.applicationId);
  }
  return { userId, email, cvKeys, resumeKeys, applicationIds, site };
}
