import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../src/errors.ts';
import { recordEvent } from '../src/events/outbox.ts';
import {
  closeOpportunity,
  createOpportunity,
  deleteOpportunity,
  updateOpportunity,
} from '../src/opportunities/index.ts';
import { withTenant, type TenantTx } from '../src/tenants/unit-of-work.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/services.ts';
import { opportunityInput } from './opportunities.fixtures.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const eventsFor = (opportunityId: string) =>
  database.db.outboxEvent.findMany({
    where: { payload: { path: ['opportunityId'], equals: opportunityId } },
    orderBy: { id: 'asc' },
  });

async function expectDomainError(work: Promise<unknown>, kind: DomainError['kind']): Promise<DomainError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).kind).toBe(kind);
  return error as DomainError;
}

describe('opportunity writes record their events in the same transaction (real Postgres)', () => {
  it('createOpportunity commits the row and a pending opportunity.created event together', async () => {
    const row = await createOpportunity(database.db, opportunityInput({ department: '', closingDate: '2027-03-01' }));
    expect(row).toMatchObject({ status: 'open', category: 'standard', source: 'admin', department: null });
    expect(row.closingDate?.toISOString()).toBe('2027-03-01T00:00:00.000Z');

    const events = await eventsFor(row.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'opportunity.created',
      payload: { opportunityId: row.id, version: 1 },
      publishedAt: null,
      attempts: 0,
    });
  });

  it('rejects invalid input with field details and writes nothing', async () => {
    const before = await database.db.outboxEvent.count();
    const error = await expectDomainError(
      createOpportunity(database.db, opportunityInput({ title: '  ', opportunityUrl: 'javascript:alert(1)' })),
      'invalid',
    );
    expect(Object.keys(error.details ?? {}).sort()).toEqual(['opportunityUrl', 'title']);
    expect(await database.db.outboxEvent.count()).toBe(before);
  });

  it('a write that fails in the database leaves no event behind', async () => {
    const before = { rows: await database.db.opportunity.count(), events: await database.db.outboxEvent.count() };
    await expectDomainError(
      createOpportunity(database.db, opportunityInput({ universityId: randomUUID() })),
      'invalid',
    );
    expect(await database.db.opportunity.count()).toBe(before.rows);
    expect(await database.db.outboxEvent.count()).toBe(before.events);
  });

  it('an event that cannot be recorded rolls the write back', async () => {
    const row = await createOpportunity(database.db, opportunityInput());
    await database.owner.$executeRawUnsafe(
      'ALTER TABLE outbox_events ADD CONSTRAINT refuse_all CHECK (false) NOT VALID',
    );
    try {
      await expect(updateOpportunity(database.db, row.id, { title: 'Changed' })).rejects.toThrow(/refuse_all/);
    } finally {
      await database.owner.$executeRawUnsafe('ALTER TABLE outbox_events DROP CONSTRAINT refuse_all');
    }
    expect((await database.db.opportunity.findUniqueOrThrow({ where: { id: row.id } })).title).toBe(row.title);
    expect((await eventsFor(row.id)).map((e) => e.type)).toEqual(['opportunity.created']);
  });

  it('recordEvent inside a transaction that throws leaves nothing', async () => {
    const opportunityId = randomUUID();
    await expect(
      database.db.$transaction(async (tx) => {
        await recordEvent(tx, 'opportunity.updated', { opportunityId });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await eventsFor(opportunityId)).toEqual([]);
  });

  it('updateOpportunity changes fields and records opportunity.updated', async () => {
    const row = await createOpportunity(database.db, opportunityInput());
    const updated = await updateOpportunity(database.db, row.id, { title: 'PhD in Topological Matter', city: '' });
    expect(updated).toMatchObject({ title: 'PhD in Topological Matter', city: null, country: row.country });
    expect((await eventsFor(row.id)).map((e) => e.type)).toEqual(['opportunity.created', 'opportunity.updated']);
  });

  it('closeOpportunity closes once and records opportunity.closed once', async () => {
    const row = await createOpportunity(database.db, opportunityInput());
    const closed = await closeOpportunity(database.db, row.id);
    expect(closed.status).toBe('closed');
    expect(closed.closedAt).toBeInstanceOf(Date);
    await closeOpportunity(database.db, row.id);
    expect((await eventsFor(row.id)).map((e) => e.type)).toEqual(['opportunity.created', 'opportunity.closed']);
  });

  it('deleteOpportunity soft-deletes, records opportunity.deleted, and later writes find nothing', async () => {
    const row = await createOpportunity(database.db, opportunityInput());
    const deleted = await deleteOpportunity(database.db, row.id);
    expect(deleted.deletedAt).toBeInstanceOf(Date);
    expect(await database.db.opportunity.count({ where: { id: row.id } })).toBe(1);
    await expectDomainError(updateOpportunity(database.db, row.id, { title: 'x' }), 'not_found');
    await expectDomainError(deleteOpportunity(database.db, row.id), 'not_found');
    await expectDomainError(closeOpportunity(database.db, row.id), 'not_found');
    expect((await eventsFor(row.id)).map((e) => e.type)).toEqual(['opportunity.created', 'opportunity.deleted']);
  });

  it('unknown, malformed and out-of-scope ids are not found and record nothing', async () => {
    const tenantId = (
      await database.db.tenant.create({ data: { slug: 'oxford', name: 'Oxford', universityName: 'Oxford' } })
    ).id;
    // A tenant's listing is written and changed inside that tenant's unit of work (row-level security);
    // the services join the unit's transaction.
    const asTenant = <T>(work: (tx: TenantTx) => Promise<T>) => withTenant(database.db, tenantId, work);
    // Not "Also listed on PhD Finder": only its tenant sees it.
    const row = await asTenant((tx) =>
      createOpportunity(tx, opportunityInput({ tenantId, source: 'tenant', listedPublicly: false })),
    );
    await expectDomainError(updateOpportunity(database.db, randomUUID(), { title: 'x' }), 'not_found');
    await expectDomainError(updateOpportunity(database.db, 'not-a-uuid', { title: 'x' }), 'not_found');
    await expectDomainError(
      asTenant((tx) => closeOpportunity(tx, row.id, { tenantId: randomUUID() })),
      'not_found',
    );
    await expectDomainError(deleteOpportunity(database.db, row.id, { recruiterId: randomUUID() }), 'not_found');
    // Without the tenant set the row does not exist for the application.
    await expectDomainError(closeOpportunity(database.db, row.id, { tenantId }), 'not_found');
    expect((await asTenant((tx) => closeOpportunity(tx, row.id, { tenantId }))).status).toBe('closed');
    expect((await eventsFor(row.id)).map((e) => e.type)).toEqual(['opportunity.created', 'opportunity.closed']);
  });
});
