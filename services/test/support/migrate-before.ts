// For the tests of one migration's data changes: the database as it was just before that migration
// (every earlier one applied), so rows can be written in the old shape and the migration run on them.
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, MIGRATIONS_DIR, readMigrations } from '../../src/db/migrate.ts';

export async function migrateUpTo(databaseUrl: string, migration: string): Promise<void> {
  const before = mkdtempSync(join(tmpdir(), 'before-migration-'));
  for (const m of readMigrations().filter((m) => m.name < migration)) {
    cpSync(join(MIGRATIONS_DIR, m.name), join(before, m.name), { recursive: true });
  }
  await migrate(databaseUrl, { dir: before });
}
