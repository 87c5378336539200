// Fault injection: a redis-server of this file's own is stopped while writes happen, then restarted on
// the same port. Writes must all succeed, their events wait in Postgres, and every one is delivered
// and processed once Redis is back (the restarted server is empty: nothing survived in Redis).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeOpportunity, createOpportunity, deleteOpportunity } from '@phd/services/opportunities/index';
import { freePort } from '../../infra/local/free-port.ts';
import { startLocalRedis, type LocalRedis } from '../../infra/local/redis.ts';
import { createTestDatabase, uniquePrefix, type TestDatabase } from '../../tests/support/services.ts';
import { opportunityInput } from '../../services/test/opportunities.fixtures.ts';
import type { WorkerProcess } from '../src/start.ts';
import { startTestWorkers, waitFor } from './helpers.ts';

const BACKOFF = { baseMs: 100, maxMs: 800 };

let database: TestDatabase;
let redis: LocalRedis;
let app: WorkerProcess;
let dir: string;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'redis-outage-'));
  port = await freePort();
  redis = await startLocalRedis({ dir, port, persistent: false });
  app = await startTestWorkers({
    db: database.db,
    redisUrl: redis.url,
    prefix: uniquePrefix('outage'),
    concurrency: 4,
    relay: { backoff: BACKOFF, commandTimeoutMs: 500 },
  });
});

afterAll(async () => {
  await app?.close();
  await redis?.stop();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

async function indexedCount(ids: string[]): Promise<number> {
  const [row] = await database.db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM search_documents WHERE id = ANY(${ids}::uuid[])`;
  return row!.n;
}

const pending = () => database.db.outboxEvent.count({ where: { publishedAt: null } });

describe('Redis outage (real Postgres, real redis-server stopped and restarted)', () => {
  it('writes succeed while Redis is down and every event is delivered when it returns', async () => {
    const before: string[] = [];
    for (let i = 0; i < 20; i += 1) before.push((await createOpportunity(database.db, opportunityInput())).id);
    await waitFor(async () => (await indexedCount(before)) === 20, { what: 'the first 20 to be indexed' });

    await redis.stop();

    // 50 writes, all while Redis is down: 30 creates, 10 closes, 10 deletes.
    const created: string[] = [];
    for (let i = 0; i < 30; i += 1) created.push((await createOpportunity(database.db, opportunityInput())).id);
    const toClose = before.slice(0, 10);
    const toDelete = before.slice(10, 20);
    for (const id of toClose) await closeOpportunity(database.db, id);
    for (const id of toDelete) await deleteOpportunity(database.db, id);

    // The relay tried, failed fast, recorded why, and backed off; nothing was marked sent.
    const waiting = { publishedAt: null, attempts: { gte: 2 }, lastError: { not: null } };
    await waitFor(async () => (await database.db.outboxEvent.count({ where: waiting })) === 50, {
      what: '50 events retried with their errors recorded',
    });
    const failedRows = await database.db.outboxEvent.findMany({ where: { publishedAt: null } });
    expect(failedRows).toHaveLength(50);
    for (const row of failedRows) {
      expect(row.lastError).toMatch(/Redis unavailable|Connection|ECONNREFUSED|writeable/i);
      expect(row.availableAt.getTime()).toBeLessThanOrEqual(Date.now() + BACKOFF.maxMs + 100);
    }
    // New listings wait for their events; closed and deleted ones left search in their own
    // transaction (the trigger of migration ..._search_documents), Redis or not.
    expect(await indexedCount(created)).toBe(0);
    expect(await indexedCount([...toClose, ...toDelete])).toBe(0);
    expect(app.relay!.stats.failed).toBeGreaterThanOrEqual(100);

    redis = await startLocalRedis({ dir, port, persistent: false });

    await waitFor(async () => (await pending()) === 0, { timeoutMs: 15_000, what: 'the outbox to drain' });
    await waitFor(
      async () => (await indexedCount(created)) === 30 && (await indexedCount([...toClose, ...toDelete])) === 0,
      { timeoutMs: 15_000, what: 'every event to be processed' },
    );
    const published = await database.db.outboxEvent.findMany({ where: { id: { in: failedRows.map((r) => r.id) } } });
    expect(published.every((row) => row.publishedAt !== null && row.attempts >= 3)).toBe(true);
  });
});
