// Applies prisma/migrations/*/migration.sql in order. Compatible with `prisma migrate deploy`: the same
// `_prisma_migrations` table and columns, the same SHA-256 checksums and the same advisory lock key, so
// production may use either tool and the two never run at once.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'prisma', 'migrations');

/** The key Prisma's schema engine locks with; sharing it serialises us with `prisma migrate deploy`. */
const ADVISORY_LOCK_KEY = 72707369;

const CREATE_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id"                  VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum"            VARCHAR(64) NOT NULL,
  "finished_at"         TIMESTAMPTZ,
  "migration_name"      VARCHAR(255) NOT NULL,
  "logs"                TEXT,
  "rolled_back_at"      TIMESTAMPTZ,
  "started_at"          TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(dir, e.name, 'migration.sql')))
    .map((e) => e.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

export interface MigrateResult {
  applied: string[];
  alreadyApplied: number;
}

/** Applies every pending migration, each in its own transaction. Safe to call from many processes. */
export async function migrate(
  databaseUrl: string,
  options: { dir?: string; log?: (line: string) => void } = {},
): Promise<MigrateResult> {
  const migrations = readMigrations(options.dir);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCK_KEY]);
    await client.query(CREATE_TABLE);
    const rows = await client.query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      rolled_back_at: Date | null;
    }>(
      'SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL',
    );
    const failed = rows.rows.find((r) => r.finished_at === null);
    if (failed) {
      throw new MigrationError(
        `Migration ${failed.migration_name} started but never finished. Fix the database by hand, then mark it rolled back (prisma migrate resolve --rolled-back ${failed.migration_name}).`,
      );
    }
    const done = new Map(rows.rows.map((r) => [r.migration_name, r.checksum]));
    const applied: string[] = [];
    for (const m of migrations) {
      const checksum = done.get(m.name);
      if (checksum !== undefined) {
        if (checksum !== m.checksum) options.log?.(`warning: migration ${m.name} was edited after it was applied`);
        continue;
      }
      try {
        await client.query('BEGIN');
        const id = randomUUID();
        await client.query(
          'INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())',
          [id, m.checksum, m.name],
        );
        await client.query(m.sql);
        await client.query(
          'UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1',
          [id],
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw new MigrationError(`Migration ${m.name} failed and was rolled back: ${(error as Error).message}`);
      }
      applied.push(m.name);
      options.log?.(`applied migration ${m.name}`);
    }
    return { applied, alreadyApplied: done.size };
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [ADVISORY_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}
