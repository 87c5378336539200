// A tenant's opportunities (services/src/tenants/tenant-opportunities.ts) inside its unit of work, on
// real Postgres as the application's role: the tenant's university, drafts and the listed flag, the
// events the indexer reads, filters and applicant counts, and other tenants' or main-site rows "not found".
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/services.ts';
import { tenantOpportunitiesQuery, tenantOpportunityBody } from '@phd/contracts/input/tenant-opportunity';
import { DomainError } from '../src/errors.ts';
import { parseForm } from '../src/form-input.ts';
import { APPLY_LINK_NEEDED, readEditorBody } from '../src/opportunities/editor-body.ts';
import {
  createTenantOpportunity,
  deleteTenantOpportunity,
  editTenantOpportunity,
  findTenantOpportunity,
  listTenantOpportunities,
  type Actor,
} from '../src/tenants/tenant-opportunities.ts';
import { withTenant, type TenantTx } from '../src/tenants/unit-of-work.ts';

const owner = (tenantId: string): Actor => ({ tenantId, userId: randomUUID(), role: 'owner' });

let database: TestDatabase;
let delft: string;
let leuven: string;
beforeAll(async () => {
  database = await createTestDatabase();
  const university = await database.owner.university.create({
    data: { name: 'Delft University of Technology', slug: 'tu-delft', country: 'Netherlands' },
  });
  delft = (
    await database.owner.tenant.create({
      data: { slug: 'delft', name: 'TU Delft', universityName: university.name, universityId: university.id },
    })
  ).id;
  leuven = (
    await database.owner.tenant.create({ data: { slug: 'leuven', name: 'KU Leuven', universityName: 'KU Leuven' } })
  ).id;
});
afterAll(() => database.drop());

const as = <T>(tenantId: string, work: (tx: TenantTx) => Promise<T>) => withTenant(database.db, tenantId, work);

/** The body as the gateway reads it (the edge parses it; these tests send what a client would). */
const read = (fields: Record<string, unknown>) => readEditorBody(tenantOpportunityBody, fields);

const body = (fields: Record<string, unknown> = {}) =>
  read({
    title: `Robotics PhD ${Math.random().toString(36).slice(2, 8)}`,
    country: 'Netherlands',
    city: 'Delft',
    ai_department: 'Engineering',
    description: '<p>Build robots.</p><script>alert(1)</script>',
    opportunity_url: 'https://www.tudelft.nl/apply',
    ...fields,
  });

const eventTypes = async (opportunityId: string) =>
  (
    await database.db.outboxEvent.findMany({
      where: { payload: { path: ['opportunityId'], equals: opportunityId } },
      orderBy: { id: 'asc' },
    })
  ).map((e) => e.type);

