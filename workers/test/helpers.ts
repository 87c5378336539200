// Shared by the worker suites: deadline polling (never a sleep as an assertion), quiet loggers, and
// stand-ins and schedules for the passes run on demand.
import type { Redis } from 'ioredis';
import type { AlertSearch } from '@phd/services/alerts/alert-filters';
import { createLogger } from '@phd/services/logger';
import { redisUrl, uniquePrefix } from '../../tests/support/services.ts';
import { createQueue } from '../src/queue-factory.ts';
import { startSchedules, type Schedule } from '../src/schedules.ts';
import { startWorkers, type StartWorkersOptions, type WorkerProcess } from '../src/start.ts';

export const silentLogger = () => createLogger({ logLevel: 'silent' }, 'test');

/** Polls `probe` until it returns a truthy value, or fails with the last value seen at the deadline. */
export async function waitFor<T>(
  probe: () => Promise<T> | T,
  {
    timeoutMs = 10_000,
    intervalMs = 50,
    what = 'condition',
  }: { timeoutMs?: number; intervalMs?: number; what?: string } = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  for (;;) {
    last = await probe();
    if (last) return last as NonNullable<T>;
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}; last: ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** The processor context's Redis for processors that never use it: any use fails loudly. */
export const noRedis = new Proxy({} as Redis, {
  get(_target, property) {
    throw new Error(`this processor must not use Redis (it read redis.${String(property)})`);
  },
});

/** A search engine for passes that never search (the digest, reminders): any use fails loudly. */
export const noSearch: AlertSearch = {
  search: () => Promise.reject(new Error('this pass must not search')),
};

/**
 * These schedules upserted on a queue prefix of their own, as the workers do at start, and what they
 * booked: each scheduler's next run and its delayed job. A pass run on demand must leave both alone.
 */
export async function startScheduler(list: readonly Schedule[]) {
  const target = { redisUrl: redisUrl(), prefix: uniquePrefix('schedule') };
  const started = startSchedules(target, silentLogger(), list);
  const queues = [...new Set(list.map((s) => s.queue))].map((q) => createQueue(q, target, silentLogger()));
  const booked = async () => {
    const all = await Promise.all(
      queues.map(async (q) => ({
        schedulers: (await q.getJobSchedulers()).map((s) => [s.key, s.next]),
        delayed: (await q.getJobs(['delayed'])).map((j) => [j.id, j.timestamp, j.opts.delay]),
      })),
    );
    return all.every((q) => q.delayed.length === q.schedulers.length && q.schedulers.length > 0) ? all : null;
  };
  await waitFor(booked, { what: 'the schedules booked' });
  return {
    next: booked,
    async close() {
      await started.close();
      await Promise.all(queues.map((q) => q.obliterate({ force: true }).then(() => q.close())));
    },
  };
}

/**
 * The real workers for a suite: the test Redis, quick outbox polling, no job schedulers, a quiet
 * logger; `options` adds what the suite needs (mail, storage, search, prefix…).
 */
export function startTestWorkers(
  options: Pick<StartWorkersOptions, 'db'> & Partial<StartWorkersOptions>,
): Promise<WorkerProcess> {
  return startWorkers({
    logger: silentLogger(),
    redisUrl: redisUrl(),
    pollMs: 20,
    concurrency: 1,
    schedules: [],
    ...options,
  });
}
