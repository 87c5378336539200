// A comparable description of a Postgres schema: tables, columns (type, nullability, default), enums,
// indexes, constraints and extensions. Used by the drift test to compare the migrated database with
// one built straight from schema.prisma.
import pg from 'pg';

export type SchemaSnapshot = Record<string, string[]>;

const QUERIES: Record<string, string> = {
  columns: `SELECT table_name || '.' || column_name || ' ' || udt_name || CASE WHEN is_nullable = 'NO' THEN ' NOT NULL' ELSE '' END
              || COALESCE(' DEFAULT ' || column_default, '') AS item
            FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'`,
  enums: `SELECT t.typname || ': ' || string_agg(e.enumlabel, ', ' ORDER BY e.enumsortorder) AS item
          FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid JOIN pg_namespace n ON n.oid = t.typnamespace
          WHERE n.nspname = 'public' GROUP BY t.typname`,
  indexes: `SELECT indexdef AS item FROM pg_indexes WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`,
  constraints: `SELECT rel.relname || ' ' || con.conname || ' ' || pg_get_constraintdef(con.oid) AS item
                FROM pg_constraint con JOIN pg_class rel ON rel.oid = con.conrelid JOIN pg_namespace n ON n.oid = rel.relnamespace
                WHERE n.nspname = 'public' AND rel.relname <> '_prisma_migrations'`,
  extensions: `SELECT extname AS item FROM pg_extension WHERE extname <> 'plpgsql'`,
};

export async function snapshotSchema(databaseUrl: string): Promise<SchemaSnapshot> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const snapshot: SchemaSnapshot = {};
    for (const [part, sql] of Object.entries(QUERIES)) {
      const { rows } = await client.query<{ item: string }>(sql);
      snapshot[part] = rows.map((r) => r.item).sort();
    }
    return snapshot;
  } finally {
    await client.end();
  }
}

/** Lines present in one snapshot and not the other, prefixed with the side that has them. */
export function diffSnapshots(expected: SchemaSnapshot, actual: SchemaSnapshot): string[] {
  const out: string[] = [];
  for (const part of Object.keys(QUERIES)) {
    const a = new Set(expected[part]);
    const b = new Set(actual[part]);
    for (const item of a) if (!b.has(item)) out.push(`${part}: only in schema.prisma: ${item}`);
    for (const item of b) if (!a.has(item)) out.push(`${part}: only in migrations: ${item}`);
  }
  return out;
}
