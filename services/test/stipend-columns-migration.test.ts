// Migration 20261128003938_stipend_columns fills the stipend columns from the facts already stored,
// as yearlyStipend reads them: a month times twelve, a year as it is, a total over the position's
// years only when its duration is known; facts without a stipend (or not in its shape) stay null.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, type DatabaseBefore } from './support/migrate-before.ts';

const MIGRATION = '20261128003938_stipend_columns';

const stipend = (amount: unknown, currency: string, period: string) => ({ amount, currency, period });
const FACTS: [string, object | null][] = [
  ['00000000-0000-4000-8000-000000000001', { stipend: stipend(2700, 'SGD', 'month'), durationMonths: 48 }],
  ['00000000-0000-4000-8000-000000000002', { stipend: stipend(20780, 'GBP', 'year'), durationMonths: null }],
  ['00000000-0000-4000-8000-000000000003', { stipend: stipend(70000, 'EUR', 'total'), durationMonths: 42 }],
  ['00000000-0000-4000-8000-000000000004', { stipend: stipend(70000, 'EUR', 'total'), durationMonths: null }],
  ['00000000-0000-4000-8000-000000000005', { stipend: null, durationMonths: 36 }],
  ['00000000-0000-4000-8000-000000000006', { stipend: stipend('lots', 'USD', 'year') }],
  ['00000000-0000-4000-8000-000000000007', null],
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
         VALUES ($1, 'Position', 'University of Testing', 'Germany', $2, now())`,
        [id, facts === null ? null : JSON.stringify(facts)],
      );
    }
    // One of them indexed already: its document takes the columns too.
    await client.query(
      `INSERT INTO search_documents (id, title, university_name, country, fully_funded, collect_resumes, category,
         views, created_at, search_vector, title_vector)
       VALUES ($1, 'Position', 'University of Testing', 'Germany', false, false, 'standard', 0, now(), ''::tsvector, ''::tsvector)`,
      [FACTS[0]![0]],
    );
    await before.migrateRest();
  });
  afterAll(() => before?.close());

  it('derives a yearly figure in the posting currency from the stored facts', async () => {
    const { rows } = await client.query(
      `SELECT stipend_yearly, stipend_currency, language FROM opportunities ORDER BY id`,
    );
    expect(rows).toEqual([
      { stipend_yearly: 32400, stipend_currency: 'SGD', language: null },
      { stipend_yearly: 20780, stipend_currency: 'GBP', language: null },
      { stipend_yearly: 20000, stipend_currency: 'EUR', language: null },
      { stipend_yearly: null, stipend_currency: null, language: null },
      { stipend_yearly: null, stipend_currency: null, language: null },
      { stipend_yearly: null, stipend_currency: null, language: null },
      { stipend_yearly: null, stipend_currency: null, language: null },
    ]);
  });

  it('copies them into the search documents', async () => {
    const { rows } = await client.query(`SELECT stipend_yearly, stipend_currency FROM search_documents`);
    expect(rows).toEqual([{ stipend_yearly: 32400, stipend_currency: 'SGD' }]);
  });
});
