// Indexing for the Elasticsearch engine: rows are read from Postgres (the source of truth) and written
// to the alias. Idempotent and safe to run concurrently (engine.ts): every write is re-checked against
// a fresh read of the rows, and written again while they changed in between, so whichever call
// finishes last leaves the index matching the rows. indexed_at is stamped, as the Postgres engine
// does, so the search-index sweep (workers) sees these rows as done.
import type { Db } from '@phd/services/db/client';
import type { estypes } from '@elastic/elasticsearch';
import type { IndexResult, ReindexOptions } from '../engine.ts';
import { assertBulkSucceeded } from './bulk.ts';
import type { Client } from './client.ts';
import { timestampedIndexName, type IndexManager } from './indices.ts';
import { isSearchable, rowSelect, searchableWhere, toEsDocument, type EsDocument } from './mapping/document.ts';

export type Refresh = boolean | 'wait_for';

export interface Logger {
  info(details: object, message: string): void;
}

export interface IndexingContext {
  db: Db;
  client: Client;
  indices: IndexManager;
  /** When writes become visible to search: 'wait_for' (default) returns once they are. */
  refresh: Refresh;
  logger?: Logger;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Writes re-checked this often at most; rows still changing after that are left to the sweep. */
const MAX_ATTEMPTS = 3;
/** Rows changed less than this before a reindex began are indexed again after the switch (clock skew, slow commits). */
const CATCH_UP_MARGIN_MS = 60_000;
const UPDATE_CHUNK = 1_000;

interface RowState {
  /** The document the row should have in the index; null: it must not be there. */
  doc: EsDocument | null;
  /** null: no such row. */
  updatedAt: Date | null;
}

async function readStates(db: Db, ids: readonly string[]): Promise<Map<string, RowState>> {
  const rows = await db.opportunity.findMany({ where: { id: { in: [...ids] } }, select: rowSelect });
  const states = new Map<string, RowState>(ids.map((id) => [id, { doc: null, updatedAt: null }]));
  for (const row of rows) {
    states.set(row.id, { doc: isSearchable(row) ? toEsDocument(row) : null, updatedAt: row.updatedAt });
  }
  return states;
}

const fingerprint = (state: RowState | undefined): string => JSON.stringify(state?.doc ?? null);

async function write(ctx: IndexingContext, states: Map<string, RowState>, ids: readonly string[]): Promise<void> {
  const operations = ids.flatMap((id): (estypes.BulkOperationContainer | EsDocument)[] => {
    const doc = states.get(id)?.doc;
    return doc ? [{ index: { _id: id } }, doc] : [{ delete: { _id: id } }];
  });
  const response = await ctx.client.bulk({ index: ctx.indices.alias, operations, refresh: ctx.refresh });
  assertBulkSucceeded(response);
}

// Only rows still as they were read: a row changed since then stays stale for the sweep to redo.
async function stampIndexed(db: Db, states: Map<string, RowState>, ids: readonly string[]): Promise<void> {
  const existing = ids.filter((id) => states.get(id)?.updatedAt);
  if (existing.length === 0) return;
  const stamps = existing.map((id) => states.get(id)!.updatedAt!.toISOString());
  await db.$executeRaw`
    UPDATE opportunities o SET indexed_at = clock_timestamp()
    FROM unnest(${existing}::uuid[], ${stamps}::timestamptz[]) AS v(id, updated_at)
    WHERE o.id = v.id AND o.updated_at = v.updated_at`;
}

export async function indexOpportunities(ctx: IndexingContext, ids: readonly string[]): Promise<IndexResult> {
  const unique = [...new Set(ids)];
  // A malformed id names no row: nothing of it can be in the index.
  const valid = unique.filter((id) => UUID.test(id));
  if (valid.length > 0) await ctx.indices.ensure();
  let states = await readStates(ctx.db, valid);
  let pending = valid;
  for (let attempt = 1; pending.length > 0; attempt += 1) {
    await write(ctx, states, pending);
    const fresh = await readStates(ctx.db, pending);
    const changed = new Set(pending.filter((id) => fingerprint(fresh.get(id)) !== fingerprint(states.get(id))));
    const settled = pending.filter((id) => !changed.has(id));
    await stampIndexed(ctx.db, fresh, settled);
    states = new Map([...states, ...fresh]);
    pending = attempt < MAX_ATTEMPTS ? [...changed] : [];
  }
  const indexed = valid.filter((id) => states.get(id)?.doc).length;
  return { indexed, removed: unique.length - indexed };
}

export async function removeOpportunities(ctx: IndexingContext, ids: readonly string[]): Promise<void> {
  const valid = [...new Set(ids)].filter((id) => UUID.test(id));
  if (valid.length === 0) return;
  await ctx.indices.ensure();
  const response = await ctx.client.bulk({
    index: ctx.indices.alias,
    operations: valid.map((id) => ({ delete: { _id: id } })),
    refresh: ctx.refresh,
  });
  assertBulkSucceeded(response);
  await ctx.db.$executeRaw`
    UPDATE opportunities SET indexed_at = clock_timestamp() WHERE id = ANY(${valid}::uuid[])`;
}

export async function updateViews(ctx: IndexingContext, views: ReadonlyMap<string, number>): Promise<void> {
  const entries = [...views].filter(([id]) => UUID.test(id));
  if (entries.length === 0) return;
  await ctx.indices.ensure();
  for (let start = 0; start < entries.length; start += UPDATE_CHUNK) {
    const operations = entries
      .slice(start, start + UPDATE_CHUNK)
      .flatMap(([id, count]) => [{ update: { _id: id, retry_on_conflict: 3 } }, { doc: { views: count } }]);
    // A 404 is a listing that is not searchable: its count reaches the index when it is indexed.
    assertBulkSucceeded(await ctx.client.bulk({ index: ctx.indices.alias, operations, refresh: ctx.refresh }));
  }
}

/** Documents in the index behind the alias. */
export async function countDocuments(ctx: IndexingContext): Promise<number> {
  await ctx.indices.ensure();
  const response = await ctx.client.search({ index: ctx.indices.alias, size: 0, track_total_hits: true });
  const total = response.hits.total;
  return typeof total === 'number' ? total : (total?.value ?? 0);
}

/**
 * Searchable rows in id order, read in keyset batches so no statement holds a large snapshot.
 * `onBatch` hears how many were read so far (the bulk helper sends them right behind).
 */
async function* searchableDocuments(
  db: Db,
  batchSize: number,
  onBatch: (read: number) => Promise<void>,
): AsyncGenerator<EsDocument> {
  let after: string | undefined;
  let read = 0;
  for (;;) {
    const rows = await db.opportunity.findMany({
      where: { ...searchableWhere, ...(after === undefined ? {} : { id: { gt: after } }) },
      select: rowSelect,
      orderBy: { id: 'asc' },
      take: batchSize,
    });
    for (const row of rows) yield toEsDocument(row);
    read += rows.length;
    await onBatch(read);
    if (rows.length < batchSize) return;
    after = rows.at(-1)!.id;
  }
}

/**
 * Zero downtime: build a new `<alias>-<timestamp>` index (the template gives it the mapping), fill it
 * from Postgres, refresh, move the alias in one atomic step and drop the old index. Searches read the
 * old index until the switch. Writes that land on the old index while the new one fills are replayed
 * afterwards: every row changed since the reindex began is indexed again through the alias.
 */
export async function reindexAllOpportunities(
  ctx: IndexingContext,
  { batchSize = 500, onProgress }: ReindexOptions = {},
): Promise<IndexResult> {
  const { db, client, indices } = ctx;
  const started = performance.now();
  const since = new Date(Date.now() - CATCH_UP_MARGIN_MS);
  const total = onProgress ? await db.opportunity.count({ where: searchableWhere }) : 0;
  const onBatch = async (done: number) => onProgress?.({ done, total: Math.max(total, done) });
  await indices.ensure();
  const index = timestampedIndexName(indices.alias);
  await client.indices.create({ index });
  let streamed: number;
  let previous: string[];
  try {
    const dropped: string[] = [];
    const stats = await client.helpers.bulk<EsDocument>({
      datasource: searchableDocuments(db, batchSize, onBatch),
      onDocument: (doc) => ({ index: { _index: index, _id: doc.id } }),
      onDrop: (drop) => dropped.push(`${drop.document.id}: ${drop.error?.type ?? drop.status}`),
    });
    // Never switch to an incomplete index: the old one stays in place and this one is deleted.
    if (dropped.length > 0 || stats.aborted) {
      throw new Error(`Reindex into ${index} dropped ${dropped.length} document(s): ${dropped.slice(0, 5).join('; ')}`);
    }
    streamed = stats.successful;
    await client.indices.refresh({ index });
    previous = await indices.switchTo(index);
  } catch (error) {
    // Only the index this call created; the alias still points where it did.
    await indices.drop([index]);
    throw error;
  }
  await indices.drop(previous);
  const changed = await db.opportunity.findMany({ where: { updatedAt: { gte: since } }, select: { id: true } });
  for (let start = 0; start < changed.length; start += batchSize) {
    await indexOpportunities(
      ctx,
      changed.slice(start, start + batchSize).map((row) => row.id),
    );
  }
  // Rows unchanged since before the reindex began are exactly as the new index has them.
  await db.$executeRaw`
    UPDATE opportunities SET indexed_at = clock_timestamp()
    WHERE updated_at < ${since} AND (indexed_at IS NULL OR indexed_at < updated_at)`;
  // Counted from the rows, as the Postgres engine reports them: the catch-up may have changed a few.
  const [indexed, removed] = await Promise.all([
    db.opportunity.count({ where: searchableWhere }),
    db.opportunity.count({ where: { NOT: searchableWhere } }),
  ]);
  const seconds = (performance.now() - started) / 1000;
  ctx.logger?.info(
    { index, indexed, removed, seconds, documentsPerSecond: Math.round(streamed / Math.max(seconds, 0.001)) },
    'elasticsearch reindex complete',
  );
  return { indexed, removed };
}
