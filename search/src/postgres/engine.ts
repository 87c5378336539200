// The embedded default engine: full-text search inside the application's own Postgres.
import type { Db } from '@phd/services/db/client';
import type { SearchEngine } from '../engine.ts';
import { facetOpportunities } from './facets.ts';
import {
  countDocuments,
  indexOpportunities,
  reindexAllOpportunities,
  removeOpportunities,
  updateDocumentViews,
} from './indexing.ts';
import { relatedOpportunities } from './related.ts';
import { searchOpportunities } from './search.ts';

export function createPostgresEngine(db: Db): SearchEngine {
  return {
    name: 'postgres',
    index: (ids) => indexOpportunities(db, ids),
    remove: (ids) => removeOpportunities(db, ids),
    reindexAll: (options) => reindexAllOpportunities(db, options),
    count: () => countDocuments(db),
    search: (request) => searchOpportunities(db, request),
    facets: (filters, fields) => facetOpportunities(db, filters, fields),
    related: (id, limit) => relatedOpportunities(db, id, limit),
    updateViews: (views) => updateDocumentViews(db, views),
  };
}
