// The double opt-in migration on a database that already has subscribers: addresses subscribed under
// the old single opt-in (status active) become confirmed, keep their dates, and still get the digest;
// unsubscribed ones stay unsubscribed.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, migrate, readMigrations } from '../src/db/migrate.ts';
import { createEmptyDatabase } from '../../tests/support/services.ts';

const DOUBLE_OPT_IN = '20261126102900_staying_in_touch';

describe('migration to double opt-in', () => {
  let database: { url: string; drop(): Promise<void> };
  let dir: string;
  beforeAll(async () => {
    database = await createEmptyDatabase();
    dir = mkdtempSync(join(tmpdir(), 'migrations-before-'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await database.drop();
  });

  it('turns active subscribers into confirmed ones and leaves the unsubscribed as they were', async () => {
    const names = readMigrations().map((m) => m.name);
    for (const name of names.slice(0, names.indexOf(DOUBLE_OPT_IN)))
      cpSync(join(MIGRATIONS_DIR, name), join(dir, name), { recursive: true });
    await migrate(database.url, { dir });
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query(`INSERT INTO newsletter_subscriptions (id, email, status, unsubscribe_token_hash, created_at, unsubscribed_at)
        VALUES (gen_random_uuid(), 'old@example.org', 'active', 'h1', '2026-01-05T10:00:00Z', NULL),
               (gen_random_uuid(), 'gone@example.org', 'unsubscribed', 'h2', '2026-01-06T10:00:00Z', '2026-02-01T00:00:00Z')`);
      await migrate(database.url);
      const rows = await client.query(
        'SELECT email, status::text, confirmed_at, countries FROM newsletter_subscriptions ORDER BY email',
      );
      expect(rows.rows).toEqual([
        { email: 'gone@example.org', status: 'unsubscribed', confirmed_at: null, countries: [] },
        {
          email: 'old@example.org',
          status: 'confirmed',
          confirmed_at: new Date('2026-01-05T10:00:00Z'),
          countries: [],
        },
      ]);
      const fresh = await client.query(
        `INSERT INTO newsletter_subscriptions (id, email, unsubscribe_token_hash) VALUES (gen_random_uuid(), 'new@example.org', 'h3') RETURNING status::text`,
      );
      expect(fresh.rows[0].status).toBe('pending');
    } finally {
      await client.end();
    }
  });
});
