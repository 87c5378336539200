// Indexing for the Postgres engine: the document lives in opportunities.search_vector. Every write
// here is a pure function of the row's current state, so running it twice, late or concurrently with
// a newer write converges on the same result (idempotent by construction).
import { Prisma, type Db } from '@phd/services/db/client';
import type { IndexResult } from '../engine.ts';
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

export async function reindexAllOpportunities(db: Db, batchSize = 500): Promise<IndexResult> {
  const total: IndexResult = { indexed: 0, removed: 0 };
  let after: string | null = null;
  // Keyset batches keep each statement (and its row locks) short on a large table.
  for (;;) {
    const rows: { id: string; indexed: boolean }[] = await db.$queryRaw`
      WITH batch AS (
        SELECT id FROM opportunities
        WHERE ${after}::uuid IS NULL OR id > ${after}::uuid
        ORDER BY id LIMIT ${batchSize}
      )
      UPDATE opportunities o SET ${syncColumns}
      FROM batch WHERE o.id = batch.id
      RETURNING o.id::text AS id, o.search_vector IS NOT NULL AS indexed`;
    if (rows.length === 0) return total;
    for (const row of rows) total[row.indexed ? 'indexed' : 'removed'] += 1;
    after = rows.reduce((max, r) => (r.id > max ? r.id : max), rows[0]!.id);
    if (rows.length < batchSize) return total;
  }
}
