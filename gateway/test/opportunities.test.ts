// The public listing, detail, related and most-viewed reads against the seeded demo catalogue: shapes,
// and totals equal to direct Prisma counts of the same rows.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prisma } from '@phd/services/db/client';
import { closeOpportunity, deleteOpportunity } from '@phd/services/opportunities/index';
import {
  countryListing,
  listOpportunities,
  mostViewedOpportunities,
  opportunityDetail,
  relatedOpportunities,
} from '@phd/contracts/endpoints/catalogue';
import { expectContractAnswer, expectMatches } from './contract-answer.ts';
import { getJson, inList, searchable, startGateway, type Gateway } from './harness.ts';

interface Item {
  id: string;
  [field: string]: unknown;
}
interface Page {
  data: Item[];
  pagination: { total: number };
}

const LIST_FIELDS = [
  'ai_department',
  'ai_summary',
  'category',
  'city',
  'closing_date',
  'collect_resumes',
  'country',
  'created_at',
  'deadline',
  'department',
  'fully_funded',
  'funding',
  'fundingDetails',
  // One fact with fully_funded (services/src/opportunities/funding.ts): the cards' funding line.
  'funding_type',
  'id',
  'link',
  'open_to',
  'opportunity_url',
  // Who posted it on the site (issue 18, the /phd-postings pages); null for catalogue listings.
  'posted_by',
  'researchArea',
  'status',
  'supervisor',
  'supervisor_url',
  'title',
  'university',
  'university_url',
  'view_count',
  'views',
];

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway({ seedCount: 400, label: 'listing' });
});
afterAll(() => gw.close());

const count = (where: Prisma.OpportunityWhereInput = {}) =>
  gw.db.opportunity.count({ where: { ...searchable, ...where } });

/** The most common value of a column among searchable rows. */
async function topValue(field: 'country' | 'universityName' | 'discipline' | 'department'): Promise<string> {
  const groups = await gw.db.opportunity.groupBy({ by: [field], where: searchable, _count: { _all: true } });
  const named = groups.filter((g) => g[field] !== null).sort((a, b) => b._count._all - a._count._all);
  return named[0]![field] as string;
}

