import { describe, expect, it } from 'vitest';
import { createPostgresEngine } from '../src/postgres/engine.ts';
import { resolveKeyword } from '../src/postgres/keyword.ts';
import { matchesAtLeast } from '../src/postgres/vocabulary.ts';
import { queryWords as keywordWords } from '../src/query-words.ts';
import { oneEditVariants } from '../src/postgres/variants.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/services.ts';
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

/** The contract fixtures in a database of their own: written as the owner, searched as phd_app. */
const loadedPostgres = (database: TestDatabase) =>
  loadedHarness(async () => ({
    db: database.owner,
    engine: createPostgresEngine(database.db),
    cleanup: async () => {},
  }));

describe('Postgres engine facet rollup (real Postgres)', () => {
  it('search_facet_counts and search_facet_totals equal the documents grouped, through inserts, updates, closes and deletes', async () => {
    const database = await createTestDatabase();
    try {
      const { harness } = await loadedPostgres(database);
      const grouped = async () => ({
        rollup: await database.owner.$queryRaw<unknown[]>`
          SELECT category::text, country, university_name, discipline, fully_funded, count
          FROM search_facet_counts WHERE count <> 0 ORDER BY 1, 2, 3, 4, 5`,
        documents: await database.owner.$queryRaw<unknown[]>`
          SELECT category::text, country, university_name, coalesce(discipline, '') AS discipline, fully_funded,
            count(*)::int AS count
          FROM search_documents GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`,
        totals: await database.owner.$queryRaw<unknown[]>`
          SELECT field, category::text, fully_funded, value, count
          FROM search_facet_totals WHERE count <> 0 ORDER BY 1, 2, 3, 4`,
        documentTotals: await database.owner.$queryRaw<unknown[]>`
          SELECT per_field.field, category::text, fully_funded, per_field.value, count(*)::int AS count
          FROM search_documents CROSS JOIN LATERAL (VALUES ('country', country), ('university', university_name),
            ('discipline', coalesce(discipline, ''))) AS per_field (field, value)
          GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
      });
      const expectInStep = (s: Awaited<ReturnType<typeof grouped>>) => {
        expect(s.rollup).toEqual(s.documents);
        expect(s.totals).toEqual(s.documentTotals);
      };
      let state = await grouped();
      expect(state.rollup.length).toBeGreaterThan(3);
      expect(state.totals.length).toBeGreaterThan(3);
      expectInStep(state);

      // Move rows between combinations, close one, delete one, fold views (a no-op for the counts).
      await database.owner.opportunity.update({ where: { id: fixtureId(1) }, data: { country: 'Iceland' } });
      await database.owner.opportunity.update({ where: { id: fixtureId(2) }, data: { discipline: null } });
      await database.owner.opportunity.update({ where: { id: fixtureId(3) }, data: { status: 'closed' } });
      await database.owner.opportunity.update({ where: { id: fixtureId(4) }, data: { deletedAt: new Date() } });
      await harness.engine.index(ALL_IDS);
      await harness.engine.updateViews(new Map([[fixtureId(5), 999]]));
      await harness.engine.remove([fixtureId(6)]);
      state = await grouped();
      expectInStep(state);
      expect(state.rollup).toContainEqual(expect.objectContaining({ country: 'Iceland', count: 1 }));

      expect(state.totals).toContainEqual(expect.objectContaining({ field: 'country', value: 'Iceland', count: 1 }));

      await harness.engine.reindexAll({ batchSize: 7 });
      state = await grouped();
      expectInStep(state);
    } finally {
      await database.drop();
    }
  });
});

describe('Postgres engine past the keyword count cap (real Postgres)', () => {
  it('serves the same pages by every sort as when every match is counted, the total read as "at least" the cap', async () => {
    const database = await createTestDatabase();
    try {
      const { harness } = await loadedPostgres(database);
      // The vocabulary only speeds words up: typos resolve to the same listings with it as without.
      const typos = ['quantm', 'nueroscience', 'graphen'];
      const without = await Promise.all(typos.map((q) => harness.engine.search({ q, limit: 10, offset: 0 })));
      await harness.engine.maintain();
      const withVocabulary = await Promise.all(typos.map((q) => harness.engine.search({ q, limit: 10, offset: 0 })));
      expect(withVocabulary).toEqual(without);
      expect(without.every((page) => page.total > 0)).toBe(true);
      const cap = 2;
      const capped = createPostgresEngine(database.db, { keywordTotalCap: cap });
      // Words in many descriptions and few titles, in titles only, and a typo: both tiers of relevance.
      const queries = ['quantum', 'neuroscience', 'research', 'optics trapped', 'quantm', 'memory'];
      let past = 0;
      for (const q of queries) {
        for (const sort of ['relevance', 'latest', 'most_viewed', 'stipend'] as const) {
          for (const offset of [0, 1, 3]) {
            const request = { q, sort, limit: 3, offset };
            const counted = await harness.engine.search(request);
            // The vocabulary's bound never claims more matches than there are.
            const keyword = await resolveKeyword(database.db, q);
            expect(await matchesAtLeast(database.db, keyword!.words, {})).toBeLessThanOrEqual(counted.total);
            const page = await capped.search(request);
            const where = `${q} ${sort} +${offset}`;
            expect(
              page.hits.map((h) => h.id),
              where,
            ).toEqual(counted.hits.map((h) => h.id));
            expect(counted.totalRelation).toBe('eq');
            if (counted.total > cap) {
              past++;
              expect({ total: page.total, relation: page.totalRelation }, where).toEqual({
                total: cap,
                relation: 'gte',
              });
            } else {
              expect({ total: page.total, relation: page.totalRelation }, where).toEqual({
                total: counted.total,
                relation: 'eq',
              });
            }
          }
        }
      }
      expect(past).toBeGreaterThan(20);
    } finally {
      await database.drop();
    }
  }, 60_000);
});

describe('Postgres engine maintenance (real Postgres)', () => {
  it('keeps the GIN pending lists short: app writes merge past 128 kB, a full reindex leaves none', async () => {
    const database = await createTestDatabase();
    try {
      const { harness } = await loadedPostgres(database);
      await database.owner.$executeRaw`CREATE EXTENSION IF NOT EXISTS pgstattuple`;
      const pendingPages = async () =>
        (
          await database.owner.$queryRaw<{ pages: number }[]>`
            SELECT (SELECT pending_pages FROM pgstatginindex('search_documents_search_vector_idx'))
              + (SELECT pending_pages FROM pgstatginindex('search_documents_title_vector_idx')) AS pages`
        )[0]!.pages;
      await harness.engine.reindexAll({ batchSize: 7 });
      expect(await pendingPages()).toBe(0);
      // Every document rewritten many times (folded views rewrite the whole row): the lists never
      // grow past the connections' limit (128 kB: 16 pages each).
      let most = 0;
      for (let round = 1; round <= 12; round++) {
        await harness.engine.updateViews(new Map(ALL_IDS.map((id) => [id, 1000 + round])));
        most = Math.max(most, await pendingPages());
      }
      expect(most).toBeGreaterThan(0);
      expect(most).toBeLessThanOrEqual(2 * 17);
      const [setting] = await database.db.$queryRaw<{ limit: string }[]>`
        SELECT current_setting('gin_pending_list_limit') AS limit`;
      expect(setting?.limit).toBe('128kB');
    } finally {
      await database.drop();
    }
  });

  it('rebuilds the vocabulary when documents changed since the last rebuild, and only then', async () => {
    const database = await createTestDatabase();
    try {
      const { harness } = await loadedPostgres(database);
      const words = async () =>
        (await database.owner.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM search_vocabulary`)[0]!.n;
      await harness.engine.maintain();
      expect(await words()).toBeGreaterThan(10);
      // Emptied behind its back: a sweep with nothing indexed since leaves it so (no rebuild)...
      await database.owner.$executeRaw`DELETE FROM search_vocabulary`;
      await harness.engine.updateViews(new Map([[fixtureId(5), 4242]]));
      await harness.engine.maintain();
      expect(await words()).toBe(0);
      // ...and once a listing is indexed again, the next sweep rebuilds it.
      await database.owner.opportunity.update({ where: { id: fixtureId(1) }, data: { title: 'Zyzzogeton studies' } });
      await harness.engine.index([fixtureId(1)]);
      await harness.engine.maintain();
      expect(await words()).toBeGreaterThan(10);
      expect(await database.owner.$queryRaw`SELECT 1 FROM search_vocabulary WHERE lexeme = 'zyzzogeton'`).toHaveLength(
        1,
      );
    } finally {
      await database.drop();
    }
  });
});

describe('Postgres engine most-viewed pages (real Postgres)', () => {
  it('sorting the matches and walking the views index give the same pages and totals, for narrow and broad filters', async () => {
    const database = await createTestDatabase();
    try {
      const { harness } = await loadedPostgres(database);
      // viewedWalkFrom 1: every filter with more than one match walks the index.
      const walking = createPostgresEngine(database.db, { viewedWalkFrom: 1 });
      const filters = [
        {},
        { country: ['United Kingdom'] },
        { country: ['Germany'], fundedOnly: true },
        { university: ['University of Edinburgh'] },
        { createdAfter: new Date('2026-03-01T00:00:00Z') },
        { country: ['United Kingdom'], createdBefore: new Date('2026-03-25T00:00:00Z') },
        { discipline: ['Physics'], category: ['standard'] },
        { country: ['Nowhere'] },
      ];
      let walked = 0;
      for (const filter of filters) {
        for (const offset of [0, 2, 5]) {
          const request = { ...filter, sort: 'most_viewed' as const, limit: 3, offset };
          const sorted = await harness.engine.search(request);
          const walk = await walking.search(request);
          const where = `${JSON.stringify(filter)} +${offset}`;
          expect(
            walk.hits.map((h) => h.id),
            where,
          ).toEqual(sorted.hits.map((h) => h.id));
          expect(walk.total, where).toBe(sorted.total);
          expect(sorted.totalRelation).toBe('eq');
          const views = sorted.hits.map((h) => h.views);
          expect(views, where).toEqual([...views].sort((a, b) => b - a));
          if (sorted.total > 1) walked++;
        }
      }
      expect(walked).toBeGreaterThan(10);
    } finally {
      await database.drop();
    }
  }, 60_000);
});
