// Indexing behaviour of the Elasticsearch engine that the shared contract cannot provoke: rows that
// change while index() or reindexAll() runs, and when writes become visible. Real Postgres; the
// cluster is mocked (the fake in ./elasticsearch via @elastic/elasticsearch-mock).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@phd/services/db/client';
import { createElasticsearchEngine, type ElasticsearchEngine } from '../src/elasticsearch/engine.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/services.ts';
import { FakeCluster } from './elasticsearch/fake-cluster.ts';
import { indexedAt, insertRows, opportunityRow, rowId } from './elasticsearch/rows.ts';

type FindManyArgs = { where?: { id?: { in?: string[] }; status?: string }; take?: number };
type Hook = (args: FindManyArgs, call: number) => Promise<void>;

/** The same database, with `hook` run after each opportunity.findMany has read its rows. */
function afterEachRead(db: Db, hook: Hook): Db {
  let calls = 0;
  const delegate = new Proxy(db.opportunity, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (prop !== 'findMany' || typeof value !== 'function') return value;
      return async (args: FindManyArgs) => {
        const rows = await (value as (a: FindManyArgs) => Promise<unknown>).call(target, args);
        calls += 1;
        await hook(args, calls);
        return rows;
      };
    },
  });
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'opportunity') return delegate;
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const titles = async (engine: ElasticsearchEngine) =>
  (await engine.search({ limit: 10, offset: 0, sort: 'most_viewed' })).hits.map((d) => d.title);

describe('Elasticsearch engine indexing (mocked cluster via @elastic/elasticsearch-mock)', () => {
  let database: TestDatabase;
  let cluster: FakeCluster;
  beforeEach(async () => {
    database = await createTestDatabase();
    cluster = new FakeCluster();
    await insertRows(database.db, [opportunityRow(1), opportunityRow(2)]);
  });
  afterEach(() => database.drop());

  const engineOn = (db: Db, refresh?: boolean | 'wait_for') =>
    createElasticsearchEngine({ db, client: cluster.client(), index: 'opportunities', refresh });
  const rename = (n: number, title: string) =>
    database.db.opportunity.update({ where: { id: rowId(n) }, data: { title } });

  it('index() writes again when the row changed between its read and its write', async () => {
    const db = afterEachRead(database.db, async (args, call) => {
      // The first read sees the old title; the row changes before the engine writes it.
      if (call === 1 && args.where?.id?.in) await rename(1, 'Renamed while indexing');
    });
    const engine = engineOn(db);
    expect(await engine.index([rowId(1)])).toEqual({ indexed: 1, removed: 0 });
    expect(await titles(engine)).toEqual(['Renamed while indexing']);
    const bulks = cluster.takeRequests().filter((r) => r.path.endsWith('/_bulk'));
    expect(bulks.map((r) => (r.body as { title?: string }[])[1]?.title)).toEqual([
      'Quantum Optics 1',
      'Renamed while indexing',
    ]);
    const { indexedAt: stamped, updatedAt } = await indexedAt(database.db, rowId(1));
    expect(stamped!.getTime()).toBeGreaterThanOrEqual(updatedAt.getTime());
  });

  it('a row that keeps changing is written a bounded number of times and left to the sweep', async () => {
    let version = 0;
    const db = afterEachRead(database.db, async (args) => {
      if (args.where?.id?.in) await rename(1, `Version ${++version}`);
    });
    const engine = engineOn(db);
    await engine.index([rowId(1)]);
    expect(cluster.takeRequests().filter((r) => r.path.endsWith('/_bulk'))).toHaveLength(3);
    // Not stamped: the sweep (indexed_at < updated_at) will index it again.
    expect((await indexedAt(database.db, rowId(1))).indexedAt).toBeNull();
  });

  it('reindexAll() replays rows changed while it ran, whose writes went to the old index', async () => {
    let streamed = 0;
    const engine: ElasticsearchEngine = engineOn(
      afterEachRead(database.db, async (args) => {
        // The first batch of the reindex stream has just read row 1; now it changes and is indexed,
        // through the alias, into the index that is about to be replaced.
        if (args.take === 1 && ++streamed === 1) {
          await rename(1, 'Renamed during the reindex');
          await engine.index([rowId(1)]);
        }
      }),
    );
    await engine.index([rowId(1), rowId(2)]);
    expect(await engine.reindexAll({ batchSize: 1 })).toEqual({ indexed: 2, removed: 0 });
    expect(await titles(engine)).toEqual(['Quantum Optics 2', 'Renamed during the reindex']);
  });

  it('writes are visible to search at once by default (refresh wait_for), not before a refresh otherwise', async () => {
    const lazy = engineOn(database.db, false);
    await lazy.index([rowId(1)]);
    expect((await lazy.search({ limit: 10, offset: 0 })).total).toBe(0);
    await cluster.client().indices.refresh({ index: 'opportunities' });
    expect((await lazy.search({ limit: 10, offset: 0 })).total).toBe(1);

    const eager = engineOn(database.db);
    await eager.index([rowId(2)]);
    expect((await eager.search({ limit: 10, offset: 0 })).total).toBe(2);
  });
});