describe('GET /api/opportunities', () => {
  it('answers { data, pagination.total }: 30 latest open listings, without descriptions', async () => {
    const res = await gw.app.inject('/api/opportunities');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=1');
    expectContractAnswer(listOpportunities, res);
    const page = res.json<Page>();
    expect(page.pagination.total).toBe(await count());
    expect(page.data).toHaveLength(30);
    expect(Object.keys(page.data[0]!).sort()).toEqual(LIST_FIELDS);
    const created = page.data.map((o) => o.created_at as number);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    for (const item of page.data) {
      expect(item.status).toBe('open');
      expect(item.views).toBe(item.view_count);
      expect(item.link).toMatch(new RegExp(`^phd-vacancies-[a-z0-9-]+-${item.id}$`));
      expect(typeof item.closing_date).toBe('number');
    }
  });

  it('matches Prisma counts for each filter, in JSON and in plain form', async () => {
    const country = await topValue('country');
    const university = await topValue('universityName');
    const discipline = await topValue('discipline');
    const department = await topValue('department');
    const cases: [string, Prisma.OpportunityWhereInput][] = [
      [`country=${inList(country, 'France')}`, { country: { in: [country, 'France'] } }],
      [`country=${encodeURIComponent(country)}`, { country }],
      [`university=${inList(university)}`, { universityName: university }],
      [`discipline=${encodeURIComponent(discipline)}`, { discipline }],
      [`department=${inList(department)}`, { department }],
      [`category=${inList('featured')}`, { category: 'featured' }],
      ['funded=true', { fullyFunded: true }],
      [
        `country=${inList(country)}&funded=true&category=standard`,
        { country, fullyFunded: true, category: 'standard' },
      ],
    ];
    for (const [query, where] of cases) {
      const page = await getJson<Page>(gw.app, `/api/opportunities?${query}`);
      expect(page.pagination.total, query).toBe(await count(where));
      expect(page.pagination.total, `${query} finds something`).toBeGreaterThan(0);
    }
  });

  it('filters by creation time with created_at[gt] and created_at[lt] (unix seconds)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const gt = now - 30 * 86_400;
    const lt = now - 7 * 86_400;
    const page = await getJson<Page>(gw.app, `/api/opportunities?created_at[gt]=${gt}&created_at[lt]=${lt}`);
    const expected = await count({ createdAt: { gt: new Date(gt * 1000), lt: new Date(lt * 1000) } });
    expect(expected).toBeGreaterThan(0);
    expect(page.pagination.total).toBe(expected);
    for (const o of page.data) expect(o.created_at).toBeGreaterThan(gt);
  });

  it('pages with limit and offset: pages are disjoint and add up to the total', async () => {
    const country = await topValue('country');
    const total = await count({ country });
    const seen = new Set<string>();
    for (let offset = 0; offset < total; offset += 25) {
      const page = await getJson<Page>(
        gw.app,
        `/api/opportunities?country=${inList(country)}&limit=25&offset=${offset}`,
      );
      expect(page.pagination.total).toBe(total);
      for (const o of page.data) seen.add(o.id);
    }
    expect(seen.size).toBe(total);
    const beyond = await getJson<Page>(gw.app, `/api/opportunities?limit=10&offset=${(await count()) + 5}`);
    expect(beyond).toEqual({ data: [], pagination: { total: await count(), totalRelation: 'eq' } });
  });

  it('sorts by most viewed and finds keywords', async () => {
    const viewed = await getJson<Page>(gw.app, '/api/opportunities?sort=most_viewed&limit=50');
    const views = viewed.data.map((o) => o.views as number);
    expect(views).toEqual([...views].sort((a, b) => b - a));

    const sample = await gw.db.opportunity.findFirstOrThrow({ where: searchable, orderBy: { createdAt: 'desc' } });
    const word = sample.title.split(/\s+/).find((w) => w.length > 6 && /^[a-z]+$/i.test(w))!;
    const found = await getJson<Page>(gw.app, `/api/opportunities?q=${encodeURIComponent(word)}&limit=100`);
    expect(found.pagination.total).toBeGreaterThan(0);
    expect(found.data.map((o) => o.id)).toContain(sample.id);
    const relevance = await getJson<Page>(gw.app, `/api/opportunities?q=${encodeURIComponent(word)}&sort=relevance`);
    expect(relevance.pagination.total).toBe(found.pagination.total);
  });

  it('accepts hyphens for spaces in country, university and discipline (any case)', async () => {
    const university = (await gw.db.opportunity.findFirstOrThrow({
      where: { ...searchable, universityName: { contains: ' of ' } },
    }))!.universityName;
    const cases: [string, Prisma.OpportunityWhereInput][] = [
      ['country=United-Kingdom', { country: 'United Kingdom' }],
      [`country=${inList('united-kingdom', 'Germany')}`, { country: { in: ['United Kingdom', 'Germany'] } }],
      [`university=${encodeURIComponent(university.replaceAll(' ', '-'))}`, { universityName: university }],
      ['discipline=Computer-Science', { discipline: 'Computer Science' }],
    ];
    for (const [query, where] of cases) {
      const page = await getJson<Page>(gw.app, `/api/opportunities?${query}`);
      expect(page.pagination.total, query).toBe(await count(where));
      expect(page.pagination.total, query).toBeGreaterThan(0);
    }
    // A value that matches nothing finds nothing (it is not an error).
    expect((await getJson<Page>(gw.app, '/api/opportunities?country=Atlantis')).pagination.total).toBe(0);
  });
});

