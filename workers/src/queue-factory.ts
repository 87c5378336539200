// The one place queues, workers and their Redis connections are made, so every queue gets the same
// retry policy, clean-up, dead-letter list, failure logging and shutdown.
import { Queue, UnrecoverableError, Worker, type Job, type RedisOptions } from 'bullmq';
import { DEFAULT_QUEUE_PREFIX, type QueueName } from '@phd/services/events/catalogue';
import type { Logger } from '@phd/services/logger';
import { defaultJobOptions, reconnect } from '@phd/services/queues/producer';

// Producers live in services (the gateway produces too); re-exported so workers import one module.
export { createFailFastConnection, createFailFastQueue, defaultJobOptions } from '@phd/services/queues/producer';

export interface RedisTarget {
  redisUrl: string;
  /** BullMQ key prefix; tests pass a unique one so files never share queues. */
  prefix?: string;
}

/** Options for connections that wait out outages (workers, schedulers): commands queue until Redis returns. */
export function waitingConnection(redisUrl: string): RedisOptions {
  return { url: redisUrl, maxRetriesPerRequest: null, retryStrategy: reconnect };
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
  /** WORKER_STALLED_MS: how long a dead worker's job stays locked (BullMQ's default, 30 s, if unset). */
  stalledMs?: number;
}

export function createWorker(name: QueueName, handle: (job: Job) => Promise<unknown>, options: WorkerOptions) {
  const { logger } = options;
  const worker = new Worker(name, handle, {
    connection: waitingConnection(options.redisUrl),
    prefix: options.prefix ?? DEFAULT_QUEUE_PREFIX,
    concurrency: options.concurrency,
    // A worker renews its jobs' locks every half lock; one that died stops renewing, and another
    // worker's stalled-job check (every stalledMs) puts its jobs back in the queue.
    ...(options.stalledMs ? { lockDuration: options.stalledMs, stalledInterval: options.stalledMs } : {}),
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
