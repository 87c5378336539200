// /api/saas/opportunities (docs/tenant-api.md, "Opportunities") on real Postgres under row-level
// security: who may read and write, validation with readable messages, another site's id "not found",
// the list's filters and paging with applicants per status, and a listed opportunity reaching the
// public listing once indexed (the indexing itself, through the relay, is tenant-listed.test.ts's).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLY_LINK_NEEDED } from '@phd/services/opportunities/editor-body';
import { MANAGERS_ONLY } from '@phd/services/tenants/roles';
import { withTenant } from '@phd/services/tenants/unit-of-work';
import type { z } from 'zod';
import * as contracts from '@phd/contracts/endpoints/saas-opportunities';
import { syncOpportunities } from '../../workers/src/processors/search-index.ts';
import { expectContractAnswer } from './contract-answer.ts';
import { getJson, startGateway, type Gateway } from './harness.ts';
import { createSite, staffMember, type Site, type StaffMember } from './tenant-staff.ts';

type TenantOpportunityJson = z.output<typeof contracts.tenantOpportunitySchema>;

const URL = '/api/saas/opportunities';

let gw: Gateway;
let alpha: Site;
let owner: StaffMember;
let admin: StaffMember;
let reviewer: StaffMember;
let betaOwner: StaffMember;
beforeAll(async () => {
  gw = await startGateway({ label: 'saas-opportunities' });
  alpha = await createSite(gw.database.owner, 'alpha', 'Alpha');
  owner = await staffMember(gw.app, gw.db, alpha, 'owner');
  admin = await staffMember(gw.app, gw.db, alpha, 'admin');
  reviewer = await staffMember(gw.app, gw.db, alpha, 'reviewer');
  betaOwner = await staffMember(gw.app, gw.db, await createSite(gw.database.owner, 'beta', 'Beta'), 'owner');
}, 60_000);
afterAll(() => gw?.close());

const position = (fields: Record<string, unknown> = {}) => ({
  title: `Coastal engineering PhD ${Math.random().toString(36).slice(2, 8)}`,
  country: 'Netherlands',
  city: 'Delft',
  ai_department: 'Engineering',
  description: '<p>Waves.</p><img src=x onerror="alert(1)">',
  opportunity_url: 'https://alpha.example/apply',
  ...fields,
});

async function create(who: StaffMember, fields: Record<string, unknown> = {}): Promise<TenantOpportunityJson> {
  const res = await who.inject({ method: 'POST', url: URL, payload: position(fields) });
  expect(res.statusCode, res.body).toBe(201);
  expectContractAnswer(contracts.createTenantOpportunity, res);
  return res.json().data as TenantOpportunityJson;
}

describe('who may call it', () => {
  it('creates for owners and admins, in the site’s university, sanitised, open and listed by default', async () => {
    const created = await create(owner);
    expect(created).toMatchObject({
      university: 'Alpha University',
      status: 'open',
      listed_publicly: true,
      ai_department: 'Engineering',
      description: '<p>Waves.</p>',
      applicants: { total: 0, new: 0, interview: 0, withdrawn: 0 },
    });
    expect((await create(admin, { status: 'draft', listed_publicly: false })).status).toBe('draft');
  });

  it('lets a reviewer read, and refuses a reviewer’s writes with a sentence (403)', async () => {
    const created = await create(owner);
    const list = await reviewer.inject({ method: 'GET', url: URL });
    expect(list.statusCode).toBe(200);
    expectContractAnswer(contracts.listTenantOpportunities, list);
    const one = await reviewer.inject({ method: 'GET', url: `${URL}/${created.id}` });
    expect(one.json().data.id).toBe(created.id);
    expectContractAnswer(contracts.getTenantOpportunity, one);
    for (const [method, url] of [
      ['POST', URL],
      ['PUT', `${URL}/${created.id}`],
      ['DELETE', `${URL}/${created.id}`],
    ] as const) {
      const res = await reviewer.inject({ method, url, payload: method === 'DELETE' ? undefined : position() });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ error: 'forbidden', message: MANAGERS_ONLY });
    }
  });

  it('answers 401 without a token', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await gw.app.inject({ method, url: URL, headers: { 'x-tenant': 'alpha' }, payload: {} });
      expect(res.statusCode).toBe(401);
    }
  });

  it("answers 404 for another site's opportunity, a main-site one, an unknown or malformed id; nothing changes", async () => {
    const theirs = await create(betaOwner);
    const mainSite = await gw.db.opportunity.create({
      data: { title: 'Main-site listing', universityName: 'Main', country: 'Germany' },
    });
    for (const id of [theirs.id, mainSite.id, randomUUID(), 'not-an-id']) {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await owner.inject({
          method,
          url: `${URL}/${id}`,
          payload: method === 'PUT' ? { title: 'x' } : undefined,
        });
        expect(res.statusCode, `${method} ${id}`).toBe(404);
        expect(res.json()).toEqual({ error: 'not_found', message: 'Opportunity not found.' });
      }
    }
    const untouched = await withTenant(gw.db, betaOwner.site.id, (tx) =>
      tx.opportunity.findUniqueOrThrow({ where: { id: theirs.id } }),
    );
    expect({ title: untouched.title, deletedAt: untouched.deletedAt }).toEqual({
      title: theirs.title,
      deletedAt: null,
    });
    // The list is the site's own only.
    const list = (await owner.inject({ method: 'GET', url: `${URL}?limit=100` })).json().data as { id: string }[];
    expect(list.map((o) => o.id)).not.toContain(theirs.id);
    expect(list.map((o) => o.id)).not.toContain(mainSite.id);
  });
});

