// Sorts (with their id tie-breaks) and paging edges.
import { expect, it } from 'vitest';
import type { SearchRequest, SearchSort } from '../../../src/engine.ts';
import { LATEST, MOST_VIEWED, nums, VISIBLE_TOTAL, type ContractContext } from '../context.ts';
import { BY_STIPEND, UK } from '../fixtures.ts';

/** Every visible row by stipend: those with one highest first, then the rest newest first. */
const STIPEND_ORDER = [...BY_STIPEND, ...LATEST.filter((n) => !BY_STIPEND.includes(n))];

export function defineSortingCases(ctx: ContractContext): void {
  const search = (request: Partial<SearchRequest>) => ctx.engine().search({ limit: 100, offset: 0, ...request });

  it('latest: created_at descending, equal created_at by id ascending; the default without q', async () => {
    expect(nums(await search({ sort: 'latest' }))).toEqual(LATEST);
    expect(nums(await search({}))).toEqual(LATEST);
  });

  it('most_viewed: views descending, equal views by id ascending', async () => {
    expect(nums(await search({ sort: 'most_viewed' }))).toEqual(MOST_VIEWED);
  });

  it('stipend: the highest yearly figure first, equal ones newest first, positions without one last', async () => {
    expect(nums(await search({ sort: 'stipend' }))).toEqual(STIPEND_ORDER);
    expect(nums(await search({ sort: 'stipend', country: [UK], limit: 3 }))).toEqual([27, 2, 3]);
  });

  it('stipend with a keyword: the matches by stipend, then newest first', async () => {
    // Quantum rows: 1 (no stipend, newest), 2 (20,780 GBP), 13 (24,000 EUR).
    expect(nums(await search({ sort: 'stipend', q: 'quantum' }))).toEqual([13, 2, 1]);
  });

  it('relevance without q falls back to latest', async () => {
    expect(nums(await search({ sort: 'relevance' }))).toEqual(LATEST);
    expect(nums(await search({ sort: 'relevance', q: '   ' }))).toEqual(LATEST);
  });

  it('most_viewed under a filter', async () => {
    expect(nums(await search({ sort: 'most_viewed', category: ['featured'] }))).toEqual([10, 1, 5, 14, 20, 26]);
  });

  it('first page: offset 0', async () => {
    const page = await search({ limit: 10, offset: 0 });
    expect(nums(page)).toEqual(LATEST.slice(0, 10));
    expect(page.total).toBe(VISIBLE_TOTAL);
  });

  it('last page is partial and still reports the full total', async () => {
    const page = await search({ limit: 12, offset: 24 });
    expect(nums(page)).toEqual(LATEST.slice(24));
    expect(page.hits).toHaveLength(6);
    expect(page.total).toBe(VISIBLE_TOTAL);
  });

  it('an offset at or beyond the end gives no hits and the full total', async () => {
    expect(await search({ limit: 10, offset: 30 })).toEqual({ hits: [], total: VISIBLE_TOTAL, totalRelation: 'eq' });
    expect(await search({ limit: 10, offset: 1000 })).toEqual({ hits: [], total: VISIBLE_TOTAL, totalRelation: 'eq' });
    expect(await search({ country: [UK], limit: 10, offset: 9 })).toEqual({ hits: [], total: 9, totalRelation: 'eq' });
  });

  it('limit 1', async () => {
    expect(nums(await search({ limit: 1, offset: 0 }))).toEqual([10]);
    expect(nums(await search({ limit: 1, offset: 5 }))).toEqual([30]);
    expect(nums(await search({ limit: 1, offset: 29 }))).toEqual([17]);
    const top = await search({ limit: 1, offset: 0, sort: 'most_viewed' });
    expect(nums(top)).toEqual([2]);
    expect(top.total).toBe(VISIBLE_TOTAL);
  });

  it('pages concatenate to the whole listing with no gap or repeat, for every sort', async () => {
    const sorts: [SearchSort, number[]][] = [
      ['latest', LATEST],
      ['most_viewed', MOST_VIEWED],
      ['stipend', STIPEND_ORDER],
    ];
    for (const [sort, expected] of sorts) {
      const seen: (number | string)[] = [];
      for (let offset = 0; offset < VISIBLE_TOTAL; offset += 7) {
        seen.push(...nums(await search({ sort, limit: 7, offset })));
      }
      expect(seen).toEqual(expected);
    }
  });

  it('a page under a filter', async () => {
    const page = await search({ country: [UK], limit: 4, offset: 4 });
    expect(nums(page)).toEqual([15, 2, 8, 19]);
    expect(page.total).toBe(9);
  });
}
