// The one interface every search engine implements. This is the indexing side; querying, facet
// counts, related and recommendations join it when the listing moves onto the engine.
//
// Contract: index() and remove() are idempotent and safe to run concurrently for the same ids, so a
// redelivered job or a sweep can call them at any time. index() reads the current rows itself:
// open, non-deleted opportunities are (re)indexed and every other id is removed from the index.

export interface IndexResult {
  /** Ids now searchable. */
  indexed: number;
  /** Ids now absent from the index (closed, deleted or no such row). */
  removed: number;
}

export interface SearchEngine {
  readonly name: 'postgres' | 'elasticsearch';
  index(ids: readonly string[]): Promise<IndexResult>;
  remove(ids: readonly string[]): Promise<void>;
  /** Rebuilds the whole index in batches (after a mapping change, or to repair drift). */
  reindexAll(options?: { batchSize?: number }): Promise<IndexResult>;
}
