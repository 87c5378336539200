// `npm run reindex`: rebuilds the search index from Postgres without downtime (the Elasticsearch
// engine builds a new index and then switches its alias; the Postgres engine rewrites documents in
// place, batch by batch). Prints the throughput.
import { ConfigError, loadConfig } from '@phd/services/config';
import { createDb } from '@phd/services/db/client';
import { createSearchEngine } from '@phd/search/create-engine';

try {
  const config = loadConfig();
  if (!config.databaseUrl) throw new ConfigError(['DATABASE_URL is required (the index is rebuilt from Postgres)']);
  const db = createDb(config.databaseUrl, { max: 4 });
  const engine = createSearchEngine(config, db);
  const started = performance.now();
  const result = await engine.reindexAll();
  const seconds = (performance.now() - started) / 1000;
  const documents = result.indexed + result.removed;
  console.log(
    `Reindexed with the ${engine.name} engine: ${result.indexed} searchable, ${result.removed} removed, ` +
      `in ${seconds.toFixed(1)} s (${Math.round(documents / seconds)} documents/s).`,
  );
  await db.$disconnect();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
