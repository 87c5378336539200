// Runs an engine over opportunities and writes what it inferred, in the transaction that records
// opportunity.enriched (opportunities.enriched for several; the search index takes the new summary and
// discipline from that event). The engine runs outside the transaction (an OpenAI call may take
// seconds); the write then re-reads the rows under their locks and skips any whose text changed
// meanwhile: that change's own event brings a fresh run, so a slow engine never writes a summary of
// text that is gone. A row whose text is unchanged still gets the columns derived from its facts again
// when they are stale (its country changed; a column added since), in the same way and event, and is
// read again when an older revision of the local engine read it (engine-revision.ts).
import { Prisma, type Db, type FundingType } from '../db/client.ts';
import type { DbOrTx } from '../db/transaction.ts';
import { recordOpportunitiesEvent, type ListingRef } from '../opportunities/batch-events.ts';
import { statedFundingType } from '../opportunities/funding.ts';
import { inUnitOf, type UnitOfWorkOptions } from '../tenants/unit-of-work.ts';
import type { Enrichment, EnrichmentEngine, EnrichmentInput } from './engine.ts';
import { LOCAL_ENGINE_REVISION } from './engine-revision.ts';
import { factColumns } from './fact-columns.ts';
import { ENRICHED_FIELDS, isInferable, type EnrichedField } from './inferred-fields.ts';
import { enrichmentHash } from './text-hash.ts';

const enrichmentSelect = {
  id: true,
  title: true,
  description: true,
  universityName: true,
  department: true,
  country: true,
  city: true,
  closingDate: true,
  deadline: true,
  funding: true,
  fundingDetails: true,
  fullyFunded: true,
  aiSummary: true,
  discipline: true,
  fundingType: true,
  facts: true,
  stipendYearly: true,
  stipendCurrency: true,
  eligibleCountries: true,
  inferredFields: true,
  tenantId: true,
  enrichedHash: true,
  enrichedBy: true,
  enrichedRevision: true,
  deletedAt: true,
} as const satisfies Prisma.OpportunitySelect;

export type EnrichmentOutcome = 'enriched' | 'unchanged' | 'missing' | 'superseded';

type Row = Prisma.OpportunityGetPayload<{ select: typeof enrichmentSelect }>;

/** What an engine reads of a row; a row not stored yet (the seed's) states nothing beyond its box. */
export function enrichmentInput(
  row: Omit<EnrichmentInput, 'statedFundingType'> & {
    fullyFunded: boolean;
    fundingType?: FundingType | null;
    inferredFields?: readonly string[];
  },
): EnrichmentInput {
  return {
    title: row.title,
    description: row.description,
    universityName: row.universityName,
    department: row.department,
    country: row.country,
    city: row.city,
    closingDate: row.closingDate,
    deadline: row.deadline,
    funding: row.funding,
    fundingDetails: row.fundingDetails,
    statedFundingType: statedFundingType({
      fullyFunded: row.fullyFunded,
      fundingType: row.fundingType ?? null,
      inferredFields: row.inferredFields ?? [],
    }),
  };
}

/**
 * The columns an enrichment sets on a row in this state: only fields that are empty or inferred,
 * each listed as inferred. An editor's "fully funded" box is their word on the funding type. The
 * columns derived from the facts follow the facts the row keeps (the editor's, when theirs win), and
 * the language is always the detected one.
 */
export function inferredColumns(
  row: Pick<Row, EnrichedField | 'inferredFields' | 'fullyFunded' | 'country'>,
  result: Enrichment,
) {
  const { fundingType, ...facts } = result.facts;
  const values: Record<EnrichedField, unknown> = {
    aiSummary: result.summary || null,
    discipline: result.discipline,
    fundingType: row.fullyFunded ? 'fully_funded' : fundingType,
    facts,
  };
  const data: { aiSummary?: string; discipline?: string; fundingType?: FundingType; facts?: object } = {};
  const inferred = new Set(row.inferredFields);
  for (const field of ENRICHED_FIELDS) {
    const value = values[field];
    if (value === null || value === undefined || !isInferable(field, row)) continue;
    Object.assign(data, { [field]: value });
    inferred.add(field);
  }
  return {
    ...data,
    ...factColumns(data.facts ?? row.facts, row.country),
    ...(result.language !== undefined && { language: result.language }),
    inferredFields: [...inferred],
  };
}