describe('GET /api/opportunities/countries/{country}', () => {
  it('pages the listings of one country, hyphenated name allowed, with the other filters', async () => {
    const all = await getJson<Page>(gw.app, '/api/opportunities/countries/United-Kingdom?limit=5');
    expect(all.data).toHaveLength(5);
    expectMatches(countryListing.responses[200], all);
    expect(all.pagination.total).toBe(await count({ country: 'United Kingdom' }));
    expect(all.data.every((o) => o.country === 'United Kingdom')).toBe(true);
    const funded = await getJson<Page>(gw.app, '/api/opportunities/countries/United%20Kingdom?funded=true');
    expect(funded.pagination.total).toBe(await count({ country: 'United Kingdom', fullyFunded: true }));
  });
});

describe('GET /api/opportunities/{id}', () => {
  it('reads one opportunity by id or by its link, with the description', async () => {
    const row = await gw.db.opportunity.findFirstOrThrow({ where: searchable, orderBy: { id: 'asc' } });
    const res = await gw.app.inject(`/api/opportunities/${row.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expectContractAnswer(opportunityDetail, res);
    const detail = res.json<Item>();
    expect(Object.keys(detail).sort()).toEqual(
      [
        ...LIST_FIELDS,
        'also_posted_at',
        'closed_at',
        'description',
        'expired_at',
        'facts',
        'imported_from',
        'inferred',
        'language',
        // How many reference letters a university site's position asks for (0 for the others).
        'references_required',
      ].sort(),
    );
    expect(detail).toMatchObject({
      id: row.id,
      title: row.title,
      university: row.universityName,
      country: row.country,
      ai_department: row.discipline,
      fully_funded: row.fullyFunded,
      collect_resumes: row.collectResumes,
      created_at: Math.floor(row.createdAt.getTime() / 1000),
      closing_date: row.closingDate ? Math.floor(row.closingDate.getTime() / 1000) : 0,
      description: row.description,
      views: row.views,
      view_count: row.views,
      status: 'open',
      closed_at: null,
      expired_at: null,
    });
    const bySlug = await getJson<Item>(gw.app, `/api/opportunities/${detail.link as string}`);
    expect(bySlug.id).toBe(row.id);
  });

  it('still shows a closed listing (a person may have the link), marked closed, with when it closed', async () => {
    const row = await gw.db.opportunity.findFirstOrThrow({ where: searchable, orderBy: { id: 'desc' } });
    const closed = await closeOpportunity(gw.db, row.id);
    const detail = await getJson<Item>(gw.app, `/api/opportunities/${row.id}`);
    expect(detail.status).toBe('closed');
    expect(detail.closed_at).toBe(Math.floor(closed.closedAt!.getTime() / 1000));
    expect(detail.title).toBe(row.title);
  });

  it('answers 404 { error, message } for unknown, malformed and tenant-owned ids', async () => {
    const tenant = await gw.database.owner.opportunity.findFirstOrThrow({ where: { tenantId: { not: null } } });
    for (const id of [randomUUID(), 'not-an-id', tenant.id]) {
      const res = await gw.app.inject(`/api/opportunities/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: 'Opportunity not found.' });
    }
  });

  it('answers 410 { error: gone, message } for a deleted listing, by id or by link', async () => {
    const deleted = await gw.db.opportunity.findFirstOrThrow({ where: searchable, orderBy: { createdAt: 'asc' } });
    await deleteOpportunity(gw.db, deleted.id);
    for (const id of [deleted.id, `phd-vacancies-x-${deleted.id}`]) {
      const res = await gw.app.inject(`/api/opportunities/${id}`);
      expect(res.statusCode, id).toBe(410);
      expect(res.json()).toEqual({ error: 'gone', message: 'This position has been removed.' });
    }
  });
});

