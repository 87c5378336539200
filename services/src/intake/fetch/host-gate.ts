// One request at a time per host, with a polite pause between them, across every worker process (issue
// 31, docs/imports.md "Fetching safely"): sources on one university's server are fetched in turn, so
// one site's forty feeds never hammer it and one slow host cannot take every worker. The turn is a Redis
// lock (SET NX PX with a token of our own); on release the lock is not deleted but left to expire after
// the polite delay, so the next turn on that host starts no sooner than the delay after this one ended.
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { IntakeError } from '../types.ts';
import { crawlDelayMs } from './robots.ts';

export const DEFAULT_DELAY_MS = 1_000;
/** A Crawl-delay above this is capped: a source is still read, just slowly. */
export const MAX_DELAY_MS = 30_000;

export interface HostGateOptions {
  /** The pause after this turn; default the host's Crawl-delay (read by isAllowed during the turn), else 1 s. */
  delayMs?: number;
  /** How long to wait for the host's turn before giving up with IntakeError('busy'). */
  waitMs?: number;
  /** The lock's lifetime, renewed while the work runs: a crashed worker frees the host after this. */
  lockMs?: number;
}

/**
 * Shared by every environment on one Redis on purpose (no queue prefix): the remote host is the same
 * whichever environment fetches from it.
 */
const KEY_PREFIX = 'intake:host:';

/** Shortens the lock to the polite delay (or deletes it), only if it is still ours. */
const RELEASE = `
if redis.call('get', KEYS[1]) ~= ARGV[1] then return 0 end
if tonumber(ARGV[2]) > 0 then return redis.call('pexpire', KEYS[1], ARGV[2]) end
return redis.call('del', KEYS[1])`;

/** Extends the lock while the work runs, only if it is still ours. */
const RENEW = `
if redis.call('get', KEYS[1]) ~= ARGV[1] then return 0 end
return redis.call('pexpire', KEYS[1], ARGV[2])`;

export async function withHost<T>(
  redis: Redis,
  host: string,
  work: () => Promise<T>,
  options: HostGateOptions = {},
): Promise<T> {
  const { waitMs = 120_000, lockMs = 60_000 } = options;
  const key = KEY_PREFIX + host.toLowerCase();
  const token = randomUUID();
  await acquire(redis, key, token, { host, waitMs, lockMs });
  const renewal = setInterval(() => {
    redis.eval(RENEW, 1, key, token, lockMs).catch(() => undefined);
  }, lockMs / 3);
  renewal.unref();
  try {
    return await work();
  } finally {
    clearInterval(renewal);
    const delay = Math.min(Math.max(options.delayMs ?? crawlDelayMs(host) ?? DEFAULT_DELAY_MS, 0), MAX_DELAY_MS);
    // If Redis is unreachable now, the lock still expires by itself after lockMs.
    await redis.eval(RELEASE, 1, key, token, Math.round(delay)).catch(() => undefined);
  }
}

async function acquire(
  redis: Redis,
  key: string,
  token: string,
  { host, waitMs, lockMs }: { host: string; waitMs: number; lockMs: number },
): Promise<void> {
  const giveUpAt = Date.now() + waitMs;
  // Polls with a growing pause: short while a turn is about to end, at most half a second.
  for (let pause = 20; ; pause = Math.min(pause * 1.5, 500)) {
    let taken: string | null;
    try {
      taken = await redis.set(key, token, 'PX', lockMs, 'NX');
    } catch (error) {
      throw new IntakeError(
        `The import could not take its turn for ${host}: the coordination store is unreachable (${(error as Error).message})`,
        'unavailable',
      );
    }
    if (taken === 'OK') return;
    if (Date.now() + pause > giveUpAt) {
      throw new IntakeError(
        `Another import is reading from ${host} and it did not finish within ${Math.round(waitMs / 1000)} s; this one will be retried`,
        'busy',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}
