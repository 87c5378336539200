// Soft-deletes a listing (deleted_at; saves and applications keep their rows) and records
// opportunity.deleted. A deleted listing is "not found" to every later write.
import { inTransaction, type DbOrTx } from '../db/transaction.ts';
import type { Opportunity } from '../db/generated/client.ts';
import { recordEvent } from '../events/outbox.ts';
import { findWritableOpportunity } from './find-opportunity.ts';
import type { OpportunityScope } from './opportunity.schema.ts';

export async function deleteOpportunity(db: DbOrTx, id: string, scope: OpportunityScope = {}): Promise<Opportunity> {
  return inTransaction(db, async (tx) => {
    await findWritableOpportunity(tx, id, scope);
    const row = await tx.opportunity.update({ where: { id }, data: { deletedAt: new Date() } });
    await recordEvent(tx, 'opportunity.deleted', { opportunityId: id });
    return row;
  });
}
