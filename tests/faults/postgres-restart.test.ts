// Fault drill: Postgres restarted under a gateway that is serving. The gateway runs as its own process
// (`node --import tsx gateway/src/server.ts`) on a Postgres cluster of this file's own, which is shut
// down (fast: sessions end with 57P01) and started again on the same port while visitors keep asking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../infra/local/free-port.ts';
import { redisUrl, uniquePrefix } from '../support/services.ts';
import { seedCatalogue, visitorRead, type Catalogue } from './support/catalogue.ts';
import { startNodeProcess, waitForStatus, type NodeProcess } from './support/node-process.ts';
import { startOwnPostgres, type OwnPostgres } from './support/own-postgres.ts';
import { request, startTraffic, type Answer } from './support/traffic.ts';

let postgres: OwnPostgres;
let gateway: NodeProcess;
let catalogue: Catalogue;
let base: string;

beforeAll(async () => {
  postgres = await startOwnPostgres();
  catalogue = await seedCatalogue(postgres.url, 300);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  gateway = startNodeProcess('gateway/src/server.ts', {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: postgres.url,
    REDIS_URL: redisUrl(),
    QUEUE_PREFIX: uniquePrefix('pg-restart'),
  });
  await waitForStatus(`${base}/readyz`, 200, gateway);
});

afterAll(async () => {
  await gateway?.stop();
  await postgres?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function readiness(): Promise<{ status: number; postgres?: string; error?: string }> {
  const answer = await request(base, '/readyz');
  if (!answer.status) return { status: 0, error: answer.error };
  return {
    status: answer.status,
    postgres: (JSON.parse(answer.body) as { checks: { postgres: string } }).checks.postgres,
  };
}

/** Every answer that is not a success, described for a failing assertion. */
const describe503 = (a: Answer) => `${a.status} ${a.path} at ${a.sentAt}: ${a.error ?? a.body.slice(0, 200)}`;

describe('fault drill: Postgres restarted while the gateway serves (gateway process, real Postgres and Redis)', () => {
  it('answers 503 with a message during the restart, never hangs or 500s, and recovers by itself', async () => {
    // 20 distinct public reads a second, before, during and after the restart.
    let next = 0;
    const traffic = startTraffic(base, 20, () => visitorRead(catalogue, next++));
    await sleep(1_500);

    const stoppingAt = Date.now();
    await postgres.stop();
    const stoppedAt = Date.now();
    // Not ready while the database is away, and says which part is missing.
    let down = await readiness();
    while (down.status !== 503 && Date.now() - stoppedAt < 10_000) down = await readiness();
    expect(down, `${JSON.stringify(down)}\n${gateway.output().slice(-4000)}`).toMatchObject({
      status: 503,
      postgres: expect.stringMatching(/^unavailable/),
    });
    await sleep(Math.max(0, 4_000 - (Date.now() - stoppedAt)));

    await postgres.start();
    const startedAt = Date.now();
    // Recovered: ready again and a read nobody asked before (so not from the micro-cache) succeeds.
    let recoveredAt = 0;
    while (!recoveredAt && Date.now() - startedAt < 15_000) {
      const fresh = await request(base, visitorRead(catalogue, 100_000 + next++));
      if (fresh.status === 200 && (await readiness()).status === 200) recoveredAt = Date.now();
      else await sleep(100);
    }
    expect(recoveredAt, 'the gateway recovered within 15 s of Postgres being back').toBeGreaterThan(0);
    await sleep(3_000);
    const answers = await traffic.stop();

    // Nothing hung, nothing was refused at the socket, nothing answered 500 or anything but 200/503.
    const broken = answers.filter((a) => a.status !== 200 && a.status !== 503);
    const timeline = `stopping at ${stoppingAt}, stopped +${stoppedAt - stoppingAt} ms, started +${startedAt - stoppingAt} ms, recovered +${recoveredAt - stoppingAt} ms`;
    expect(broken.map(describe503), `${timeline}\n${gateway.output().slice(-4000)}`).toEqual([]);
    // The drill hit the outage: reads that needed the database were refused, each with a sentence.
    const refused = answers.filter((a) => a.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.headers?.get('retry-after'), describe503(answer)).toBe('5');
      expect(JSON.parse(answer.body), describe503(answer)).toEqual({
        error: 'unavailable',
        message: expect.stringMatching(/database.*try again in a few seconds/i),
      });
      expect(answer.body).not.toMatch(/prisma|\n\s+at |Invalid `|ECONN/i);
    }
    // Refusals only for requests in flight while Postgres was away, never for one asked after it returned.
    const late = refused.filter((a) => a.sentAt + a.ms < stoppingAt || a.sentAt > recoveredAt + 1_000);
    expect(late.map(describe503), `stopping ${stoppingAt}, recovered ${recoveredAt}`).toEqual([]);
    const after = answers.filter((a) => a.sentAt > recoveredAt + 1_000);
    expect(after.length).toBeGreaterThan(20);
    expect(after.every((a) => a.status === 200)).toBe(true);

    // The process lived through it, and logged each refusal once, without a stack.
    expect(gateway.child.exitCode).toBeNull();
    const logged = gateway
      .output()
      .split('\n')
      .filter((line) => line.includes('service unavailable; answered 503'))
      .map((line) => JSON.parse(line) as { level: number; reason: string });
    expect(logged.length).toBe(refused.length);
    for (const line of logged)
      expect(line).toEqual(expect.objectContaining({ level: 40, reason: expect.stringMatching(/^database: /) }));
    expect(logged.some((line) => 'err' in line)).toBe(false);
  }, 60_000);
});
