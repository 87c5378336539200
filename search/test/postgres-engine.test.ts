import { describe, expect, it } from 'vitest';
import { createPostgresEngine } from '../src/postgres/engine.ts';
import { queryWords as keywordWords } from '../src/query-words.ts';
import { oneEditVariants } from '../src/postgres/variants.ts';
import { createTestDatabase } from '../../tests/support/services.ts';
import { fixtureId, ALL_IDS } from './contract/fixtures.ts';
import { defineSearchContract, loadedHarness } from './contract/suite.ts';

defineSearchContract('Postgres engine (real Postgres)', async () => {
  const database = await createTestDatabase();
  // Fixtures (including tenant rows) are written as the owner; the engine runs as phd_app.
  return { db: database.owner, engine: createPostgresEngine(database.db), cleanup: () => database.drop() };
});

describe('Postgres engine keyword parsing', () => {
  it('keeps letters and digits only, lower-cased, deduplicated and bounded', () => {
    expect(keywordWords('"Quantum" & (optics | !ions):* 🧬 QUANTUM')).toEqual(['quantum', 'optics', 'ions']);
    expect(keywordWords("Zürich's H2O")).toEqual(['zürich', 's', 'h2o']);
    expect(keywordWords('  \t ')).toEqual([]);
    expect(keywordWords(undefined)).toEqual([]);
    expect(keywordWords('w'.repeat(1000))).toEqual(['w'.repeat(40)]);
    expect(keywordWords('a b c d e f g h i j k')).toHaveLength(8);
  });

  it('one-edit variants cover deletion, transposition, substitution and insertion', () => {
    const variants = oneEditVariants('quantom');
    expect(variants).toEqual(expect.arrayContaining(['quantum', 'qantom', 'quatnom', 'quanttom']));
    expect(variants).not.toContain('quantom');
    expect(oneEditVariants('neurosciense')).toContain('neuroscience');
  });
});

describe('Postgres engine facet rollup (real Postgres)', () => {
  it('search_facet_counts equals the documents grouped, through inserts, updates, closes and deletes', async () => {
    const database = await createTestDatabase();
    try {
      const { harness } = await loadedHarness(async () => ({
        db: database.owner,
        engine: createPostgresEngine(database.db),
        cleanup: async () => {},
      }));
      const grouped = async () => ({
        rollup: await database.owner.$queryRaw<unknown[]>`
          SELECT category::text, country, university_name, discipline, fully_funded, count
          FROM search_facet_counts WHERE count <> 0 ORDER BY 1, 2, 3, 4, 5`,
        documents: await database.owner.$queryRaw<unknown[]>`
          SELECT category::text, country, university_name, coalesce(discipline, '') AS discipline, fully_funded,
            count(*)::int AS count
          FROM search_documents GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`,
      });
      let state = await grouped();
      expect(state.rollup.length).toBeGreaterThan(3);
      expect(state.rollup).toEqual(state.documents);

      // Move rows between combinations, close one, delete one, fold views (a no-op for the counts).
      await database.owner.opportunity.update({ where: { id: fixtureId(1) }, data: { country: 'Iceland' } });
      await database.owner.opportunity.update({ where: { id: fixtureId(2) }, data: { discipline: null } });
      await database.owner.opportunity.update({ where: { id: fixtureId(3) }, data: { status: 'closed' } });
      await database.owner.opportunity.update({ where: { id: fixtureId(4) }, data: { deletedAt: new Date() } });
      await harness.engine.index(ALL_IDS);
      await harness.engine.updateViews(new Map([[fixtureId(5), 999]]));
      await harness.engine.remove([fixtureId(6)]);
      state = await grouped();
      expect(state.rollup).toEqual(state.documents);
      expect(state.rollup).toContainEqual(expect.objectContaining({ country: 'Iceland', count: 1 }));

      await harness.engine.reindexAll({ batchSize: 7 });
      state = await grouped();
      expect(state.rollup).toEqual(state.documents);
    } finally {
      await database.drop();
    }
  });
});
