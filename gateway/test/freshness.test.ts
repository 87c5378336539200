// The one-second micro-cache: identical reads share one engine query (also when they arrive at once),
// and a change made through the services still shows within two seconds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchEngine } from '@phd/search/engine';
import { updateOpportunity } from '@phd/services/opportunities/index';
import { syncOpportunities } from '../../workers/src/processors/search-index.ts';
import { getJson, inList, searchable, startGateway, type Gateway } from './harness.ts';

interface Page {
  data: { id: string; title: string }[];
  pagination: { total: number };
}

const calls = { search: 0, facets: 0 };
let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway({
    seedCount: 400,
    label: 'freshness',
    wrapSearch: (engine): SearchEngine => ({
      ...engine,
      search: (request) => {
        calls.search += 1;
        return engine.search(request);
      },
      facets: (filters, fields) => {
        calls.facets += 1;
        return engine.facets(filters, fields);
      },
    }),
  });
});
afterAll(() => gw.close());

/** Polls until `probe` is true; returns how long it took. Fails at the deadline. */
async function within(ms: number, probe: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await probe()) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`not true within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('micro-cache', () => {
  it('answers 50 concurrent identical listing requests with one engine query', async () => {
    const url = `/api/opportunities?country=${inList('Sweden')}&limit=7`;
    const before = calls.search;
    const answers = await Promise.all(Array.from({ length: 50 }, () => gw.app.inject(url)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(calls.search - before).toBe(1);
    // Parameters that mean the same share the entry: order of values, hyphens, JSON or plain form.
    await getJson(gw.app, '/api/countries'); // loads the known names the hyphen rule uses
    const facetsBefore = calls.facets;
    const first = await getJson(gw.app, `/api/countries?university=${inList('Lund University', 'Uppsala University')}`);
    const same = await getJson(gw.app, `/api/countries?university=${inList('uppsala-university', 'Lund University')}`);
    expect(same).toEqual(first);
    expect(calls.facets - facetsBefore).toBe(1);
  });

  it('shows a change made through the services within 2 seconds', async () => {
    const row = await gw.db.opportunity.findFirstOrThrow({ where: searchable, orderBy: { createdAt: 'desc' } });
    const listing = `/api/opportunities?university=${inList(row.universityName)}&limit=100`;
    const titleIn = async () => (await getJson<Page>(gw.app, listing)).data.find((o) => o.id === row.id)?.title;
    const detailTitle = async () => (await getJson<{ title: string }>(gw.app, `/api/opportunities/${row.id}`)).title;
    expect(await titleIn()).toBe(row.title);
    expect(await detailTitle()).toBe(row.title);

    const title = `${row.title} (revised)`;
    await updateOpportunity(gw.db, row.id, { title });
    await syncOpportunities(gw.db, gw.search, [row.id]);
    const tookListing = await within(2_000, async () => (await titleIn()) === title);
    const tookDetail = await within(2_000, async () => (await detailTitle()) === title);
    expect(tookListing).toBeLessThanOrEqual(2_000);
    expect(tookDetail).toBeLessThanOrEqual(2_000);
  });
});
