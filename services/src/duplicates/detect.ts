// Finds a posting's near-duplicates and settles its neighbourhood's groups (run by the search-index
// processor when the posting is indexed, and by its sweep for rows never signed).
//
// In one transaction: the posting's signature and band keys are (re)written; advisory locks on its
// band keys, old and new, serialise detection of postings that could group together; candidates are
// the rows sharing a band key and similar enough; the neighbourhood is the posting, its candidates, their groups and its
// own old group, row-locked in id order; cluster.ts decides the groups and only changed rows are
// written. Re-running it on unchanged rows changes nothing (idempotent on redelivery).
import { Prisma, type Db } from '../db/client.ts';
import { isPubliclyVisible, visibilitySelect } from '../opportunities/public-visibility.ts';
import { bandKeys } from './bands.ts';
import { assignGroups, pairKey, SIMILARITY_THRESHOLD, type GroupCandidate } from './cluster.ts';
import { estimatedSimilarity, minhashSignature, postingText } from './signature.ts';

/** First key of the two-key advisory locks taken per band (pg_advisory_xact_lock(int4, int4)). */
const BAND_LOCK_SPACE = 1_716_017;

const DETECT_TRANSACTION = { maxWait: 10_000, timeout: 30_000 };

const rowSelect = {
  id: true,
  title: true,
  description: true,
  createdAt: true,
  duplicateOf: true,
  minhash: true,
  minhashBands: true,
  ...visibilitySelect,
} as const satisfies Prisma.OpportunitySelect;

const sameArray = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * Signs the posting and regroups its neighbourhood. Returns the ids whose group changed (to reindex:
 * a new duplicate leaves the listing, a promoted or split-out posting enters it).
 */
export async function detectDuplicates(db: Db, opportunityId: string): Promise<string[]> {
  return db.$transaction(async (tx) => {
    const row = await tx.opportunity.findUnique({ where: { id: opportunityId }, select: rowSelect });
    if (!row) return [];
    const signature = minhashSignature(postingText(row));
    const bands = bandKeys(signature);
    const lockKeys = [...new Set([...bands, ...row.minhashBands])].sort((a, b) => a - b);
    if (lockKeys.length > 0) {
      await tx.$queryRaw`SELECT pg_advisory_xact_lock(${BAND_LOCK_SPACE}::int, k)::text
        FROM unnest(${lockKeys}::int[]) AS k ORDER BY k`;
    }
    if (!sameArray(signature, row.minhash) || !sameArray(bands, row.minhashBands)) {
      // Raw, so updated_at stays: a signature is derived data, not an edit.
      await tx.$executeRaw`UPDATE opportunities SET minhash = ${signature}::int[], minhash_bands = ${bands}::int[]
        WHERE id = ${opportunityId}::uuid`;
    }
    // Band keys find candidates; only those similar enough to the posting itself join its
    // neighbourhood (a lab's boilerplate shares bands with many postings but groups none of them).
    const banded =
      bands.length === 0
        ? []
        : await tx.$queryRaw<{ id: string; minhash: number[] }[]>`SELECT id::text AS id, minhash FROM opportunities
            WHERE minhash_bands && ${bands}::int[] AND id <> ${opportunityId}::uuid AND deleted_at IS NULL`;
    const candidateIds = banded
      .filter((c) => estimatedSimilarity(signature, c.minhash) >= SIMILARITY_THRESHOLD)
      .map((c) => c.id);
    // The neighbourhood, closed under group membership so no row outside it points into it.
    const heads = await tx.$queryRaw<{ id: string }[]>`
      SELECT DISTINCT coalesce(duplicate_of, id)::text AS id FROM opportunities
      WHERE id = ANY(${[opportunityId, ...candidateIds]}::uuid[])`;
    const headIds = heads.map((h) => h.id);
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT id::text AS id FROM opportunities
      WHERE id = ANY(${[opportunityId, ...candidateIds, ...headIds]}::uuid[])
         OR duplicate_of = ANY(${[opportunityId, ...headIds]}::uuid[])
      ORDER BY id FOR UPDATE`;
    const ids = locked.map((r) => r.id);
    const rows = await tx.opportunity.findMany({ where: { id: { in: ids } }, select: rowSelect });
    const splitRows = await tx.duplicateSplit.findMany({
      where: { firstId: { in: ids }, secondId: { in: ids } },
      select: { firstId: true, secondId: true },
    });
    const splits = new Set(splitRows.map((s) => pairKey(s.firstId, s.secondId)));
    const candidates: GroupCandidate[] = rows.map((r) => ({
      id: r.id,
      minhash: r.id === opportunityId ? signature : r.minhash,
      open: r.status === 'open',
      createdAt: r.createdAt,
      eligible: isPubliclyVisible(r),
    }));
    const groups = assignGroups(candidates, splits);
    const changed = rows.filter((r) => (groups.get(r.id) ?? null) !== r.duplicateOf).map((r) => r.id);
    // Canonicals first, so no row ever points at a row that is itself a duplicate.
    const ordered = [...changed].sort((a, b) => Number(groups.get(a) !== null) - Number(groups.get(b) !== null));
    for (const id of ordered) {
      await tx.$executeRaw`UPDATE opportunities SET duplicate_of = ${groups.get(id) ?? null}::uuid WHERE id = ${id}::uuid`;
    }
    return changed;
  }, DETECT_TRANSACTION);
}

/** Rows never signed (older than detection, or seeded): the sweep's work list. */
export async function findUnsigned(db: Db, limit: number): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT id::text AS id FROM opportunities
    WHERE cardinality(minhash) = 0 AND deleted_at IS NULL
      -- A text without a single word signs to nothing: never picked, or it would hold the batch for ever.
      AND (title ~ '[[:alnum:]]' OR description ~ '[[:alnum:]]')
    ORDER BY created_at, id LIMIT ${limit}`;
  return rows.map((r) => r.id);
}
