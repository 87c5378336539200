// The Elasticsearch engine: the same SearchEngine as the Postgres one, on a cluster. Reads and writes
// go through an alias (`index` below) so reindexAll can swap the index behind it without downtime.
import type { Db } from '@phd/services/db/client';
import type { FacetField, Facets, SearchEngine, SearchFilters } from '../engine.ts';
import type { Client } from './client.ts';
import { facetsRequest, readFacets } from './facets.ts';
import { createIndexManager } from './indices.ts';
import {
  countDocuments,
  indexOpportunities,
  reindexAllOpportunities,
  removeOpportunities,
  updateViews,
  type IndexingContext,
  type Logger,
  type Refresh,
} from './indexing.ts';
import { fromHit, type EsDocument } from './mapping/document.ts';
import { searchRequest } from './query.ts';
import { relatedOpportunities } from './related.ts';
import { withIndexGeneration } from '../index-generation.ts';

export interface ElasticsearchEngineOptions {
  db: Db;
  client: Client;
  /** The alias (config ELASTICSEARCH_INDEX); indices behind it are named `<index>-*`. */
  index: string;
  /** Default 'wait_for': index(), remove() and updateViews() return once search sees their writes. */
  refresh?: Refresh;
  logger?: Logger;
}

export interface ElasticsearchEngine extends SearchEngine {
  readonly name: 'elasticsearch';
  /** Creates the template, the first index and the alias when missing (also done lazily on first use). */
  ensureIndex(): Promise<void>;
}

export function createElasticsearchEngine(options: ElasticsearchEngineOptions): ElasticsearchEngine {
  const { client } = options;
  const indices = createIndexManager(client, options.index);
  const ctx: IndexingContext = {
    db: options.db,
    client,
    indices,
    refresh: options.refresh ?? 'wait_for',
    logger: options.logger,
  };
  const alias = indices.alias;

  return withIndexGeneration(options.db, {
    name: 'elasticsearch',
    ensureIndex: () => indices.ensure(),
    index: (ids) => indexOpportunities(ctx, ids),
    remove: (ids) => removeOpportunities(ctx, ids),
    reindexAll: (reindexOptions) => reindexAllOpportunities(ctx, reindexOptions),
    count: () => countDocuments(ctx),
    updateViews: (views) => updateViews(ctx, views),
    // Elasticsearch keeps its own term dictionary: nothing to rebuild.
    maintain: () => Promise.resolve(),

    async search(request) {
      await indices.ensure();
      const response = await client.search<Partial<EsDocument>>(searchRequest(alias, request));
      const total = response.hits.total;
      return {
        hits: response.hits.hits.map(fromHit),
        total: typeof total === 'number' ? total : (total?.value ?? 0),
        totalRelation: typeof total === 'object' && total.relation === 'gte' ? 'gte' : 'eq',
      };
    },

    async facets<F extends FacetField>(filters: SearchFilters, fields: readonly F[]): Promise<Pick<Facets, F>> {
      if (fields.length === 0) return {} as Pick<Facets, F>;
      await indices.ensure();
      const response = await client.search(facetsRequest(alias, filters, fields));
      return readFacets(response.aggregations as Record<string, unknown> | undefined, fields);
    },

    async related(id, limit) {
      await indices.ensure();
      return relatedOpportunities(client, alias, id, limit);
    },
  });
}
