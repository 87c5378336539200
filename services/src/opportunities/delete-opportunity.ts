// Soft-deletes a listing (deleted_at; saves and applications keep their rows) and records
// opportunity.deleted. A deleted listing is "not found" to every later write.
import type { Actor } from '../audit/audit-log.ts';
import { inTransaction, type DbOrTx } from '../db/transaction.ts';
import type { Opportunity } from '../db/generated/client.ts';
import { recordEvent } from '../events/outbox.ts';
import { notFound } from '../errors.ts';
import { auditOpportunity } from './audit.ts';
import { findWritableOpportunity, OPPORTUNITY_NOT_FOUND } from './find-opportunity.ts';
import type { OpportunityScope } from './opportunity.schema.ts';

export async function deleteOpportunity(
  db: DbOrTx,
  id: string,
  scope: OpportunityScope = {},
  actor?: Actor,
): Promise<Opportunity> {
  return inTransaction(db, async (tx) => {
    const before = await findWritableOpportunity(tx, id, scope);
    // Deleted only if still there: of two deletes at once, one deletes and the other is "not found",
    // rather than both succeeding and recording the deletion twice.
    const deleted = await tx.opportunity.updateMany({
      where: { id, deletedAt: null },
      data: { deletedAt: new Date() },
    });
    if (deleted.count === 0) throw notFound(OPPORTUNITY_NOT_FOUND);
    await recordEvent(tx, 'opportunity.deleted', { opportunityId: id });
    await auditOpportunity(tx, actor, 'deleted', { before });
    return tx.opportunity.findUniqueOrThrow({ where: { id } });
  });
}
