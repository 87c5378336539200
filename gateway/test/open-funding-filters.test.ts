// The listing's "Open for applications" (open=true) and Funding (funding_type=...) filters over HTTP,
// on real Postgres with the Postgres engine: the listing, its counts and the option lists narrow
// alike, both are off by default (the spec's totals unchanged), and a bad value is a 400 naming the
// parameter with a sentence, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prisma } from '@phd/services/db/client';
import { getJson, startGateway, type Gateway } from './harness.ts';

const DAY = 86_400_000;
let gw: Gateway;
const ids: Record<string, string> = {};

async function create(key: string, data: Partial<Prisma.OpportunityUncheckedCreateInput>) {
  const row = await gw.db.opportunity.create({
    data: {
      title: `Position ${key}`,
      universityName: 'University of Bergen',
      country: 'Norway',
      discipline: 'Geology',
      description: '<p>A doctoral project.</p>',
      ...data,
    },
  });
  ids[key] = row.id;
}

beforeAll(async () => {
  gw = await startGateway({ label: 'open-funding', cacheTtlMs: 0 });
  await create('future-full', { closingDate: new Date(Date.now() + 20 * DAY), fundingType: 'fully_funded' });
  await create('none-partial', { closingDate: null, fundingType: 'partially_funded', country: 'Sweden' });
  await create('passed-self', { closingDate: new Date(Date.now() - 2 * DAY), fundingType: 'self_funded' });
  await create('passed-full', { closingDate: new Date(Date.now() - 5 * DAY), fundingType: 'fully_funded' });
  await create('future-unknown', { closingDate: new Date(Date.now() + 5 * DAY), fundingType: 'unknown' });
  await gw.search.index(Object.values(ids));
});
afterAll(() => gw?.close());

type Page = { data: { id: string }[]; pagination: { total: number } };
const listed = async (query: string) => {
  const page = await getJson<Page>(gw.app, `/api/opportunities${query}`);
  expect(page.pagination.total).toBe(page.data.length);
  return page.data.map((o) => Object.entries(ids).find(([, id]) => id === o.id)![0]).sort();
};

describe('open=true', () => {
  it('lists positions whose deadline is in the future or absent; off by default', async () => {
    expect(await listed('?open=true')).toEqual(['future-full', 'future-unknown', 'none-partial']);
    expect(await listed('')).toHaveLength(5);
    expect(await listed('?open=false')).toHaveLength(5);
  });

  it('narrows the counts and option lists too', async () => {
    const countries = await getJson<{ country: string; Count: number }[]>(gw.app, '/api/countries?open=true');
    expect(countries).toEqual([
      expect.objectContaining({ country: 'Norway', Count: 2 }),
      expect.objectContaining({ country: 'Sweden', Count: 1 }),
    ]);
  });
});

describe('funding_type', () => {
  it('lists any of the given funding types, alone or with open=true', async () => {
    expect(await listed('?funding_type=fully_funded')).toEqual(['future-full', 'passed-full']);
    expect(await listed('?funding_type=fully_funded,partially_funded&open=true')).toEqual([
      'future-full',
      'none-partial',
    ]);
    expect(await listed('?funding_type=self_funded&funded=true')).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('describes open and funding_type on the listing, and the expired 410 of the detail', async () => {
    const doc = await getJson<{
      paths: Record<string, { get: { parameters?: { name: string; description?: string }[]; responses: object } }>;
    }>(gw.app, '/api/openapi.json');
    const params = doc.paths['/api/opportunities']!.get.parameters ?? [];
    expect(params.find((p) => p.name === 'open')?.description).toContain('open for applications');
    expect(params.find((p) => p.name === 'funding_type')?.description).toContain('partially_funded');
    const detail = Object.entries(doc.paths).find(([path]) => path.startsWith('/api/opportunities/{id}'))![1];
    expect(Object.keys(detail.get.responses)).toContain('410');
  });
});

describe('bad values', () => {
  it.each([
    ['open=maybe', 'open', 'must be true or false'],
    ['open=true&open=false', 'open', 'given once'],
    ['funding_type=free', 'funding_type', 'must be fully_funded, partially_funded, self_funded'],
    ['funding_type=unknown', 'funding_type', 'must be fully_funded, partially_funded, self_funded'],
    ['funding_type=a&funding_type=b', 'funding_type', 'given once'],
  ])('%s answers 400 naming %s', async (query, name, words) => {
    for (const path of ['/api/opportunities', '/api/countries']) {
      const res = await gw.app.inject(`${path}?${query}`);
      expect(res.statusCode, path).toBe(400);
      const body = res.json<{ error: string; message: string }>();
      expect(body.error).toBe('invalid');
      expect(body.message).toContain(name);
      expect(body.message).toContain(words);
    }
  });
});
