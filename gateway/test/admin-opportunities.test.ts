// The admin's opportunities (issue 15; spec section 7, "Admin") against real Postgres: create for any
// university, edit, feature, delete (softly, once: a repeat or a race is "not found"), the pickers'
// universities by country, each write in the audit log with before and after; admins only.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdminOpportunity,
  deleteAdminOpportunity,
  universitiesByCountry,
  updateAdminOpportunity,
} from '@phd/contracts/endpoints/admin-opportunities';
import { expectContractAnswer } from './contract-answer.ts';
import { signInAs, type SignedInCandidate } from './candidate.ts';
import { startGateway, type Gateway } from './harness.ts';

let gw: Gateway;
let admin: SignedInCandidate;
let candidate: SignedInCandidate;

beforeAll(async () => {
  gw = await startGateway({ label: 'admin-opportunities', seedCount: 20 });
  admin = await signInAs(gw.app, gw.db, 'admin@admin-opportunities.test', { role: 'admin' });
  candidate = await signInAs(gw.app, gw.db, 'someone@admin-opportunities.test');
}, 120_000);
afterAll(async () => {
  await gw?.close();
});

const BODY = {
  title: 'PhD in Glacier Dynamics',
  university: 'university of edinburgh',
  country: 'United Kingdom',
  description: '<p>Study ice.</p><script>alert(1)</script>',
  opportunity_url: 'https://www.ed.ac.uk/jobs/glaciers',
  fully_funded: true,
};

async function create(body: object = BODY): Promise<string> {
  const res = await admin.inject({ method: 'POST', url: '/api/admin/opportunities', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  expectContractAnswer(createAdminOpportunity, res);
  return res.json().data.id;
}

const auditOf = async (id: string) =>
  (await admin.inject({ method: 'GET', url: `/api/admin/audit?record_type=opportunity&record_id=${id}` })).json()
    .data as { action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }[];

describe('admin opportunities', () => {
  it('refuses everyone but admins: 401 signed out, 403 signed in', async () => {
    const calls = [
      { method: 'GET', url: '/api/admin/universities/countries' },
      { method: 'POST', url: '/api/admin/opportunities', payload: BODY },
      { method: 'PUT', url: `/api/admin/opportunities/${randomUUID()}`, payload: { title: 'x' } },
      { method: 'DELETE', url: `/api/admin/opportunities/${randomUUID()}` },
    ] as const;
    for (const call of calls) {
      expect((await gw.app.inject(call)).statusCode, call.url).toBe(401);
      expect((await candidate.inject(call)).statusCode, call.url).toBe(403);
    }
  });

  it('creates a listing for a known university, sanitised, and shows it by id', async () => {
    const id = await create();
    const detail = await gw.app.inject({ method: 'GET', url: `/api/opportunities/${id}` });
    expect(detail.statusCode, detail.body).toBe(200);
    const body = JSON.stringify(detail.json());
    expect(body).toContain('PhD in Glacier Dynamics');
    // The catalogue's spelling of the university, and never the script.
    expect(body).toContain('University of Edinburgh');
    expect(body).not.toContain('<script>');
    const [created] = await auditOf(id);
    expect(created).toMatchObject({ action: 'opportunity.created', after: { title: 'PhD in Glacier Dynamics' } });
  });

  it('edits and features a listing, keeping before and after in the audit log', async () => {
    const id = await create();
    const res = await admin.inject({
      method: 'PUT',
      url: `/api/admin/opportunities/${id.toUpperCase()}`,
      payload: { title: 'PhD in Ice Sheet Modelling', category: 'featured' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expectContractAnswer(updateAdminOpportunity, res);
    expect(res.json().data.title).toBe('PhD in Ice Sheet Modelling');
    const row = await gw.db.opportunity.findUniqueOrThrow({ where: { id } });
    expect(row.category).toBe('featured');
    const [updated] = await auditOf(id);
    expect(updated).toMatchObject({
      action: 'opportunity.updated',
      before: { title: 'PhD in Glacier Dynamics', category: 'standard' },
      after: { title: 'PhD in Ice Sheet Modelling', category: 'featured' },
    });
  });

  it('deletes once: the listing is gone, a repeat or a race is "not found"', async () => {
    const id = await create();
    const both = await Promise.all([
      admin.inject({ method: 'DELETE', url: `/api/admin/opportunities/${id}` }),
      admin.inject({ method: 'DELETE', url: `/api/admin/opportunities/${id}` }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    expectContractAnswer(
      deleteAdminOpportunity,
      both.find((r) => r.statusCode === 200)!,
    );
    expect((await gw.app.inject({ method: 'GET', url: `/api/opportunities/${id}` })).statusCode).toBeGreaterThanOrEqual(
      404,
    );
    expect((await auditOf(id)).map((e) => e.action)).toEqual(['opportunity.deleted', 'opportunity.created']);
    const edit = await admin.inject({ method: 'PUT', url: `/api/admin/opportunities/${id}`, payload: { title: 'x' } });
    expect(edit.statusCode).toBe(404);
  });

  it('answers bad input with 400 and the field, and unknown ids with 404', async () => {
    const missing = await admin.inject({ method: 'POST', url: '/api/admin/opportunities', payload: { title: 'x' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/link|country|title|university/i);
    const badCategory = await admin.inject({
      method: 'POST',
      url: '/api/admin/opportunities',
      payload: { ...BODY, category: 'premium' },
    });
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().message).toBe('Please check category: must be standard or featured.');
    for (const id of ['not-an-id', randomUUID()]) {
      const res = await admin.inject({ method: 'DELETE', url: `/api/admin/opportunities/${id}` });
      expect(res.statusCode, id).toBe(404);
    }
  });

  it('lists universities by country for the form', async () => {
    const res = await admin.inject({ method: 'GET', url: '/api/admin/universities/countries' });
    expect(res.statusCode).toBe(200);
    expectContractAnswer(universitiesByCountry, res);
    const uk = res.json().data.find((c: { country: string }) => c.country === 'United Kingdom');
    expect(uk.universities.map((u: { name: string }) => u.name)).toContain('University of Edinburgh');
  });
});
