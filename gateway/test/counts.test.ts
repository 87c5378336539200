// Counts and option lists against the seeded catalogue: each equals a Prisma group-by of the same
// rows, and a field's own filter never hides its other values (facet counts use the OTHER filters).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prisma } from '@phd/services/db/client';
import {
  countryCounts,
  countryOptions,
  countryUniversities,
  disciplineCounts,
  disciplineOptions,
  universityCounts,
  universityOptions,
} from '@phd/contracts/endpoints/catalogue';
import { expectContractAnswer, expectMatches } from './contract-answer.ts';
import { getJson, inList, searchable, startGateway, type Gateway } from './harness.ts';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway({ seedCount: 400, label: 'counts' });
});
afterAll(() => gw.close());

type Column = 'country' | 'universityName' | 'discipline';

/** Prisma's answer: value -> count among searchable rows matching `where`, in the API's order. */
async function grouped(column: Column, where: Prisma.OpportunityWhereInput = {}) {
  const groups = await gw.db.opportunity.groupBy({
    by: [column],
    where: { ...searchable, ...where },
    _count: { _all: true },
  });
  return groups
    .filter((g) => g[column] !== null)
    .map((g) => ({ value: g[column] as string, count: g._count._all }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
}

describe('count endpoints', () => {
  it('GET /api/opportunities/countries/counts answers [{ Country, Count }]', async () => {
    const body = await getJson<{ Country: string; Count: number }[]>(gw.app, '/api/opportunities/countries/counts');
    expect(body).toEqual((await grouped('country')).map((g) => ({ Country: g.value, Count: g.count })));
    expect(body.map((c) => c.Country)).toContain('United Kingdom');
    expectMatches(countryCounts.responses[200], body);
  });

  it('GET /api/opportunities/discipline/counts answers [{ ai_department, Count }]', async () => {
    const body = await getJson(gw.app, '/api/opportunities/discipline/counts');
    expect(body).toEqual((await grouped('discipline')).map((g) => ({ ai_department: g.value, Count: g.count })));
    expectMatches(disciplineCounts.responses[200], body);
  });

  it('GET /api/opportunities/universities/counts answers [{ university, country, Count }]', async () => {
    const body = await getJson<{ university: string; country: string; Count: number }[]>(
      gw.app,
      '/api/opportunities/universities/counts',
    );
    const pairs = await gw.db.opportunity.groupBy({
      by: ['universityName', 'country'],
      where: searchable,
      _count: { _all: true },
    });
    const expected = pairs.map((p) => ({ university: p.universityName, country: p.country, Count: p._count._all }));
    const order = (a: { university: string; country: string }, b: { university: string; country: string }) =>
      `${a.university}|${a.country}` < `${b.university}|${b.country}` ? -1 : 1;
    expect([...body].sort(order)).toEqual(expected.sort(order));
    expectMatches(universityCounts.responses[200], body);
    const counts = body.map((b) => b.Count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('GET /api/opportunities/countries/universities answers the [{ country, university }] pairs under the filters', async () => {
    const body = await getJson<{ country: string; university: string }[]>(
      gw.app,
      `/api/opportunities/countries/universities?country=Germany&category=standard`,
    );
    const expected = await grouped('universityName', { country: 'Germany', category: 'standard' });
    expect(body.map((p) => p.university).sort()).toEqual(expected.map((e) => e.value).sort());
    expect(new Set(body.map((p) => p.country))).toEqual(new Set(['Germany']));
    expectMatches(countryUniversities.responses[200], body);
    const funded = await getJson<unknown[]>(gw.app, '/api/opportunities/countries/universities?funded=true');
    const fundedPairs = await gw.db.opportunity.groupBy({
      by: ['universityName', 'country'],
      where: { ...searchable, fullyFunded: true },
    });
    expect(funded).toHaveLength(fundedPairs.length);
  });
});

describe('option lists', () => {
  it('GET /api/countries answers [{ country, Count }], ignoring its own filter but not the others', async () => {
    const body = await getJson(gw.app, `/api/countries?category=standard&country=${inList('Germany')}`);
    const expected = await grouped('country', { category: 'standard' });
    expect(body).toEqual(expected.map((g) => ({ country: g.value, Count: g.count })));
    expectMatches(countryOptions.responses[200], body);
  });

  it('GET /api/universities answers [{ university, Count }] for a category and a country (hyphens allowed)', async () => {
    const body = await getJson(gw.app, `/api/universities?category=${inList('standard')}&country=United-Kingdom`);
    const expected = await grouped('universityName', { category: 'standard', country: 'United Kingdom' });
    expect(expected.length).toBeGreaterThan(1);
    expect(body).toEqual(expected.map((g) => ({ university: g.value, Count: g.count })));
    expectMatches(universityOptions.responses[200], body);
  });

  it('GET /api/disciplines answers [{ ai_department, Count }] under the other filters', async () => {
    const body = await getJson(gw.app, `/api/disciplines?country=France&funded=true&discipline=Physics`);
    const expected = await grouped('discipline', { country: 'France', fullyFunded: true });
    expect(body).toEqual(expected.map((g) => ({ ai_department: g.value, Count: g.count })));
  });

  it('without parameters lists the whole catalogue, with short public caching', async () => {
    const res = await gw.app.inject('/api/disciplines');
    expect(res.statusCode).toBe(200);
    expectContractAnswer(disciplineOptions, res);
    expect(res.headers['cache-control']).toBe('public, max-age=1');
    expect(res.json()).toEqual((await grouped('discipline')).map((g) => ({ ai_department: g.value, Count: g.count })));
  });
});
