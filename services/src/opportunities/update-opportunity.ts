// Changes a listing's fields and records opportunity.updated in the same transaction.
import { inTransaction, type DbOrTx } from '../db/transaction.ts';
import type { Opportunity } from '../db/generated/client.ts';
import { recordEvent } from '../events/outbox.ts';
import { findWritableOpportunity } from './find-opportunity.ts';
import { updateOpportunityInput, type OpportunityScope, type UpdateOpportunityInput } from './opportunity.schema.ts';
import { parseInput } from './parse-input.ts';
import { mapWriteError } from './write-errors.ts';

export async function updateOpportunity(
  db: DbOrTx,
  id: string,
  patch: UpdateOpportunityInput,
  scope: OpportunityScope = {},
): Promise<Opportunity> {
  const data = parseInput(updateOpportunityInput, patch);
  return inTransaction(db, async (tx) => {
    await findWritableOpportunity(tx, id, scope);
    const row = await tx.opportunity.update({ where: { id }, data });
    await recordEvent(tx, 'opportunity.updated', { opportunityId: id });
    return row;
  }).catch(mapWriteError);
}
