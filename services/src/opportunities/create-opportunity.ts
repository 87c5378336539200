// Creates a listing and records opportunity.created in the same transaction.
import type { Db } from '../db/client.ts';
import type { Opportunity } from '../db/generated/client.ts';
import { recordEvent } from '../events/outbox.ts';
import { createOpportunityInput, type CreateOpportunityInput } from './opportunity.schema.ts';
import { parseInput } from './parse-input.ts';
import { mapWriteError } from './write-errors.ts';

export async function createOpportunity(db: Db, input: CreateOpportunityInput): Promise<Opportunity> {
  const data = parseInput(createOpportunityInput, input);
  return db
    .$transaction(async (tx) => {
      const row = await tx.opportunity.create({ data });
      await recordEvent(tx, 'opportunity.created', { opportunityId: row.id });
      return row;
    })
    .catch(mapWriteError);
}
