// The operators' view of the pipeline (issue 15), read within a bounded time so a slow or absent
// Postgres or Redis never holds up /readyz, a /metrics scrape or the panel: the outbox backlog, the
// queues' counts and the warnings made from them (services/src/admin/operator-status.ts).
import type { QueueCountsJson } from '@phd/contracts/endpoints/admin-operations';
import {
  operatorWarnings,
  outboxBacklog,
  type FailedJobs,
  type OutboxBacklog,
} from '@phd/services/admin/operator-status';
import type { Db } from '@phd/services/db/client';
import { QUEUE_READ_TIMEOUT_MS, type OperatorQueues } from './queues.ts';
import { within } from './within.ts';

export interface OperatorStatus {
  /** Null when Postgres did not answer in time. */
  outbox(): Promise<OutboxBacklog | null>;
  /** Null when Redis did not answer in time; {} when this app has no operator queues (some tests). */
  queueCounts(): Promise<Record<string, QueueCountsJson> | null>;
  /** Which failed jobs of the queues that have some a retry can help; null when unreadable. */
  failedJobs(counts: Record<string, QueueCountsJson> | null): Promise<Record<string, FailedJobs> | null>;
  /** The sentences /readyz and the panel show; never throws. */
  warnings(): Promise<string[]>;
}

export function createOperatorStatus(db: Db, queues: OperatorQueues | undefined): OperatorStatus {
  const outbox = () => within(outboxBacklog(db), QUEUE_READ_TIMEOUT_MS);
  const queueCounts = async () => (queues ? queues.counts() : {});
  const failedJobs = async (counts: Record<string, QueueCountsJson> | null) => {
    const failing = Object.entries(counts ?? {}).filter(([, c]) => c.failed > 0);
    return queues && failing.length ? queues.failedJobs(failing.map(([name]) => name)) : {};
  };
  return {
    outbox,
    queueCounts,
    failedJobs,
    async warnings() {
      const [backlog, counts] = await Promise.all([outbox(), queueCounts()]);
      return operatorWarnings(backlog, counts, await failedJobs(counts));
    },
  };
}
