// Indexing for the Postgres engine: documents live in search_documents (document.ts). Every write
// here is a pure function of the rows' current state, so running it twice, late or concurrently with
// a newer write converges on the same result (idempotent by construction). A row that stops being
// public also leaves at once through a trigger on opportunities (migration ..._search_documents).
import { Prisma, type Db } from '@phd/services/db/client';
import type { IndexResult, ReindexOptions } from '../engine.ts';
import { upsertDocuments } from './document.ts';

/**
 * A batch of 500 documents is CPU-bound work in the server (to_tsvector over each description): on a
 * busy machine it outlasts Prisma's 5 s default for a transaction, which would fail the batch.
 */
const BATCH_TRANSACTION = { maxWait: 10_000, timeout: 120_000 };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Stamps indexed_at, locking the rows: see sync(). */
function stamp(db: Db, ids: readonly string[]) {
  // clock_timestamp(), not now(): if this waited on a concurrent write's row lock, indexed_at must
  // read later than that write's updated_at, or the sweep would redo the row for nothing.
  return db.$executeRaw`UPDATE opportunities SET indexed_at = clock_timestamp() WHERE id = ANY(${ids}::uuid[])`;
}

/**
 * Writes the documents of the searchable ids and deletes the others', in one transaction that first
 * stamps (and so locks) the rows. Locks are taken in the order every writer takes them, row then
 * document then facet counts (a change to a row removes its document through a trigger), so the
 * indexer never deadlocks with a person's edit; and no edit can slip in between reading a row and
 * writing its document.
 */
async function sync(db: Db, ids: readonly string[], { bulk = false } = {}): Promise<IndexResult> {
  const write = db.$queryRaw<{ indexed: number }[]>`
      WITH put AS (${upsertDocuments(Prisma.sql`id = ANY(${ids}::uuid[])`)}),
      gone AS (
        DELETE FROM search_documents WHERE id = ANY(${ids}::uuid[]) AND id NOT IN (SELECT id FROM put)
      )
      SELECT count(*)::int AS indexed FROM put`;
  // A full reindex fills the GIN pending lists in Postgres's default 4 MB steps (merging at the
  // connections' 128 kB would cost it half its speed) and merges the rest when done.
  const [row] = bulk
    ? (
        await db.$transaction(
          [db.$executeRaw`SET LOCAL gin_pending_list_limit = '4MB'`, stamp(db, ids), write],
          BATCH_TRANSACTION,
        )
      )[2]
    : (await db.$transaction([stamp(db, ids), write], BATCH_TRANSACTION))[1];
  const indexed = row?.indexed ?? 0;
  // Ids with no searchable row count as removed: there is nothing of them in the index.
  return { indexed, removed: ids.length - indexed };
}

export function indexOpportunities(db: Db, ids: readonly string[]): Promise<IndexResult> {
  if (ids.length === 0) return Promise.resolve({ indexed: 0, removed: 0 });
  return sync(db, [...new Set(ids)]);
}

export async function removeOpportunities(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const unique = [...new Set(ids)];
  await db.$transaction(
    [stamp(db, unique), db.$executeRaw`DELETE FROM search_documents WHERE id = ANY(${unique}::uuid[])`],
    BATCH_TRANSACTION,
  );
}

/** Folded view counts (most_viewed sorts on the document's copy). Unknown ids are skipped. */
export async function updateDocumentViews(db: Db, views: ReadonlyMap<string, number>): Promise<void> {
  // Ids come from queued view beacons: anything not shaped like a uuid has no document anyway.
  const ids = [...views.keys()].filter((id) => UUID.test(id));
  if (ids.length === 0) return;
  await db.$executeRaw`
    UPDATE search_documents d SET views = v.views
    FROM unnest(${ids}::uuid[], ${ids.map((id) => views.get(id)!)}::int[]) AS v(id, views)
    WHERE d.id = v.id AND d.views <> v.views`;
}

/** Documents in the index. */
export async function countDocuments(db: Db): Promise<number> {
  const [row] = await db.$queryRaw<{ count: bigint }[]>`SELECT count(*) AS count FROM search_documents`;
  return Number(row?.count ?? 0);
}

/** `concurrency`: partitions of the id range rebuilt at the same time (to_tsvector is CPU-bound in the server). */
export async function reindexAllOpportunities(
  db: Db,
  { batchSize = 500, concurrency = 2, onProgress }: ReindexOptions = {},
): Promise<IndexResult> {
  const bounds = await partitionBounds(db, Math.max(1, concurrency));
  const progress = { done: 0, total: onProgress ? await db.opportunity.count() : 0 };
  const onBatch = async (rows: number) => {
    progress.done += rows;
    // Rows added while the reindex runs may take `done` past the first count.
    await onProgress?.({ done: progress.done, total: Math.max(progress.total, progress.done) });
  };
  const parts = await Promise.all(
    bounds.map((from, i) => reindexRange(db, batchSize, from, bounds[i + 1] ?? null, onBatch)),
  );
  // Documents whose row this role can no longer see (a tenant's listing taken off PhD Finder while
  // the trigger was not there to remove it, or a row deleted outright) go too.
  await db.$executeRaw`
    DELETE FROM search_documents d WHERE NOT EXISTS (SELECT 1 FROM opportunities o WHERE o.id = d.id)`;
  await db.$executeRaw`SELECT search_documents_merge_pending()`;
  return parts.reduce((sum, part) => ({ indexed: sum.indexed + part.indexed, removed: sum.removed + part.removed }));
}

/** The first id of each of `count` id ranges of about equal size (null = from the start). */
async function partitionBounds(db: Db, count: number): Promise<(string | null)[]> {
  if (count === 1) return [null];
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT DISTINCT ON (part) id::text AS id FROM (
      SELECT id, ntile(${count}::int) OVER (ORDER BY id) AS part FROM opportunities
    ) numbered WHERE part > 1 ORDER BY part, id`;
  return [null, ...rows.map((r) => r.id)];
}

/** Rebuilds the ids in [from, to), null meaning an open end. */
async function reindexRange(
  db: Db,
  batchSize: number,
  from: string | null,
  to: string | null,
  onBatch: (rows: number) => Promise<void>,
): Promise<IndexResult> {
  const total: IndexResult = { indexed: 0, removed: 0 };
  let after: string | null = null;
  // Keyset batches keep each statement (and its row locks) short on a large table.
  for (;;) {
    const batch: { id: string }[] = await db.$queryRaw`
      SELECT id::text AS id FROM opportunities
      WHERE (${after}::uuid IS NULL OR id > ${after}::uuid)
        AND (${from}::uuid IS NULL OR id >= ${from}::uuid)
        AND (${to}::uuid IS NULL OR id < ${to}::uuid)
      ORDER BY id LIMIT ${batchSize}`;
    if (batch.length === 0) return total;
    const ids = batch.map((r) => r.id);
    const result = await sync(db, ids, { bulk: true });
    total.indexed += result.indexed;
    total.removed += result.removed;
    await onBatch(ids.length);
    after = ids.at(-1)!;
    if (batch.length < batchSize) return total;
  }
}
