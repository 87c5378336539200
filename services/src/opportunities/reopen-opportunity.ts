// Reopens a closed listing (it returns to search) and records opportunity.updated, which the indexing
// processor reads as "index the row as it is now". Reopening an open listing changes nothing.
import { inTransaction, type DbOrTx } from '../db/transaction.ts';
import type { Opportunity } from '../db/generated/client.ts';
import { recordEvent } from '../events/outbox.ts';
import { findWritableOpportunity } from './find-opportunity.ts';
import type { OpportunityScope } from './opportunity.schema.ts';

export async function reopenOpportunity(db: DbOrTx, id: string, scope: OpportunityScope = {}): Promise<Opportunity> {
  return inTransaction(db, async (tx) => {
    const current = await findWritableOpportunity(tx, id, scope);
    if (current.status === 'open') return current;
    const row = await tx.opportunity.update({ where: { id }, data: { status: 'open', closedAt: null } });
    await recordEvent(tx, 'opportunity.updated', { opportunityId: id });
    return row;
  });
}
