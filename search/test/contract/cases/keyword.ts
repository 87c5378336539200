// Keyword search: the fields it covers, one typo per word, every word required, relevance, and input
// that must never fail.
import { expect, it } from 'vitest';
import type { SearchRequest } from '../../../src/engine.ts';
import { LATEST, nums, sorted, VISIBLE_TOTAL, type ContractContext } from '../context.ts';
import { OXFORD, UK, day } from '../fixtures.ts';

const QUANTUM = [1, 2, 13];
const NEUROSCIENCE = [4, 5, 23];

export function defineKeywordCases(ctx: ContractContext): void {
  const search = (request: Partial<SearchRequest>) => ctx.engine().search({ limit: 100, offset: 0, ...request });

  it('keyword in titles, any case', async () => {
    for (const q of ['quantum', 'QUANTUM', 'Quantum']) {
      const page = await search({ q });
      expect(sorted(page)).toEqual(QUANTUM);
      expect(page.total).toBe(3);
    }
  });

  it('keyword with a typo still finds the word', async () => {
    expect(sorted(await search({ q: 'quantom' }))).toEqual(QUANTUM);
    expect(sorted(await search({ q: 'neurosciense' }))).toEqual(NEUROSCIENCE);
    expect(sorted(await search({ q: 'Neuroscience' }))).toEqual(NEUROSCIENCE);
  });

  it('every word must match, each in any of the fields', async () => {
    expect(nums(await search({ q: 'quantum optics' }))).toEqual([1]);
    // Row 7: "catalysis" in the title, "copper" in the description; row 6 has graphene but no copper.
    expect(nums(await search({ q: 'catalysis copper' }))).toEqual([7]);
    expect(nums(await search({ q: 'graphene copper' }))).toEqual([7]);
    expect(nums(await search({ q: 'neuroscience memory' }))).toEqual([4]);
    expect(await search({ q: 'quantum xylophone' })).toEqual({ hits: [], total: 0, totalRelation: 'eq' });
  });

  it('keyword in the description (HTML stripped)', async () => {
    expect(nums(await search({ q: 'copper' }))).toEqual([7]);
    expect(await search({ q: 'strong' })).toEqual({ hits: [], total: 0, totalRelation: 'eq' });
  });

  it('keyword in the supervisor, the university and the department', async () => {
    expect(sorted(await search({ q: 'lovelace' }))).toEqual([9, 18]);
    expect(sorted(await search({ q: 'Toronto' }))).toEqual([21, 30]);
    expect(nums(await search({ q: 'informatics' }))).toEqual([3]);
  });

  it('relevance: a title match ranks above a description-only match (the default sort with q)', async () => {
    expect(await search({ q: 'graphene' })).toMatchObject({ total: 2 });
    expect(nums(await search({ q: 'graphene' }))).toEqual([6, 7]);
    expect(nums(await search({ q: 'graphene', sort: 'relevance' }))).toEqual([6, 7]);
  });

  it('keyword combined with filters', async () => {
    expect(sorted(await search({ q: 'quantum', country: [UK] }))).toEqual([1, 2]);
    expect(nums(await search({ q: 'quantum', university: [OXFORD] }))).toEqual([2]);
    expect(sorted(await search({ q: 'neuroscience', fundedOnly: true }))).toEqual([4, 5]);
    expect(nums(await search({ q: 'neurosciense', createdAfter: day('03-01') }))).toEqual([5]);
    expect(await search({ q: 'graphene', category: ['featured'] })).toEqual({
      hits: [],
      total: 0,
      totalRelation: 'eq',
    });
  });

  it('keyword with the latest and most_viewed sorts', async () => {
    expect(nums(await search({ q: 'quantum', sort: 'latest' }))).toEqual([13, 1, 2]);
    expect(nums(await search({ q: 'quantum', sort: 'most_viewed' }))).toEqual([2, 1, 13]);
  });

  it('keyword with paging', async () => {
    const page = await search({ q: 'quantum', sort: 'latest', limit: 2, offset: 2 });
    expect(nums(page)).toEqual([2]);
    expect(page.total).toBe(3);
    expect(await search({ q: 'quantum', limit: 2, offset: 3 })).toEqual({ hits: [], total: 3, totalRelation: 'eq' });
  });

  it('closed, deleted and tenant rows never match a keyword', async () => {
    // Rows 31-36 and 38 carry these words in their titles or supervisor.
    expect(sorted(await search({ q: 'quantum' }))).toEqual(QUANTUM);
    expect(sorted(await search({ q: 'graphene' }))).toEqual([6, 7]);
    expect(sorted(await search({ q: 'lovelace' }))).toEqual([9, 18]);
    expect(await search({ q: 'fellowship' })).toEqual({ hits: [], total: 0, totalRelation: 'eq' });
  });

  it('a blank keyword is no keyword', async () => {
    for (const q of ['', '   ', '\t\n']) {
      const page = await search({ q });
      expect(page.total).toBe(VISIBLE_TOTAL);
      expect(nums(page)).toEqual(LATEST);
    }
  });

  it('query syntax characters are plain text', async () => {
    for (const q of ['quantum & | ! : * ( )', '"quantum"', 'quantum:*', '(quantum)', '!quantum', 'quantum <-> |']) {
      expect(sorted(await search({ q }))).toEqual(QUANTUM);
    }
  });

  it('hostile input never fails', async () => {
    const inputs = [
      "'; DROP TABLE opportunities; --",
      'emoji 🧬🔬 only',
      '🧪',
      '\\ \\\\ % _ \u0000 \u200b',
      'a'.repeat(1000),
      'quantum '.repeat(125),
      '&&&|||!!!:::***((()))',
      'NOT AND OR',
      '{"$where": "1"}',
    ];
    for (const q of inputs) {
      const page = await search({ q });
      expect(page.total).toBeGreaterThanOrEqual(0);
      expect(page.hits.length).toBeLessThanOrEqual(page.total);
    }
    expect((await search({})).total).toBe(VISIBLE_TOTAL);
  });
}
