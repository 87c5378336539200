// Producing BullMQ jobs from any process (the workers' outbox relay, the gateway's view counter): the
// retry policy every queue shares and the fail-fast connection producers use, so a Redis outage
// rejects at once instead of holding up the caller.
import { Queue, type DefaultJobOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { DEFAULT_QUEUE_PREFIX, retryOf, type QueueName } from '../events/catalogue.ts';
import type { Logger } from '../logger.ts';

const DEFAULT_ATTEMPTS = 8;
const DEFAULT_BACKOFF_MS = 1_000;
/** Completed jobs kept for inspection; failed jobs are all kept: they are the dead-letter list. */
const KEEP_COMPLETED = { count: 1_000, age: 24 * 3600 };

/**
 * Reconnect quickly and keep trying at a steady pace: after an outage, work should resume within
 * seconds (ioredis' own default backs off much further).
 */
export const reconnect = (times: number) => Math.min(times * 200, 2_000);

export function defaultJobOptions(queue: QueueName): DefaultJobOptions {
  const retry = retryOf(queue);
  return {
    attempts: retry?.attempts ?? DEFAULT_ATTEMPTS,
    backoff: { type: 'exponential', delay: retry?.backoffMs ?? DEFAULT_BACKOFF_MS },
    removeOnComplete: KEEP_COMPLETED,
    removeOnFail: false,
  };
}

/**
 * A connection for producers that must fail fast: while Redis is down every command is rejected at
 * once (no offline queue) and a reply that never comes times out, so the caller can keep the work
 * (the relay keeps events in Postgres) or drop it (best-effort counters) instead of hanging.
 */
export function createFailFastConnection(redisUrl: string, commandTimeoutMs = 2_000): Redis {
  return new Redis(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: commandTimeoutMs,
    connectTimeout: commandTimeoutMs,
    retryStrategy: reconnect,
  });
}

/**
 * A producer queue on a shared fail-fast connection. It never waits for Redis at construction
 * (BullMQ otherwise blocks until the first connect), so it can be made while Redis is down.
 */
export function createFailFastQueue(
  name: QueueName,
  connection: Redis,
  target: { prefix?: string },
  logger: Logger,
): Queue {
  const queue = new Queue(name, {
    connection,
    prefix: target.prefix ?? DEFAULT_QUEUE_PREFIX,
    defaultJobOptions: defaultJobOptions(name),
    skipWaitingForReady: true,
    skipVersionCheck: true,
  });
  queue.on('error', (err) => logger.debug({ queue: name, err: err.message }, 'producer connection error'));
  return queue;
}
