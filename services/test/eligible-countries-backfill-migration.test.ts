// Migration 20261129153500_eligible_countries_backfill: rows enriched before eligible_countries existed
// got '{}' (no limit) whatever their facts say; those whose facts carry eligibility notes are marked
// not derived yet (NULL) for the enrichment sweep, the others keep '{}'.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import { migrateUpTo } from './support/migrate-before.ts';
import { createEmptyDatabase } from '../../tests/support/services.ts';

const MIGRATION = '20261129153500_eligible_countries_backfill';
const FACTS: [string, unknown][] = [
  ['00000000-0000-4000-8000-000000000001', { eligibility: ['UK applicants only'] }],
  ['00000000-0000-4000-8000-000000000002', { eligibility: [] }],
  ['00000000-0000-4000-8000-000000000003', { eligibility: 'not a list' }],
  ['00000000-0000-4000-8000-000000000004', null],
];

describe(`migration ${MIGRATION} (real Postgres)`, () => {
  let database: { url: string; drop(): Promise<void> };
  let client: pg.Client;

  beforeAll(async () => {
    database = await createEmptyDatabase();
    await migrateUpTo(database.url, MIGRATION);
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    for (const [id, facts] of FACTS) {
      await client.query(
        `INSERT INTO opportunities (id, title, university_name, country, facts, updated_at)
         VALUES ($1, 'Position', 'University of Testing', 'United Kingdom', $2, now())`,
        [id, facts === null ? null : JSON.stringify(facts)],
      );
    }
    await migrate(database.url);
  });
  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  it('marks only rows whose facts name who may apply as not derived yet', async () => {
    const { rows } = await client.query(`SELECT eligible_countries FROM opportunities ORDER BY id`);
    expect(rows.map((r: { eligible_countries: string[] | null }) => r.eligible_countries)).toEqual([null, [], [], []]);
  });
});
