// Migration 20261129150151_opportunity_bands: near-duplicate detection looks band keys up in
// opportunity_bands, one row per key, which the migration fills from the signatures already stored
// and its triggers keep in step with opportunities.minhash_bands on every insert, update and delete.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, type DatabaseBefore } from './support/migrate-before.ts';

const MIGRATION = '20261129150151_opportunity_bands';
const SIGNED = '00000000-0000-4000-8000-000000000001';
const UNSIGNED = '00000000-0000-4000-8000-000000000002';
const SEEDED = ['00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000004'];

describe(`migration ${MIGRATION} and its triggers (real Postgres)`, () => {
  let before: DatabaseBefore;
  let client: pg.Client;

  const insert = (id: string, bands: number[]) =>
    client.query(
      `INSERT INTO opportunities (id, title, university_name, country, minhash_bands, updated_at)
       VALUES ($1, 'Position', 'University of Testing', 'Germany', $2::int[], now())`,
      [id, bands],
    );
  const bandsOf = async (id: string) =>
    (
      await client.query<{ band: number }>(
        `SELECT band FROM opportunity_bands WHERE opportunity_id = $1 ORDER BY band`,
        [id],
      )
    ).rows.map((r) => r.band);

  beforeAll(async () => {
    before = await databaseBefore(MIGRATION);
    client = before.client;
    await insert(SIGNED, [7, -3, 7, 12]);
    await insert(UNSIGNED, []);
    await before.migrateRest();
  });
  afterAll(() => before?.close());

  it('fills the table from the signatures already stored, one row per distinct key', async () => {
    expect(await bandsOf(SIGNED)).toEqual([-3, 7, 12]);
    expect(await bandsOf(UNSIGNED)).toEqual([]);
  });

  it('adds the keys of rows inserted later, several in one statement as the seed does', async () => {
    await client.query(
      `INSERT INTO opportunities (id, title, university_name, country, minhash_bands, updated_at)
       SELECT id, 'Seeded', 'University of Testing', 'France', string_to_array(bands, ',')::int[], now()
       FROM unnest($1::uuid[], $2::text[]) AS s(id, bands)`,
      [SEEDED, ['1,2', '2,3']],
    );
    expect(await bandsOf(SEEDED[0]!)).toEqual([1, 2]);
    expect(await bandsOf(SEEDED[1]!)).toEqual([2, 3]);
  });

  it('replaces the keys when a signature changes, and leaves them when something else does', async () => {
    await client.query(`UPDATE opportunities SET minhash_bands = '{12,40}' WHERE id = $1`, [SIGNED]);
    expect(await bandsOf(SIGNED)).toEqual([12, 40]);
    await client.query(`UPDATE opportunities SET title = 'Renamed' WHERE id = $1`, [SIGNED]);
    expect(await bandsOf(SIGNED)).toEqual([12, 40]);
    await client.query(`UPDATE opportunities SET minhash_bands = '{}' WHERE id = $1`, [SEEDED[0]]);
    expect(await bandsOf(SEEDED[0]!)).toEqual([]);
  });

  it('drops the keys of a deleted row', async () => {
    await client.query(`DELETE FROM opportunities WHERE id = $1`, [SEEDED[1]]);
    expect(await bandsOf(SEEDED[1]!)).toEqual([]);
  });
});