async function refusal(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe("a tenant's opportunities (real Postgres, inside withTenant)", () => {
  it("creates in the tenant's university, open and listed by default, sanitised, with its event", async () => {
    const { opportunity, applicants } = await as(delft, (tx) =>
      createTenantOpportunity(tx, owner(delft), body({ university: 'Elsewhere' })),
    );
    expect(opportunity).toMatchObject({
      universityName: 'Delft University of Technology',
      tenantId: delft,
      source: 'tenant',
      status: 'open',
      listedPublicly: true,
      discipline: 'Engineering',
    });
    expect(opportunity.universityId).not.toBeNull();
    expect(opportunity.description).toBe('<p>Build robots.</p>');
    expect(applicants).toEqual({
      total: 0,
      new: 0,
      reviewing: 0,
      shortlisted: 0,
      interview: 0,
      offered: 0,
      rejected: 0,
      withdrawn: 0,
    });
    expect(await eventTypes(opportunity.id)).toEqual(['opportunity.created']);
  });

  it('creates a draft or an unlisted one when asked', async () => {
    const draft = await as(delft, (tx) => createTenantOpportunity(tx, owner(delft), body({ status: 'draft' })));
    const unlisted = await as(delft, (tx) =>
      createTenantOpportunity(tx, owner(delft), body({ listed_publicly: false })),
    );
    expect(draft.opportunity).toMatchObject({ status: 'draft', listedPublicly: true });
    expect(unlisted.opportunity).toMatchObject({ status: 'open', listedPublicly: false });
    // Neither exists for the public site (the application with no tenant set).
    for (const id of [draft.opportunity.id, unlisted.opportunity.id])
      expect(await database.db.opportunity.findUnique({ where: { id } })).toBeNull();
  });

  it('refuses what recruiters are refused, and an unknown status, writing nothing', async () => {
    const before = await database.db.outboxEvent.count();
    const cases: [Record<string, unknown>, RegExp | string][] = [
      [{ title: '  ' }, /Title is required/],
      [{ opportunity_url: 'javascript:alert(1)' }, /http\(s\) URL/],
      [{ opportunity_url: null, collect_resumes: false }, APPLY_LINK_NEEDED],
      [{ status: 'published' }, /Status must be one of: draft, open, closed/],
      [{ listed_publicly: 'yes' }, /listed_publicly/],
      [{ closing_date: 'tomorrow' }, /closing_date/],
    ];
    for (const [fields, message] of cases) {
      const error = await refusal(as(delft, (tx) => createTenantOpportunity(tx, owner(delft), body(fields))));
      expect(error.kind, JSON.stringify(fields)).toBe('invalid');
      expect(error.message).toMatch(message);
    }
    expect(await database.db.outboxEvent.count()).toBe(before);
  });

  it('edits fields, the listed flag and the status, each with the event the indexer reads', async () => {
    const { opportunity } = await as(delft, (tx) => createTenantOpportunity(tx, owner(delft), body()));
    const edit = (fields: Record<string, unknown>) =>
      as(delft, (tx) => editTenantOpportunity(tx, owner(delft), opportunity.id, read(fields)));
    expect((await edit({ title: 'Soft robotics' })).opportunity.title).toBe('Soft robotics');
    expect((await edit({ status: 'closed' })).opportunity).toMatchObject({ status: 'closed' });
    expect((await edit({ status: 'closed' })).opportunity.closedAt).not.toBeNull();
    expect((await edit({ status: 'open', listed_publicly: false })).opportunity).toMatchObject({
      status: 'open',
      listedPublicly: false,
      closedAt: null,
    });
    expect((await edit({ status: 'draft' })).opportunity.status).toBe('draft');
    expect(await eventTypes(opportunity.id)).toEqual([
      'opportunity.created',
      'opportunity.updated', // title
      'opportunity.closed',
      'opportunity.updated', // unlisted
      'opportunity.updated', // reopened
      'opportunity.updated', // draft
    ]);
    const error = await refusal(edit({ collect_resumes: false, opportunity_url: '' }));
    expect(error.message).toBe(APPLY_LINK_NEEDED);
  });

  it('lets a reviewer read and refuses a reviewer every write (managers only), writing nothing', async () => {
    const { opportunity } = await as(delft, (tx) => createTenantOpportunity(tx, owner(delft), body()));
    const reviewer: Actor = { tenantId: delft, userId: randomUUID(), role: 'reviewer' };
    const read = await as(delft, (tx) => findTenantOpportunity(tx, reviewer, opportunity.id));
    expect(read.opportunity.id).toBe(opportunity.id);
    expect(
      (await as(delft, (tx) => listTenantOpportunities(tx, reviewer, parseForm(tenantOpportunitiesQuery, {})))).total,
    ).toBeGreaterThan(0);
    for (const work of [
      (tx: TenantTx): Promise<unknown> => createTenantOpportunity(tx, reviewer, body()),
      (tx: TenantTx): Promise<unknown> => editTenantOpportunity(tx, reviewer, opportunity.id, { status: 'closed' }),
      (tx: TenantTx): Promise<unknown> => deleteTenantOpportunity(tx, reviewer, opportunity.id),
    ])
      expect((await refusal(as(delft, work))).kind).toBe('forbidden');
    expect(await eventTypes(opportunity.id)).toEqual(['opportunity.created']);
  });

  it("finds another tenant's opportunity, a main-site one or a deleted one nowhere", async () => {
    const theirs = await as(leuven, (tx) => createTenantOpportunity(tx, owner(leuven), body({ country: 'Belgium' })));
    const mainSite = await database.db.opportunity.create({
      data: { title: 'Main-site listing', universityName: 'Main', country: 'Germany' },
    });
    const mine = await as(delft, (tx) => createTenantOpportunity(tx, owner(delft), body()));
    await as(delft, (tx) => deleteTenantOpportunity(tx, owner(delft), mine.opportunity.id));
    for (const id of [theirs.opportunity.id, mainSite.id, mine.opportunity.id, 'not-a-uuid']) {
      for (const work of [
        (tx: TenantTx): Promise<unknown> => findTenantOpportunity(tx, owner(delft), id),
        (tx: TenantTx): Promise<unknown> => editTenantOpportunity(tx, owner(delft), id, { title: 'Taken over' }),
        (tx: TenantTx): Promise<unknown> => deleteTenantOpportunity(tx, owner(delft), id),
      ])
        expect((await refusal(as(delft, work))).kind).toBe('not_found');
    }
    expect(await eventTypes(mine.opportunity.id)).toEqual(['opportunity.created', 'opportunity.deleted']);
    const untouched = await database.owner.opportunity.findUniqueOrThrow({ where: { id: theirs.opportunity.id } });
    expect(untouched.title).toBe(theirs.opportunity.title);
  });

  it('lists its own by status and keyword, newest first, paged, with applicants per status', async () => {
    const tenant = (
      await database.owner.tenant.create({ data: { slug: 'lister', name: 'Lister', universityName: 'Lister U' } })
    ).id;
    const made: string[] = [];
    for (const fields of [
      { title: 'Marine biology', status: 'open' },
      { title: 'Quantum optics', status: 'draft' },
      { title: 'Quantum chemistry', status: 'closed' },
      { title: 'Ocean modelling', status: 'open', department: 'Quantum Lab' },
    ])
      made.push((await as(tenant, (tx) => createTenantOpportunity(tx, owner(tenant), body(fields)))).opportunity.id);
    await as(tenant, (tx) =>
      tx.applicant.createMany({
        data: [
          { tenantId: tenant, opportunityId: made[0]!, name: 'A', email: 'a@example.org', status: 'new' },
          { tenantId: tenant, opportunityId: made[0]!, name: 'B', email: 'b@example.org', status: 'new' },
          { tenantId: tenant, opportunityId: made[0]!, name: 'C', email: 'c@example.org', status: 'interview' },
          { tenantId: tenant, opportunityId: made[2]!, name: 'D', email: 'd@example.org', status: 'rejected' },
        ],
      }),
    );
    const list = (query: Record<string, string | undefined>) =>
      as(tenant, (tx) => listTenantOpportunities(tx, owner(tenant), parseForm(tenantOpportunitiesQuery, query)));

    const all = await list({});
    expect(all.total).toBe(4);
    expect(all.rows.map((r) => r.opportunity.id)).toEqual([...made].reverse());
    expect(all.rows[3]!.applicants).toMatchObject({ total: 3, new: 2, interview: 1, rejected: 0 });
    expect(all.rows[1]!.applicants).toMatchObject({ total: 1, rejected: 1 });
    expect(all.rows[0]!.applicants.total).toBe(0);

    expect((await list({ status: 'open' })).rows.map((r) => r.opportunity.title)).toEqual([
      'Ocean modelling',
      'Marine biology',
    ]);
    const quantum = await list({ q: 'QUANTUM' });
    expect(quantum.rows.map((r) => r.opportunity.title)).toEqual([
      'Ocean modelling',
      'Quantum chemistry',
      'Quantum optics',
    ]);
    const page = await list({ q: 'quantum', limit: '2', offset: '2' });
    expect({ total: page.total, titles: page.rows.map((r) => r.opportunity.title) }).toEqual({
      total: 3,
      titles: ['Quantum optics'],
    });
    expect((await list({ status: 'draft', q: 'optics' })).total).toBe(1);

    for (const query of [
      { status: 'archived' },
      { limit: '0' },
      { limit: '101' },
      { offset: '-1' },
      { q: 'x'.repeat(201) },
    ])
      expect((await refusal(list(query))).kind, JSON.stringify(query)).toBe('invalid');
  });
});
