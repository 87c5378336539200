// Reopens a closed listing (it returns to search) and records opportunity.updated, which the indexing
// processor reads as "index the row as it is now". Reopening an open listing changes nothing.
import type { Actor } from '../audit/audit-log.ts';
import type { DbOrTx } from '../db/transaction.ts';
import type { Opportunity } from '../db/generated/client.ts';
import type { OpportunityScope } from './opportunity.schema.ts';
import { setOpportunityStatus } from './set-status.ts';

export function reopenOpportunity(
  db: DbOrTx,
  id: string,
  scope: OpportunityScope = {},
  actor?: Actor,
): Promise<Opportunity> {
  return setOpportunityStatus(db, id, 'open', scope, actor);
}
