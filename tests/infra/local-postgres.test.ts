// The embedded Postgres keeps committed data through an OS crash when it is the persistent cluster
// `npm start` runs on (`.data/`); only throwaway test clusters trade durability for speed.
import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startLocalPostgres } from '../../infra/local/postgres.ts';

const DURABILITY = ['fsync', 'synchronous_commit', 'full_page_writes'];

async function settings(adminUrl: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; setting: string }>(
      'SELECT name, setting FROM pg_settings WHERE name = ANY($1)',
      [DURABILITY],
    );
    return Object.fromEntries(rows.map((r) => [r.name, r.setting]));
  } finally {
    await client.end();
  }
}

const root = mkdtempSync(join(tmpdir(), 'pg-durability-'));
chmodSync(root, 0o755);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('embedded Postgres durability', () => {
  it('the persistent cluster runs with fsync, synchronous commit and full-page writes on', async () => {
    const cluster = await startLocalPostgres({ dir: join(root, 'persistent'), persistent: true });
    try {
      expect(await settings(cluster.adminUrl)).toEqual({
        fsync: 'on',
        synchronous_commit: 'on',
        full_page_writes: 'on',
      });
    } finally {
      await cluster.stop();
    }
  });

  it('the throwaway cluster of the test run skips them, for speed', async () => {
    expect(await settings(inject('postgresAdminUrl'))).toEqual({
      fsync: 'off',
      synchronous_commit: 'off',
      full_page_writes: 'off',
    });
  });
});
