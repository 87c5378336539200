// One run of an import source (issue 31, docs/imports.md "Runs"): read the source (its stored upload,
// or its URL with a conditional GET, robots.txt and one request at a time per host), map each item,
// write it by its key in batches in the owner's unit of work, close what went missing twice, and
// record what happened. A run is idempotent and resumable: items are keyed, so running it again (a
// retry after a crash, a redelivered job) changes nothing the second time. A source that cannot be
// read fails the run with its reason and changes no position.
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client.ts';
import type { ImportRun, ImportSource, Prisma } from '../../db/generated/client.ts';
import type { Logger } from '../../logger.ts';
import type { Storage } from '../../storage/storage.ts';
import { inUnitOf, withOperators } from '../../tenants/unit-of-work.ts';
import type { IntakeLimits } from '../fetch/safe-fetch.ts';
import { readSource, type SourceBody } from '../read-source.ts';
import { loadUniversityMatcher } from '../mapping/universities.ts';
import { mapItem } from '../mapping/map-item.ts';
import { IntakeError, type RowProblem } from '../types.ts';
import { FAILING_AFTER, nextRunAt } from '../schedule.ts';
import { closeMissing, closeStillMissing } from './close-missing.ts';
import { repeatsKey, sourceMapContext } from './map-context.ts';
import { resolveOwner, type SourceOwnership } from './owner.ts';
import { writeItems, type ImportedItem, type SourceOwner } from './write-item.ts';

/** Items written per transaction: few enough to hold a connection briefly, many enough to be quick. */
export const WRITE_BATCH = 100;
/** Refusals kept on the run row (the count is exact beyond it). */
export const REFUSALS_KEPT = 500;

export interface ImportDeps {
  db: Db;
  redis: Redis;
  logger: Logger;
  storage?: Storage;
  /** Test configurations only: fixture servers on 127.0.0.1 (config.intake.allowLoopback). */
  allowLoopback: boolean;
  now?: () => Date;
  /** The fetch's caps: INTAKE_LIMITS, unless a test shortens the deadline. */
  fetchLimits?: Partial<IntakeLimits>;
}

export interface RunCounts {
  fetched: number;
  created: number;
  updated: number;
  unchanged: number;
  closed: number;
  refused: number;
}

export type RunOutcome =
  | { status: 'skipped' }
  | { status: 'done'; notModified: boolean; counts: RunCounts; refusals: RowProblem[] }
  | { status: 'failed'; error: string };

type SourceRow = ImportSource;

/** The owner's unit of work: a site's rows only in its own (row-level security), the main site's otherwise. */
function inScope(db: Db, source: SourceOwnership) {
  return <T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> =>
    inUnitOf(db, source.tenantId, work, { timeout: 60_000 });
}

const emptyCounts = (): RunCounts => ({ fetched: 0, created: 0, updated: 0, unchanged: 0, closed: 0, refused: 0 });

/**
 * Runs `runId` if it is still to do. An IntakeError (the source cannot be read) ends the run as failed
 * with its reason; anything else is thrown for the queue to retry, and on the last attempt
 * (`lastAttempt`) the run is recorded as failed first so it never stays "running".
 */
