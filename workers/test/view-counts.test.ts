import { randomBytes } from 'node:crypto';
import type { Job } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEngine } from '@phd/search/postgres/engine';
import type { SearchEngine } from '@phd/search/engine';
import { createOpportunity } from '@phd/services/opportunities/index';
import { createTestDatabase, redisUrl, uniquePrefix, type TestDatabase } from '../../tests/support/services.ts';
import { opportunityInput } from '../../services/test/opportunities.fixtures.ts';
import { parseJob } from '../src/jobs.ts';
import { viewCountsProcessor, viewKey } from '../src/processors/view-counts.ts';
import { silentLogger } from './helpers.ts';

let database: TestDatabase;
let redis: Redis;
const prefix = uniquePrefix('views');
/** Every updateViews call the processor made, in order. */
const updates: Map<string, number>[] = [];
let search: SearchEngine;

beforeAll(async () => {
  database = await createTestDatabase();
  redis = new Redis(redisUrl(), { maxRetriesPerRequest: 1 });
  const engine = createPostgresEngine(database.db);
  search = {
    ...engine,
    async updateViews(views) {
      updates.push(new Map(views));
      await engine.updateViews(views);
    },
  };
});
afterAll(async () => {
  redis.disconnect();
  await database.drop();
});

const visitor = () => randomBytes(8).toString('hex');
const at = (iso = '2026-11-20T10:00:00Z') => new Date(iso).getTime();

function run(views: { visitor: string; opportunityId: string; at: number }[]) {
  const context = { db: database.db, logger: silentLogger(), search, redis, keyPrefix: prefix };
  return viewCountsProcessor.handle(parseJob('view-counts', 'view-counts.batch', { views }), context, {} as Job);
}

async function viewsOf(id: string) {
  const row = await database.db.opportunity.findUniqueOrThrow({ where: { id }, select: { views: true } });
  const days = await database.db.opportunityViewDay.findMany({ where: { opportunityId: id }, orderBy: { day: 'asc' } });
  return { views: row.views, days: days.map((d) => [d.day.toISOString().slice(0, 10), d.count]) };
}

describe('view-counts processor (real Postgres and Redis)', () => {
  it('counts one view per visitor per opportunity per hour, folded per opportunity and per day', async () => {
    const a = await createOpportunity(database.db, opportunityInput());
    const b = await createOpportunity(database.db, opportunityInput());
    const [alice, bob] = [visitor(), visitor()];

    const first = await run([
      { visitor: alice, opportunityId: a.id, at: at() },
      { visitor: alice, opportunityId: a.id, at: at() + 1_000 }, // same visitor again in the batch
      { visitor: bob, opportunityId: a.id, at: at('2026-11-21T00:30:00Z') },
      { visitor: alice, opportunityId: b.id, at: at() },
    ]);
    expect(first).toEqual({ received: 4, accepted: 3, opportunities: 2 });
    expect(await viewsOf(a.id)).toEqual({
      views: 2,
      days: [
        ['2026-11-20', 1],
        ['2026-11-21', 1],
      ],
    });
    expect(await viewsOf(b.id)).toEqual({ views: 1, days: [['2026-11-20', 1]] });
    expect(updates.at(-1)).toEqual(
      new Map([
        [a.id, 2],
        [b.id, 1],
      ]),
    );

    // A later batch: Alice again within the hour does not count; Carol does.
    const carol = visitor();
    const second = await run([
      { visitor: alice, opportunityId: a.id, at: at() + 60_000 },
      { visitor: carol, opportunityId: a.id, at: at() + 60_000 },
    ]);
    expect(second).toEqual({ received: 2, accepted: 1, opportunities: 1 });
    expect((await viewsOf(a.id)).views).toBe(3);
    expect(updates.at(-1)).toEqual(new Map([[a.id, 3]]));
    expect(await redis.ttl(viewKey(prefix, alice, a.id))).toBeGreaterThan(3_500);
  });

  it('counts again once the hour has passed (the dedupe key expired)', async () => {
    const o = await createOpportunity(database.db, opportunityInput());
    const dave = visitor();
    await run([{ visitor: dave, opportunityId: o.id, at: at() }]);
    await redis.del(viewKey(prefix, dave, o.id));
    await run([{ visitor: dave, opportunityId: o.id, at: at() + 3_600_001 }]);
    expect((await viewsOf(o.id)).views).toBe(2);
  });

  it('is safe to run twice: a redelivered batch folds nothing more but re-sends the totals', async () => {
    const o = await createOpportunity(database.db, opportunityInput());
    const batch = [
      { visitor: visitor(), opportunityId: o.id, at: at() },
      { visitor: visitor(), opportunityId: o.id, at: at() },
    ];
    await run(batch);
    const again = await run(batch);
    expect(again).toEqual({ received: 2, accepted: 2, opportunities: 1 });
    expect(await viewsOf(o.id)).toEqual({ views: 2, days: [['2026-11-20', 2]] });
    expect(updates.at(-1)).toEqual(new Map([[o.id, 2]]));
  });

  it('a retry after a failed fold counts the views its first attempt claimed', async () => {
    const o = await createOpportunity(database.db, opportunityInput());
    const batch = [{ visitor: visitor(), opportunityId: o.id, at: at() }];
    const failing = { ...search, updateViews: () => Promise.reject(new Error('engine away')) };
    const context = { db: database.db, logger: silentLogger(), search: failing, redis, keyPrefix: prefix };
    const job = parseJob('view-counts', 'view-counts.batch', { views: batch });
    await expect(viewCountsProcessor.handle(job, context, {} as Job)).rejects.toThrow('engine away');
    // The fold committed before the engine failed; the retry sends the totals without re-folding.
    await run(batch);
    expect((await viewsOf(o.id)).views).toBe(1);
    expect(updates.at(-1)).toEqual(new Map([[o.id, 1]]));
  });

  it('ignores views of opportunities that no longer exist', async () => {
    const gone = '00000000-0000-4000-8000-000000000000';
    await expect(run([{ visitor: visitor(), opportunityId: gone, at: at() }])).resolves.toEqual({
      received: 1,
      accepted: 1,
      opportunities: 0,
    });
  });

  it('rejects malformed batches as unrecoverable', () => {
    expect(() => parseJob('view-counts', 'view-counts.batch', { views: [] })).toThrow(
      expect.objectContaining({ name: 'UnrecoverableError' }),
    );
    expect(() =>
      parseJob('view-counts', 'view-counts.batch', { views: [{ visitor: 'x', opportunityId: 'nope', at: -1 }] }),
    ).toThrow(/bad view-counts.batch job/);
  });
});
