// Fails when prisma/schema.prisma and the database built by our migrations disagree. The reference
// database is built from schema.prisma alone (Prisma's own SQL for it, generated offline), then both
// catalogues are compared: tables, columns, types, nullability, defaults, enums, unique and index
// definitions, foreign keys and extensions.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/db/migrate.ts';
import { diffSchemas } from '../tools/prisma-diff.ts';
import { diffSnapshots, snapshotSchema, type SchemaSnapshot } from '../tools/schema-snapshot.ts';
import { createEmptyDatabase, createTestDatabase } from '../../tests/support/services.ts';

const schemaText = readFileSync(join(MIGRATIONS_DIR, '..', 'schema.prisma'), 'utf8');

async function snapshotOfSchemaText(text: string): Promise<SchemaSnapshot> {
  const reference = await createEmptyDatabase();
  try {
    const sql = await diffSchemas(null, text, reference.url);
    const client = new pg.Client({ connectionString: reference.url });
    await client.connect();
    await client.query(sql);
    await client.end();
    return await snapshotSchema(reference.url);
  } finally {
    await reference.drop();
  }
}

/**
 * What only a migration can say, because schema.prisma has no syntax for it: each named here with why,
 * so anything else only in the migrations is still drift.
 */
const MIGRATION_ONLY = [
  // A partial unique index (one default CV per candidate); Prisma has no WHERE on @@unique.
  'indexes: only in migrations: CREATE UNIQUE INDEX candidate_cvs_one_default ON public.candidate_cvs USING btree (user_id) WHERE is_default',
  // Partial indexes of the enrichment sweep's two reads (rows owed an enrichment, rows an older local
  // engine read): each holds only the rows still to do, so a sweep with nothing to do reads no row.
  'indexes: only in migrations: CREATE INDEX opportunities_enrichment_owed_idx ON public.opportunities USING btree (created_at) WHERE (((enriched_hash IS NULL) OR (eligible_countries IS NULL)) AND (deleted_at IS NULL))',
  "indexes: only in migrations: CREATE INDEX opportunities_enrichment_stale_idx ON public.opportunities USING btree (enriched_revision) WHERE ((enriched_by = 'local'::text) AND (deleted_at IS NULL))",
  // A CHECK constraint (a site's closing notices wait 0 to 30 days); Prisma has none.
  'constraints: only in migrations: tenants tenants_closing_notice_delay_days_check CHECK (((closing_notice_delay_days >= 0) AND (closing_notice_delay_days <= 30)))',
];

describe('schema.prisma and the migrations (real Postgres)', () => {
  let migrated: SchemaSnapshot;
  let fromSchema: SchemaSnapshot;
  let fromEditedSchema: SchemaSnapshot;

  beforeAll(async () => {
    const database = await createTestDatabase();
    migrated = await snapshotSchema(database.url);
    await database.drop();
    // An edited copy proves the comparison is not blind: a column added, a nullability changed and an
    // index dropped in schema.prisma, with no migration.
    const edited = schemaText
      .replace(/model ContactMessage \{/, 'model ContactMessage {\n  phone String?')
      .replace('  city         String?\n  website', '  city         String\n  website')
      .replace('  @@index([closingDate])\n', '');
    expect(edited).not.toBe(schemaText);
    [fromSchema, fromEditedSchema] = await Promise.all([
      snapshotOfSchemaText(schemaText),
      snapshotOfSchemaText(edited),
    ]);
  }, 120_000);

  it('describe the same database', () => {
    expect(fromSchema.columns!.length).toBeGreaterThan(100);
    expect(fromSchema.indexes!.length).toBeGreaterThan(50);
    expect(diffSnapshots(fromSchema, migrated).filter((d) => !MIGRATION_ONLY.includes(d))).toEqual([]);
    // Each migration-only item is really there (a rename would otherwise hide behind the list).
    expect(diffSnapshots(fromSchema, migrated)).toEqual(expect.arrayContaining(MIGRATION_ONLY));
  });

  it('would report a column added, a nullability changed and an index dropped without a migration', () => {
    const differences = diffSnapshots(fromEditedSchema, migrated);
    expect(differences).toContain('columns: only in schema.prisma: contact_messages.phone text');
    expect(differences).toContain('columns: only in schema.prisma: universities.city text NOT NULL');
    expect(differences).toContain('columns: only in migrations: universities.city text');
    expect(differences.some((d) => d.startsWith('indexes: only in migrations:') && d.includes('closing_date'))).toBe(
      true,
    );
  });
});
