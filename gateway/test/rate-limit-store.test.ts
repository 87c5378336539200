// The per-IP limits count in Redis and fail open (src/routes/rate-limit-store.ts). This suite runs a
// redis-server of its own, so it can freeze it (SIGSTOP), stop it and start it again while the
// gateway serves: the forms, the listing and sign-in keep working, uncounted, and the limits count
// again once Redis is back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalRedis, type LocalRedis } from '../../infra/local/redis.ts';
import { waitFor } from '../../workers/test/helpers.ts';
import { LIMITS } from '../src/routes/rate-limits.ts';
import { rateLimitNamespace } from '../src/routes/rate-limit-store.ts';
import { redisReady, startGateway, type Gateway } from './harness.ts';
import { STRONG_PASSWORD, verifiedRecruiter } from './recruiter.ts';

let dir: string;
let redis: LocalRedis;
let gw: Gateway;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rate-limit-redis-'));
  redis = await startLocalRedis({ dir, persistent: false });
  gw = await startGateway({ label: 'rate-limit-store', redisUrl: redis.url });
  await redisReady(gw.rateLimitRedis);
});

afterAll(async () => {
  redis?.process.kill('SIGCONT');
  await gw?.close();
  await redis?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

let nextIp = 1;
const freshIp = () => `198.51.100.${nextIp++}`;
const MAX = LIMITS.contact.max;

const contact = (ip: string) =>
  gw.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: ip,
    payload: { name: 'Tester', email: 'tester@example.org', message: 'Hello from a test' },
  });

/** The statuses of `count` contact messages from one address, one after another. */
async function contactStatuses(ip: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await contact(ip)).statusCode);
  return statuses;
}

const allowedThenRefused = [...Array<number>(MAX).fill(201), 429];

describe('rate limits counted in Redis (a redis-server of its own, real Postgres)', () => {
  it("counts under the gateway's key prefix: the message after the limit is refused with a clear 429", async () => {
    const ip = freshIp();
    expect(await contactStatuses(ip, MAX)).toEqual(Array<number>(MAX).fill(201));
    const refused = await contact(ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'rate_limited', message: expect.stringMatching(/^Too many requests/) });

    const reader = new Redis(redis.url);
    try {
      expect(await reader.get(`${rateLimitNamespace(gw.prefix)}POST/api/contact-${ip}`)).toBe(String(MAX + 1));
    } finally {
      reader.disconnect();
    }
  });

  it('Redis frozen: a limit check gives up after its timeout and the message goes through uncounted', async () => {
    redis.process.kill('SIGSTOP');
    try {
      expect(await contactStatuses(freshIp(), MAX + 1)).toEqual(Array<number>(MAX + 1).fill(201));
    } finally {
      redis.process.kill('SIGCONT');
    }
  });

  it('Redis stopped: the forms, the listing and sign-in keep working, uncounted', async () => {
    const recruiter = await verifiedRecruiter(gw.app, gw.db);
    const { email } = await gw.db.recruiter.findUniqueOrThrow({ where: { id: recruiter.id } });
    await redis.stop();
    await waitFor(() => gw.rateLimitRedis.status !== 'ready', { what: 'the limits connection to notice' });

    expect(await contactStatuses(freshIp(), MAX + 1)).toEqual(Array<number>(MAX + 1).fill(201));
    expect((await gw.app.inject('/api/opportunities')).statusCode).toBe(200);
    const login = await gw.app.inject({
      method: 'POST',
      url: '/api/university/auth/login',
      remoteAddress: freshIp(),
      payload: { email, password: STRONG_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('Redis back: the limits count again', async () => {
    redis = await startLocalRedis({ dir, port: redis.port, persistent: false });
    await waitFor(() => gw.rateLimitRedis.status === 'ready', {
      what: 'the limits connection back',
      timeoutMs: 15_000,
    });
    expect(await contactStatuses(freshIp(), MAX + 1)).toEqual(allowedThenRefused);
  });
});
