// Import sources and runs under row-level security (issue 31): a site sees and writes only its own, the
// main site only those of no site, and the operators' scope every one. Real Postgres, as phd_app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/services.ts';
import { withOperators, withTenant } from '../../src/tenants/unit-of-work.ts';

let database: TestDatabase;
let siteA: string;
let siteB: string;

const source = (name: string, tenantId: string | null) => ({
  name,
  kind: 'url' as const,
  format: 'feed' as const,
  url: `https://${name}.example/feed`,
  tenantId,
});

beforeAll(async () => {
  database = await createTestDatabase();
  const { owner } = database;
  siteA = (await owner.tenant.create({ data: { slug: 'rls-a', name: 'A', universityName: 'A University' } })).id;
  siteB = (await owner.tenant.create({ data: { slug: 'rls-b', name: 'B', universityName: 'B University' } })).id;
  await withTenant(database.db, siteA, async (tx) => {
    const a = await tx.importSource.create({ data: source('a', siteA) });
    await tx.importRun.create({ data: { sourceId: a.id, tenantId: siteA, trigger: 'manual' } });
  });
  await withTenant(database.db, siteB, (tx) => tx.importSource.create({ data: source('b', siteB) }));
  const main = await database.db.importSource.create({ data: source('main', null) });
  await database.db.importRun.create({ data: { sourceId: main.id, tenantId: null, trigger: 'manual' } });
}, 120_000);

afterAll(async () => {
  await database?.drop();
});

const names = (rows: { name: string }[]) => rows.map((r) => r.name).sort();

describe('import sources under row-level security (real Postgres)', () => {
  it("shows a site its own sources and runs only, never another site's or the main site's", async () => {
    const seen = await withTenant(database.db, siteA, async (tx) => ({
      sources: await tx.importSource.findMany(),
      runs: await tx.importRun.findMany(),
    }));
    expect(names(seen.sources)).toEqual(['a']);
    expect(seen.runs.map((r) => r.tenantId)).toEqual([siteA]);
  });

  it('shows the main site only the sources of no site', async () => {
    expect(names(await database.db.importSource.findMany())).toEqual(['main']);
    expect((await database.db.importRun.findMany()).map((r) => r.tenantId)).toEqual([null]);
  });

  it("shows the operators' scope every site's sources", async () => {
    const all = await withOperators(database.db, (tx) => tx.importSource.findMany());
    expect(names(all)).toEqual(['a', 'b', 'main']);
  });

  it("refuses a site writing a source for another site, or changing another site's", async () => {
    await expect(
      withTenant(database.db, siteA, (tx) => tx.importSource.create({ data: source('forged', siteB) })),
    ).rejects.toThrow(/row-level security/);
    const changed = await withTenant(database.db, siteA, (tx) =>
      tx.importSource.updateMany({ where: { name: 'b' }, data: { state: 'paused' } }),
    );
    expect(changed.count).toBe(0);
    const b = await withOperators(database.db, (tx) => tx.importSource.findFirstOrThrow({ where: { name: 'b' } }));
    expect(b.state).toBe('active');
  });
});
