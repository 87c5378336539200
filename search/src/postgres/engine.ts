// The embedded default engine: full-text search inside the application's own Postgres.
import type { Db } from '@phd/services/db/client';
import type { SearchEngine } from '../engine.ts';
import { indexOpportunities, reindexAllOpportunities, removeOpportunities } from './indexing.ts';

export function createPostgresEngine(db: Db): SearchEngine {
  return {
    name: 'postgres',
    index: (ids) => indexOpportunities(db, ids),
    remove: (ids) => removeOpportunities(db, ids),
    reindexAll: (options = {}) => reindexAllOpportunities(db, options.batchSize),
  };
}
