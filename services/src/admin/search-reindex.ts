// Full search reindexes asked for from the operators' panel (issue 15). An admin's request writes a
// search_reindex_runs row, its audit row and a `search.reindex_requested` event in one transaction;
// the workers' search-reindex processor runs it (search/src: zero downtime on both engines) and
// records its progress and outcome on the row, so "the last full reindex" survives restarts.
// One at a time: a second request while one is queued or running is refused with a 409.
import type { ReindexRun as ReindexRunJson } from '@phd/contracts/endpoints/admin-operations';
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import type { SearchReindexRun } from '../db/generated/client.ts';
import { conflict } from '../errors.ts';
import { recordEvent } from '../events/outbox.ts';

/**
 * A run with no sign of life for this long is taken as abandoned (its worker died mid-run, or no
 * worker ever picked it up) so that it cannot block every later reindex.
 */
export const REINDEX_STALE_MS = 15 * 60_000;
const ABANDONED = 'Abandoned: no sign of progress for 15 minutes (the worker stopped or never started it).';

/** Serialises requests: two admins clicking at once get one run and one 409. */
const REQUEST_LOCK = 0x5eac4; // any constant shared by every caller

export function presentRun(run: SearchReindexRun): ReindexRunJson {
  return {
    id: run.id,
    status: run.status as ReindexRunJson['status'],
    engine: run.engine,
    requested_by: run.requestedByEmail,
    requested_at: run.requestedAt.toISOString(),
    started_at: run.startedAt?.toISOString() ?? null,
    finished_at: run.finishedAt?.toISOString() ?? null,
    progress: { done: run.progressDone, total: run.progressTotal },
    indexed: run.indexed,
    removed: run.removed,
    error: run.error,
  };
}

/** POST /api/admin/search/reindex: queues a full reindex, or 409 while one is queued or running. */
export async function requestReindex(db: Db, actor: Actor): Promise<ReindexRunJson> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${REQUEST_LOCK}::bigint)`;
    await tx.searchReindexRun.updateMany({
      where: { finishedAt: null, heartbeatAt: { lt: new Date(Date.now() - REINDEX_STALE_MS) } },
      data: { status: 'failed', finishedAt: new Date(), error: ABANDONED },
    });
    const busy = await tx.searchReindexRun.findFirst({ where: { finishedAt: null } });
    if (busy) {
      const who = busy.requestedByEmail ? ` by ${busy.requestedByEmail}` : '';
      throw conflict(
        `A reindex is already ${busy.status}${who} (asked for at ${busy.requestedAt.toISOString()}). ` +
          'Wait for it to finish before starting another.',
      );
    }
    const run = await tx.searchReindexRun.create({
      data: { requestedById: actor.id, requestedByEmail: actor.email },
    });
    await recordEvent(tx, 'search.reindex_requested', { runId: run.id });
    await recordAudit(tx, actor, {
      action: 'search.reindex_requested',
      recordType: 'search_reindex_run',
      recordId: run.id,
      after: { status: run.status },
    });
    return presentRun(run);
  });
}

/** The run queued or running now, and the last one that finished. */
export async function reindexRuns(db: Db): Promise<{ running: ReindexRunJson | null; last: ReindexRunJson | null }> {
  const [running, last] = await Promise.all([
    db.searchReindexRun.findFirst({ where: { finishedAt: null }, orderBy: { requestedAt: 'desc' } }),
    db.searchReindexRun.findFirst({ where: { finishedAt: { not: null } }, orderBy: { finishedAt: 'desc' } }),
  ]);
  return { running: running && presentRun(running), last: last && presentRun(last) };
}

// ---------------------------------------------------------------- the worker's side

/**
 * Marks the run started. False when it already finished (done, failed or abandoned): a redelivered or
 * retried job then does nothing, and a new reindex is asked for from the panel instead.
 */
export async function startRun(db: Db, runId: string, engine: string): Promise<boolean> {
  const now = new Date();
  const { count } = await db.searchReindexRun.updateMany({
    where: { id: runId, finishedAt: null },
    data: { status: 'running', engine, startedAt: now, heartbeatAt: now, progressDone: 0, progressTotal: 0 },
  });
  return count === 1;
}

export async function recordProgress(db: Db, runId: string, done: number, total: number): Promise<void> {
  await db.searchReindexRun.updateMany({
    where: { id: runId, finishedAt: null },
    data: { progressDone: done, progressTotal: total, heartbeatAt: new Date() },
  });
}

export async function finishRun(
  db: Db,
  runId: string,
  outcome: { indexed: number; removed: number } | { error: string },
): Promise<void> {
  const now = new Date();
  await db.searchReindexRun.updateMany({
    where: { id: runId, finishedAt: null },
    data:
      'error' in outcome
        ? { status: 'failed', finishedAt: now, heartbeatAt: now, error: outcome.error.slice(0, 2_000) }
        : { status: 'succeeded', finishedAt: now, heartbeatAt: now, ...outcome },
  });
}
