// The expiry sweep on real Postgres (with the Postgres search engine): only listings whose deadline
// passed more than 30 days ago close (exactly 30 days does not, no deadline never does), each once
// with its opportunity.closed event and out of the index at once; running it again, or twice at the
// same time, closes and announces nothing more. The processor is the one the daily schedule runs.
import { randomUUID } from 'node:crypto';
import type { Job } from 'bullmq';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPostgresEngine } from '@phd/search/postgres/engine';
import { createOpportunity, reopenOpportunity } from '@phd/services/opportunities/index';
import { EXPIRY_BATCH, expireOpportunities } from '@phd/services/opportunities/expire-opportunities';
import { createTestDatabase, type TestDatabase } from '../../tests/support/services.ts';
import { opportunityInput } from '../../services/test/opportunities.fixtures.ts';
import { parseJob } from '../src/jobs.ts';
import { expiryProcessor } from '../src/processors/expiry.ts';
import { schedules } from '../src/schedules.ts';
import { noRedis, silentLogger } from './helpers.ts';

const DAY = 86_400_000;
const NOW = new Date('2026-11-27T05:00:00.000Z');

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());
beforeEach(async () => {
  await database.owner.$executeRaw`TRUNCATE outbox_events`;
  await database.owner.opportunity.deleteMany({});
});

const engine = () => createPostgresEngine(database.db);

/** An open, indexed listing whose deadline is `daysAgo` days before NOW (null: no deadline). */
async function listing(daysAgo: number | null, extraMs = 0) {
  const closingDate = daysAgo === null ? null : new Date(NOW.getTime() - daysAgo * DAY - extraMs);
  const row = await createOpportunity(database.db, opportunityInput({ closingDate }));
  await engine().index([row.id]);
  return row;
}

const state = (id: string) =>
  database.db.opportunity.findUniqueOrThrow({
    where: { id },
    select: { status: true, closedAt: true, expiredAt: true },
  });

async function closedEvents(): Promise<string[]> {
  const rows = await database.owner.outboxEvent.findMany({ where: { type: 'opportunity.closed' } });
  return rows.map((r) => (r.payload as { opportunityId: string; version: number }).opportunityId).sort();
}

async function indexed(id: string): Promise<boolean> {
  const rows = await database.db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM search_documents WHERE id = ${id}::uuid`;
  return rows[0]!.n === 1;
}

describe('expiry sweep (real Postgres)', () => {
  it('closes only listings past their deadline by more than 30 days, marking them expired', async () => {
    const old = await listing(45);
    const justOver = await listing(30, 1_000);
    const exactly30 = await listing(30);
    const recent = await listing(3);
    const future = await listing(-10);
    const noDeadline = await listing(null);

    const result = await expireOpportunities(database.db, { now: NOW });

    expect(result.expired).toBe(2);
    expect(result.cutoff).toEqual(new Date(NOW.getTime() - 30 * DAY));
    for (const row of [old, justOver]) {
      expect(await state(row.id)).toEqual({ status: 'closed', closedAt: NOW, expiredAt: NOW });
      expect(await indexed(row.id)).toBe(false);
    }
    for (const row of [exactly30, recent, future, noDeadline]) {
      expect(await state(row.id)).toEqual({ status: 'open', closedAt: null, expiredAt: null });
      expect(await indexed(row.id)).toBe(true);
    }
    expect(await closedEvents()).toEqual([old.id, justOver.id].sort());
    const [payload] = (await database.owner.outboxEvent.findMany({ where: { type: 'opportunity.closed' } })).map(
      (r) => r.payload,
    );
    expect(payload).toEqual({ opportunityId: expect.any(String), version: 1 });
  });

  it('leaves closed, draft and deleted listings alone', async () => {
    const draft = await createOpportunity(
      database.db,
      opportunityInput({ status: 'draft', closingDate: new Date(NOW.getTime() - 90 * DAY) }),
    );
    const deleted = await listing(90);
    await database.db.opportunity.update({ where: { id: deleted.id }, data: { deletedAt: NOW } });
    const closedByHand = await listing(90);
    const closedAt = new Date(NOW.getTime() - 60 * DAY);
    await database.db.opportunity.update({ where: { id: closedByHand.id }, data: { status: 'closed', closedAt } });

    expect((await expireOpportunities(database.db, { now: NOW })).expired).toBe(0);
    expect((await state(draft.id)).status).toBe('draft');
    expect(await state(deleted.id)).toMatchObject({ status: 'open', expiredAt: null });
    expect(await state(closedByHand.id)).toEqual({ status: 'closed', closedAt, expiredAt: null });
    expect(await closedEvents()).toEqual([]);
  });

  it('is idempotent: a second run closes and records nothing more', async () => {
    const old = await listing(31);
    expect((await expireOpportunities(database.db, { now: NOW })).expired).toBe(1);
    expect((await expireOpportunities(database.db, { now: NOW })).expired).toBe(0);
    expect((await expireOpportunities(database.db, { now: new Date(NOW.getTime() + DAY) })).expired).toBe(0);
    expect(await closedEvents()).toEqual([old.id]);
    expect((await state(old.id)).expiredAt).toEqual(NOW);
  });

  it('closes each listing once when two sweeps run at the same time, past one batch', async () => {
    const count = EXPIRY_BATCH + 20;
    const closingDate = new Date(NOW.getTime() - 40 * DAY);
    const ids = Array.from({ length: count }, () => randomUUID());
    await database.owner.opportunity.createMany({
      data: ids.map((id, i) => ({
        id,
        title: `Old ${i}`,
        universityName: 'Aarhus University',
        country: 'Denmark',
        closingDate,
      })),
    });

    const [a, b] = await Promise.all([
      expireOpportunities(database.db, { now: NOW }),
      expireOpportunities(database.db, { now: NOW }),
    ]);

    expect(a.expired + b.expired).toBe(count);
    expect(await closedEvents()).toEqual([...ids].sort());
    expect(await database.db.opportunity.count({ where: { status: 'open' } })).toBe(0);
  });

  it('onlyIds limits the sweep to those rows', async () => {
    const mine = await listing(31);
    const other = await listing(45);
    expect((await expireOpportunities(database.db, { now: NOW, onlyIds: [mine.id] })).expired).toBe(1);
    expect((await state(other.id)).status).toBe('open');
    expect(await closedEvents()).toEqual([mine.id]);
  });

  it('a listing reopened by a person is no longer marked expired', async () => {
    const old = await listing(40);
    await expireOpportunities(database.db, { now: NOW });
    await reopenOpportunity(database.db, old.id);
    expect(await state(old.id)).toEqual({ status: 'open', closedAt: null, expiredAt: null });
  });

  it('the daily expiry.sweep job runs it through the processor', async () => {
    const old = await listing(60);
    const context = {
      db: database.db,
      logger: silentLogger(),
      search: engine(),
      redis: noRedis,
      keyPrefix: 'unused',
    };
    const result = await expiryProcessor.handle(parseJob('expiry', 'expiry.sweep', {}), context, {} as Job);
    expect(result).toEqual({ expired: 1 });
    expect((await state(old.id)).status).toBe('closed');
    expect(schedules).toContainEqual({ queue: 'expiry', job: 'expiry.sweep', pattern: '0 5 * * *' });
  });
});
