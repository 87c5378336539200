// Migration 20261129153500_eligible_countries_backfill: rows enriched before eligible_countries existed
// got '{}' (no limit) whatever their facts say; those whose facts carry eligibility notes are marked
// not derived yet (NULL) for the enrichment sweep, the others keep '{}'.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, type DatabaseBefore } from './support/migrate-before.ts';

const MIGRATION = '20261129153500_eligible_countries_backfill';
const FACTS: [string, unknown][] = [
  ['00000000-0000-4000-8000-000000000001', { eligibility: ['UK applicants only'] }],
  ['00000000-0000-4000-8000-000000000002', { eligibility: [] }],
  ['00000000-0000-4000-8000-000000000003', { eligibility: 'not a list' }],
  ['00000000-0000-4000-8000-000000000004', null],
];

describe(`migration ${MIGRATION} (real Postgres)`, () => {
  let before: DatabaseBefore;
  let client: pg.Client;

  beforeAll(async () => {
    before = await databaseBefore(MIGRATION);
    client = before.client;
    for (const [id, facts] of FACTS) {
      await client.query(
        `INSERT INTO opportunities (id, title, university_name, country, facts, updated_at)
         VALUES ($1, 'Position', 'University of Testing', 'United Kingdom', $2, now())`,
        [id, facts === null ? null : JSON.stringify(facts)],
      );
    }
    await before.migrateRest();
  });
  afterAll(() => before?.close());

  it('marks only rows whose facts name who may apply as not derived yet', async () => {
    const { rows } = await client.query(`SELECT eligible_countries FROM opportunities ORDER BY id`);
    expect(rows.map((r: { eligible_countries: string[] | null }) => r.eligible_countries)).toEqual([null, [], [], []]);
  });
});
