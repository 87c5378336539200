// Fault drill: a two-minute soak. The gateway runs as its own process (`node --import tsx
// gateway/src/server.ts`) and gets 50 distinct public reads a second at a fixed arrival rate (listing
// pages, keyword searches, details: mostly micro-cache misses), as the benchmark's workload does. No
// request may fail, and the process's resident memory (VmRSS from /proc) at the end must be within
// 10% of what it was after a 30 s warm-up: no leak per request. Two and a half minutes on its own, so
// it lives in a file of its own and runs beside the other suites.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../infra/local/free-port.ts';
import { createTestDatabase, redisUrl, uniquePrefix, type TestDatabase } from '../support/services.ts';
import { seedCatalogue, visitorRead, type Catalogue } from './support/catalogue.ts';
import { startNodeProcess, waitForStatus, type NodeProcess } from './support/node-process.ts';
import { startTraffic, type Answer } from './support/traffic.ts';

const RATE = 50;
const WARM_UP_MS = 30_000;
const SOAK_MS = 120_000;
/** Resident memory is sampled every second; each end of the soak is the median of its last 10 samples. */
const SAMPLE_MS = 1_000;
const WINDOW = 10;

let database: TestDatabase;
let catalogue: Catalogue;
let gateway: NodeProcess;
let base: string;

beforeAll(async () => {
  database = await createTestDatabase();
  catalogue = await seedCatalogue(database.url, 1_000);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  gateway = startNodeProcess('gateway/src/server.ts', {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl(),
    QUEUE_PREFIX: uniquePrefix('soak'),
  });
  await waitForStatus(`${base}/readyz`, 200, gateway);
});

afterAll(async () => {
  await gateway?.stop();
  await database?.drop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** VmRSS once a second for `ms`. */
async function residentSamples(ms: number): Promise<number[]> {
  const samples: number[] = [];
  for (const end = Date.now() + ms; Date.now() < end; await sleep(SAMPLE_MS)) samples.push(gateway.residentBytes());
  return samples;
}

const describeFailure = (a: Answer) => `${a.status} ${a.path} after ${a.ms} ms: ${a.error ?? a.body.slice(0, 200)}`;

describe('fault drill: two-minute soak at the benchmark rate (gateway process, real Postgres and Redis)', () => {
  it(`answers ${RATE} distinct reads a second without an error, and its memory stays within 10% of the warmed-up value`, async () => {
    let next = 0;
    const traffic = startTraffic(base, RATE, () => visitorRead(catalogue, next++));
    const warmUp = await residentSamples(WARM_UP_MS);
    const soak = await residentSamples(SOAK_MS);
    const answers = await traffic.stop();

    const warmedUp = median(warmUp.slice(-WINDOW));
    const atEnd = median(soak.slice(-WINDOW));
    const failures = answers.filter((a) => a.status !== 200);
    const report = `${failures.length} of ${answers.length} requests failed; resident memory after warm-up ${megabytes(warmedUp)}, at the end ${megabytes(atEnd)}`;

    expect.soft(failures.slice(0, 20).map(describeFailure), report).toEqual([]);
    // The rate was held: the load generator sent what it was asked to (give or take its last tick).
    expect.soft(answers.length, report).toBeGreaterThanOrEqual(((WARM_UP_MS + SOAK_MS) / 1000) * RATE * 0.98);
    // Within 10% above: growth is what a leak looks like. Memory given back (GC, cache expiry) is not.
    expect.soft(atEnd, report).toBeLessThanOrEqual(warmedUp * 1.1);
    expect(gateway.child.exitCode).toBeNull();
  }, 240_000);
});
