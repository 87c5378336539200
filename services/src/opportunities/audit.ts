// What the audit log keeps of an opportunity change, whoever makes it (admin, recruiter, site staff):
// the opportunity services record it in the change's own transaction when the caller names an actor.
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import type { Prisma } from '../db/client.ts';
import type { Opportunity, OpportunityStatus } from '../db/generated/client.ts';

/** Enough to tell what changed, not the whole description. */
export const opportunitySnapshot = (o: Opportunity) => ({
  title: o.title,
  university: o.universityName,
  country: o.country,
  category: o.category,
  status: o.status,
  listed_publicly: o.listedPublicly,
  closing_date: o.closingDate?.toISOString() ?? null,
});

/** The verb of a status change: closing, reopening, publishing a draft, or taking one back to draft. */
export function statusVerb(from: OpportunityStatus, to: OpportunityStatus): string {
  if (to === 'closed') return 'closed';
  if (to === 'draft') return 'unpublished';
  return from === 'draft' ? 'published' : 'reopened';
}

export async function auditOpportunity(
  tx: Prisma.TransactionClient,
  actor: Actor | undefined,
  verb: string,
  change: { before?: Opportunity; after?: Opportunity },
): Promise<void> {
  await auditOpportunities(tx, actor, verb, [change]);
}

/** The same for many opportunities changed alike (an import's batch), in one write. */
export async function auditOpportunities(
  tx: Prisma.TransactionClient,
  actor: Actor | undefined,
  verb: string,
  changes: readonly { before?: Opportunity; after?: Opportunity }[],
): Promise<void> {
  if (!actor) return;
  await recordAudit(
    tx,
    actor,
    ...changes.map((change) => ({
      action: `opportunity.${verb}`,
      recordType: 'opportunity',
      recordId: (change.after ?? change.before)!.id,
      before: change.before && opportunitySnapshot(change.before),
      after: change.after && opportunitySnapshot(change.after),
    })),
  );
}