/**
 * Whether an older local engine wrote the row's reading: its text must be read again, hash or not. A
 * NULL revision beside 'local' is a row written by code from before revisions. Other engines' readings
 * are never stale: they do not change when the local engine does. findOwedEnrichment says the same in
 * SQL.
 */
function staleRevision(row: Pick<Row, 'enrichedBy' | 'enrichedRevision'>): boolean {
  return row.enrichedBy === 'local' && (row.enrichedRevision === null || row.enrichedRevision < LOCAL_ENGINE_REVISION);
}

/** The text's reading is the current one: the same text, not read by an older local engine. */
const upToDate = (row: Row, hash: string) => row.enrichedHash === hash && !staleRevision(row);

export async function enrichOpportunity(db: Db, engine: EnrichmentEngine, id: string): Promise<EnrichmentOutcome> {
  const outcomes = await enrichOpportunities(db, engine, [id]);
  return outcomes.get(id) ?? 'missing';
}

/**
 * Whether the columns derived from the row's facts differ from what its facts and country give now: a
 * country changed without its text (the "home students" rule reads it), or a row written before a
 * column existed (eligible_countries). Such a row gets its columns again with no engine call.
 */
function staleColumns(row: Row, underived: ReadonlySet<string>): ReturnType<typeof factColumns> | null {
  const now = factColumns(row.facts, row.country);
  const same =
    !underived.has(row.id) &&
    now.stipendYearly === row.stipendYearly &&
    now.stipendCurrency === row.stipendCurrency &&
    now.eligibleCountries.join(',') === row.eligibleCountries.join(',');
  return same ? null : now;
}

/**
 * Which of these rows hold eligible_countries as NULL: not derived yet (rows with eligibility notes from
 * before the column, migration 20261129153500_eligible_countries_backfill). Read raw: Prisma reads a
 * NULL list as empty, which is also "derived, no limit".
 */
async function underivedOf(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT id::text AS id FROM opportunities WHERE id = ANY(${[...ids]}::uuid[]) AND eligible_countries IS NULL`;
  return new Set(rows.map((r) => r.id));
}

/** Longest the batch's write may wait for and hold its rows' locks (a row update each, one event). */
const WRITE_TRANSACTION = { maxWait: 10_000, timeout: 60_000 };

/**
 * Enriches several rows (a batch event's, a sweep's): the engine runs over each outside any
 * transaction, then one transaction writes them all and records one event for the lot
 * (opportunities.enriched, or opportunity.enriched for a single row).
 */
export async function enrichOpportunities(
  db: Db,
  engine: EnrichmentEngine,
  ids: readonly string[],
  /** The university site whose listings these are (an event's tenantId); null for the main site's. */
  tenantId: string | null = null,
): Promise<Map<string, EnrichmentOutcome>> {
  // A university site's listings are read and written in its unit: row-level security shows its
  // drafts and unlisted positions only there.
  const scoped = <T>(work: (tx: DbOrTx) => Promise<T>, options?: UnitOfWorkOptions) =>
    inUnitOf(db, tenantId, work, options);
  const outcomes = new Map<string, EnrichmentOutcome>(ids.map((id) => [id, 'missing']));
  const [rows, underived] = await scoped(async (tx) => [
    await tx.opportunity.findMany({ where: { id: { in: [...ids] } }, select: enrichmentSelect }),
    await underivedOf(tx, ids),
  ]);
  const inferred = new Map<string, { hash: string; result: Enrichment }>();
  for (const row of rows) {
    if (row.deletedAt) continue;
    const hash = enrichmentHash(row);
    if (upToDate(row, hash)) outcomes.set(row.id, 'unchanged');
    else inferred.set(row.id, { hash, result: await engine.enrich(enrichmentInput(row)) });
  }
  const rederived = rows
    .filter((row) => outcomes.get(row.id) === 'unchanged' && staleColumns(row, underived))
    .map((row) => row.id);
  if (inferred.size === 0 && rederived.length === 0) return outcomes;
  const due = [...inferred.keys(), ...rederived].sort();
  await scoped(async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM opportunities WHERE id = ANY(${due}::uuid[]) ORDER BY id FOR UPDATE`;
    const current = await tx.opportunity.findMany({ where: { id: { in: due } }, select: enrichmentSelect });
    const underivedNow = await underivedOf(tx, due);
    const enriched: ListingRef[] = [];
    for (const row of current) {
      const pending = inferred.get(row.id);
      if (!pending) {
        // Text unchanged: only the derived columns, judged again under the lock.
        const columns = row.deletedAt ? null : staleColumns(row, underivedNow);
        if (!columns) continue;
        await tx.opportunity.update({ where: { id: row.id }, data: columns });
        enriched.push(row);
        continue;
      }
      const { hash, result } = pending;
      const outcome = writeOutcome(row, hash);
      outcomes.set(row.id, outcome);
      if (outcome !== 'enriched') continue;
      const enrichedBy = result.engine ?? engine.name;
      await tx.opportunity.update({
        where: { id: row.id },
        data: {
          ...inferredColumns(row, result),
          enrichedHash: hash,
          enrichedAt: new Date(),
          enrichedBy,
          // Another engine's reading does not age with the local engine's revisions.
          enrichedRevision: enrichedBy === 'local' ? LOCAL_ENGINE_REVISION : null,
        },
      });
      enriched.push(row);
    }
    await recordOpportunitiesEvent(tx, 'enriched', enriched);
  }, WRITE_TRANSACTION);
  return outcomes;
}

