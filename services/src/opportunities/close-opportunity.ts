// Closes a listing (it leaves search, stays readable by id) and records opportunity.closed.
// Closing a closed listing changes nothing and records nothing.
import type { Actor } from '../audit/audit-log.ts';
import type { DbOrTx } from '../db/transaction.ts';
import type { ClosingOutcome, Opportunity } from '../db/generated/client.ts';
import type { OpportunityScope } from './opportunity.schema.ts';
import { setOpportunityStatus } from './set-status.ts';

export function closeOpportunity(
  db: DbOrTx,
  id: string,
  scope: OpportunityScope = {},
  actor?: Actor,
  /** What the closer said of the outcome, for the closing notices (null: not said). */
  outcome: ClosingOutcome | null = null,
): Promise<Opportunity> {
  return setOpportunityStatus(db, id, 'closed', scope, actor, outcome);
}
