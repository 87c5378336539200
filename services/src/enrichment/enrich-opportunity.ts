// Runs an engine over one opportunity and writes what it inferred, in the transaction that records
// opportunity.enriched (the search index takes the new summary and discipline from that event).
// The engine runs outside the transaction (an OpenAI call may take seconds); the write then re-reads
// the row under a lock and gives up when the text changed meanwhile: that change's own event brings
// a fresh run, so a slow engine never writes a summary of text that is gone.
import type { Db } from '../db/client.ts';
import type { FundingType } from '../db/client.ts';
import { recordEvent } from '../events/outbox.ts';
import { statedFundingType } from '../opportunities/funding.ts';
import type { Enrichment, EnrichmentEngine, EnrichmentInput } from './engine.ts';
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
  inferredFields: true,
  enrichedHash: true,
  deletedAt: true,
} as const;

export type EnrichmentOutcome = 'enriched' | 'unchanged' | 'missing' | 'superseded';

type Row = NonNullable<Awaited<ReturnType<typeof readRow>>>;

function readRow(db: Pick<Db, 'opportunity'>, id: string) {
  return db.opportunity.findUnique({ where: { id }, select: enrichmentSelect });
}

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
export function inferredColumns(row: Pick<Row, EnrichedField | 'inferredFields' | 'fullyFunded'>, result: Enrichment) {
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
    ...factColumns(data.facts ?? row.facts),
    ...(result.language !== undefined && { language: result.language }),
    inferredFields: [...inferred],
  };
}

export async function enrichOpportunity(db: Db, engine: EnrichmentEngine, id: string): Promise<EnrichmentOutcome> {
  const row = await readRow(db, id);
  if (!row || row.deletedAt) return 'missing';
  const hash = enrichmentHash(row);
  if (row.enrichedHash === hash) return 'unchanged';
  const result = await engine.enrich(enrichmentInput(row));
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM opportunities WHERE id = ${id}::uuid FOR UPDATE`;
    const current = await readRow(tx, id);
    if (!current || current.deletedAt) return 'missing';
    if (enrichmentHash(current) !== hash) return 'superseded';
    if (current.enrichedHash === hash) return 'unchanged';
    await tx.opportunity.update({
      where: { id },
      data: {
        ...inferredColumns(current, result),
        enrichedHash: hash,
        enrichedAt: new Date(),
        enrichedBy: result.engine ?? engine.name,
      },
    });
    await recordEvent(tx, 'opportunity.enriched', { opportunityId: id });
    return 'enriched';
  });
}

/** Rows never enriched (created before enrichment, or whose events were lost), open ones first. */
export async function findUnenriched(db: Db, limit: number): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT id::text AS id FROM opportunities
    WHERE enriched_hash IS NULL AND deleted_at IS NULL
    ORDER BY (status = 'open') DESC, created_at DESC
    LIMIT ${limit}`;
  return rows.map((r) => r.id);
}
