// The gateway's producer for view-counts batches: a BullMQ queue on a fail-fast Redis connection
// (no offline queue, short command time-out), which refuses at once while Redis is away.
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from '@phd/services/logger';
import { createFailFastConnection, createFailFastQueue } from '@phd/services/queues/producer';
import type { ViewBatch, ViewProducer } from './view-buffer.ts';

export interface ViewQueue extends ViewProducer {
  /** The BullMQ queue (tests read its jobs). */
  readonly queue: Queue;
  /** Resolves once connected (batches sent before that are dropped like any outage's). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export function createViewQueue(redisUrl: string, prefix: string, logger: Logger, commandTimeoutMs = 1_000): ViewQueue {
  const connection: Redis = createFailFastConnection(redisUrl, commandTimeoutMs);
  connection.on('error', (err) => logger.debug({ err: err.message }, 'view-counts producer connection error'));
  const queue = createFailFastQueue('view-counts', connection, { prefix }, logger);
  return {
    queue,
    async add(name: 'view-counts.batch', data: ViewBatch) {
      if (connection.status !== 'ready') throw new Error(`Redis connection is ${connection.status}`);
      return queue.add(name, data);
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
