// The one-second micro-cache: identical reads share one engine query (also when they arrive at once),
// and a change made through the services still shows within two seconds. A position published through
// the API (outbox, relay, search-index worker) shows in every cached read an address answered before
// it (listing, keyword, the widget's, counts, options, a feed) within two seconds of its index write,
// in every gateway process: the caches are keyed by the index generation (gateway/src/cache/).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchEngine } from '@phd/search/engine';
import { updateOpportunity } from '@phd/services/opportunities/index';
import { apiUrl } from '../../web/src/widget/options.ts';
import { syncOpportunities } from '../../workers/src/processors/search-index.ts';
import type { WorkerProcess } from '../../workers/src/start.ts';
import { signInAs } from './candidate.ts';
import { getJson, inList, searchable, startGateway, type Gateway } from './harness.ts';
import { startWorkersFor } from './mail-suite.ts';

interface Page {
  data: { id: string; title: string }[];
  pagination: { total: number };
}

const calls = { search: 0, facets: 0 };
let gw: Gateway;
/** A second gateway process of the same deployment: same database and queues, caches of its own. */
let other: Gateway;
let workers: WorkerProcess;
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
  [other, workers] = await Promise.all([startGateway({ sharing: gw, label: 'freshness-other' }), startWorkersFor(gw)]);
}, 120_000);
afterAll(async () => {
  await workers?.close();
  await other?.close();
  await gw?.close();
});

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

describe('after a new position is published', () => {
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
  const word = `Quorvane${randomUUID().replace(/\d/g, '').slice(0, 6)}`;
  const university = `Institute of ${word} Studies`;
  const hyphenated = university.toLowerCase().replace(/ /g, '-');
  const country = 'Sweden';
  const titled = (body: string) => body.includes(word);
  const page = (body: string) => JSON.parse(body) as Page;
  const firstIsNew = (body: string) => titled(page(body).data[0]?.title ?? '');
  /** Every cached read, and how it tells the new position from the answers before it. */
  const reads: { what: string; url: string; shows: (body: string) => boolean }[] = [
    { what: 'keyword', url: `/api/opportunities?q=${word}&limit=5`, shows: (b) => page(b).pagination.total === 1 },
    { what: 'widget', url: apiUrl({ origin: '', university, limit: 4 }), shows: firstIsNew },
    {
      what: 'listing by hyphenated name',
      url: `/api/opportunities?university=${hyphenated}&limit=4`,
      shows: firstIsNew,
    },
    { what: 'options', url: `/api/universities?country=${country}`, shows: titled },
    {
      what: 'feed',
      url: `/feeds/opportunities.json?university=${encodeURIComponent(university)}`,
      shows: (b) => (JSON.parse(b) as { items: unknown[] }).items.length === 1,
    },
  ];
  const countIn = (body: string) =>
    (JSON.parse(body) as { Country: string; Count: number }[]).find((c) => c.Country === country)?.Count ?? 0;

  it('shows in every address read before the write within 2 s of its index write, in every gateway process', async () => {
    const counts = '/api/opportunities/countries/counts';
    const sweden = countIn((await gw.app.inject(counts)).body);
    reads.push({ what: 'counts', url: counts, shows: (b) => countIn(b) === sweden + 1 });
    for (const app of [gw.app, other.app]) {
      for (const read of reads) {
        const res = await app.inject(read.url);
        expect(res.statusCode, read.url).toBe(200);
        expect(read.shows(res.body), `${read.what} before the write`).toBe(false);
        // What browsers and shared caches may add: at most a second, never served stale past it.
        expect(res.headers['cache-control'], read.url).toBe('public, max-age=1');
      }
    }

    const admin = await signInAs(gw.app, gw.db, 'admin@freshness.test', { role: 'admin' });
    const created = await admin.inject({
      method: 'POST',
      url: '/api/admin/opportunities',
      payload: {
        title: `PhD in ${word} dynamics`,
        university,
        country,
        description: '<p>Study.</p>',
        opportunity_url: 'https://example.org/phd',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    // The index write, as the engine itself answers (no cache in between).
    await within(10_000, async () => (await gw.search.search({ q: word, limit: 1, offset: 0 })).total === 1);
    const written = Date.now();

    // The gateways' share of the two seconds is one (HTTP max-age=1 is the other). The second process
    // is left alone until then, so its first read is of entries cached before the write.
    const shownAt = new Map<string, number>();
    await within(1_500, async () => {
      for (const read of reads) {
        if (!shownAt.has(read.what) && read.shows((await gw.app.inject(read.url)).body))
          shownAt.set(read.what, Date.now() - written);
      }
      return shownAt.size === reads.length;
    });
    for (const [what, ms] of shownAt) expect(ms, what).toBeLessThanOrEqual(1_000);
    await sleep(written + 1_000 - Date.now());
    for (const read of reads) {
      expect(read.shows((await other.app.inject(read.url)).body), `${read.what} on the other process`).toBe(true);
    }
  });
});
