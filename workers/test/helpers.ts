// Shared by the worker suites: deadline polling (never a sleep as an assertion) and quiet loggers.
import type { Redis } from 'ioredis';
import { createLogger } from '@phd/services/logger';

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
