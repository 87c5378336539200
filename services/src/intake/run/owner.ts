// Who an import source writes for (issue 31): the same owner, university and trust as the owner's own
// editor. A recruiter's positions name their university and them as the poster, and wait for
// moderation when only the academic dataset knows their e-mail domain (as publishOpportunity does); a
// university site's are its own, under its university; the site's own sources (the admin's) name the
// university each item gives.
import type { Db } from '../../db/client.ts';
import { recruiterPosting } from '../../recruiters/recruiter-opportunities.ts';
import type { SourceOwner } from './write-item.ts';

export interface SourceOwnership {
  recruiterId: string | null;
  tenantId: string | null;
}

/** Answers null when the owner is gone (a run of such a source has nothing to write for). */
export async function resolveOwner(db: Db, source: SourceOwnership): Promise<SourceOwner | null> {
  if (source.recruiterId) {
    const posting = await recruiterPosting(db, source.recruiterId);
    return posting && { scope: { recruiterId: posting.recruiterId }, fixed: posting.fixed, held: posting.held };
  }
  if (source.tenantId) {
    // The tenants table is public: no unit of work needed to read the site's university.
    const tenant = await db.tenant.findUnique({
      where: { id: source.tenantId },
      select: { id: true, universityId: true, universityName: true },
    });
    if (!tenant) return null;
    return {
      scope: { tenantId: tenant.id },
      fixed: { universityName: tenant.universityName, universityId: tenant.universityId },
      held: false,
    };
  }
  return { scope: {}, fixed: {}, held: false };
}
