// What the operators' tools read from Postgres (issue 15): the outbox backlog, how far the search
// index lags behind the rows, and the warnings /readyz and the panel show. Queue counts come from
// Redis (the gateway's operators/queues.ts) and are passed in.
import type { QueueCountsJson } from '@phd/contracts/endpoints/admin-operations';
import type { Db } from '../db/client.ts';
import { listedInSearch } from '../opportunities/public-visibility.ts';

export interface OutboxBacklog {
  /** Events not yet handed to the queues. */
  pending: number;
  /** Age of the oldest of them, or null when there are none. */
  oldestPendingAgeSeconds: number | null;
}

export async function outboxBacklog(db: Db): Promise<OutboxBacklog> {
  const [row] = await db.$queryRaw<{ pending: bigint; age: number | null }[]>`
    SELECT count(*) AS pending, extract(epoch FROM now() - min(created_at))::float8 AS age
    FROM outbox_events WHERE published_at IS NULL`;
  return { pending: Number(row?.pending ?? 0), oldestPendingAgeSeconds: row?.age ?? null };
}

/**
 * The oldest change the search index has not caught up with: a row changed after it was last
 * indexed (or never indexed), or an opportunity event still in the outbox. Null when up to date.
 */
export async function oldestUnindexed(db: Db): Promise<{ at: Date; ageSeconds: number } | null> {
  const [row] = await db.$queryRaw<{ at: Date | null; age: number | null }[]>`
    SELECT at, extract(epoch FROM now() - at)::float8 AS age FROM (
      SELECT least(
        (SELECT min(updated_at) FROM opportunities WHERE indexed_at IS NULL OR indexed_at < updated_at),
        (SELECT min(created_at) FROM outbox_events WHERE published_at IS NULL AND type LIKE 'opportunity.%')
      ) AS at
    ) oldest`;
  return row?.at ? { at: row.at, ageSeconds: Math.max(0, row.age ?? 0) } : null;
}

/** Publicly open opportunities that are not near-duplicates: what the search index should hold. */
export function openOpportunities(db: Db): Promise<number> {
  return db.opportunity.count({ where: listedInSearch });
}

/** Above this many pending events, or with the oldest older than this, the relay is behind. */
export const OUTBOX_BACKLOG_WARNING = 1_000;
export const OUTBOX_AGE_WARNING_SECONDS = 60;

/**
 * What a retry can do for a queue's failed jobs. BullMQ keeps a job in the failed list only once it
 * has given up, so none is waiting for a retry of its own: the question is whether a retry on the
 * queue board can succeed.
 */
export interface FailedJobs {
  /** Ran out of attempts on an error that may pass (a service down, a lost connection). */
  transient: number;
  /** Refused for good by the worker (bad input, a permanent refusal): a retry fails the same way. */
  permanent: number;
  /** How many failed jobs were read, the latest first: the two counts describe these. */
  read: number;
}

/**
 * A failed job the worker gave up on at once (an UnrecoverableError: the job's input is at fault), as
 * opposed to one that used up its attempts on errors that may pass.
 */
export function failedForGood(job: {
  attemptsMade: number;
  opts: { attempts?: number };
  stacktrace?: string[] | null;
}) {
  const last = job.stacktrace?.at(-1) ?? '';
  return last.startsWith('UnrecoverableError') || job.attemptsMade < (job.opts.attempts ?? 1);
}

function failedJobsWarning(name: string, failed: number, jobs: FailedJobs | undefined): string {
  if (!jobs || jobs.read === 0) return `Queue ${name} has ${failed} failed job(s); the queue board shows their errors.`;
  const parts: string[] = [];
  if (jobs.transient > 0) {
    parts.push(
      `${jobs.transient} ran out of attempts on an error that may pass (a service down, a lost connection): retry them on the queue board once the cause is fixed`,
    );
  }
  if (jobs.permanent > 0) {
    parts.push(
      `${jobs.permanent} failed for good (bad input or a permanent refusal): a retry fails again, so read the error and remove them`,
    );
  }
  const of = jobs.read < failed ? `; of the latest ${jobs.read}, ` : ': ';
  return `Queue ${name} has ${failed} failed job(s)${of}${parts.join('; ')}.`;
}

/**
 * Conditions an operator should look at. Warnings, not failures: the site still serves, so /readyz
 * stays 200 with them; the panel shows the same sentences.
 */
export function operatorWarnings(
  outbox: OutboxBacklog | null,
  queues: Record<string, QueueCountsJson> | null,
  failedJobs: Record<string, FailedJobs> | null = null,
): string[] {
  const warnings: string[] = [];
  if (!outbox) warnings.push('The outbox backlog could not be read.');
  else {
    if (outbox.pending > OUTBOX_BACKLOG_WARNING) {
      warnings.push(`The outbox holds ${outbox.pending} unpublished events (more than ${OUTBOX_BACKLOG_WARNING}).`);
    }
    const age = outbox.oldestPendingAgeSeconds;
    if (age !== null && age > OUTBOX_AGE_WARNING_SECONDS) {
      warnings.push(
        `The oldest unpublished outbox event is ${Math.round(age)} s old (more than ${OUTBOX_AGE_WARNING_SECONDS} s): is the workers' relay running?`,
      );
    }
  }
  if (!queues) warnings.push('The queues could not be read from Redis.');
  else {
    for (const [name, counts] of Object.entries(queues)) {
      if (counts.failed > 0) warnings.push(failedJobsWarning(name, counts.failed, failedJobs?.[name]));
    }
  }
  return warnings;
}
