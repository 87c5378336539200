// Every catalogue queue as the operators' tools see it (issue 15): the queue board, the search panel,
// /metrics and the /readyz warnings. One fail-fast Redis connection (no offline queue, short command
// time-out): while Redis is away these answer "unavailable" at once instead of holding up a page,
// a scrape or a readiness probe.
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { QueueCountsJson } from '@phd/contracts/endpoints/admin-operations';
import { failedForGood, type FailedJobs } from '@phd/services/admin/operator-status';
import { queueNames, type QueueName } from '@phd/services/events/catalogue';
import type { Logger } from '@phd/services/logger';
import { createFailFastConnection, createFailFastQueue } from '@phd/services/queues/producer';
import { within } from './within.ts';

/** How long the operators' reads of Redis may take before they report "unavailable". */
export const QUEUE_READ_TIMEOUT_MS = 1_500;

/** The latest failed jobs read per queue to tell which a retry can help: enough to judge, quick to read. */
export const FAILED_JOBS_READ = 50;

export interface OperatorQueues {
  readonly queues: ReadonlyMap<QueueName, Queue>;
  /** Job counts per queue, or null when Redis does not answer within the time-out. */
  counts(timeoutMs?: number): Promise<Record<string, QueueCountsJson> | null>;
  /** For these queues, which of their latest failed jobs a retry can help; null when Redis does not answer. */
  failedJobs(names: readonly string[], timeoutMs?: number): Promise<Record<string, FailedJobs> | null>;
  close(): Promise<void>;
}

export function createOperatorQueues(redisUrl: string, prefix: string, logger: Logger): OperatorQueues {
  const connection: Redis = createFailFastConnection(redisUrl, QUEUE_READ_TIMEOUT_MS);
  connection.on('error', (err) => logger.debug({ err: err.message }, 'operator queues connection error'));
  const queues = new Map(queueNames.map((name) => [name, createFailFastQueue(name, connection, { prefix }, logger)]));

  async function readCounts(): Promise<Record<string, QueueCountsJson>> {
    if (connection.status !== 'ready') throw new Error(`Redis connection is ${connection.status}`);
    const entries = await Promise.all(
      [...queues].map(async ([name, queue]) => {
        const c = await queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed');
        const counts: QueueCountsJson = {
          waiting: (c.waiting ?? 0) + (c.prioritized ?? 0),
          active: c.active ?? 0,
          delayed: c.delayed ?? 0,
          failed: c.failed ?? 0,
        };
        return [name, counts] as const;
      }),
    );
    return Object.fromEntries(entries);
  }

  async function readFailedJobs(names: readonly string[]): Promise<Record<string, FailedJobs>> {
    const read = names.flatMap((name) => {
      const queue = queues.get(name as QueueName);
      return queue ? [[name, queue] as const] : [];
    });
    const entries = await Promise.all(
      read.map(async ([name, queue]) => {
        const jobs = await queue.getFailed(0, FAILED_JOBS_READ - 1);
        const permanent = jobs.filter(failedForGood).length;
        return [name, { transient: jobs.length - permanent, permanent, read: jobs.length }] as const;
      }),
    );
    return Object.fromEntries(entries);
  }

  return {
    queues,
    counts: (timeoutMs = QUEUE_READ_TIMEOUT_MS) => within(readCounts(), timeoutMs),
    failedJobs: (names, timeoutMs = QUEUE_READ_TIMEOUT_MS) => within(readFailedJobs(names), timeoutMs),
    async close() {
      await Promise.all([...queues.values()].map((q) => q.close().catch(() => undefined)));
      connection.disconnect();
    },
  };
}
