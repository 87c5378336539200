// The one place that turns configuration into a SearchEngine (the gateway, the workers and the CLIs
// call it), so every process searches and indexes with the same engine.
import type { Config } from '@phd/services/config';
import type { Db } from '@phd/services/db/client';
import type { SearchEngine } from './engine.ts';
import { createElasticsearchClient } from './elasticsearch/client.ts';
import { createElasticsearchEngine } from './elasticsearch/engine.ts';
import { createPostgresEngine } from './postgres/engine.ts';

export function createSearchEngine(config: Pick<Config, 'search'>, db: Db): SearchEngine {
  const search = config.search;
  if (search.engine === 'postgres') return createPostgresEngine(db);
  return createElasticsearchEngine({ db, client: createElasticsearchClient(search.url), index: search.index });
}
