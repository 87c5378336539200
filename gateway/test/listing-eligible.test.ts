// "Positions I can apply to" end to end on real Postgres (docs/eligibility.md): a UK-only, a US-only
// and an unstated position, written with the columns the enrichment derives from their facts. The
// listing's eligible parameter hides only positions limited to other countries, says why for each
// item, counts the facets under it, refuses malformed codes with a sentence, and the detail says
// "not open to you" where the listing would hide the position. The feeds ignore it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryOptions, listOpportunities, opportunityDetail } from '@phd/contracts/endpoints/catalogue';
import { factColumns } from '@phd/services/enrichment/fact-columns';
import { expectContractAnswer } from './contract-answer.ts';
import { getJson, inList, startGateway, type Gateway } from './harness.ts';
import { eligibilityFacts as facts } from '../../tests/support/stored-facts.ts';

interface Item {
  id: string;
  title: string;
  eligibility?: { open: boolean | null; why: string };
}
interface Page {
  data: Item[];
  pagination: { total: number };
}

const UNIVERSITY = 'University of Eligibility';
let gw: Gateway;
const ids: Record<string, string> = {};

beforeAll(async () => {
  gw = await startGateway({ seedCount: 0, label: 'eligible' });
  const positions = [
    { title: 'UK Only', country: 'United Kingdom', facts: facts(['UK applicants only']) },
    { title: 'US Only', country: 'United States', facts: facts(['US citizens or permanent residents only']) },
    // Home fees covered, international ones not: the fee clause for a candidate from outside the EU/EEA.
    { title: 'Unstated', country: 'Germany', facts: facts([], { home: true, international: false }) },
  ];
  for (const { title, country, facts: stored } of positions) {
    const { eligibleCountries } = factColumns(stored, country);
    const row = await gw.db.opportunity.create({
      data: {
        title,
        country,
        universityName: UNIVERSITY,
        description: '<p>A position.</p>',
        facts: stored,
        eligibleCountries,
      },
    });
    ids[title] = row.id;
  }
  await gw.search.index(Object.values(ids));
});
afterAll(() => gw.close());

const listing = (query: string) =>
  getJson<Page>(gw.app, `/api/opportunities?university=${inList(UNIVERSITY)}&sort=latest${query}`);
const titles = async (query: string) => (await listing(query)).data.map((item) => item.title).sort();
const byTitle = (page: Page) => Object.fromEntries(page.data.map((item) => [item.title, item.eligibility]));

