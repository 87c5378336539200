// Consumes: opportunity.created | updated | closed | deleted | enriched, their batches
//           opportunities.created | enriched (from the outbox, a batch's rows detected and indexed
//           together), and
//           search-index.sweep (a job scheduler, every few minutes): repairs rows whose events were
//           lost, signs rows never signed for near-duplicates, then the engine's upkeep (the
//           Postgres engine's vocabulary).
// Emits:    nothing; writes the search engine's index and the duplicate groups
//           (services/src/duplicates) only. Detection runs before indexing, so a posting found to be
//           a duplicate never reaches the listing, and the rows whose group changed are synced too.
// Idempotent by construction: it re-reads the rows and makes the index match them, whatever the
// event said, so duplicates, retries and out-of-order deliveries all converge.
import type { Db } from '@phd/services/db/client';
import type { SearchEngine } from '@phd/search/engine';
import { detectDuplicatesOf, findUnsigned } from '@phd/services/duplicates/detect';
import { isListedInSearch, visibilitySelect } from '@phd/services/opportunities/public-visibility';
import { defineProcessor } from './processor.ts';

const SWEEP_BATCH = 500;
/** Rows signed per sweep, so a seeded catalogue is signed within minutes. */
const SIGN_BATCH = 200;
/** Rows signed per transaction: short enough that a person's edit never waits long on their locks. */
const DETECT_BATCH = 50;

export const searchIndexProcessor = defineProcessor({
  queue: 'search-index',
  async handle(job, { db, search, logger }) {
    if (job.kind === 'event') {
      const ids = 'opportunityIds' in job.payload ? job.payload.opportunityIds : [job.payload.opportunityId];
      // Enrichment writes neither the text nor the visibility detection reads: its event only reindexes.
      const enriched = job.name === 'opportunity.enriched' || job.name === 'opportunities.enriched';
      const regrouped = enriched ? [] : await detectDuplicatesOf(db, ids);
      // One index write for the batch and every row whose group changed.
      return syncOpportunities(db, search, [...new Set([...ids, ...regrouped])]);
    }
    const regrouped: string[] = [];
    const unsigned = await findUnsigned(db, SIGN_BATCH);
    for (let at = 0; at < unsigned.length; at += DETECT_BATCH) {
      regrouped.push(...(await detectDuplicatesOf(db, unsigned.slice(at, at + DETECT_BATCH))));
    }
    const stale = await findStale(db, SWEEP_BATCH);
    const result = await syncOpportunities(db, search, [...new Set([...stale, ...regrouped])]);
    if (stale.length > 0 || regrouped.length > 0) {
      logger.info({ ...result, stale: stale.length, regrouped: regrouped.length }, 'search-index sweep repaired rows');
    }
    await search.maintain();
    return result;
  },
});

/** Indexes the searchable ones among these ids and removes the rest (closed, deleted, unlisted, missing). */
export async function syncOpportunities(db: Db, search: SearchEngine, ids: readonly string[]) {
  if (ids.length === 0) return { indexed: 0, removed: 0 };
  const rows = await db.opportunity.findMany({
    where: { id: { in: [...ids] } },
    select: { id: true, duplicateOf: true, ...visibilitySelect },
  });
  const searchable = new Set(rows.filter(isListedInSearch).map((r) => r.id));
  const gone = ids.filter((id) => !searchable.has(id));
  // The Postgres engine re-checks searchability in its UPDATE, so a write racing this read still
  // ends correct; other engines rely on the write's own event arriving after this job.
  const result = searchable.size > 0 ? await search.index([...searchable]) : { indexed: 0, removed: 0 };
  if (gone.length > 0) await search.remove(gone);
  return { indexed: result.indexed, removed: result.removed + gone.length };
}

/** Rows changed since they were last indexed (or never indexed): what lost events would leave behind. */
function findStale(db: Db, limit: number): Promise<string[]> {
  return db.$queryRaw<{ id: string }[]>`
    SELECT id::text AS id FROM opportunities
    WHERE indexed_at IS NULL OR indexed_at < updated_at
    ORDER BY updated_at
    LIMIT ${limit}`.then((rows) => rows.map((r) => r.id));
}
