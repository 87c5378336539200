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
import { refreshVocabulary } from './vocabulary.ts';

export interface PostgresEngineOptions {
  /** Keyword matches counted before the total reads "at least" (default KEYWORD_TOTAL_CAP; tests lower it). */
  keywordTotalCap?: number;
}

export function createPostgresEngine(db: Db, { keywordTotalCap }: PostgresEngineOptions = {}): SearchEngine {
  return {
    name: 'postgres',
    index: (ids) => indexOpportunities(db, ids),
    remove: (ids) => removeOpportunities(db, ids),
    async reindexAll(options) {
      const result = await reindexAllOpportunities(db, options);
      await refreshVocabulary(db);
      return result;
    },
    count: () => countDocuments(db),
    search: (request) => searchOpportunities(db, request, keywordTotalCap),
    facets: (filters, fields) => facetOpportunities(db, filters, fields),
    related: (id, limit) => relatedOpportunities(db, id, limit),
    updateViews: (views) => updateDocumentViews(db, views),
    maintain: () => refreshVocabulary(db).then(() => undefined),
  };
}
