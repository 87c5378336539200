// The one funding fact (services/src/opportunities/funding.ts): the predicate and the SQL agree on
// every combination of the box and the type, on real Postgres; the migration that re-derives documents
// indexed before gives the same answers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/db/migrate.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/services.ts';
import {
  effectiveFundingType,
  effectiveFundingTypeSql,
  isFullyFunded,
  isFullyFundedSql,
  statedFundingType,
} from '../src/opportunities/funding.ts';

const TYPES = [null, 'fully_funded', 'partially_funded', 'self_funded', 'unknown'] as const;

describe('the funding fact (real Postgres)', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.owner.opportunity.createMany({
      data: [true, false].flatMap((fullyFunded) =>
        TYPES.map((fundingType) => ({
          title: `${fullyFunded} ${fundingType}`,
          universityName: 'KU Leuven',
          country: 'Belgium',
          fullyFunded,
          fundingType,
        })),
      ),
    });
  });
  afterAll(() => database.drop());

  it("the stated funding (the summary's) is the box or an editor's type; an inferred or unknown type states nothing", () => {
    const row = (fullyFunded: boolean, fundingType: (typeof TYPES)[number], inferredFields: string[] = []) => ({
      fullyFunded,
      fundingType,
      inferredFields,
    });
    expect(statedFundingType(row(true, 'self_funded', ['fundingType']))).toBe('fully_funded');
    expect(statedFundingType(row(false, 'partially_funded'))).toBe('partially_funded');
    expect(statedFundingType(row(false, 'partially_funded', ['fundingType']))).toBeNull();
    expect(statedFundingType(row(false, 'unknown'))).toBeNull();
    expect(statedFundingType(row(false, null))).toBeNull();
  });

  it('a ticked box or a fully funded type is fully funded; otherwise the type as stored', () => {
    expect(effectiveFundingType({ fullyFunded: true, fundingType: 'partially_funded' })).toBe('fully_funded');
    expect(effectiveFundingType({ fullyFunded: false, fundingType: 'fully_funded' })).toBe('fully_funded');
    expect(effectiveFundingType({ fullyFunded: false, fundingType: 'self_funded' })).toBe('self_funded');
    expect(effectiveFundingType({ fullyFunded: false, fundingType: null })).toBeNull();
    expect(isFullyFunded({ fullyFunded: false, fundingType: 'fully_funded' })).toBe(true);
    expect(isFullyFunded({ fullyFunded: false, fundingType: 'unknown' })).toBe(false);
  });

  it('the SQL agrees with the predicates, qualified or not', async () => {
    const rows = await database.owner.$queryRaw<
      { fullyFunded: boolean; fundingType: (typeof TYPES)[number]; effective: string | null; funded: boolean }[]
    >`SELECT o.fully_funded AS "fullyFunded", o.funding_type::text AS "fundingType",
        ${effectiveFundingTypeSql('o')}::text AS effective, ${isFullyFundedSql('o')} AS funded
      FROM opportunities o`;
    expect(rows).toHaveLength(10);
    for (const row of rows) {
      expect(row.effective).toBe(effectiveFundingType(row));
      expect(row.funded).toBe(isFullyFunded(row));
      // One fact: fully funded exactly when the effective type says so.
      expect(row.funded).toBe(row.effective === 'fully_funded');
    }
    const bare = await database.owner.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM opportunities WHERE ${isFullyFundedSql()}`;
    expect(bare[0]!.n).toBe(6);
    expect(() => isFullyFundedSql('o; DROP TABLE x')).toThrow(/alias/);
  });

  it('migration 20261127221500_one_funding_fact re-derives documents that copied the two inputs', async () => {
    await database.owner.$executeRaw`
      INSERT INTO search_documents (id, title, university_name, country, fully_funded, funding_type,
        collect_resumes, category, views, created_at, search_vector, title_vector)
      SELECT id, title, university_name, country, fully_funded, funding_type, collect_resumes, category,
        views, created_at, to_tsvector('english', title), to_tsvector('english', title)
      FROM opportunities`;
    const sql = readFileSync(join(MIGRATIONS_DIR, '20261127221500_one_funding_fact', 'migration.sql'), 'utf8');
    await database.owner.$executeRawUnsafe(sql);
    const docs = await database.owner.$queryRaw<{ funded: boolean; type: string | null; expected: boolean }[]>`
      SELECT d.fully_funded AS funded, d.funding_type::text AS type, ${isFullyFundedSql('o')} AS expected
      FROM search_documents d JOIN opportunities o ON o.id = d.id`;
    expect(docs.every((d) => d.funded === d.expected && d.funded === (d.type === 'fully_funded'))).toBe(true);
    // The rollup the "Fully Funded Only" counts read moved with the documents.
    const rollup = await database.owner.$queryRaw<{ n: number }[]>`
      SELECT coalesce(sum(count), 0)::int AS n FROM search_facet_counts WHERE fully_funded`;
    expect(rollup[0]!.n).toBe(6);
  });
});
