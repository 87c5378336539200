// Indexing for the Postgres engine: the document lives in opportunities.search_vector. Every write
// here is a pure function of the row's current state, so running it twice, late or concurrently with
// a newer write converges on the same result (idempotent by construction).
import { Prisma, type Db } from '@phd/services/db/client';
import type { IndexResult, ReindexOptions } from '../engine.ts';
import { documentVector, searchableRow } from './document.ts';

// clock_timestamp(), not now(): if this UPDATE waited on a concurrent write's row lock, indexed_at
// must read later than that write's updated_at, or the sweep would redo the row for nothing.
const syncColumns = Prisma.sql`
  search_vector = CASE WHEN ${searchableRow} THEN ${documentVector} END,
  indexed_at = clock_timestamp()`;

export async function indexOpportunities(db: Db, ids: readonly string[]): Promise<IndexResult> {
  if (ids.length === 0) return { indexed: 0, removed: 0 };
  const unique = [...new Set(ids)];
  const rows = await db.$queryRaw<{ indexed: boolean }[]>`
    UPDATE opportunities SET ${syncColumns}
    WHERE id = ANY(${unique}::uuid[])
    RETURNING search_vector IS NOT NULL AS indexed`;
  const indexed = rows.filter((r) => r.indexed).length;
  // Ids with no row at all count as removed: there is nothing of them in the index.
  return { indexed, removed: unique.length - indexed };
}

export async function removeOpportunities(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.$executeRaw`
    UPDATE opportunities SET search_vector = NULL, indexed_at = clock_timestamp()
    WHERE id = ANY(${[...new Set(ids)]}::uuid[])`;
}

/** Documents in the index: rows with a search vector (the engine clears it for every row not searchable). */
export async function countDocuments(db: Db): Promise<number> {
  const [row] = await db.$queryRaw<{ count: bigint }[]>`
    SELECT count(*) AS count FROM opportunities WHERE search_vector IS NOT NULL`;
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
    const rows: { id: string; indexed: boolean }[] = await db.$queryRaw`
      WITH batch AS (
        SELECT id FROM opportunities
        WHERE (${after}::uuid IS NULL OR id > ${after}::uuid)
          AND (${from}::uuid IS NULL OR id >= ${from}::uuid)
          AND (${to}::uuid IS NULL OR id < ${to}::uuid)
        ORDER BY id LIMIT ${batchSize}
      )
      UPDATE opportunities o SET ${syncColumns}
      FROM batch WHERE o.id = batch.id
      RETURNING o.id::text AS id, o.search_vector IS NOT NULL AS indexed`;
    if (rows.length === 0) return total;
    for (const row of rows) total[row.indexed ? 'indexed' : 'removed'] += 1;
    await onBatch(rows.length);
    after = rows.reduce((max, r) => (r.id > max ? r.id : max), rows[0]!.id);
    if (rows.length < batchSize) return total;
  }
}
