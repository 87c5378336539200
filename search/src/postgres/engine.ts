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
import { searchOpportunities, type SearchThresholds } from './search.ts';
import { refreshVocabulary } from './vocabulary.ts';

/**
 * keywordTotalCap: keyword matches counted before the total reads "at least" (default
 * KEYWORD_TOTAL_CAP); viewedWalkFrom: see search.ts. Tests lower both.
 */
export type PostgresEngineOptions = SearchThresholds;

export function createPostgresEngine(db: Db, thresholds: PostgresEngineOptions = {}): SearchEngine {
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
    search: (request) => searchOpportunities(db, request, thresholds),
    facets: (filters, fields) => facetOpportunities(db, filters, fields),
    related: (id, limit) => relatedOpportunities(db, id, limit),
    updateViews: (views) => updateDocumentViews(db, views),
    maintain: () => refreshVocabulary(db).then(() => undefined),
  };
}
