// Filters: each alone, any-of lists, exact values, strict date bounds, combinations, and rows that
// must never surface.
import { expect, it } from 'vitest';
import type { IndexResult, SearchRequest } from '../../../src/engine.ts';
import { LATEST, nums, sorted, VISIBLE_TOTAL, type ContractContext } from '../context.ts';
import { CA, day, DE, DK, EDINBURGH, fixtureId, HIDDEN_NUMBERS, OXFORD, UK } from '../fixtures.ts';

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
        funding: 'Full studentship',
        fundingDetails: 'Stipend and tuition fees for 3.5 years',
        researchArea: 'Atomic physics',
        aiSummary: 'A funded PhD on trapped ions and lasers.',
        collectResumes: true,
        category: 'featured',
        views: 120,
        createdAt: day('03-20'),
      },
    ]);
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