describe('GET /api/opportunities/related/{id} and /most-viewed', () => {
  const stillOpen = (o: Item) => o.closing_date === 0 || (o.closing_date as number) * 1000 >= Date.now();
  const sameListing = (o: Item) => `${String(o.title).toLowerCase()}|${String(o.university).toLowerCase()}`;

  it('lists up to 12 others, same discipline and country first, never the opportunity itself', async () => {
    // A listing with open others of its discipline and country, so the closest tier has members.
    const open = { AND: [searchable, { OR: [{ closingDate: null }, { closingDate: { gte: new Date() } }] }] };
    const groups = await gw.db.opportunity.groupBy({
      by: ['discipline', 'country'],
      where: open,
      _count: { _all: true },
    });
    const largest = groups.sort((a, b) => b._count._all - a._count._all)[0]!;
    expect(largest._count._all).toBeGreaterThan(1);
    const row = await gw.db.opportunity.findFirstOrThrow({
      where: { AND: [open, { discipline: largest.discipline, country: largest.country }] },
    });
    const { data } = await getJson<{ data: Item[] }>(gw.app, `/api/opportunities/related/${row.id}`);
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(12);
    expect(data.map((o) => o.id)).not.toContain(row.id);
    // The closest tier leads: once another discipline or country shows, none of the closest follows.
    const alike = data.map((o) => o.ai_department === row.discipline && o.country === row.country);
    expect(alike[0]).toBe(true);
    expect(alike.slice(alike.indexOf(false))).not.toContain(true);
    const five = await getJson<{ data: Item[] }>(gw.app, `/api/opportunities/related/${row.id}?limit=5`);
    expect(five.data).toHaveLength(5);
    expectMatches(relatedOpportunities.responses[200], five);
    expect((await gw.app.inject('/api/opportunities/related/nope')).statusCode).toBe(404);
  });

  it('never lists a position past its deadline, nor one title at one university twice, nor a repost of itself', async () => {
    const day = 86_400_000;
    const base = {
      universityName: 'University of Relatedness',
      country: 'Iceland',
      city: 'Reykjavik',
      discipline: 'Glaciology',
      department: 'Earth Sciences',
      description: '<p>Ice and its flow.</p>',
    };
    const make = (title: string, fields: Partial<Prisma.OpportunityUncheckedCreateInput> = {}) =>
      gw.db.opportunity.create({ data: { ...base, title, closingDate: new Date(Date.now() + 90 * day), ...fields } });
    const source = await make('Glacier Dynamics under Warming');
    const repost = await make('Glacier Dynamics under Warming');
    const twin = await make('Ice Sheet Modelling');
    const twinAgain = await make('ice sheet  modelling ');
    const passed = await make('Sea Ice Remote Sensing', { closingDate: new Date(Date.now() - day) });
    const noDeadline = await make('Permafrost Carbon Feedbacks', { closingDate: null });
    const sameTitleElsewhere = await make('Ice Sheet Modelling', { universityName: 'Reykjavik University' });
    const mine = [source, repost, twin, twinAgain, passed, noDeadline, sameTitleElsewhere];
    await gw.search.index(mine.map((o) => o.id));

    const { data } = await getJson<{ data: Item[] }>(gw.app, `/api/opportunities/related/${source.id}?limit=50`);
    const ids = data.map((o) => o.id);
    expect(ids).not.toContain(source.id);
    expect(ids).not.toContain(repost.id);
    expect(ids).not.toContain(passed.id);
    expect(ids.filter((id) => id === twin.id || id === twinAgain.id)).toHaveLength(1);
    // The same discipline and country still lead.
    expect(ids.slice(0, 3).sort()).toEqual(
      [ids.includes(twin.id) ? twin.id : twinAgain.id, noDeadline.id, sameTitleElsewhere.id].sort(),
    );
    expect(data.filter((o) => !stillOpen(o)).map((o) => [o.title, o.closing_date])).toEqual([]);
    const keys = data.map((o) => sameListing({ ...o, title: String(o.title).replace(/\s+/g, ' ').trim() }));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('the detail page asks for six: six open positions, no repeats, when the catalogue has them', async () => {
    const rows = await gw.db.opportunity.findMany({ where: searchable, take: 20, orderBy: { createdAt: 'desc' } });
    for (const row of rows) {
      const { data } = await getJson<{ data: Item[] }>(gw.app, `/api/opportunities/related/${row.id}?limit=6`);
      expect(data, row.id).toHaveLength(6);
      expect(data.every(stillOpen), row.id).toBe(true);
      expect(new Set(data.map(sameListing)).size, row.id).toBe(6);
    }
  });

  it('a closed position: open positions like it, same discipline and country first, latest first', async () => {
    const base = {
      universityName: 'University of Closures',
      country: 'Estonia',
      city: 'Tartu',
      discipline: 'Limnology',
      description: '<p>Lakes.</p>',
    };
    const year = 365 * 86_400_000;
    const make = (title: string, fields: Partial<Prisma.OpportunityUncheckedCreateInput> = {}) =>
      gw.db.opportunity.create({ data: { ...base, title, closingDate: new Date(Date.now() + year), ...fields } });
    const older = await make('Lake Sediment Records', { createdAt: new Date(Date.now() - 3 * 86_400_000) });
    const newer = await make('Lake Ice Phenology', { createdAt: new Date(Date.now() - 86_400_000) });
    const passed = await make('Lake Warming Trends', { closingDate: new Date(Date.now() - 86_400_000) });
    const abroad = await make('Alpine Lake Ecology', { country: 'Austria', universityName: 'University of Vienna' });
    const closed = await make('Lake Carbon Budgets');
    await gw.search.index([older, newer, passed, abroad, closed].map((o) => o.id));
    await closeOpportunity(gw.db, closed.id);
    await gw.search.index([closed.id]);

    const { data } = await getJson<{ data: Item[] }>(gw.app, `/api/opportunities/related/${closed.id}?limit=6`);
    const ids = data.map((o) => o.id);
    expect(ids.slice(0, 3)).toEqual([newer.id, older.id, abroad.id]);
    expect(ids).not.toContain(closed.id);
    expect(ids).not.toContain(passed.id);
    expect(data.every((o) => o.status === 'open' && stillOpen(o))).toBe(true);
    // Deleted and unknown ids have nothing related (and are not errors).
    expect(await getJson(gw.app, '/api/opportunities/related/00000000-0000-4000-8000-000000000000')).toEqual({
      data: [],
    });
  });

  it('lists the top 12 by views', async () => {
    const { data } = await getJson<{ data: Item[] }>(gw.app, '/api/opportunities/most-viewed');
    expectMatches(mostViewedOpportunities.responses[200], { data });
    const top = await gw.db.opportunity.findMany({
      where: searchable,
      orderBy: [{ views: 'desc' }, { id: 'asc' }],
      take: 12,
      select: { views: true },
    });
    expect(data.map((o) => o.views)).toEqual(top.map((t) => t.views));
  });
});

describe('the stipend sort and minimum (issue 29)', () => {
  it('sorts by the yearly stipend, filters by a minimum in one currency, and shows the yearly figure', async () => {
    const country = inList('Stipendland');
    const base = { universityName: 'University of Stipendland', country: 'Stipendland', description: '<p>Paid.</p>' };
    const facts = (amount: number, currency: string, period: 'month' | 'year') => ({
      tuition: { home: true, international: true },
      stipend: { amount, currency, period },
      durationMonths: 48,
      startDate: null,
      eligibility: [],
    });
    const rows = await Promise.all(
      [
        { title: 'Monthly Euros', facts: facts(2500, 'EUR', 'month'), stipendYearly: 30000, stipendCurrency: 'EUR' },
        { title: 'Yearly Euros', facts: facts(24000, 'EUR', 'year'), stipendYearly: 24000, stipendCurrency: 'EUR' },
        { title: 'Yearly Pounds', facts: facts(20780, 'GBP', 'year'), stipendYearly: 20780, stipendCurrency: 'GBP' },
        { title: 'No Stipend', language: 'de' },
      ].map((data) => gw.db.opportunity.create({ data: { ...base, ...data } })),
    );
    await gw.search.index(rows.map((r) => r.id));
    const titles = async (query: string) =>
      (await getJson<Page>(gw.app, `/api/opportunities?country=${country}&${query}`)).data.map((o) => o.title);
    // Within one currency: a currency alone keeps every position paying in it.
    expect(await titles('stipend_currency=EUR&sort=stipend')).toEqual(['Monthly Euros', 'Yearly Euros']);
    expect(await titles('stipend_currency=GBP&sort=stipend')).toEqual(['Yearly Pounds']);
    expect(await titles('stipend_min=24000&stipend_currency=eur&sort=stipend')).toEqual([
      'Monthly Euros',
      'Yearly Euros',
    ]);
    expect(await titles('stipend_min=24001&stipend_currency=EUR')).toEqual(['Monthly Euros']);
    expect(await titles('stipend_min=1&stipend_currency=USD')).toEqual([]);

    const monthly = await getJson<Item>(gw.app, `/api/opportunities/${rows[0]!.id}`);
    expect(monthly.facts).toMatchObject({
      stipend: { amount: 2500, currency: 'EUR', period: 'month', yearly_amount: 30000 },
    });
    expect(monthly.language).toBeNull();
    expect((await getJson<Item>(gw.app, `/api/opportunities/${rows[3]!.id}`)).language).toBe('de');
  });

  it('answers 400 naming the parameter when the minimum or the stipend sort comes without a currency, or either is malformed', async () => {
    const cases: [string, string][] = [
      ['stipend_min=20000', 'stipend_currency: is needed with stipend_min (e.g. GBP)'],
      ['sort=stipend', 'sort: stipend needs stipend_currency (stipends are compared within one currency'],
      [
        'stipend_min=lots&stipend_currency=GBP',
        'stipend_min: must be a whole number (the yearly stipend at least this)',
      ],
      ['stipend_min=1&stipend_currency=GB', 'stipend_currency: must be a three-letter currency code such as GBP'],
      ['sort=cheapest', 'sort: must be latest, most_viewed, relevance or stipend'],
    ];
    for (const [query, message] of cases) {
      const res = await gw.app.inject(`/api/opportunities?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ error: 'invalid', message: expect.stringContaining(message) });
    }
  });
});

describe('one funding fact (services/src/opportunities/funding.ts)', () => {
  it('a type that says fully funded, with the box empty, is fully funded in the listing, both filters and the detail', async () => {
    const country = inList('Fundland');
    const base = { universityName: 'University of Fundland', country: 'Fundland', description: '<p>Funded.</p>' };
    const typed = await gw.db.opportunity.create({
      data: { ...base, title: 'Typed Fully Funded', fullyFunded: false, fundingType: 'fully_funded' },
    });
    const boxed = await gw.db.opportunity.create({
      data: { ...base, title: 'Boxed Partially', fullyFunded: true, fundingType: 'partially_funded' },
    });
    const partly = await gw.db.opportunity.create({
      data: { ...base, title: 'Partly', fullyFunded: false, fundingType: 'partially_funded' },
    });
    await gw.search.index([typed.id, boxed.id, partly.id]);
    const titles = async (query: string) =>
      (await getJson<Page>(gw.app, `/api/opportunities?country=${country}&${query}`)).data.map((o) => o.title).sort();
    expect(await titles('funded=true')).toEqual(['Boxed Partially', 'Typed Fully Funded']);
    expect(await titles('funding_type=fully_funded')).toEqual(['Boxed Partially', 'Typed Fully Funded']);
    expect(await titles('funding_type=partially_funded')).toEqual(['Partly']);
    const { data } = await getJson<Page>(gw.app, `/api/opportunities?country=${country}`);
    expect(Object.fromEntries(data.map((o) => [o.title, [o.fully_funded, o.funding_type]]))).toEqual({
      'Typed Fully Funded': [true, 'fully_funded'],
      'Boxed Partially': [true, 'fully_funded'],
      Partly: [false, 'partially_funded'],
    });
    const detail = await getJson<Item>(gw.app, `/api/opportunities/${typed.id}`);
    expect(detail).toMatchObject({ fully_funded: true, funding_type: 'fully_funded' });
  });
});
