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
import { withIndexGeneration } from '../index-generation.ts';

/**
 * keywordTotalCap: keyword matches counted before the total reads "at least" (default
 * KEYWORD_TOTAL_CAP); viewedWalkFrom: see search.ts. Tests lower both.
 */
export type PostgresEngineOptions = SearchThresholds;

/**
 * What the vocabulary is built from, in one value: when it has not changed since the last rebuild
 * (views folded since do not count: they change no word), the sweep's rebuild would only repeat it.
 */
async function indexMark(db: Db): Promise<string> {
  const [row] = await db.$queryRaw<{ mark: string }[]>`
    SELECT concat_ws('/', (SELECT max(indexed_at) FROM opportunities), (SELECT count(*) FROM search_documents)) AS mark`;
  return row?.mark ?? '';
}

export function createPostgresEngine(db: Db, thresholds: PostgresEngineOptions = {}): SearchEngine {
  let builtFrom: string | undefined;
  const rebuildVocabulary = async (always: boolean) => {
    const mark = await indexMark(db);
    if (!always && mark === builtFrom) return;
    await refreshVocabulary(db);
    builtFrom = mark;
  };
  return withIndexGeneration(db, {
    name: 'postgres',
    index: (ids) => indexOpportunities(db, ids),
    remove: (ids) => removeOpportunities(db, ids),
    async reindexAll(options) {
      const result = await reindexAllOpportunities(db, options);
      await rebuildVocabulary(true);
      return result;
    },
    count: () => countDocuments(db),
    search: (request) => searchOpportunities(db, request, thresholds),
    facets: (filters, fields) => facetOpportunities(db, filters, fields),
    related: (id, limit) => relatedOpportunities(db, id, limit),
    updateViews: (views) => updateDocumentViews(db, views),
    maintain: () => rebuildVocabulary(false),
  });
}