/** Whether the engine's result for text of `hash` may be written to the row as it is now, under its lock. */
function writeOutcome(row: Row, hash: string): EnrichmentOutcome {
  if (row.deletedAt) return 'missing';
  // The text changed while the engine ran: that change's own event brings a fresh run.
  if (enrichmentHash(row) !== hash) return 'superseded';
  // Already read by a run that wrote first (a redelivery, a sweep beside an event); a stale revision
  // is written over, so a better engine's reading replaces the old one of the same text.
  if (upToDate(row, hash)) return 'unchanged';
  return 'enriched';
}

/**
 * Rows the enrichment owes, a batch at a time: first those never enriched (created before enrichment,
 * or whose events were lost) or enriched before eligible_countries existed (NULL: their columns are
 * derived again, no engine call); then, with what room is left, those an older revision of the local
 * engine read (staleRevision), to be read again. Open ones first, newest first, in each group, so what
 * candidates see now is put right first. The main site's rows, or with `tenantId` that university
 * site's (its unit sees its drafts and unlisted positions, which no other reader does).
 */
export async function findOwedEnrichment(db: Db, limit: number, tenantId: string | null = null): Promise<string[]> {
  const site = tenantId ? Prisma.sql`tenant_id = ${tenantId}::uuid` : Prisma.sql`tenant_id IS NULL`;
  return inUnitOf(db, tenantId, async (tx) => {
    const owed = await tx.$queryRaw<{ id: string }[]>`
      SELECT id::text AS id FROM opportunities
      WHERE (enriched_hash IS NULL OR eligible_countries IS NULL) AND deleted_at IS NULL AND ${site}
      ORDER BY (status = 'open') DESC, created_at DESC
      LIMIT ${limit}`;
    if (owed.length >= limit) return owed.map((r) => r.id);
    // Written to match the partial index opportunities_enrichment_stale_idx (migration
    // 20261130074320_enriched_revision): a sweep with nothing stale reads no row.
    const stale = await tx.$queryRaw<{ id: string }[]>`
      SELECT id::text AS id FROM opportunities
      WHERE enriched_by = 'local' AND deleted_at IS NULL
        AND (enriched_revision IS NULL OR enriched_revision < ${LOCAL_ENGINE_REVISION}::int)
        AND enriched_hash IS NOT NULL AND eligible_countries IS NOT NULL AND ${site}
      ORDER BY (status = 'open') DESC, created_at DESC
      LIMIT ${limit - owed.length}`;
    return [...owed, ...stale].map((r) => r.id);
  });
}
