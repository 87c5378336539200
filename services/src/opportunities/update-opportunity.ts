// Changes a listing's fields and records opportunity.updated in the same transaction.
import type { Actor } from '../audit/audit-log.ts';
import { inTransaction, type DbOrTx } from '../db/transaction.ts';
import type { Opportunity } from '../db/generated/client.ts';
import { inferredAfterEdit } from '../enrichment/inferred-fields.ts';
import { recordEvent } from '../events/outbox.ts';
import { auditOpportunity } from './audit.ts';
import { tenantOf } from './batch-events.ts';
import { findWritableOpportunity } from './find-opportunity.ts';
import { updateOpportunityInput, type OpportunityScope, type UpdateOpportunityInput } from './opportunity.schema.ts';
import { parseInput } from './parse-input.ts';
import { mapWriteError } from './write-errors.ts';

export async function updateOpportunity(
  db: DbOrTx,
  id: string,
  patch: UpdateOpportunityInput,
  scope: OpportunityScope = {},
  actor?: Actor,
): Promise<Opportunity> {
  const data = parseInput(updateOpportunityInput, patch);
  return inTransaction(db, async (tx) => {
    const before = await findWritableOpportunity(tx, id, scope);
    const inferredFields = inferredAfterEdit(before, data);
    const row = await tx.opportunity.update({ where: { id }, data: { ...data, inferredFields } });
    await recordEvent(tx, 'opportunity.updated', { opportunityId: id, ...tenantOf(row) });
    await auditOpportunity(tx, actor, 'updated', { before, after: row });
    return row;
  }).catch(mapWriteError);
}