export async function runImport(
  deps: ImportDeps,
  runId: string,
  options: { lastAttempt?: boolean } = {},
): Promise<RunOutcome> {
  const { db, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const found = await withOperators(db, (tx) =>
    tx.importRun.findUnique({ where: { id: runId }, include: { source: true } }),
  );
  if (!found || found.status === 'done' || found.status === 'failed') return { status: 'skipped' };
  const scope = inScope(db, found.source);
  const startedAt = now();
  // Under the lock a new version of an upload takes (sources.ts replaceUpload), the source is read
  // again as the run starts: a replace that committed first is the file this run reads, and one that
  // comes later waits and sees the run running, so a run never opens a file already deleted.
  const source = await scope(async (tx) => {
    await tx.$queryRaw`SELECT id FROM import_sources WHERE id = ${found.source.id}::uuid FOR UPDATE`;
    await tx.importRun.update({ where: { id: runId }, data: { status: 'running', startedAt } });
    return tx.importSource.findUniqueOrThrow({ where: { id: found.source.id } });
  });

  try {
    const owner = await resolveOwner(db, source);
    if (!owner) throw new IntakeError('The account this source belongs to no longer exists.', 'owner_gone');
    const outcome = await readSource(deps, source, (body) => importBody(deps, source, owner, body, startedAt));
    if (outcome.notModified) {
      // Unchanged (a 304, or the last run's bytes again), so what was missing last run is missing still:
      // it counts again (and closes at two).
      const counts = { ...emptyCounts(), closed: await scope((tx) => closeStillMissing(tx, source.id, now())) };
      const validators = outcome.validators;
      await finish(deps, source, found, startedAt, { notModified: true, counts, refusals: [], validators });
      return { status: 'done', notModified: true, counts, refusals: [] };
    }
    const { counts, refusals, seenKeys, complete } = outcome.result;
    const validators = { contentHash: outcome.contentHash, etag: outcome.etag, lastModified: outcome.lastModified };
    if (complete) counts.closed = await scope((tx) => closeMissing(tx, source.id, seenKeys, now()));
    await finish(deps, source, found, startedAt, { notModified: false, counts, refusals, validators });
    logger.info({ sourceId: source.id, runId, ...counts }, 'import run finished');
    return { status: 'done', notModified: false, counts, refusals };
  } catch (error) {
    if (!(error instanceof IntakeError) && !options.lastAttempt) {
      await scope((tx) => tx.importRun.update({ where: { id: runId }, data: { status: 'queued' } }));
      throw error;
    }
    const message =
      error instanceof IntakeError
        ? error.message
        : 'The import stopped on an unexpected error; it will run again on schedule.';
    await fail(deps, source, found, startedAt, message);
    logger.warn({ err: error, sourceId: source.id, runId }, 'import run failed');
    return { status: 'failed', error: message };
  }
}

interface BodyResult {
  counts: RunCounts;
  refusals: RowProblem[];
  /** Every key the run read (refused rows' keys too: a row refused for a moment does not count as gone). */
  seenKeys: string[];
  /** False when a sitemap page could not be read for a passing reason: what is missing may only be unread. */
  complete: boolean;
}

/** What the next run's conditional GET sends, and the hash of the bytes read. */
interface Validators {
  contentHash: string;
  etag: string | null;
  lastModified: string | null;
}

/**
 * Maps and writes every item of one body. A URL's bytes were read whole before (a sitemap's pages are
 * each fetched and read whole as its entries are read), so no host's turn or fetch deadline covers the writes.
 */
async function importBody(
  deps: ImportDeps,
  source: SourceRow,
  owner: SourceOwner,
  body: SourceBody,
  startedAt: Date,
): Promise<BodyResult> {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const scope = inScope(db, source);
  const counts = emptyCounts();
  const refusals: RowProblem[] = [];
  const refuse = (problem: RowProblem) => {
    counts.refused += 1;
    if (refusals.length < REFUSALS_KEPT) refusals.push(problem);
  };
  const context = sourceMapContext(source, owner, await loadUniversityMatcher(db), startedAt);
  const seenKeys = new Map<string, number>();
  const refusedKeys = new Set<string>();
  let complete = true;
  let batch: ImportedItem[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const items = batch;
    batch = [];
    const outcomes = await scope((tx) => writeItems(tx, source, owner, items, startedAt));
    for (const outcome of outcomes) counts[outcome] += 1;
  };

  for await (const entry of body.entries) {
    if ('page' in entry) {
      // A sitemap page's URL is not an item's key: a page that is gone for good lets its positions go.
      refuse(entry.page);
      if (entry.transient) complete = false;
      continue;
    }
    const { item } = entry;
    counts.fetched += 1;
    const mapped = mapItem(item, { ...context, now: now() });
    if (!mapped.ok) {
      refuse(mapped.problem);
      if (mapped.problem.key !== null) refusedKeys.add(mapped.problem.key);
      continue;
    }
    if (mapped.key !== null) {
      const first = seenKeys.get(mapped.key);
      if (first !== undefined) {
        refuse({ row: item.row, key: mapped.key, reason: repeatsKey(first) });
        continue;
      }
      seenKeys.set(mapped.key, item.row);
    }
    batch.push({ key: mapped.key, fields: mapped.input });
    if (batch.length >= WRITE_BATCH) await flush();
  }
  await flush();
  return { counts, refusals, seenKeys: [...seenKeys.keys(), ...refusedKeys], complete };
}

/** Records how the run ended and when the source runs next, in one transaction of its owner's scope. */
async function endRun(
  deps: ImportDeps,
  source: SourceRow,
  run: ImportRun,
  startedAt: Date,
  runData: Prisma.ImportRunUpdateInput,
  sourceData: (finishedAt: Date) => Prisma.ImportSourceUpdateInput,
) {
  const finishedAt = (deps.now ?? (() => new Date()))();
  await inScope(
    deps.db,
    source,
  )(async (tx) => {
    await tx.importRun.update({
      where: { id: run.id },
      data: { ...runData, finishedAt, durationMs: finishedAt.getTime() - startedAt.getTime() },
    });
    await tx.importSource.update({
      where: { id: source.id },
      data: { lastRunAt: finishedAt, ...sourceData(finishedAt) },
    });
  });
}

function finish(
  deps: ImportDeps,
  source: SourceRow,
  run: ImportRun,
  startedAt: Date,
  result: { notModified: boolean; counts: RunCounts; refusals: RowProblem[]; validators?: Partial<Validators> },
) {
  return endRun(
    deps,
    source,
    run,
    startedAt,
    {
      status: 'done',
      notModified: result.notModified,
      ...result.counts,
      refusals: result.refusals as unknown as Prisma.InputJsonValue,
    },
    (finishedAt) => ({
      nextRunAt: nextRunAt(source.schedule, finishedAt, 0),
      consecutiveFailures: 0,
      lastError: null,
      ...(source.state === 'failing' ? { state: 'active' as const } : {}),
      ...(result.validators ?? {}),
    }),
  );
}

function fail(deps: ImportDeps, source: SourceRow, run: ImportRun, startedAt: Date, error: string) {
  const failures = source.consecutiveFailures + 1;
  return endRun(deps, source, run, startedAt, { status: 'failed', error }, (finishedAt) => ({
    nextRunAt: nextRunAt(source.schedule, finishedAt, failures),
    consecutiveFailures: failures,
    lastError: error,
    ...(failures >= FAILING_AFTER && source.state === 'active' ? { state: 'failing' as const } : {}),
  }));
}
