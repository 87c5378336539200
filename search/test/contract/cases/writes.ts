// Changes reach the index only through index(), remove(), reindexAll() and updateViews(); each case
// starts from a freshly loaded catalogue.
import { expect, it } from 'vitest';
import type { Facets, SearchPage, SearchRequest } from '../../../src/engine.ts';
import {
  counts,
  FULLY_FUNDED,
  LATEST,
  MOST_VIEWED,
  nums,
  sorted,
  VISIBLE_TOTAL,
  type ContractContext,
} from '../context.ts';
import { ALL_IDS, CA, day, DE, DK, fixtureId, NL, UK } from '../fixtures.ts';

const id = fixtureId;

export function defineWriteCases(ctx: ContractContext): void {
  const search = (request: Partial<SearchRequest> = {}) => ctx.engine().search({ limit: 100, offset: 0, ...request });

  /** Everything a reader can observe of the catalogue. */
  async function snapshot(): Promise<{ latest: SearchPage; viewed: SearchPage; facets: Facets }> {
    const engine = ctx.engine();
    return {
      latest: await search({ sort: 'latest' }),
      viewed: await search({ sort: 'most_viewed' }),
      facets: await engine.facets({}, ['category', 'country', 'university', 'discipline']),
    };
  }

  it('an updated row, indexed again, shows its new values in listings, keywords and facets', async () => {
    await ctx.db().opportunity.update({
      where: { id: id(6) },
      data: { country: DK, title: 'Glacier Dynamics and Sea Level' },
    });
    expect(await ctx.engine().index([id(6)])).toEqual({ indexed: 1, removed: 0 });
    expect(sorted(await search({ country: [DK] }))).toEqual([6, 10, 14, 18, 23, 28]);
    expect((await search({ country: [NL] })).total).toBe(4);
    expect(nums(await search({ q: 'glacier' }))).toEqual([6]);
    expect(nums(await search({ q: 'graphene' }))).toEqual([7]);
    const facets = await ctx.engine().facets({}, ['country']);
    expect(facets.country).toEqual(counts([UK, 9], [DE, 7], [DK, 6], [CA, 4], [NL, 4]));
  });

  it('a new limit on who may apply, indexed again or removed, moves the row in and out of eligibleFor', async () => {
    const germans = async () => (await search({ eligibleFor: ['DE'] })).total;
    const before = await germans();
    await ctx.db().opportunity.update({ where: { id: id(6) }, data: { eligibleCountries: ['US'] } });
    await ctx.engine().index([id(6)]);
    expect(await germans()).toBe(before - 1);
    expect(sorted(await search({ eligibleFor: ['DE'] }))).not.toContain(6);
    await ctx.db().opportunity.update({ where: { id: id(6) }, data: { eligibleCountries: ['DE', 'US'] } });
    await ctx.engine().index([id(6)]);
    expect(await germans()).toBe(before);
    await ctx.db().opportunity.update({ where: { id: id(6) }, data: { eligibleCountries: ['US'] } });
    await ctx.engine().index([id(6)]);
    await ctx.engine().remove([id(6)]);
    expect(await germans()).toBe(before - 1);
    const americans = await search({ eligibleFor: ['US'] });
    expect(americans.total).toBe(americans.hits.length);
    expect(sorted(americans)).not.toContain(6);
  });

  it('a new deadline or funding type, indexed again, moves the row in and out of those filters', async () => {
    await ctx.db().opportunity.update({
      where: { id: id(3) },
      data: { closingDate: new Date('2026-04-01T00:00:00.000Z'), fundingType: 'fully_funded' },
    });
    await ctx.db().opportunity.update({ where: { id: id(2) }, data: { closingDate: null, fundingType: null } });
    await ctx.engine().index([id(2), id(3)]);
    const openAt = new Date('2026-05-01T00:00:00.000Z');
    const open = await search({ openAt, country: [UK] });
    expect(sorted(open)).toEqual([1, 2, 8, 11, 15, 19, 22, 27]);
    // 3's type says fully funded with the box empty: fully funded by both filters and in its hit; 2's
    // box still makes it fully funded without a type.
    const funded = await search({ fundingType: ['fully_funded'] });
    expect(sorted(funded)).toEqual([...FULLY_FUNDED, 3].sort((a, b) => a - b));
    expect(await search({ fundedOnly: true })).toEqual(funded);
    expect(funded.hits.find((hit) => hit.id === id(3))).toMatchObject({
      fullyFunded: true,
      fundingType: 'fully_funded',
    });
    expect(sorted(await search({ fundingType: ['self_funded'] }))).toEqual([22]);
  });

  it('remove() takes a document out of listings, facets and related; twice or unknown is fine', async () => {
    const engine = ctx.engine();
    await engine.remove([id(2)]);
    await engine.remove([id(2), '00000000-0000-4000-8000-999999999999']);
    await engine.remove([]);
    const page = await search({ sort: 'most_viewed' });
    expect(page.total).toBe(29);
    expect(nums(page)).toEqual(MOST_VIEWED.filter((n) => n !== 2));
    expect((await engine.facets({}, ['country'])).country[0]).toEqual({ value: UK, count: 8 });
    expect(nums(await engine.related(id(1), 100))).not.toContain(2);
  });

  it('a closed row disappears once index() sees it closed', async () => {
    await ctx.db().opportunity.update({ where: { id: id(10) }, data: { status: 'closed', closedAt: day('04-05') } });
    expect(await ctx.engine().index([id(10)])).toEqual({ indexed: 0, removed: 1 });
    expect(nums(await search({}))).toEqual(LATEST.filter((n) => n !== 10));
    expect((await search({ category: ['featured'] })).total).toBe(5);
    expect(await ctx.engine().related(id(10), 5)).toEqual([]);
    expect(nums(await ctx.engine().related(id(1), 100))).toHaveLength(28);
  });

  it('a near-duplicate (grouped under another row) leaves listings, counts and related; split out, it is back', async () => {
    const engine = ctx.engine();
    await ctx.db().opportunity.update({ where: { id: id(6) }, data: { duplicateOf: id(1) } });
    expect(await engine.index([id(6)])).toEqual({ indexed: 0, removed: 1 });
    const page = await search({ sort: 'latest' });
    expect(page.total).toBe(VISIBLE_TOTAL - 1);
    expect(nums(page)).toEqual(LATEST.filter((n) => n !== 6));
    const facets = await engine.facets({}, ['country', 'category']);
    expect(facets.country.reduce((sum, c) => sum + c.count, 0)).toBe(VISIBLE_TOTAL - 1);
    expect(facets.category.reduce((sum, c) => sum + c.count, 0)).toBe(VISIBLE_TOTAL - 1);
    expect(nums(await engine.related(id(1), 100))).not.toContain(6);
    expect(await engine.count()).toBe(VISIBLE_TOTAL - 1);

    await ctx.db().opportunity.update({ where: { id: id(6) }, data: { duplicateOf: null } });
    expect(await engine.index([id(6)])).toEqual({ indexed: 1, removed: 0 });
    expect(nums(await search({ sort: 'latest' }))).toEqual(LATEST);
  });

  it('a deleted row disappears once index() sees it deleted', async () => {
    await ctx.db().opportunity.update({ where: { id: id(13) }, data: { deletedAt: day('04-05') } });
    expect(await ctx.engine().index([id(13)])).toEqual({ indexed: 0, removed: 1 });
    expect(sorted(await search({ q: 'quantum' }))).toEqual([1, 2]);
    expect((await ctx.engine().facets({}, ['country'])).country).toContainEqual({ value: NL, count: 4 });
  });

  it("a tenant's row also listed on PhD Finder is found like any other, taking applications when it collects resumes", async () => {
    // Row 35: KU Leuven's (the tenant's university), featured, funded, 1,000 views.
    await ctx.db().opportunity.update({ where: { id: id(35) }, data: { listedPublicly: true, collectResumes: true } });
    expect(await ctx.engine().index([id(35)])).toEqual({ indexed: 1, removed: 0 });
    expect((await search({})).total).toBe(VISIBLE_TOTAL + 1);
    expect(sorted(await search({ q: 'quantum' }))).toEqual([1, 2, 13, 35]);
    expect(nums(await search({ sort: 'most_viewed', limit: 1 }))).toEqual([35]);
    const [hit] = (await search({ university: ['KU Leuven'] })).hits;
    expect(hit).toMatchObject({ id: id(35), universityName: 'KU Leuven', country: 'Belgium', collectResumes: true });
    const facets = await ctx.engine().facets({}, ['country', 'university']);
    expect(facets.country).toContainEqual({ value: 'Belgium', count: 1 });
    expect(facets.university).toContainEqual({ value: 'KU Leuven', count: 1 });
    expect(nums(await ctx.engine().related(id(35), 100))).not.toContain(35);
    expect(nums(await ctx.engine().related(id(1), 100))).toContain(35);
  });

  it("a tenant's row taken off PhD Finder, or made a draft, disappears once indexed", async () => {
    await ctx.db().opportunity.updateMany({
      where: { id: { in: [id(35), id(36)] } },
      data: { listedPublicly: true },
    });
    expect(await ctx.engine().index([id(35), id(36)])).toEqual({ indexed: 2, removed: 0 });
    expect(sorted(await search({ q: 'quantum' }))).toEqual([1, 2, 13, 35, 36]);
    await ctx.db().opportunity.update({ where: { id: id(35) }, data: { listedPublicly: false } });
    await ctx.db().opportunity.update({ where: { id: id(36) }, data: { status: 'draft' } });
    expect(await ctx.engine().index([id(35), id(36)])).toEqual({ indexed: 0, removed: 2 });
    expect(sorted(await search({ q: 'quantum' }))).toEqual([1, 2, 13]);
    expect((await search({})).total).toBe(VISIBLE_TOTAL);
    expect((await ctx.engine().facets({}, ['university'])).university).not.toContainEqual(
      expect.objectContaining({ value: 'KU Leuven' }),
    );
    expect(await ctx.engine().related(id(36), 5)).toEqual([]);
  });

  it('a reopened row comes back once indexed', async () => {
    await ctx.db().opportunity.update({ where: { id: id(31) }, data: { status: 'open', closedAt: null } });
    expect(await ctx.engine().index([id(31)])).toEqual({ indexed: 1, removed: 0 });
    expect(sorted(await search({ q: 'quantum' }))).toEqual([1, 2, 13, 31]);
    expect(nums(await search({ sort: 'most_viewed', limit: 1 }))).toEqual([31]);
    expect((await search({})).total).toBe(31);
  });

  it('a new row is invisible until indexed', async () => {
    const newId = id(41);
    await ctx.db().opportunity.create({
      data: {
        id: newId,
        title: 'Seismic Imaging of Volcanoes',
        universityName: 'University of Iceland',
        country: 'Iceland',
        discipline: 'Geology',
        createdAt: day('04-03'),
      },
    });
    expect((await search({})).total).toBe(VISIBLE_TOTAL);
    expect(await ctx.engine().index([newId])).toEqual({ indexed: 1, removed: 0 });
    expect(nums(await search({ limit: 1 }))).toEqual([41]);
    expect(nums(await search({ q: 'volcanoes' }))).toEqual([41]);
    expect((await ctx.engine().facets({}, ['country'])).country).toContainEqual({ value: 'Iceland', count: 1 });
  });

  it('index() is idempotent: indexing everything again changes nothing', async () => {
    const before = await snapshot();
    expect(await ctx.engine().index(ALL_IDS)).toEqual({ indexed: 30, removed: 10 });
    expect(await ctx.engine().index([...ALL_IDS, ...ALL_IDS])).toEqual({ indexed: 30, removed: 10 });
    expect(await snapshot()).toEqual(before);
  });

  it('index() of nothing and of unknown ids', async () => {
    expect(await ctx.engine().index([])).toEqual({ indexed: 0, removed: 0 });
    expect(await ctx.engine().index(['00000000-0000-4000-8000-999999999999'])).toEqual({ indexed: 0, removed: 1 });
    expect((await search({})).total).toBe(VISIBLE_TOTAL);
  });

  it('reindexAll() gives the same state as incremental indexing', async () => {
    const before = await snapshot();
    // reindexAll() walks the rows the application's role can see: the 3 tenant rows are hidden from it
    // by row-level security (never indexed), so 7 of the 10 hidden rows are removed.
    expect(await ctx.engine().reindexAll()).toEqual({ indexed: 30, removed: 7 });
    expect(await snapshot()).toEqual(before);
    expect(nums(before.latest)).toEqual(LATEST);
  });

  it('reindexAll() picks up rows changed without an index() call', async () => {
    await ctx.db().opportunity.update({ where: { id: id(2) }, data: { status: 'closed', closedAt: day('04-05') } });
    await ctx.db().opportunity.update({ where: { id: id(32) }, data: { status: 'open', closedAt: null } });
    // Small batches over three id ranges at once: every row is visited exactly once.
    expect(await ctx.engine().reindexAll({ batchSize: 7, concurrency: 3 })).toEqual({ indexed: 30, removed: 7 });
    const page = await search({ sort: 'most_viewed', limit: 2 });
    expect(nums(page)).toEqual([32, 10]);
    expect(page.total).toBe(VISIBLE_TOTAL);
  });

  it('count() is the number of searchable documents, following index(), remove() and reindexAll()', async () => {
    const engine = ctx.engine();
    expect(await engine.count()).toBe(VISIBLE_TOTAL);
    await engine.remove([id(2), id(3)]);
    expect(await engine.count()).toBe(VISIBLE_TOTAL - 2);
    await ctx.db().opportunity.update({ where: { id: id(31) }, data: { status: 'open', closedAt: null } });
    await engine.reindexAll();
    expect(await engine.count()).toBe(VISIBLE_TOTAL + 1);
  });

  it('reindexAll() reports its progress batch by batch, ending with everything done', async () => {
    const seen: { done: number; total: number }[] = [];
    await ctx.engine().reindexAll({ batchSize: 4, onProgress: (p) => void seen.push(p) });
    expect(seen.length).toBeGreaterThan(2);
    const dones = seen.map((p) => p.done);
    expect([...dones].sort((a, b) => a - b)).toEqual(dones);
    const last = seen.at(-1)!;
    expect(last.done).toBe(last.total);
    expect(last.total).toBeGreaterThanOrEqual(VISIBLE_TOTAL);
  });

  it('updateViews(): most_viewed follows the folded view counts', async () => {
    await ctx.db().opportunity.update({ where: { id: id(17) }, data: { views: 5000 } });
    await ctx.db().opportunity.update({ where: { id: id(2) }, data: { views: 301 } });
    await ctx.engine().updateViews(
      new Map([
        [id(17), 5000],
        [id(2), 301],
      ]),
    );
    expect(nums(await search({ sort: 'most_viewed', limit: 3 }))).toEqual([17, 2, 10]);
    const [top] = (await search({ sort: 'most_viewed', limit: 1 })).hits;
    expect(top?.views).toBe(5000);
  });
}
