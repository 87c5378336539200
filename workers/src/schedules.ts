// Repeating direct jobs (BullMQ job schedulers). Upserted at every start, so changing an interval
// here takes effect on the next deploy and never duplicates a schedule.
import type { DirectJobName, QueueName } from '@phd/services/events/catalogue';
import type { Logger } from '@phd/services/logger';
import { createQueue, type RedisTarget } from './queue-factory.ts';

/**
 * A repeating direct job, every `everyMs` or at a cron `pattern` (UTC); one member per queue, so each
 * queue's job names stay checked.
 */
export type Schedule = {
  [Q in QueueName]: { queue: Q; job: DirectJobName<Q> } & ({ everyMs: number } | { pattern: string });
}[QueueName];

export const schedules: readonly Schedule[] = [
  { queue: 'search-index', job: 'search-index.sweep', everyMs: 5 * 60_000 },
  { queue: 'enrichment', job: 'enrichment.sweep', everyMs: 5 * 60_000 },
  // New listings and passing deadlines reach candidates who change nothing: 100 users per run.
  { queue: 'recommendations', job: 'recommendations.sweep', everyMs: 10 * 60_000 },
  // Retention is counted in months: once a day is on time, and a missed day is caught up the next.
  { queue: 'applicant-retention', job: 'applicant-retention.sweep', everyMs: 24 * 60 * 60_000 },
  // "Download my data" ZIPs whose link expired unused, or that a download left behind (issue 32).
  { queue: 'data-export', job: 'data-export.sweep', pattern: '30 4 * * *' },
  // The newsletter's weekly digest: Monday morning in Europe, where most of the catalogue is.
  { queue: 'digest', job: 'digest.weekly', pattern: '0 7 * * 1' },
  // Search alerts each morning (weekly ones when their week is up), deadline reminders after them.
  { queue: 'reminders', job: 'alerts.run', pattern: '0 6 * * *' },
  { queue: 'reminders', job: 'deadlines.run', pattern: '0 8 * * *' },
  // Reference letters still awaited five or ten days after the request (issue 34): hourly is on time.
  { queue: 'reminders', job: 'references.remind', pattern: '15 * * * *' },
  // Expiry counts whole days past a deadline: once a day, before the morning's alerts, is on time.
  { queue: 'expiry', job: 'expiry.sweep', pattern: '0 5 * * *' },
  // Closing notices fall due at any hour (a site's delay counts from the close): ten minutes is on time.
  { queue: 'closing-notices', job: 'closing-notices.sweep', everyMs: 10 * 60_000 },
  // Import sources run on their own schedules (hourly to weekly); the tick finds the due ones.
  { queue: 'imports', job: 'imports.schedule', everyMs: 5 * 60_000 },
];

/** BullMQ's repeat options for a schedule: cron patterns run in UTC whatever the host's zone. */
export const repeatOf = (s: Schedule) => ('pattern' in s ? { pattern: s.pattern, tz: 'UTC' } : { every: s.everyMs });

/**
 * Upserts every schedule in the background: Redis may be down at start, and waiting for it must not
 * hold up the workers. Returns a closer for shutdown.
 */
export function startSchedules(target: RedisTarget, logger: Logger, list: readonly Schedule[] = schedules) {
  const queues = list.map((s) => {
    const queue = createQueue(s.queue, target, logger);
    queue
      .upsertJobScheduler(s.job, repeatOf(s), { name: s.job, data: {} })
      .then(() => logger.debug({ queue: s.queue, job: s.job, repeat: repeatOf(s) }, 'job scheduler ready'))
      .catch((err: unknown) => logger.warn({ err, queue: s.queue, job: s.job }, 'could not upsert job scheduler'));
    return queue;
  });
  return { close: () => Promise.all(queues.map((q) => q.close().catch(() => undefined))).then(() => undefined) };
}
