// Creates listings and records opportunity.created (opportunities.created for a batch) and the audit
// rows, when an actor is named, in the same transaction.
import type { Actor } from '../audit/audit-log.ts';
import { inTransaction, type DbOrTx } from '../db/transaction.ts';
import type { Opportunity } from '../db/generated/client.ts';
import { auditOpportunities } from './audit.ts';
import { recordOpportunitiesEvent } from './batch-events.ts';
import { createOpportunityInput, type CreateOpportunityInput } from './opportunity.schema.ts';
import { parseInput } from './parse-input.ts';
import { mapWriteError } from './write-errors.ts';

export async function createOpportunity(
  db: DbOrTx,
  input: CreateOpportunityInput,
  actor?: Actor,
): Promise<Opportunity> {
  const [row] = await createOpportunities(db, [input], actor);
  return row!;
}

/**
 * Creates many listings by the same rules in three statements however many there are (the rows, their
 * event, their audit rows): an import writes a batch of new positions this way. All or none.
 */
export async function createOpportunities(
  db: DbOrTx,
  inputs: readonly CreateOpportunityInput[],
  actor?: Actor,
): Promise<Opportunity[]> {
  const data = inputs.map((input) => parseInput(createOpportunityInput, input));
  if (data.length === 0) return [];
  return inTransaction(db, async (tx) => {
    const rows = await tx.opportunity.createManyAndReturn({ data });
    await recordOpportunitiesEvent(tx, 'created', rows);
    await auditOpportunities(
      tx,
      actor,
      'created',
      rows.map((after) => ({ after })),
    );
    return rows;
  }).catch(mapWriteError);
}
