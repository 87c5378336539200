// When import sources run (issue 31). A URL source runs on its schedule (hourly to weekly); after a
// failure it tries again sooner, backing off, and after FAILING_AFTER failures in a row it is shown as
// failing (it still runs, so a feed that comes back heals itself). Runs are recorded as rows plus an
// `import.run_requested` event in one transaction, so a run asked for is never lost while Redis or the
// workers are down: the relay delivers it when they are back.
import type { ImportSchedule } from '../db/generated/client.ts';
import type { Db } from '../db/client.ts';
import { recordEvent, type Tx } from '../events/outbox.ts';
import { withOperators } from '../tenants/unit-of-work.ts';

const HOUR = 3_600_000;
export const SCHEDULE_MS: Record<ImportSchedule, number> = { hourly: HOUR, daily: 24 * HOUR, weekly: 7 * 24 * HOUR };
/** Failures in a row before a source shows as failing. */
export const FAILING_AFTER = 3;
/** Sources started per scheduler tick; the rest wait for the next one (five minutes later). */
export const DUE_BATCH = 100;
const RETRY_FIRST_MS = 5 * 60_000;

/** The next run after one that finished at `at`: the schedule's interval, or sooner after failures. */
export function nextRunAt(schedule: ImportSchedule | null, at: Date, failuresInARow: number): Date | null {
  if (!schedule) return null;
  const interval = SCHEDULE_MS[schedule];
  const wait = failuresInARow === 0 ? interval : Math.min(interval, RETRY_FIRST_MS * 2 ** (failuresInARow - 1));
  return new Date(at.getTime() + wait);
}

export type RunTrigger = 'schedule' | 'manual' | 'upload';

/**
 * Records a queued run of the source and its event, in the caller's transaction (a site's unit of
 * work, the main site's, or the operators' scope). A source with a run already queued or running
 * gets that run back instead of a second one: "run now" twice, or beside the schedule, is one run.
 */
export async function requestRun(
  tx: Tx,
  source: { id: string; tenantId: string | null },
  trigger: RunTrigger,
): Promise<{ runId: string; queued: boolean }> {
  // Serialises requests for one source: the second waits here and then sees the first one's run.
  await tx.$queryRaw`SELECT id FROM import_sources WHERE id = ${source.id}::uuid FOR UPDATE`;
  const pending = await tx.importRun.findFirst({
    where: { sourceId: source.id, status: { in: ['queued', 'running'] } },
    select: { id: true },
  });
  if (pending) return { runId: pending.id, queued: false };
  const run = await tx.importRun.create({ data: { sourceId: source.id, tenantId: source.tenantId, trigger } });
  await recordEvent(tx, 'import.run_requested', { runId: run.id });
  return { runId: run.id, queued: true };
}

/** The scheduler's tick: a run for every active or failing URL source that is due. Answers how many. */
export async function requestDueRuns(db: Db, now = new Date()): Promise<number> {
  return withOperators(db, async (tx) => {
    const due = await tx.$queryRaw<{ id: string; tenant_id: string | null; schedule: ImportSchedule }[]>`
      SELECT id, tenant_id, schedule FROM import_sources
      WHERE kind = 'url' AND state <> 'paused' AND schedule IS NOT NULL AND next_run_at <= ${now}
      ORDER BY next_run_at LIMIT ${DUE_BATCH} FOR UPDATE SKIP LOCKED`;
    let queued = 0;
    for (const source of due) {
      const run = await requestRun(tx, { id: source.id, tenantId: source.tenant_id }, 'schedule');
      if (run.queued) queued += 1;
      // Not picked again by the next tick; the run's end sets the real next time.
      await tx.importSource.update({
        where: { id: source.id },
        data: { nextRunAt: new Date(now.getTime() + SCHEDULE_MS[source.schedule]) },
      });
    }
    return queued;
  });
}
