// What a candidate sees of the letters of their applications to university sites (issue 34): how many
// arrived of how many asked, and each referee's name with Received / Declined / Waiting. Never a
// letter's text or file, nor a decline's note (the staff's only). References are row-level secured,
// so each site's are read in its own unit of work.
import type { CandidateLettersJson } from '@phd/contracts/endpoints/references';
import type { Db } from '../db/client.ts';
import { withTenant } from '../tenants/unit-of-work.ts';

export interface SiteApplication {
  id: string;
  tenantId: string | null;
  referencesRequired: number;
}

/** The letters of each application (by application id) to a site's position that asks for some. */
export async function candidateLetters(
  db: Db,
  applications: SiteApplication[],
): Promise<Map<string, CandidateLettersJson>> {
  const out = new Map<string, CandidateLettersJson>();
  const bySite = new Map<string, SiteApplication[]>();
  for (const a of applications) {
    if (!a.tenantId || a.referencesRequired <= 0) continue;
    bySite.set(a.tenantId, [...(bySite.get(a.tenantId) ?? []), a]);
  }
  for (const [tenantId, apps] of bySite) {
    const applicants = await withTenant(db, tenantId, (tx) =>
      tx.applicant.findMany({
        where: { tenantId, applicationId: { in: apps.map((a) => a.id) } },
        select: {
          applicationId: true,
          references: {
            select: { refereeName: true, status: true },
            orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
          },
        },
      }),
    );
    const required = new Map(apps.map((a) => [a.id, a.referencesRequired]));
    for (const applicant of applicants) {
      if (!applicant.applicationId) continue;
      const referees = applicant.references.map((r) => ({ name: r.refereeName, status: r.status }));
      out.set(applicant.applicationId, {
        received: referees.filter((r) => r.status === 'received').length,
        required: required.get(applicant.applicationId) ?? referees.length,
        referees,
      });
    }
  }
  return out;
}
