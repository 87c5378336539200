// Migration 20261130074320_enriched_revision: rows the local engine read before revisions existed are
// revision 1, below the engine's current one, so the enrichment sweep reads them again; rows another
// engine read, and rows never enriched, hold none.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ENGINE_REVISION } from '../src/enrichment/engine-revision.ts';
import { databaseBefore, type DatabaseBefore } from './support/migrate-before.ts';

const MIGRATION = '20261130074320_enriched_revision';
const ENRICHED_BY: [string, string | null][] = [
  ['00000000-0000-4000-8000-000000000001', 'local'],
  ['00000000-0000-4000-8000-000000000002', 'openai'],
  ['00000000-0000-4000-8000-000000000003', null],
];

describe(`migration ${MIGRATION} (real Postgres)`, () => {
  let before: DatabaseBefore;
  let client: pg.Client;

  beforeAll(async () => {
    before = await databaseBefore(MIGRATION);
    client = before.client;
    for (const [id, enrichedBy] of ENRICHED_BY) {
      await client.query(
        `INSERT INTO opportunities (id, title, university_name, country, enriched_hash, enriched_by, updated_at)
         VALUES ($1, 'Position', 'University of Testing', 'United Kingdom', $2, $3, now())`,
        [id, enrichedBy && 'hash', enrichedBy],
      );
    }
    await before.migrateRest();
  });
  afterAll(() => before?.close());

  it("marks the local engine's rows as read by revision 1, stale against the current one", async () => {
    const { rows } = await client.query(`SELECT enriched_revision FROM opportunities ORDER BY id`);
    expect(rows.map((r: { enriched_revision: number | null }) => r.enriched_revision)).toEqual([1, null, null]);
    expect(LOCAL_ENGINE_REVISION).toBeGreaterThan(1);
  });
});
