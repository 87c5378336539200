// Creates a listing and records opportunity.created in the same transaction.
import { inTransaction, type DbOrTx } from '../db/transaction.ts';
import type { Opportunity } from '../db/generated/client.ts';
import { recordEvent } from '../events/outbox.ts';
import { createOpportunityInput, type CreateOpportunityInput } from './opportunity.schema.ts';
import { parseInput } from './parse-input.ts';
import { mapWriteError } from './write-errors.ts';

export async function createOpportunity(db: DbOrTx, input: CreateOpportunityInput): Promise<Opportunity> {
  const data = parseInput(createOpportunityInput, input);
  return inTransaction(db, async (tx) => {
    const row = await tx.opportunity.create({ data });
    await recordEvent(tx, 'opportunity.created', { opportunityId: row.id });
    return row;
  }).catch(mapWriteError);
}
