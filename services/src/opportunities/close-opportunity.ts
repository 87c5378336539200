// Closes a listing (it leaves search, stays readable by id) and records opportunity.closed.
// Closing a closed listing changes nothing and records nothing.
import { inTransaction, type DbOrTx } from '../db/transaction.ts';
import type { Opportunity } from '../db/generated/client.ts';
import { recordEvent } from '../events/outbox.ts';
import { findWritableOpportunity } from './find-opportunity.ts';
import type { OpportunityScope } from './opportunity.schema.ts';

export async function closeOpportunity(db: DbOrTx, id: string, scope: OpportunityScope = {}): Promise<Opportunity> {
  return inTransaction(db, async (tx) => {
    const current = await findWritableOpportunity(tx, id, scope);
    if (current.status === 'closed') return current;
    const row = await tx.opportunity.update({ where: { id }, data: { status: 'closed', closedAt: new Date() } });
    await recordEvent(tx, 'opportunity.closed', { opportunityId: id });
    return row;
  });
}
