// Harnesses for the Elasticsearch engine: a fresh real Postgres database (the rows the engine reads)
// and the engine on a cluster, either the in-memory fake or a real one at ELASTICSEARCH_URL.
import { randomBytes } from 'node:crypto';
import { createElasticsearchClient } from '../../src/elasticsearch/client.ts';
import { createElasticsearchEngine, type ElasticsearchEngine } from '../../src/elasticsearch/engine.ts';
import { createTestDatabase } from '../../../tests/support/services.ts';
import type { ContractHarness } from '../contract/suite.ts';
import { FakeCluster } from './fake-cluster.ts';

export interface MockedHarness extends ContractHarness {
  engine: ElasticsearchEngine;
  cluster: FakeCluster;
}

export async function mockedHarness(alias = 'opportunities'): Promise<MockedHarness> {
  const database = await createTestDatabase();
  const cluster = new FakeCluster();
  const client = cluster.client();
  const engine = createElasticsearchEngine({ db: database.db, client, index: alias });
  return {
    // Fixtures (including tenant rows) are written as the owner; the engine reads as phd_app.
    db: database.owner,
    engine,
    cluster,
    // No client.close(): the mock's Connection has no socket to close (and throws if asked to).
    cleanup: () => database.drop(),
  };
}

/** Against the cluster at `url`, under an alias of its own that cleanup() deletes with its indices. */
export async function realClusterHarness(url: string): Promise<ContractHarness> {
  const database = await createTestDatabase();
  const client = createElasticsearchClient(url);
  const alias = `contract-${randomBytes(6).toString('hex')}`;
  // refresh true rather than wait_for: the suite writes and reads at once, and waiting for the next
  // scheduled refresh would add up to a second to every write.
  const engine = createElasticsearchEngine({ db: database.db, client, index: alias, refresh: true });
  return {
    db: database.db,
    engine,
    async cleanup() {
      const indices = Object.keys(await client.indices.get({ index: `${alias}-*` }));
      for (const index of indices) await client.indices.delete({ index }, { ignore: [404] });
      await client.indices.deleteIndexTemplate({ name: alias }, { ignore: [404] });
      await client.close();
      await database.drop();
    },
  };
}
