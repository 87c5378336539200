// Bulk inserts for the seed. Opportunities go in as one INSERT ... SELECT FROM unnest(...) per chunk:
// one array parameter per column, so a chunk costs one round trip and no 65,535-parameter limit
// applies. No outbox events are written: the caller reindexes seeded rows in bulk.
import type { Db, Prisma } from '../db/client.ts';
import { LOCAL_ENGINE_REVISION } from '../enrichment/engine-revision.ts';
import { seedEnrichment } from './enrich.ts';
import { seedSignature } from './sign.ts';
import type { OpportunityRow, UniversityRow } from './generate.ts';

export type DbClient = Db | Prisma.TransactionClient;

export type SeedOpportunity = OpportunityRow & {
  source: 'seed' | 'recruiter' | 'tenant' | 'post_jobs';
  recruiterId?: string | null;
  /** Who posted it on the site (the /phd-postings pages), and a post-jobs poster's address. */
  postedByName?: string | null;
  postedByPosition?: string | null;
  postedByDepartment?: string | null;
  posterEmail?: string | null;
  tenantId?: string | null;
  /** A tenant's "Also list on PhD Finder" (default true, as the column's). */
  listedPublicly?: boolean;
};

/** `select`: the stored expression of the unnested value, when the column's type cannot travel in an array. */
type Column = [
  name: string,
  sqlType: string,
  value: (row: SeedOpportunity) => unknown,
  select?: (unnested: string) => string,
];

const COLUMNS: Column[] = [
  ['id', 'uuid', (r) => r.id],
  ['title', 'text', (r) => r.title],
  ['university_id', 'uuid', (r) => r.universityId],
  ['university_name', 'text', (r) => r.universityName],
  ['university_url', 'text', (r) => r.universityUrl],
  ['department', 'text', (r) => r.department],
  ['discipline', 'text', (r) => r.discipline],
  ['supervisor', 'text', (r) => r.supervisor],
  ['supervisor_url', 'text', (r) => r.supervisorUrl],
  ['closing_date', 'timestamptz', (r) => r.closingDate],
  ['deadline', 'text', (r) => r.deadline],
  ['open_to', 'text', (r) => r.openTo],
  ['city', 'text', (r) => r.city],
  ['country', 'text', (r) => r.country],
  ['opportunity_url', 'text', (r) => r.opportunityUrl],
  ['fully_funded', 'boolean', (r) => r.fullyFunded],
  ['funding', 'text', (r) => r.funding],
  ['funding_details', 'text', (r) => r.fundingDetails],
  ['research_area', 'text', (r) => r.researchArea],
  ['ai_summary', 'text', (r) => seedEnrichment(r).aiSummary],
  ['funding_type', '"FundingType"', (r) => seedEnrichment(r).fundingType],
  ['facts', 'jsonb', (r) => JSON.stringify(seedEnrichment(r).facts)],
  ['stipend_yearly', 'integer', (r) => seedEnrichment(r).stipendYearly],
  ['stipend_currency', 'text', (r) => seedEnrichment(r).stipendCurrency],
  ['language', 'text', (r) => seedEnrichment(r).language],
  // An array per row cannot be unnested from an array of arrays: it travels as one comma-joined text
  // ('' for an empty list, which string_to_array makes '{}').
  [
    'eligible_countries',
    'text',
    (r) => seedEnrichment(r).eligibleCountries.join(','),
    (v) => `string_to_array(${v}, ',')`,
  ],
  ['inferred_fields', 'text', (r) => seedEnrichment(r).inferredFields.join(','), (v) => `string_to_array(${v}, ',')`],
  ['enriched_hash', 'text', (r) => seedEnrichment(r).enrichedHash],
  ['enriched_at', 'timestamptz', (r) => r.createdAt],
  ['enriched_by', 'text', () => 'local'],
  // The revision that read them, so a fresh start does not send every demo row through the sweep again.
  ['enriched_revision', 'integer', () => LOCAL_ENGINE_REVISION],
  ['description', 'text', (r) => r.description],
  ['minhash', 'text', (r) => seedSignature(r).minhash.join(','), (v) => `string_to_array(${v}, ',')::int[]`],
  ['minhash_bands', 'text', (r) => seedSignature(r).bands.join(','), (v) => `string_to_array(${v}, ',')::int[]`],
  ['collect_resumes', 'boolean', (r) => r.collectResumes],
  ['category', '"OpportunityCategory"', (r) => r.category],
  ['status', '"OpportunityStatus"', (r) => r.status],
  ['source', '"OpportunitySource"', (r) => r.source],
  ['views', 'integer', (r) => r.views],
  ['recruiter_id', 'uuid', (r) => r.recruiterId ?? null],
  ['tenant_id', 'uuid', (r) => r.tenantId ?? null],
  ['listed_publicly', 'boolean', (r) => r.listedPublicly ?? true],
  ['posted_by_name', 'text', (r) => r.postedByName ?? null],
  ['posted_by_position', 'text', (r) => r.postedByPosition ?? null],
  ['posted_by_department', 'text', (r) => r.postedByDepartment ?? null],
  ['poster_email', 'text', (r) => r.posterEmail ?? null],
  ['created_at', 'timestamptz', (r) => r.createdAt],
  ['updated_at', 'timestamptz', (r) => r.createdAt],
  ['closed_at', 'timestamptz', (r) => r.closedAt],
];

