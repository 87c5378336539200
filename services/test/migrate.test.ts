import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../src/db/migrate.ts';
import { createEmptyDatabase } from '../../tests/support/services.ts';

describe('migration runner (real Postgres)', () => {
  let database: { url: string; drop(): Promise<void> };
  beforeAll(async () => {
    database = await createEmptyDatabase();
  });
  afterAll(() => database.drop());

  it('applies every migration once, even when two processes race, and records them as Prisma does', async () => {
    const results = await Promise.all([migrate(database.url), migrate(database.url)]);
    const names = readMigrations().map((m) => m.name);
    expect(results.map((r) => r.applied.length).sort()).toEqual([0, names.length]);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const rows = await client.query(
      'SELECT migration_name, checksum, finished_at, applied_steps_count FROM _prisma_migrations ORDER BY migration_name',
    );
    await client.end();
    expect(rows.rows.map((r) => r.migration_name)).toEqual(names);
    for (const [i, row] of rows.rows.entries()) {
      expect(row.checksum).toBe(readMigrations()[i]!.checksum);
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.applied_steps_count).toBe(1);
    }
    expect((await migrate(database.url)).applied).toEqual([]);
  });

  it('rolls a failing migration back whole and names it', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    mkdirSync(join(dir, '001_ok'));
    writeFileSync(join(dir, '001_ok', 'migration.sql'), 'CREATE TABLE a (id int);');
    mkdirSync(join(dir, '002_bad'));
    writeFileSync(join(dir, '002_bad', 'migration.sql'), 'CREATE TABLE b (id int); SELECT * FROM missing_table;');
    const empty = await createEmptyDatabase();
    try {
      await expect(migrate(empty.url, { dir })).rejects.toThrow(/002_bad failed and was rolled back/);
      const client = new pg.Client({ connectionString: empty.url });
      await client.connect();
      const tables = await client.query(
        "SELECT table_name FROM information_schema.tables WHERE table_schema='public' ORDER BY 1",
      );
      const recorded = await client.query('SELECT migration_name FROM _prisma_migrations');
      await client.end();
      expect(tables.rows.map((r) => r.table_name)).toEqual(['_prisma_migrations', 'a']);
      expect(recorded.rows.map((r) => r.migration_name)).toEqual(['001_ok']);
    } finally {
      await empty.drop();
    }
  });
});
