// Moves a listing between draft, open and closed, and records the event the indexer needs: closing
// records opportunity.closed (it leaves search, stays readable by id); opening (reopening a closed
// listing, publishing a draft) and making a draft record opportunity.updated, which the indexer reads
// as "index the row as it is now". Setting the status it already has changes nothing, records nothing.
// Closing also schedules the closing notice of the position's undecided applicants (issue 32) and keeps
// what the closer said of the outcome, if anything (cleared on any other status).
import type { Actor } from '../audit/audit-log.ts';
import { inTransaction, type DbOrTx } from '../db/transaction.ts';
import type { ClosingOutcome, Opportunity, OpportunityStatus } from '../db/generated/client.ts';
import { scheduleClosingNotice } from '../closing-notices/schedule.ts';
import { recordEvent } from '../events/outbox.ts';
import { auditOpportunity, statusVerb } from './audit.ts';
import { tenantOf } from './batch-events.ts';
import { findWritableOpportunity } from './find-opportunity.ts';
import type { OpportunityScope } from './opportunity.schema.ts';

export async function setOpportunityStatus(
  db: DbOrTx,
  id: string,
  status: OpportunityStatus,
  scope: OpportunityScope = {},
  actor?: Actor,
  /** Closing only: filled or not, as the closer said; null lets the notices read the applicants' statuses. */
  outcome: ClosingOutcome | null = null,
): Promise<Opportunity> {
  return inTransaction(db, async (tx) => {
    const current = await findWritableOpportunity(tx, id, scope);
    if (current.status === status) return current;
    const closedAt = status === 'closed' ? new Date() : null;
    // A person changing the status takes over from the expiry sweep: only its own closing keeps expired_at.
    const closedOutcome = status === 'closed' ? outcome : null;
    const row = await tx.opportunity.update({
      where: { id },
      data: { status, closedAt, closedOutcome, expiredAt: null },
    });
    if (status === 'closed') await scheduleClosingNotice(tx, id);
    const event = status === 'closed' ? 'opportunity.closed' : 'opportunity.updated';
    await recordEvent(tx, event, { opportunityId: id, ...tenantOf(row) });
    await auditOpportunity(tx, actor, statusVerb(current.status, status), { before: current, after: row });
    return row;
  });
}
