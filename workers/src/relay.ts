// The outbox relay: moves committed domain events from Postgres onto BullMQ, one job per subscribed
// queue, and marks them sent. Redis being down never loses or blocks anything: publishing fails fast,
// the events stay in Postgres with a pushed-back available_at, and flow again when Redis returns.
// Delivery is at-least-once; the deterministic job id absorbs most duplicates and processors are
// idempotent for the rest.
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Db } from '@phd/services/db/client';
import {
  eventJobId,
  isEventType,
  queueNames,
  subscribersOf,
  type EventJobData,
  type QueueName,
} from '@phd/services/events/catalogue';
import type { Logger } from '@phd/services/logger';
import { claimPending, markFailed, markPublished, type Backoff, type OutboxRow } from './outbox-store.ts';
import { closeQuietly, createFailFastConnection, createFailFastQueue, type RedisTarget } from './queue-factory.ts';

export interface RelayOptions extends RedisTarget {
  db: Db;
  logger: Logger;
  /** Pause between polls when the backlog is empty (OUTBOX_POLL_MS). */
  pollMs: number;
  batchSize?: number;
  /** Longest a Redis command may take before the batch counts as failed. */
  commandTimeoutMs?: number;
  backoff?: Backoff;
}

export interface RelayBatch {
  claimed: number;
  published: number;
  failed: number;
}

export interface Relay {
  /** Starts the polling loop (idempotent). */
  start(): void;
  /** Stops after the batch in flight and closes the relay's Redis connection. */
  stop(): Promise<void>;
  /** One pass over up to batchSize pending events; what the loop runs, exposed for tests and tools. */
  relayOnce(): Promise<RelayBatch>;
  /** Totals since creation. */
  readonly stats: { published: number; failed: number; batches: number };
}

const DEFAULT_BACKOFF: Backoff = { baseMs: 1_000, maxMs: 60_000 };

export function createRelay(options: RelayOptions): Relay {
  const { db, logger, pollMs } = options;
  const batchSize = options.batchSize ?? 100;
  const commandTimeoutMs = options.commandTimeoutMs ?? 2_000;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;

  const connection: Redis = createFailFastConnection(options.redisUrl, commandTimeoutMs);
  connection.on('error', (err) => logger.debug({ err: err.message }, 'relay redis connection error'));
  const producers = new Map<QueueName, Queue>(
    queueNames.map((name) => [name, createFailFastQueue(name, connection, options, logger)]),
  );
  const stats = { published: 0, failed: 0, batches: 0 };
  let failing = false;

  async function publish(row: OutboxRow): Promise<void> {
    if (!isEventType(row.type)) throw new Error(`unknown event type ${row.type}`);
    const data: EventJobData = { eventId: row.id.toString(), payload: row.payload as EventJobData['payload'] };
    await Promise.all(
      subscribersOf(row.type).map((queue) =>
        producers.get(queue)!.add(row.type, data, { jobId: eventJobId(row.id, queue) }),
      ),
    );
  }

  async function publishBatch(rows: OutboxRow[]): Promise<Map<bigint, string | null>> {
    const outcome = new Map<bigint, string | null>();
    // Checked up front so an outage costs one cheap status read per batch, not a failed command per row.
    if (!(await connectionReady(connection, commandTimeoutMs))) {
      for (const row of rows) outcome.set(row.id, `Redis unavailable (connection ${connection.status})`);
      return outcome;
    }
    const results = await withTimeout(
      Promise.allSettled(rows.map((row) => publish(row))),
      commandTimeoutMs + 500,
      'publishing to Redis timed out',
    );
    rows.forEach((row, i) => {
      const result = results instanceof Error ? { status: 'rejected' as const, reason: results } : results[i]!;
      outcome.set(row.id, result.status === 'fulfilled' ? null : errorMessage(result.reason));
    });
    return outcome;
  }

  async function relayOnce(): Promise<RelayBatch> {
    const batch = await db.$transaction(
      async (tx) => {
        const rows = await claimPending(tx, batchSize);
        if (rows.length === 0) return { claimed: 0, published: 0, failed: 0 };
        const outcome = await publishBatch(rows);
        const sent = rows.filter((r) => outcome.get(r.id) === null).map((r) => r.id);
        await markPublished(tx, sent);
        const byError = new Map<string, bigint[]>();
        for (const row of rows) {
          const error = outcome.get(row.id);
          if (error) byError.set(error, [...(byError.get(error) ?? []), row.id]);
        }
        for (const [error, ids] of byError) await markFailed(tx, ids, error, backoff);
        return { claimed: rows.length, published: sent.length, failed: rows.length - sent.length };
      },
      // The rows stay locked while Redis is called; bound that by the command timeout.
      { timeout: commandTimeoutMs * 2 + 5_000, maxWait: 5_000 },
    );
    stats.batches += 1;
    stats.published += batch.published;
    stats.failed += batch.failed;
    // One line when publishing starts failing and one when it recovers, not one per poll of an outage.
    if (batch.failed > 0 && !failing) logger.warn(batch, 'outbox relay cannot publish; events wait in Postgres');
    else if (batch.failed > 0) logger.debug(batch, 'outbox relay still cannot publish');
    if (batch.failed === 0 && batch.published > 0 && failing) logger.info(batch, 'outbox relay publishing again');
    if (batch.claimed > 0) failing = batch.failed > 0;
    return batch;
  }

  let running: Promise<void> | null = null;
  let stopping = false;
  let wake: (() => void) | null = null;

  async function loop(): Promise<void> {
    while (!stopping) {
      let backlog = false;
      try {
        const batch = await relayOnce();
        // A full batch that went out means more may be waiting: go again without sleeping.
        backlog = batch.claimed === batchSize && batch.failed === 0;
      } catch (err) {
        // Postgres trouble (or a bug): log and keep polling; never take the process down.
        logger.error({ err }, 'outbox relay pass failed');
      }
      if (!backlog && !stopping) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pollMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
      }
    }
  }

  return {
    stats,
    relayOnce,
    start() {
      if (running || stopping) return;
      running = loop();
    },
    async stop() {
      stopping = true;
      wake?.();
      await running;
      await closeQuietly(producers.values(), logger);
      connection.disconnect();
    },
  };
}

/**
 * True when the connection can take commands. A connection attempt already under way (at start-up,
 * or a retry during an outage) is awaited briefly; a connection that is between retries is not.
 */
function connectionReady(connection: Redis, timeoutMs: number): Promise<boolean> {
  if (connection.status === 'ready') return Promise.resolve(true);
  if (!['wait', 'connecting', 'connect'].includes(connection.status)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      connection.off('ready', onReady).off('close', onClose);
      resolve(ready);
    };
    const onReady = () => done(true);
    const onClose = () => done(false);
    const timer = setTimeout(() => done(false), timeoutMs);
    connection.once('ready', onReady).once('close', onClose);
  });
}

function errorMessage(reason: unknown): string {
  return reason instanceof Error ? reason.message : String(reason);
}

async function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T | Error> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Error>((resolve) => {
    timer = setTimeout(() => resolve(new Error(message)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
