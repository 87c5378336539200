// The analytics processor on real Postgres and Redis: batches of per-day counts are folded into
// analytics_days with upserts, and a redelivered batch is not counted twice.
import { randomUUID } from 'node:crypto';
import type { Job } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, redisUrl, uniquePrefix, type TestDatabase } from '../../tests/support/services.ts';
import { parseJob } from '../src/jobs.ts';
import { analyticsProcessor } from '../src/processors/analytics.ts';
import { silentLogger } from './helpers.ts';

let database: TestDatabase;
let redis: Redis;
const prefix = uniquePrefix('analytics');
beforeAll(async () => {
  database = await createTestDatabase();
  redis = new Redis(redisUrl(), { maxRetriesPerRequest: 1 });
});
afterAll(async () => {
  redis.disconnect();
  await database.drop();
});

type Count = { day: string; name: string; label: string; count: number };

function run(counts: Count[], batchId = randomUUID()) {
  const context = { db: database.db, logger: silentLogger(), search: null as never, redis, keyPrefix: prefix };
  return analyticsProcessor.handle(parseJob('analytics', 'analytics.batch', { batchId, counts }), context, {} as Job);
}

const table = async () =>
  (await database.db.analyticsDay.findMany({ orderBy: [{ day: 'asc' }, { name: 'asc' }, { label: 'asc' }] })).map(
    (r) => [r.day.toISOString().slice(0, 10), r.name, r.label, r.count],
  );

describe('analytics processor', () => {
  it('folds batches into analytics_days, adding to existing days', async () => {
    await run([
      { day: '2026-11-20', name: 'page_view', label: '/', count: 3 },
      { day: '2026-11-20', name: 'page_view', label: '/about', count: 1 },
      { day: '2026-11-21', name: 'page_view', label: '/', count: 2 },
      { day: '2026-11-21', name: 'apply_click', label: '', count: 1 },
    ]);
    await run([
      { day: '2026-11-21', name: 'page_view', label: '/', count: 5 },
      // The same key twice in one batch is merged, not a conflict within one statement.
      { day: '2026-11-21', name: 'apply_click', label: '', count: 1 },
      { day: '2026-11-21', name: 'apply_click', label: '', count: 2 },
    ]);
    expect(await table()).toEqual([
      ['2026-11-20', 'page_view', '/', 3],
      ['2026-11-20', 'page_view', '/about', 1],
      ['2026-11-21', 'apply_click', '', 4],
      ['2026-11-21', 'page_view', '/', 7],
    ]);
  });

  it('is safe to run twice: a redelivered batch adds nothing', async () => {
    const batchId = randomUUID();
    const batch = [{ day: '2026-11-22', name: 'save', label: 'card', count: 2 }];
    expect(await run(batch, batchId)).toEqual({ folded: 1, duplicate: false });
    expect(await run(batch, batchId)).toEqual({ folded: 0, duplicate: true });
    // Another batch with the same content is new traffic, and counts.
    await run(batch);
    expect((await table()).filter(([day]) => day === '2026-11-22')).toEqual([['2026-11-22', 'save', 'card', 4]]);
  });

  it('rejects malformed batches as unrecoverable', () => {
    const bad = [
      { batchId: randomUUID(), counts: [] },
      { batchId: 'nope', counts: [{ day: '2026-11-22', name: 'x', label: '', count: 1 }] },
      { batchId: randomUUID(), counts: [{ day: '22/11/2026', name: 'x', label: '', count: 1 }] },
      { batchId: randomUUID(), counts: [{ day: '2026-11-22', name: '', label: '', count: 1 }] },
      { batchId: randomUUID(), counts: [{ day: '2026-11-22', name: 'x', label: '', count: 0 }] },
    ];
    for (const data of bad) {
      expect(() => parseJob('analytics', 'analytics.batch', data)).toThrow(
        expect.objectContaining({ name: 'UnrecoverableError' }),
      );
    }
  });
});
