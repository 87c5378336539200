// The gateway's producers of direct jobs (view-counts, analytics batches): a BullMQ queue on a
// fail-fast Redis connection (no offline queue, short command time-out), which refuses at once while
// Redis is away, so best-effort counters drop a batch instead of holding up anything.
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { DirectJobData, DirectJobName, QueueName } from '@phd/services/events/catalogue';
import type { Logger } from '@phd/services/logger';
import { createFailFastConnection, createFailFastQueue } from '@phd/services/queues/producer';

/** What a buffer needs of a producer: adding one direct job of its queue. */
export interface JobProducer<Q extends QueueName> {
  add<N extends DirectJobName<Q>>(name: N, data: DirectJobData<Q, N>): Promise<unknown>;
}

export interface DirectQueue<Q extends QueueName> extends JobProducer<Q> {
  /** The BullMQ queue (tests read its jobs). */
  readonly queue: Queue;
  /** Resolves once connected (batches sent before that are dropped like any outage's). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export function createDirectQueue<Q extends QueueName>(
  name: Q,
  redisUrl: string,
  prefix: string,
  logger: Logger,
  commandTimeoutMs = 1_000,
): DirectQueue<Q> {
  const connection: Redis = createFailFastConnection(redisUrl, commandTimeoutMs);
  connection.on('error', (err) => logger.debug({ err: err.message }, `${name} producer connection error`));
  const queue = createFailFastQueue(name, connection, { prefix }, logger);
  return {
    queue,
    async add(job, data) {
      if (connection.status !== 'ready') throw new Error(`Redis connection is ${connection.status}`);
      return queue.add(job, data);
    },
    ready() {
      if (connection.status === 'ready') return Promise.resolve();
      return new Promise((resolve) => connection.once('ready', () => resolve()));
    },
    async close() {
      await queue.close().catch(() => undefined);
      connection.disconnect();
    },
  };
}
