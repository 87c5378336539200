// The production path end to end, minus a real cluster: the client createSearchEngine would build (the
// ESM build over real HTTP) against the fake cluster served by node:http, through the same harness
// the real-cluster suite uses. Catches what the in-process mock cannot: serialisation, status handling
// without instanceof across the client's two builds, and the real harness's own clean-up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeCluster } from './elasticsearch/fake-cluster.ts';
import { realClusterHarness } from './elasticsearch/harness.ts';
import { serveOverHttp } from './elasticsearch/http-server.ts';
import { insertRows, opportunityRow, rowId } from './elasticsearch/rows.ts';

describe('Elasticsearch engine over HTTP (mocked cluster via @elastic/elasticsearch-mock routes, served by node:http)', () => {
  const cluster = new FakeCluster();
  let server: Awaited<ReturnType<typeof serveOverHttp>>;
  beforeAll(async () => {
    server = await serveOverHttp(cluster);
  });
  afterAll(() => server.close());

  it('indexes, searches, counts facets, relates, reindexes and cleans up through the production client', async () => {
    const harness = await realClusterHarness(server.url);
    try {
      await insertRows(harness.db, [
        opportunityRow(1),
        opportunityRow(2, { country: 'Germany' }),
        opportunityRow(3, { status: 'closed' }),
      ]);
      const { engine } = harness;
      expect(await engine.index([rowId(1), rowId(2), rowId(3), rowId(4)])).toEqual({ indexed: 2, removed: 2 });
      expect((await engine.search({ q: 'optcs', limit: 10, offset: 0 })).total).toBe(2);
      expect((await engine.facets({ country: ['Germany'] }, ['country'])).country).toEqual([
        { value: 'Denmark', count: 1 },
        { value: 'Germany', count: 1 },
      ]);
      expect((await engine.related(rowId(1), 5)).map((d) => d.id)).toEqual([rowId(2)]);
      expect(await engine.related(rowId(3), 5)).toEqual([]);
      expect(await engine.reindexAll()).toEqual({ indexed: 2, removed: 1 });
      expect((await engine.search({ limit: 10, offset: 0 })).hits.map((d) => d.createdAt)).toEqual([
        new Date('2026-03-02T12:00:00.000Z'),
        new Date('2026-03-01T12:00:00.000Z'),
      ]);
    } finally {
      await harness.cleanup();
    }
    // The harness leaves nothing behind on the cluster.
    expect([...cluster.indices.keys()]).toEqual([]);
    expect([...cluster.templates.keys()]).toEqual([]);
  });
});
