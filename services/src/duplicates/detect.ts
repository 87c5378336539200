// Finds a posting's near-duplicates and settles its neighbourhood's groups (run by the search-index
// processor when the posting is indexed, for a batch's postings together, and by its sweep for rows
// never signed).
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
import { int4ArrayFromSend } from './array-send.ts';
import { estimatedSimilarity, minhashSignature, postingText } from './signature.ts';

/** First key of the two-key advisory locks taken per band (pg_advisory_xact_lock(int4, int4)). */
const BAND_LOCK_SPACE = 1_716_017;
/**
 * Band keys share LOCK_SLOTS locks: postings sharing a key still take the same lock, and a batch of
 * 100 postings (3,200 keys) holds at most this many, where Postgres's lock table holds 64 per
 * connection by default (a batch per key could run it out of shared memory).
 */
const LOCK_SLOTS = 1024;
const lockSlot = (key: number) => key & (LOCK_SLOTS - 1);

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
export function detectDuplicates(db: Db, opportunityId: string): Promise<string[]> {
  return detectDuplicatesOf(db, [opportunityId]);
}

interface Signed {
  signature: number[];
  bands: number[];
}

/**
 * Signs several postings (an import's batch, a sweep's) and regroups their neighbourhoods in one
 * transaction: one candidate query for all their bands, one lock of the rows they touch. The
 * neighbourhood of a batch is the union of its postings' neighbourhoods, and cluster.ts cuts a union
 * as it cuts each part, so the groups are the ones detection one posting at a time would settle on.
 */
export async function detectDuplicatesOf(db: Db, opportunityIds: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(opportunityIds)];
  if (wanted.length === 0) return [];
  return db.$transaction(async (tx) => {
    const posted = await tx.opportunity.findMany({ where: { id: { in: wanted } }, select: rowSelect });
    if (posted.length === 0) return [];
    const signed = new Map<string, Signed>();
    const lockKeys = new Set<number>();
    for (const row of posted) {
      const signature = minhashSignature(postingText(row));
      const bands = bandKeys(signature);
      signed.set(row.id, { signature, bands });
      for (const key of [...bands, ...row.minhashBands]) lockKeys.add(key);
    }
    if (lockKeys.size > 0) {
      const slots = [...new Set([...lockKeys].map(lockSlot))].sort((a, b) => a - b);
      await tx.$queryRaw`SELECT pg_advisory_xact_lock(${BAND_LOCK_SPACE}::int, k)::text
        FROM unnest(${slots}::int[]) AS k ORDER BY k`;
    }
    const resigned = posted
      .map((row) => ({ row, ...signed.get(row.id)! }))
      .filter(({ row, signature, bands }) => !sameArray(signature, row.minhash) || !sameArray(bands, row.minhashBands))
      .map(({ row, signature, bands }) => ({ id: row.id, minhash: signature, bands }));
    if (resigned.length > 0) {
      // One statement for the batch; raw, so updated_at stays: a signature is derived data, not an edit.
      // A trigger moves the band keys into opportunity_bands.
      await tx.$executeRaw`UPDATE opportunities o SET minhash = v.minhash, minhash_bands = v.bands
        FROM jsonb_to_recordset(${JSON.stringify(resigned)}::jsonb) AS v(id uuid, minhash int[], bands int[])
        WHERE o.id = v.id`;
    }
    const candidateIds = await similarCandidates(tx, signed);
    const centre = [...signed.keys(), ...candidateIds];
    // The neighbourhood, closed under group membership so no row outside it points into it.
    const heads = await tx.$queryRaw<{ id: string }[]>`
      SELECT DISTINCT coalesce(duplicate_of, id)::text AS id FROM opportunities
      WHERE id = ANY(${centre}::uuid[])`;
    const headIds = heads.map((h) => h.id);
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT id::text AS id FROM opportunities
      WHERE id = ANY(${[...centre, ...headIds]}::uuid[])
         OR duplicate_of = ANY(${[...signed.keys(), ...headIds]}::uuid[])
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
      minhash: signed.get(r.id)?.signature ?? r.minhash,
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

/**
 * The rows similar enough to one of the signed postings, found through the band keys they share: one
 * query for all the postings' bands. Only those similar to a posting itself join its neighbourhood (a
 * lab's boilerplate shares bands with many postings but groups none of them).
 */
async function similarCandidates(tx: Prisma.TransactionClient, signed: ReadonlyMap<string, Signed>) {
  const allBands = [...new Set([...signed.values()].flatMap((s) => s.bands))];
  if (allBands.length === 0) return [];
  // One b-tree probe per key (an array overlap with a batch's thousands of keys is a scan), then the
  // signatures of the rows found, once each, in binary (array-send.ts).
  const pairs = await tx.$queryRaw<{ band: number; id: string }[]>`
    SELECT band, opportunity_id::text AS id FROM opportunity_bands WHERE band = ANY(${allBands}::int[])`;
  const stored = await tx.$queryRaw<{ id: string; minhash: Uint8Array }[]>`
    SELECT id::text AS id, array_send(minhash) AS minhash FROM opportunities
    WHERE id = ANY(${[...new Set(pairs.map((p) => p.id))]}::uuid[]) AND deleted_at IS NULL`;
  const banded = stored.map((row) => ({ id: row.id, minhash: int4ArrayFromSend(row.minhash) }));
  const byId = new Map(banded.map((row) => [row.id, row]));
  const byBand = new Map<number, (typeof banded)[number][]>();
  for (const { band, id } of pairs) {
    const row = byId.get(id);
    if (!row) continue;
    const list = byBand.get(band);
    if (list) list.push(row);
    else byBand.set(band, [row]);
  }
  const found = new Set<string>();
  for (const [id, { signature, bands }] of signed) {
    const seen = new Set<string>([id]);
    for (const band of bands) {
      for (const other of byBand.get(band) ?? []) {
        if (seen.has(other.id)) continue;
        seen.add(other.id);
        const otherSignature = signed.get(other.id)?.signature ?? other.minhash;
        if (estimatedSimilarity(signature, otherSignature) >= SIMILARITY_THRESHOLD) found.add(other.id);
      }
    }
  }
  return [...found];
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