describe('validation', () => {
  it.each([
    ['no title', { title: ' ' }, /Title is required/],
    ['a script link', { opportunity_url: 'javascript:alert(1)' }, /http\(s\) URL/],
    ['no way to apply', { opportunity_url: null, collect_resumes: false }, APPLY_LINK_NEEDED],
    ['an unknown status', { status: 'published' }, 'Please check status: Status must be one of: draft, open, closed.'],
    ['a listed flag that is not a boolean', { listed_publicly: 'yes' }, /Please check listed_publicly/],
    ['a deadline that is not unix seconds', { closing_date: '2030-01-01' }, /Please check closing_date/],
    ['a title past 300 characters', { title: 'x'.repeat(301) }, /title/],
  ])('refuses %s (400, with a message)', async (_label, fields, message) => {
    const res = await owner.inject({ method: 'POST', url: URL, payload: position(fields) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe('invalid');
    expect(res.json().message).toMatch(message);
  });

  it('refuses bad list parameters (400)', async () => {
    for (const query of ['status=archived', 'limit=0', 'limit=101', 'offset=-1', `q=${'x'.repeat(201)}`]) {
      const res = await owner.inject({ method: 'GET', url: `${URL}?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toEqual(expect.any(String));
    }
  });

  it('reads an upper-case id as the same opportunity', async () => {
    const created = await create(owner);
    const res = await owner.inject({ method: 'GET', url: `${URL}/${created.id.toUpperCase()}` });
    expect(res.json().data.id).toBe(created.id);
  });
});

describe('editing and the list', () => {
  it('edits fields, closes, reopens, unlists and deletes', async () => {
    const created = await create(owner);
    const put = (payload: Record<string, unknown>) =>
      admin.inject({ method: 'PUT', url: `${URL}/${created.id}`, payload });
    const renamed = await put({ title: 'Renamed', closing_date: 0 });
    expect(renamed.json()).toMatchObject({
      message: 'Opportunity updated',
      data: { title: 'Renamed', closing_date: 0 },
    });
    expectContractAnswer(contracts.editTenantOpportunity, renamed);
    const closed = (await put({ status: 'closed' })).json().data;
    expect(closed).toMatchObject({ status: 'closed', closed_at: expect.any(Number) });
    expect((await put({ status: 'open', listed_publicly: false })).json().data).toMatchObject({
      status: 'open',
      closed_at: null,
      listed_publicly: false,
    });
    const deleted = await owner.inject({ method: 'DELETE', url: `${URL}/${created.id}` });
    expect(deleted.json()).toEqual({ message: 'Opportunity deleted' });
    expectContractAnswer(contracts.deleteTenantOpportunity, deleted);
    expect((await owner.inject({ method: 'GET', url: `${URL}/${created.id}` })).statusCode).toBe(404);
  });

  it('filters by status and keyword, pages, and counts applicants per status', async () => {
    const site = await createSite(gw.database.owner, 'lister', 'Lister');
    const lister = await staffMember(gw.app, gw.db, site, 'owner');
    const a = await create(lister, { title: 'Tidal energy' });
    await create(lister, { title: 'Tidal flats ecology', status: 'draft' });
    await create(lister, { title: 'Dune dynamics', status: 'closed' });
    await withTenant(gw.db, site.id, (tx) =>
      tx.applicant.createMany({
        data: [
          { tenantId: site.id, opportunityId: a.id, name: 'A', email: 'a@example.org', status: 'new' },
          { tenantId: site.id, opportunityId: a.id, name: 'B', email: 'b@example.org', status: 'shortlisted' },
        ],
      }),
    );
    const list = async (query: string) => {
      const res = await lister.inject({ method: 'GET', url: `${URL}?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { data: TenantOpportunityJson[]; pagination: { total: number } };
      return { total: body.pagination.total, titles: body.data.map((o) => o.title), data: body.data };
    };
    const all = await list('');
    expect(all).toMatchObject({ total: 3, titles: ['Dune dynamics', 'Tidal flats ecology', 'Tidal energy'] });
    expect(all.data[2]!.applicants).toMatchObject({ total: 2, new: 1, shortlisted: 1, rejected: 0 });
    expect(await list('status=draft')).toMatchObject({ total: 1, titles: ['Tidal flats ecology'] });
    expect(await list('q=tidal')).toMatchObject({ total: 2, titles: ['Tidal flats ecology', 'Tidal energy'] });
    expect(await list('q=tidal&limit=1&offset=1')).toMatchObject({ total: 2, titles: ['Tidal energy'] });
  });

  it('a listed one is on GET /api/opportunities once indexed; an unlisted one or a draft is not', async () => {
    const listed = await create(owner, { title: 'Listed storm surge PhD' });
    const unlisted = await create(owner, { title: 'Unlisted storm surge PhD', listed_publicly: false });
    const draft = await create(owner, { title: 'Draft storm surge PhD', status: 'draft' });
    await syncOpportunities(gw.db, gw.search, [listed.id, unlisted.id, draft.id]);
    const page = await getJson<{ data: { id: string; university: string }[] }>(
      gw.app,
      `/api/opportunities?q=${encodeURIComponent('storm surge')}`,
    );
    expect(page.data.map((o) => o.id)).toEqual([listed.id]);
    expect(page.data[0]!.university).toBe('Alpha University');
  });
});