const INSERT_SQL =
  `INSERT INTO "opportunities" (${COLUMNS.map(([name]) => `"${name}"`).join(', ')}) ` +
  `SELECT ${COLUMNS.map(([, , , select], i) => (select ? select(`c${i}`) : `c${i}`)).join(', ')} ` +
  `FROM unnest(${COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')}) ` +
  `AS u(${COLUMNS.map((_, i) => `c${i}`).join(', ')})`;

export async function insertOpportunityChunk(db: DbClient, rows: SeedOpportunity[]): Promise<number> {
  if (rows.length === 0) return 0;
  const params = COLUMNS.map(([, , value]) => rows.map(value));
  return db.$executeRawUnsafe(INSERT_SQL, ...params);
}

/**
 * Small on purpose: Prisma keeps the arguments of its last 100 queries for error reports, so the
 * chunk size bounds the memory a 100k seed holds (2,000-row chunks kept about 1.3 GB alive).
 */
export const DEFAULT_CHUNK_SIZE = 250;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Inserts rows from any iterable (a lazy generator keeps memory flat at 100k rows). The next chunk
 * is generated while Postgres stores the previous one, yielding to the event loop now and then so
 * the client can keep its query moving: generation and storage then run on different cores.
 */
export async function insertOpportunities(
  db: DbClient,
  rows: Iterable<SeedOpportunity>,
  options: { chunkSize?: number; onChunk?: (insertedSoFar: number) => void } = {},
): Promise<number> {
  const size = options.chunkSize ?? DEFAULT_CHUNK_SIZE;
  const iterator = rows[Symbol.iterator]();
  let inserted = 0;
  let pending: Promise<number> | null = null;
  for (;;) {
    const chunk: SeedOpportunity[] = [];
    for (let next = iterator.next(); !next.done; next = iterator.next()) {
      // Enriched here, while Postgres stores the previous chunk (the engine is the seed's main CPU cost).
      seedEnrichment(next.value);
      chunk.push(next.value);
      if (chunk.length === size) break;
      if (pending && chunk.length % 50 === 0) await nextTurn();
    }
    if (pending) {
      inserted += await pending;
      options.onChunk?.(inserted);
    }
    if (chunk.length === 0) return inserted;
    pending = insertOpportunityChunk(db, chunk);
    // Awaited on the next round; until then a failure must not count as an unhandled rejection.
    pending.catch(() => {});
  }
}

/**
 * Runs `load` with the table's plain secondary indexes dropped and rebuilds them afterwards from
 * their own definitions: the bulk-loading advice in the Postgres manual (about 1.5x faster at 100k
 * rows here). Inside a transaction the DDL is atomic, so a failed load leaves the schema untouched.
 */
export async function withIndexesDeferred<T>(db: DbClient, table: string, load: () => Promise<T>): Promise<T> {
  const indexes = await db.$queryRawUnsafe<{ name: string; definition: string }[]>(
    `SELECT c.relname AS name, pg_get_indexdef(x.indexrelid) AS definition
       FROM pg_index x JOIN pg_class c ON c.oid = x.indexrelid
      WHERE x.indrelid = $1::regclass AND NOT x.indisprimary AND NOT x.indisunique
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid)`,
    table,
  );
  for (const index of indexes) await db.$executeRawUnsafe(`DROP INDEX "${index.name}"`);
  const result = await load();
  await db.$executeRawUnsafe(`SET LOCAL maintenance_work_mem = '256MB'`);
  for (const index of indexes) await db.$executeRawUnsafe(index.definition);
  return result;
}

/** For the rest of the transaction: lz4 compresses long descriptions far more cheaply than pglz. */
export async function preferCheapCompression(db: DbClient): Promise<void> {
  const lz4 = await db.$queryRawUnsafe<unknown[]>(
    `SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY(enumvals)`,
  );
  if (lz4.length > 0) await db.$executeRawUnsafe(`SET LOCAL default_toast_compression = 'lz4'`);
}

export async function insertUniversities(db: DbClient, universities: UniversityRow[]): Promise<number> {
  const { count } = await db.university.createMany({
    data: universities.map((u) => ({ ...u, updatedAt: u.createdAt })),
  });
  return count;
}
