// The one place queues, workers and their Redis connections are made, so every queue gets the same
// retry policy, clean-up, dead-letter list, failure logging and shutdown.
import { Queue, UnrecoverableError, Worker, type DefaultJobOptions, type Job, type RedisOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { DEFAULT_QUEUE_PREFIX, retryOf, type QueueName } from '@phd/services/events/catalogue';
import type { Logger } from '@phd/services/logger';

export interface RedisTarget {
  redisUrl: string;
  /** BullMQ key prefix; tests pass a unique one so files never share queues. */
  prefix?: string;
}

const DEFAULT_ATTEMPTS = 8;
const DEFAULT_BACKOFF_MS = 1_000;
/** Completed jobs kept for inspection; failed jobs are all kept: they are the dead-letter list. */
const KEEP_COMPLETED = { count: 1_000, age: 24 * 3600 };

// Reconnect quickly and keep trying at a steady pace: after an outage, work should resume within
// seconds (ioredis' own default backs off much further).
const reconnect = (times: number) => Math.min(times * 200, 2_000);

export function defaultJobOptions(queue: QueueName): DefaultJobOptions {
  const retry = retryOf(queue);
  return {
    attempts: retry?.attempts ?? DEFAULT_ATTEMPTS,
    backoff: { type: 'exponential', delay: retry?.backoffMs ?? DEFAULT_BACKOFF_MS },
    removeOnComplete: KEEP_COMPLETED,
    removeOnFail: false,
  };
}

/** Options for connections that wait out outages (workers, schedulers): commands queue until Redis returns. */
export function waitingConnection(redisUrl: string): RedisOptions {
  return { url: redisUrl, maxRetriesPerRequest: null, retryStrategy: reconnect };
}

/**
 * A connection for producers that must fail fast: while Redis is down every command is rejected at
 * once (no offline queue) and a reply that never comes times out, so the caller can keep the work
 * (the relay keeps events in Postgres) instead of hanging.
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
  target: Pick<RedisTarget, 'prefix'>,
  logger: Logger,
) {
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

/** A queue for callers that may wait for Redis (job schedulers, tests, admin tools). */
export function createQueue(name: QueueName, target: RedisTarget, logger: Logger) {
  const queue = new Queue(name, {
    connection: waitingConnection(target.redisUrl),
    prefix: target.prefix ?? DEFAULT_QUEUE_PREFIX,
    defaultJobOptions: defaultJobOptions(name),
  });
  queue.on('error', (err) => logger.warn({ queue: name, err: err.message }, 'queue connection error'));
  return queue;
}

export interface WorkerOptions extends RedisTarget {
  concurrency: number;
  logger: Logger;
}

export function createWorker(name: QueueName, handle: (job: Job) => Promise<unknown>, options: WorkerOptions) {
  const { logger } = options;
  const worker = new Worker(name, handle, {
    connection: waitingConnection(options.redisUrl),
    prefix: options.prefix ?? DEFAULT_QUEUE_PREFIX,
    concurrency: options.concurrency,
  });
  // Without a listener an 'error' (e.g. Redis going away) would crash the process.
  worker.on('error', (err) => logger.warn({ queue: name, err: err.message }, 'worker connection error'));
  worker.on('failed', (job, err) => {
    const context = { queue: name, jobId: job?.id, job: job?.name, attemptsMade: job?.attemptsMade, err };
    if (isFinalFailure(job, err)) logger.error(context, 'job failed for good; kept in the failed list');
    else logger.warn(context, 'job failed; will retry');
  });
  return worker;
}

export function isFinalFailure(job: Job | undefined, err: Error): boolean {
  if (!job || err instanceof UnrecoverableError || err.name === 'UnrecoverableError') return true;
  return job.attemptsMade >= (job.opts.attempts ?? 1);
}

/** Closes in order, never throwing, so one broken connection cannot block the rest of a shutdown. */
export async function closeQuietly(closables: Iterable<{ close(): Promise<unknown> }>, logger: Logger) {
  for (const c of closables) {
    try {
      await c.close();
    } catch (err) {
      logger.warn({ err }, 'error while closing a queue or worker');
    }
  }
}
