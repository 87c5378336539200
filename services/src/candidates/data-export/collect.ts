// What a candidate's export holds, read in one transaction (one consistent picture): the JSON files of
// the ZIP and the stored files to add under files/. Secrets stay out (the calendar feed's hash, the
// export tokens' hashes, sessions); everything the candidate gave or the site keeps about them goes in.
import { resumeFileName } from '../../applications/resume-types.ts';
import type { Prisma } from '../../db/client.ts';
import { candidateApplicantsWhere, inEachSite } from '../erasure/site-applicants.ts';

/** A stored file to put in the ZIP, under `path`. */
export interface ExportFile {
  path: string;
  key: string;
}

export interface ExportContent {
  /** File name (account.json...) -> its JSON value. */
  json: Record<string, unknown>;
  files: ExportFile[];
}

/** Titles of the listings a candidate's rows name, as the public sees them (null: no longer shown). */
async function listingsOf(tx: Prisma.TransactionClient, ids: string[]) {
  const rows = await tx.opportunity.findMany({
    where: { id: { in: [...new Set(ids)] } },
    select: { id: true, title: true, universityName: true, status: true, closingDate: true },
  });
  return new Map(rows.map((r) => [r.id, r]));
}

export async function collectExport(tx: Prisma.TransactionClient, userId: string): Promise<ExportContent | null> {
  const user = await tx.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      name: true,
      firstName: true,
      lastName: true,
      picture: true,
      role: true,
      deadlineReminders: true,
      lastLoginAt: true,
      createdAt: true,
      updatedAt: true,
      identities: { select: { provider: true, email: true, createdAt: true } },
    },
  });
  if (!user) return null;
  // One after another: a transaction is one connection, and queries on it do not overlap anyway.
  const profile = await tx.candidateProfile.findUnique({ where: { userId } });
  const cvs = await tx.candidateCv.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } });
  const saved = await tx.savedOpportunity.findMany({ where: { userId }, orderBy: { createdAt: 'desc' } });
  const preferences = await tx.userPreference.findUnique({ where: { userId } });
  const alerts = await tx.searchAlert.findMany({
    where: { userId },
    select: { id: true, label: true, filters: true, frequency: true, lastRunAt: true, createdAt: true },
    orderBy: { createdAt: 'asc' },
  });
  const applications = await tx.application.findMany({ where: { userId }, orderBy: { createdAt: 'desc' } });
  const external = await tx.externalApplication.findMany({ where: { userId }, orderBy: { appliedOn: 'desc' } });
  const listings = await listingsOf(tx, [
    ...saved.map((s) => s.opportunityId),
    ...applications.map((a) => a.opportunityId),
  ]);
  const listing = (id: string) => {
    const found = listings.get(id);
    return found ? { title: found.title, university: found.universityName, status: found.status } : null;
  };

  const who = { applicationIds: applications.map((a) => a.id), email: user.email.toLowerCase() };
  const perSite = await inEachSite(tx, async (site, siteTx) => {
    const rows = await siteTx.applicant.findMany({
      where: candidateApplicantsWhere(site, who),
      select: {
        id: true,
        name: true,
        email: true,
        phone: true,
        country: true,
        status: true,
        source: true,
        applicationId: true,
        resumeFilename: true,
        createdAt: true,
        statusChangedAt: true,
        opportunity: { select: { title: true } },
      },
      orderBy: { createdAt: 'asc' },
    });
    return rows.map(({ opportunity, ...row }) => ({
      site: site.universityName,
      position: opportunity?.title ?? null,
      ...row,
    }));
  });

  const files: ExportFile[] = [
    ...cvs.map((cv, i) => ({ path: `files/cvs/${i + 1}-${resumeFileName(cv.filename, cv.mime)}`, key: cv.key })),
    ...applications
      .filter((a) => a.resumeKey)
      .map((a) => ({
        path: `files/applications/${a.id}-${resumeFileName(a.resumeFilename, a.resumeMime)}`,
        key: a.resumeKey!,
      })),
  ];

  return {
    json: {
      'account.json': user,
      'profile.json': profile && { ...profile, cvs: cvs.map(({ key: _key, userId: _u, ...cv }) => cv) },
      'saved.json': saved.map((s) => ({
        opportunityId: s.opportunityId,
        savedAt: s.createdAt,
        opportunity: listing(s.opportunityId),
      })),
      'preferences.json': preferences && { ...preferences, deadlineReminders: user.deadlineReminders },
      'alerts.json': alerts,
      'applications.json': {
        mainSite: applications.map(({ resumeKey: _key, userId: _u, ...a }) => ({
          ...a,
          opportunity: listing(a.opportunityId),
        })),
        universitySites: perSite.flat(),
      },
      'external-applications.json': external,
    },
    files,
  };
}
