// Filters: each alone, any-of lists, exact values, strict date bounds, combinations, and rows that
// must never surface.
import { expect, it } from 'vitest';
import type { IndexResult, SearchRequest } from '../../../src/engine.ts';
import { FULLY_FUNDED, LATEST, nums, sorted, VISIBLE_TOTAL, type ContractContext } from '../context.ts';
import {
  CA,
  day,
  DE,
  DK,
  EDINBURGH,
  ELIGIBLE_NULL,
  fixtureId,
  HIDDEN_NUMBERS,
  NOT_OPEN_AT,
  OPEN_AT,
  OXFORD,
  POSTED_NUMBERS,
  UK,
} from '../fixtures.ts';

const ALL = { limit: 100, offset: 0 } as const;

export function defineFilterCases(ctx: ContractContext, firstIndex: () => IndexResult): void {
  const search = (request: Partial<SearchRequest>) => ctx.engine().search({ ...ALL, ...request });

  it('index() reports the 30 searchable rows as indexed and the 10 closed, deleted or tenant rows as removed', () => {
    expect(firstIndex()).toEqual({ indexed: 30, removed: 10 });
  });

  it('with no filters lists every searchable row and nothing closed, deleted or tenant-owned', async () => {
    const page = await search({});
    expect(page.total).toBe(VISIBLE_TOTAL);
    expect(nums(page)).toEqual(LATEST);
    for (const hidden of HIDDEN_NUMBERS) expect(nums(page)).not.toContain(hidden);
  });

  it('maps a row to a SearchDocument: every listing field, Dates as Date objects, no description', async () => {
    const page = await search({ university: [EDINBURGH], createdAfter: day('03-19'), createdBefore: day('03-21') });
    expect(page.hits).toEqual([
      {
        id: fixtureId(1),
        title: 'Quantum Optics with Trapped Ions',
        universityName: EDINBURGH,
        universityUrl: 'https://www.ed.ac.uk',
        department: 'School of Physics and Astronomy',
        discipline: 'Physics',
        supervisor: 'Dr. Mira Castell',
        supervisorUrl: 'https://www.ed.ac.uk/profile/mira-castell',
        closingDate: new Date('2026-06-30T00:00:00.000Z'),
        deadline: null,
        openTo: 'International students',
        city: 'Edinburgh',
        country: UK,
        opportunityUrl: 'https://www.ed.ac.uk/phd/trapped-ions',
        fullyFunded: true,
        fundingType: 'fully_funded',
        funding: 'Full studentship',
        fundingDetails: 'Stipend and tuition fees for 3.5 years',
        researchArea: 'Atomic physics',
        aiSummary: 'A funded PhD on trapped ions and lasers.',
        collectResumes: true,
        category: 'featured',
        views: 120,
        createdAt: day('03-20'),
        postedByName: 'Dr. Mira Castell',
        postedByPosition: 'Reader in Atomic Physics',
        postedByDepartment: 'School of Physics and Astronomy',
      },
    ]);
  });

  it('postedOnly keeps the rows posted on the site (recruiters, university sites, the post-jobs form)', async () => {
    const page = await search({ postedOnly: true });
    expect(page.total).toBe(POSTED_NUMBERS.length);
    expect(nums(page)).toEqual([3, 1]);
    expect(nums(await search({ postedOnly: true, fundedOnly: true }))).toEqual([1]);
    expect(nums(await search({ postedOnly: true, country: [DE] }))).toEqual([]);
    const facets = await ctx.engine().facets({ postedOnly: true }, ['university', 'discipline']);
    expect(facets.university).toEqual([{ value: EDINBURGH, count: 2 }]);
    expect(facets.discipline).toEqual([
      { value: 'Computer Science', count: 1 },
      { value: 'Physics', count: 1 },
    ]);
    expect((await search({ postedOnly: false })).total).toBe(VISIBLE_TOTAL);
  });

  it('maps missing optional fields to null', async () => {
    const [doc] = (await search({ department: ['School of History'] })).hits;
    expect(doc).toMatchObject({
      id: fixtureId(22),
      discipline: null,
      supervisor: null,
      universityUrl: null,
      closingDate: null,
      fundingDetails: null,
      aiSummary: null,
      fullyFunded: false,
      collectResumes: false,
      category: 'standard',
      views: 0,
    });
  });

  it('category featured', async () => {
    const page = await search({ category: ['featured'] });
    expect(nums(page)).toEqual([10, 20, 1, 5, 14, 26]);
    expect(page.total).toBe(6);
  });

  it('country, one value', async () => {
    const page = await search({ country: [UK] });
    expect(nums(page)).toEqual([3, 1, 27, 22, 15, 2, 8, 19, 11]);
    expect(page.total).toBe(9);
  });

  it('country, several values mean any of them', async () => {
    const page = await search({ country: [DK, CA] });
    expect(sorted(page)).toEqual([10, 14, 17, 18, 21, 23, 26, 28, 30]);
    expect(page.total).toBe(9);
  });

  it('university', async () => {
    const page = await search({ university: [OXFORD] });
    expect(nums(page)).toEqual([27, 2, 19, 11]);
    expect(page.total).toBe(4);
  });

  it('discipline', async () => {
    const page = await search({ discipline: ['Chemistry'] });
    expect(nums(page)).toEqual([6, 27, 24, 7, 28]);
    expect(page.total).toBe(5);
  });

  it('department, several values', async () => {
    const page = await search({ department: ['Department of Physics', 'Department of Chemistry'] });
    expect(sorted(page)).toEqual([2, 19, 21, 27, 28, 29]);
    expect(page.total).toBe(6);
  });

  it('values match exactly: no case folding, no partial match', async () => {
    for (const request of [
      { country: ['united kingdom'] },
      { country: ['United'] },
      { university: ['Edinburgh'] },
      { discipline: ['physics'] },
      { category: ['Featured'] },
    ]) {
      expect(await search(request)).toEqual({ hits: [], total: 0, totalRelation: 'eq' });
    }
  });

  it('an empty list is no filter', async () => {
    const page = await search({ country: [], category: [], university: [], discipline: [], department: [] });
    expect(page.total).toBe(VISIBLE_TOTAL);
  });

  it('fundedOnly keeps fully funded rows; false is no filter', async () => {
    const page = await search({ fundedOnly: true });
    expect(nums(page)).toEqual([10, 20, 13, 1, 18, 9, 12, 5, 15, 24, 2, 21, 14, 26, 7, 4, 19, 28]);
    expect(page.total).toBe(18);
    expect((await search({ fundedOnly: false })).total).toBe(VISIBLE_TOTAL);
  });

  it('openAt keeps rows open for applications then: a deadline after it, or none', async () => {
    const page = await search({ openAt: OPEN_AT });
    // 2 and 6 passed before it; 12's deadline is the instant itself, not after it.
    expect(nums(page)).toEqual(LATEST.filter((n) => !NOT_OPEN_AT.includes(n)));
    expect(page.total).toBe(VISIBLE_TOTAL - NOT_OPEN_AT.length);
    // Two months on, row 1 (30 June) has passed too; 4 (15 May) and 9 (September) are in another country.
    expect(sorted(await search({ openAt: new Date('2026-07-01T00:00:00.000Z'), country: [UK] }))).toEqual([
      3, 8, 11, 15, 19, 22, 27,
    ]);
    expect(sorted(await search({ openAt: new Date('2026-07-01T00:00:00.000Z'), country: [DE] }))).toEqual([
      5, 9, 16, 24, 29,
    ]);
  });

  it('openAt with a keyword, a sort and paging', async () => {
    expect(sorted(await search({ openAt: OPEN_AT, q: 'quantum' }))).toEqual([1, 13]);
    const page = await search({ openAt: OPEN_AT, sort: 'most_viewed', limit: 3, offset: 0 });
    expect(nums(page)).toEqual([10, 19, 9]);
    expect(page.total).toBe(VISIBLE_TOTAL - NOT_OPEN_AT.length);
  });

  it('fundingType keeps any of the given funding types; unknown or none never matches; empty is no filter', async () => {
    const page = await search({ fundingType: ['partially_funded', 'self_funded'] });
    expect(nums(page)).toEqual([3, 16, 29, 22, 11]);
    expect(page.total).toBe(5);
    expect((await search({ fundingType: [] })).total).toBe(VISIBLE_TOTAL);
  });

  it('one funding fact: fully funded (the box or the type) is funding type fully_funded, in filters and hits', async () => {
    const funded = await search({ fundedOnly: true });
    expect(sorted(funded)).toEqual(FULLY_FUNDED);
    expect(await search({ fundingType: ['fully_funded'] })).toEqual(funded);
    // 4 and 9 tick the box beside a partially funded type: the box wins, so they are not partially funded.
    expect(funded.hits.every((hit) => hit.fullyFunded && hit.fundingType === 'fully_funded')).toBe(true);
    const others = await search({ fundingType: ['partially_funded', 'self_funded'] });
    expect(others.hits.some((hit) => hit.fullyFunded)).toBe(false);
    expect(sorted(others)).not.toContain(4);
  });

  it('fundingType combines with fundedOnly, openAt and the facet fields', async () => {
    expect(sorted(await search({ fundingType: ['partially_funded'], fundedOnly: true }))).toEqual([]);
    expect(sorted(await search({ fundingType: ['fully_funded'], openAt: OPEN_AT }))).toEqual(
      FULLY_FUNDED.filter((n) => !NOT_OPEN_AT.includes(n)),
    );
    expect(sorted(await search({ fundingType: ['partially_funded'], country: [UK] }))).toEqual([11]);
  });

  it('stipendMin keeps yearly stipends of at least the amount in that currency, the amount itself included', async () => {
    const euro = await search({ stipendMin: { amount: 24000, currency: 'EUR' } });
    expect(nums(euro)).toEqual([13, 5, 4]);
    expect(euro.total).toBe(3);
    // Hidden 31 pays 99,000 GBP; no other currency is converted into pounds.
    expect(sorted(await search({ stipendMin: { amount: 20000, currency: 'GBP' } }))).toEqual([2, 27]);
    expect(await search({ stipendMin: { amount: 1, currency: 'USD' } })).toEqual({
      hits: [],
      total: 0,
      totalRelation: 'eq',
    });
  });

  it('stipendMin combines with the facet fields, a keyword and the stipend sort', async () => {
    expect(sorted(await search({ stipendMin: { amount: 20000, currency: 'EUR' }, country: [DE] }))).toEqual([4, 5]);
    expect(nums(await search({ stipendMin: { amount: 0, currency: 'EUR' }, sort: 'stipend' }))).toEqual([5, 4, 13, 20]);
    expect(nums(await search({ stipendMin: { amount: 20000, currency: 'GBP' }, q: 'quantum' }))).toEqual([2]);
  });

  it('eligibleFor hides only positions limited to other countries; no known limit (empty or NULL) always shows', async () => {
    const everyone = sorted(await search({}));
    const without = (...hidden: number[]) => everyone.filter((n) => !hidden.includes(n as number));
    const germany = await search({ eligibleFor: ['DE'] });
    expect(sorted(germany)).toEqual(without(2, 17, 26));
    expect(germany.total).toBe(VISIBLE_TOTAL - 3);
    expect(sorted(germany)).toContain(ELIGIBLE_NULL);
    // Either code admits: a German living in the UK may apply to the UK-only position.
    expect(sorted(await search({ eligibleFor: ['DE', 'GB'] }))).toEqual(without(17, 26));
    expect(sorted(await search({ eligibleFor: ['IN', 'US'] }))).toEqual(without(2, 11, 17));
    // Hidden 31 (UK-only, closed) never surfaces.
    expect(sorted(await search({ eligibleFor: ['GB'] }))).toEqual(without(17, 26));
  });

  it('eligibleFor combines with the facet fields, a keyword, a sort and a page', async () => {
    expect(sorted(await search({ eligibleFor: ['DE'], country: [UK] }))).toEqual([1, 3, 8, 11, 15, 19, 22, 27]);
    expect(sorted(await search({ eligibleFor: ['CA'], country: [CA] }))).toEqual([17, 21, 26, 30]);
    expect(nums(await search({ eligibleFor: ['DE'], q: 'quantum' }))).not.toContain(2);
    const page = await search({ eligibleFor: ['US'], sort: 'latest', limit: 5, offset: 0 });
    expect(nums(page)).toEqual(LATEST.filter((n) => ![2, 17].includes(n)).slice(0, 5));
    expect(page.total).toBe(VISIBLE_TOTAL - 3);
  });

  it('eligibleFor totals count exactly the positions listed, alone and with the facet fields and funding', async () => {
    const combos: Partial<SearchRequest>[] = [
      { eligibleFor: ['DE'] },
      { eligibleFor: ['IN'], country: [UK] },
      { eligibleFor: ['CA', 'GB'], fundedOnly: true },
      { eligibleFor: ['US'], country: [CA, UK], category: ['standard'] },
      { eligibleFor: ['FR'], sort: 'most_viewed' },
      // Counted limit by limit (a date range or another filter the rollups lack).
      { eligibleFor: ['DE'], createdAfter: day('02-11') },
      { eligibleFor: ['GB', 'IN'], createdBefore: day('03-09'), country: [UK] },
      { eligibleFor: ['US'], createdAfter: day('01-01'), fundedOnly: true, sort: 'most_viewed' },
      { eligibleFor: ['CA'], openAt: day('03-01') },
    ];
    for (const combo of combos) {
      const page = await search({ ...combo, limit: 100 });
      expect(page.total, JSON.stringify(combo)).toBe(page.hits.length);
    }
  });

  it('createdAfter is strict: a row created exactly at the bound is left out', async () => {
    // Rows 29 and 30 were created at exactly 03-26 noon.
    const page = await search({ createdAfter: day('03-26') });
    expect(nums(page)).toEqual([10, 25, 3, 16]);
    expect(page.total).toBe(4);
  });

  it('createdBefore is strict', async () => {
    // Row 19 was created at exactly 02-11 noon.
    const page = await search({ createdBefore: day('02-11') });
    expect(nums(page)).toEqual([11, 28, 17]);
  });

  it('a date range excludes both bounds', async () => {
    // Rows 21 (03-01) and 15 (03-09) sit on the bounds.
    const page = await search({ createdAfter: day('03-01'), createdBefore: day('03-09') });
    expect(nums(page)).toEqual([24, 2, 8]);
    expect(page.total).toBe(3);
  });

  it('different fields combine with AND', async () => {
    expect(nums(await search({ country: [DE], discipline: ['Biology'] }))).toEqual([16, 4]);
    expect(nums(await search({ country: [DE], discipline: ['Biology'], fundedOnly: true }))).toEqual([4]);
    expect(nums(await search({ country: [UK], category: ['featured'] }))).toEqual([1]);
    const recentEdinburghPhysics = await search({
      university: [EDINBURGH],
      discipline: ['Physics'],
      createdAfter: new Date('2026-03-01T00:00:00.000Z'),
    });
    expect(nums(recentEdinburghPhysics)).toEqual([1, 8]);
  });

  it('every filter at once', async () => {
    const page = await search({
      category: ['standard'],
      country: [UK],
      university: [OXFORD],
      discipline: ['Physics'],
      department: ['Department of Physics'],
      fundedOnly: true,
      createdAfter: day('02-01'),
      createdBefore: day('04-01'),
    });
    expect(nums(page)).toEqual([2, 19]);
    expect(page.total).toBe(2);
  });

  it('values only hidden rows carry match nothing', async () => {
    for (const request of [
      { country: ['Belgium'] },
      { country: ['France'] },
      { university: ['KU Leuven'] },
      { university: ['University of Alberta'] },
      { discipline: ['Mathematics'] },
    ]) {
      expect(await search(request)).toEqual({ hits: [], total: 0, totalRelation: 'eq' });
    }
  });
}
