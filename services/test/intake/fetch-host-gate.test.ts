// withHost against the real Redis the test run starts: one turn per host at a time across callers, the
// polite delay (given, or the host's Crawl-delay, capped) before the next turn, and giving up when busy.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DELAY_MS, withHost } from '../../src/intake/fetch/host-gate.ts';
import { isAllowed } from '../../src/intake/fetch/robots.ts';
import { IntakeError } from '../../src/intake/types.ts';
import { redisUrl } from '../../../tests/support/services.ts';
import { startFixtureServer } from './fetch-server.ts';

let redis: Redis;
beforeAll(() => {
  redis = new Redis(redisUrl());
});
afterAll(() => redis.quit());

/** A host name of its own per test, so tests sharing one Redis never wait on each other. */
const freshHost = () => `uni-${randomBytes(4).toString('hex')}.example.org`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `ms` of work in the host's turn and reports when the turn started and ended. */
async function turn(host: string, ms: number, delayMs: number): Promise<{ start: number; end: number }> {
  return withHost(
    redis,
    host,
    async () => {
      const start = Date.now();
      await sleep(ms);
      return { start, end: Date.now() };
    },
    { delayMs },
  );
}

describe('withHost', () => {
  it('runs two turns on one host one after the other, the polite delay apart', async () => {
    const host = freshHost();
    const [a, b] = await Promise.all([turn(host, 150, 300), turn(host, 150, 300)]);
    const [first, second] = a.start < b.start ? [a, b] : [b, a];
    expect(second.start).toBeGreaterThanOrEqual(first.end + 290);
  });

  it('runs turns on different hosts at the same time', async () => {
    const [a, b] = await Promise.all([turn(freshHost(), 200, 300), turn(freshHost(), 200, 300)]);
    expect(Math.abs(a.start - b.start)).toBeLessThan(150);
  });

  it('frees the host after work that fails, passing the failure on', async () => {
    const host = freshHost();
    const failing = withHost(redis, host, () => Promise.reject(new Error('parse failed')), { delayMs: 0 });
    await expect(failing).rejects.toThrow('parse failed');
    expect(await redis.exists(`intake:host:${host}`)).toBe(0);
    expect(await withHost(redis, host, async () => 'next', { waitMs: 100 })).toBe('next');
  });

  it('gives up with "busy" when the host stays taken past the wait limit', async () => {
    const host = freshHost();
    const long = turn(host, 600, 0);
    await sleep(50);
    const error = await withHost(redis, host, async () => 'never', { waitMs: 200 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IntakeError);
    expect((error as IntakeError).code).toBe('busy');
    expect((error as IntakeError).message).toMatch(new RegExp(`^Another import is reading from ${host}`));
    await long;
  });

  it('keeps the lock alive while long work runs, so no second turn slips in', async () => {
    const host = freshHost();
    const first = withHost(redis, host, () => sleep(700).then(() => Date.now()), { lockMs: 300, delayMs: 0 });
    await sleep(50);
    const secondStart = await withHost(redis, host, async () => Date.now(), { waitMs: 2_000 });
    expect(secondStart).toBeGreaterThanOrEqual(await first);
  });

  it("waits the host's Crawl-delay after a turn, capped at 30 s", async () => {
    const server = await startFixtureServer();
    const host = new URL(server.origin).host;
    server.route(
      '/robots.txt',
      (_req, res) => void res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nCrawl-delay: 120'),
    );
    try {
      await withHost(redis, host, () => isAllowed(`${server.origin}/feed.xml`, { allowLoopback: true }));
      const remaining = await redis.pttl(`intake:host:${host}`);
      expect(remaining).toBeGreaterThan(MAX_DELAY_MS - 2_000);
      expect(remaining).toBeLessThanOrEqual(MAX_DELAY_MS);
    } finally {
      await redis.del(`intake:host:${host}`);
      await server.close();
    }
  });

  it('waits 1 s after a turn on a host without a Crawl-delay', async () => {
    const host = freshHost();
    await withHost(redis, host, async () => undefined);
    const remaining = await redis.pttl(`intake:host:${host}`);
    expect(remaining).toBeGreaterThan(800);
    expect(remaining).toBeLessThanOrEqual(1_000);
  });
});
