// A position that disappears from its source for two runs in a row closes itself (issue 31), as an
// expired one does: status closed with expired_at set, so its page answers 410 "This position has
// closed", and opportunity.closed recorded in the same statement so search drops it. Called once per
// completed run (never after a failed fetch or parse: a broken feed must not close every position).
import { Prisma } from '../../db/client.ts';
import { events } from '../../events/catalogue.ts';
import type { Tx } from '../../events/outbox.ts';

/** Runs in a row an item may be missing before its position closes. */
export const MISSING_RUNS_TO_CLOSE = 2;

/**
 * Counts one more missed run for the source's open positions whose key the run did not see (`seenKeys`:
 * every key the run read, written or unchanged), and closes those that reached MISSING_RUNS_TO_CLOSE.
 * Rows without a key are never seen again by design, so they are left alone. Answers how many closed.
 */
export async function closeMissing(tx: Tx, sourceId: string, seenKeys: readonly string[], now: Date): Promise<number> {
  await tx.$executeRaw`
    UPDATE opportunities SET import_missing_runs = import_missing_runs + 1
    WHERE import_source_id = ${sourceId}::uuid AND import_key IS NOT NULL AND status = 'open'
      AND deleted_at IS NULL AND NOT (import_key = ANY(${[...seenKeys]}::text[]))`;
  const version = events['opportunity.closed'].version;
  return tx.$executeRaw(Prisma.sql`
    WITH closed AS (
      UPDATE opportunities
      SET status = 'closed', closed_at = ${now}, expired_at = ${now}, updated_at = ${now}
      WHERE import_source_id = ${sourceId}::uuid AND status = 'open' AND deleted_at IS NULL
        AND import_missing_runs >= ${MISSING_RUNS_TO_CLOSE}
      RETURNING id
    )
    INSERT INTO outbox_events (type, payload)
    SELECT 'opportunity.closed', jsonb_build_object('opportunityId', id, 'version', ${version}::int)
    FROM closed`);
}
