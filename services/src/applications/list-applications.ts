// A candidate's own applications, newest first, with the opportunity each was for (Smart Picks,
// "My Applications"; the dashboard), or only those for one opportunity (the detail page's "You
// applied on ...").
import type { Db } from '../db/client.ts';
import type { Opportunity } from '../db/generated/client.ts';
import { STATUS_LABELS } from '@phd/contracts/input/application';

export interface ApplicationSummary {
  id: string;
  opportunityId: string;
  /** Null once the opportunity is deleted. */
  opportunity: Opportunity | null;
  status: (typeof STATUS_LABELS)[keyof typeof STATUS_LABELS];
  createdAt: Date;
}

export async function listApplications(
  db: Db,
  userId: string,
  page: { limit: number; offset: number },
  filter: { opportunityId?: string } = {},
): Promise<{ applications: ApplicationSummary[]; total: number }> {
  // Ids are stored in lower case; the caller's may be in any.
  const opportunityId = filter.opportunityId?.toLowerCase();
  const where = opportunityId ? { userId, opportunityId } : { userId };
  const [rows, total] = await Promise.all([
    db.application.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: page.limit,
      skip: page.offset,
      include: { opportunity: true },
    }),
    db.application.count({ where }),
  ]);
  return {
    total,
    applications: rows.map((r) => ({
      id: r.id,
      opportunityId: r.opportunityId,
      opportunity: r.opportunity.deletedAt ? null : r.opportunity,
      status: STATUS_LABELS[r.status],
      createdAt: r.createdAt,
    })),
  };
}
