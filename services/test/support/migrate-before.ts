// For the tests of one migration's data changes: the database as it was just before that migration
// (every earlier one applied), so rows can be written in the old shape and the migration run on them.
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrate, MIGRATIONS_DIR, readMigrations } from '../../src/db/migrate.ts';
import { createEmptyDatabase } from '../../../tests/support/services.ts';

export async function migrateUpTo(databaseUrl: string, migration: string): Promise<void> {
  const before = mkdtempSync(join(tmpdir(), 'before-migration-'));
  for (const m of readMigrations().filter((m) => m.name < migration)) {
    cpSync(join(MIGRATIONS_DIR, m.name), join(before, m.name), { recursive: true });
  }
  await migrate(databaseUrl, { dir: before });
}

export interface DatabaseBefore {
  /** Connected to the database as it was before the migration. */
  client: pg.Client;
  /** Applies the migration and every later one, once the test has written its rows in the old shape. */
  migrateRest(): Promise<void>;
  close(): Promise<void>;
}

/** A fresh database just before `migration`, with a client on it. */
export async function databaseBefore(migration: string): Promise<DatabaseBefore> {
  const database = await createEmptyDatabase();
  await migrateUpTo(database.url, migration);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  return {
    client,
    async migrateRest() {
      await migrate(database.url);
    },
    async close() {
      await client.end();
      await database.drop();
    },
  };
}
