// Creates a listing and records opportunity.created in the same transaction.
import type { Actor } from '../audit/audit-log.ts';
import { inTransaction, type DbOrTx } from '../db/transaction.ts';
import type { Opportunity } from '../db/generated/client.ts';
import { recordEvent } from '../events/outbox.ts';
import { auditOpportunity } from './audit.ts';
import { createOpportunityInput, type CreateOpportunityInput } from './opportunity.schema.ts';
import { parseInput } from './parse-input.ts';
import { mapWriteError } from './write-errors.ts';

export async function createOpportunity(
  db: DbOrTx,
  input: CreateOpportunityInput,
  actor?: Actor,
): Promise<Opportunity> {
  const data = parseInput(createOpportunityInput, input);
  return inTransaction(db, async (tx) => {
    const row = await tx.opportunity.create({ data });
    await recordEvent(tx, 'opportunity.created', { opportunityId: row.id });
    await auditOpportunity(tx, actor, 'created', { after: row });
    return row;
  }).catch(mapWriteError);
}
