// A position that disappears from its source for two runs in a row closes itself (issue 31), as an
// expired one does: status closed with expired_at set, so its page answers 410 "This position has
// closed", and opportunity.closed recorded (and its closing notice scheduled) in the same statement so
// search drops it. Called once per completed run (never after a failed fetch or parse: a broken feed
// must not close every position).
import { Prisma } from '../../db/client.ts';
import { SCHEDULE_CLOSING_NOTICES } from '../../closing-notices/schedule.ts';
import { events } from '../../events/catalogue.ts';
import type { Tx } from '../../events/outbox.ts';

/** Runs in a row an item may be missing before its position closes. */
export const MISSING_RUNS_TO_CLOSE = 2;

/**
 * Counts one more missed run for the source's open positions whose key the run did not see (`seenKeys`:
 * every key the run read, written or unchanged), and closes those that reached MISSING_RUNS_TO_CLOSE.
 * Rows without a key are never seen again by design, so they are left alone. Answers how many closed.
 */
export function closeMissing(tx: Tx, sourceId: string, seenKeys: readonly string[], now: Date): Promise<number> {
  return countAndClose(tx, sourceId, Prisma.sql`NOT (import_key = ANY(${[...seenKeys]}::text[]))`, now);
}

/**
 * For a run that found its source unchanged (a 304): what was missing last run is missing still, so
 * only those positions count one more missed run (and close at MISSING_RUNS_TO_CLOSE); the others were
 * in the unchanged source and are left alone. Otherwise an item removed just before a feed stopped
 * changing would stay open for as long as the feed does not change.
 */
export function closeStillMissing(tx: Tx, sourceId: string, now: Date): Promise<number> {
  return countAndClose(tx, sourceId, Prisma.sql`import_missing_runs > 0`, now);
}

async function countAndClose(tx: Tx, sourceId: string, missing: Prisma.Sql, now: Date): Promise<number> {
  await tx.$executeRaw`
    UPDATE opportunities SET import_missing_runs = import_missing_runs + 1
    WHERE import_source_id = ${sourceId}::uuid AND import_key IS NOT NULL AND status = 'open'
      AND deleted_at IS NULL AND ${missing}`;
  const version = events['opportunity.closed'].version;
  return tx.$executeRaw(Prisma.sql`
    WITH closed AS (
      UPDATE opportunities
      SET status = 'closed', closed_at = ${now}, expired_at = ${now}, updated_at = ${now}
      WHERE import_source_id = ${sourceId}::uuid AND status = 'open' AND deleted_at IS NULL
        AND import_missing_runs >= ${MISSING_RUNS_TO_CLOSE}
      RETURNING id, tenant_id, closed_at
    ), ${SCHEDULE_CLOSING_NOTICES}
    INSERT INTO outbox_events (type, payload)
    SELECT 'opportunity.closed', jsonb_build_object('opportunityId', id, 'version', ${version}::int)
    FROM closed`);
}