describe('GET /api/opportunities?eligible=', () => {
  it('without it: every position, and no eligibility on the items (the shape is unchanged)', async () => {
    const page = await listing('');
    expect(page.data.map((item) => item.title).sort()).toEqual(['UK Only', 'US Only', 'Unstated']);
    for (const item of page.data) expect(item).not.toHaveProperty('eligibility');
  });

  it('hides positions limited to other countries, never one whose eligibility is unknown', async () => {
    expect(await titles('&eligible=DE')).toEqual(['Unstated']);
    expect(await titles('&eligible=US')).toEqual(['US Only', 'Unstated']);
    // Either code admits: a German living in the UK may apply to the UK-only position.
    expect(await titles('&eligible=DE,GB')).toEqual(['UK Only', 'Unstated']);
    expect(await titles('&eligible=gb,de')).toEqual(['UK Only', 'Unstated']);
    const res = await gw.app.inject(`/api/opportunities?university=${inList(UNIVERSITY)}&eligible=DE,GB`);
    expectContractAnswer(listOpportunities, res);
    expect((res.json() as Page).pagination.total).toBe(2);
  });

  it('says why for each item, with the fee clause for a candidate who is not home there', async () => {
    expect(byTitle(await listing('&eligible=DE,GB'))).toEqual({
      'UK Only': {
        open: true,
        why: 'Open to you: UK applicants only, and you are from or live in the United Kingdom.',
      },
      Unstated: { open: null, why: 'The posting does not say who may apply; check before applying.' },
    });
    expect(byTitle(await listing('&eligible=US'))).toEqual({
      'US Only': {
        open: true,
        why: 'Open to you: US citizens or permanent residents only, and you are from or live in the United States.',
      },
      Unstated: {
        open: null,
        why: 'The posting does not say who may apply; check before applying; the funding covers home fees only, and you would likely pay international fees.',
      },
    });
  });

  it('counts the facets under it, as the other filters', async () => {
    const res = await gw.app.inject(`/api/countries?university=${inList(UNIVERSITY)}&eligible=DE`);
    expectContractAnswer(countryOptions, res);
    expect(res.json()).toEqual([{ country: 'Germany', Count: 1 }]);
    expect(await getJson(gw.app, `/api/countries?university=${inList(UNIVERSITY)}&eligible=US`)).toEqual([
      { country: 'Germany', Count: 1 },
      { country: 'United States', Count: 1 },
    ]);
  });

  it('two identical requests at once get the same answer', async () => {
    const [a, b] = await Promise.all([listing('&eligible=DE,GB'), listing('&eligible=GB,DE')]);
    expect(a).toEqual(b);
  });

  it('refuses anything but one or two known country codes with a 400 naming the parameter', async () => {
    const message = 'Please check your input (eligible: must be one or two country codes such as DE or DE,GB).';
    for (const value of ['', 'XX', 'DE,GB,FR', 'DEU', 'DE,', '%E2%80%AE', 'D%1BE', 'a'.repeat(300)]) {
      const res = await gw.app.inject(`/api/opportunities?eligible=${value}`);
      expect(res.statusCode, value).toBe(400);
      expect(res.json()).toMatchObject({ message });
    }
    // NUL bytes are refused before any route, by the gateway's own rule, naming the parameter too.
    for (const value of ['D%00E', 'DE%00']) {
      const res = await gw.app.inject(`/api/opportunities?eligible=${value}`);
      expect(res.statusCode, value).toBe(400);
      expect(res.json().message).toBe('eligible may not contain the NUL character (U+0000).');
    }
    const twice = await gw.app.inject('/api/opportunities?eligible=DE&eligible=GB');
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain(
      'eligible: must be one or two country codes such as DE or DE,GB, given once',
    );
    expect((await gw.app.inject('/api/countries?eligible=ZZ')).statusCode).toBe(400);
  });
});

describe('GET /api/opportunities/:id?eligible=', () => {
  it('says "not open to you" where the listing would hide the position', async () => {
    const res = await gw.app.inject(`/api/opportunities/${ids['US Only']}?eligible=DE`);
    expect(res.statusCode).toBe(200);
    expectContractAnswer(opportunityDetail, res);
    expect(res.json().eligibility).toEqual({
      open: false,
      why: 'Not open to you: US citizens or permanent residents only.',
    });
    const open = await getJson<Item>(gw.app, `/api/opportunities/${ids['UK Only']!.toUpperCase()}?eligible=gb`);
    expect(open.eligibility).toEqual({
      open: true,
      why: 'Open to you: UK applicants only, and you are from or live in the United Kingdom.',
    });
  });

  it('leaves eligibility out without the parameter, and refuses a malformed one', async () => {
    expect(await getJson<Item>(gw.app, `/api/opportunities/${ids['UK Only']}`)).not.toHaveProperty('eligibility');
    const bad = await gw.app.inject(`/api/opportunities/${ids['UK Only']}?eligible=GB,XX`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('eligible: must be one or two country codes such as DE or DE,GB');
  });
});

describe('the feeds', () => {
  it('ignore it: a feed is one address for every reader', async () => {
    const feed = await gw.app.inject(`/feeds/opportunities.json?university=${inList(UNIVERSITY)}&eligible=DE`);
    expect(feed.statusCode).toBe(200);
    const items = (feed.json() as { items: { title: string }[] }).items.map((item) => item.title).sort();
    expect(items).toEqual(['UK Only', 'US Only', 'Unstated']);
  });
});
