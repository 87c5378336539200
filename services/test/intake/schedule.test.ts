// When import sources run (issue 31): the next run after a success or after failures, one queued run
// per source however often it is asked for, and the scheduler's tick finding every site's due sources
// (the operators' scope) but never a paused one or an upload. Real Postgres.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/services.ts';
import { nextRunAt, requestDueRuns, requestRun, SCHEDULE_MS } from '../../src/intake/schedule.ts';
import { withTenant } from '../../src/tenants/unit-of-work.ts';

let database: TestDatabase;
let tenantId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  tenantId = (
    await database.owner.tenant.create({ data: { slug: 'sched', name: 'S', universityName: 'S University' } })
  ).id;
}, 120_000);

afterAll(() => database?.drop());

const at = new Date('2026-12-01T10:00:00Z');

describe('the next run of a source', () => {
  it('follows the schedule after a success, and backs off from five minutes after failures, never beyond the schedule', () => {
    expect(nextRunAt('daily', at, 0)).toEqual(new Date(at.getTime() + SCHEDULE_MS.daily));
    expect(nextRunAt('daily', at, 1)).toEqual(new Date(at.getTime() + 5 * 60_000));
    expect(nextRunAt('daily', at, 3)).toEqual(new Date(at.getTime() + 20 * 60_000));
    expect(nextRunAt('hourly', at, 8)).toEqual(new Date(at.getTime() + SCHEDULE_MS.hourly));
    expect(nextRunAt(null, at, 0)).toBeNull();
  });
});

describe('asking for runs (real Postgres)', () => {
  it('queues one run and its event, and answers the same run when asked again while it waits, even twice at once', async () => {
    const source = await database.db.importSource.create({
      data: { name: 'Twice', kind: 'url', format: 'feed', url: 'https://twice.example/feed', schedule: 'daily' },
    });
    const ask = () => database.db.$transaction((tx) => requestRun(tx, { id: source.id, tenantId: null }, 'manual'));
    const [a, b] = await Promise.all([ask(), ask()]);
    expect(a.runId).toBe(b.runId);
    expect([a.queued, b.queued].sort()).toEqual([false, true]);
    const runs = await database.db.importRun.findMany({ where: { sourceId: source.id } });
    expect(runs.map((r) => [r.status, r.trigger])).toEqual([['queued', 'manual']]);
    const events = await database.owner.outboxEvent.findMany({ where: { type: 'import.run_requested' } });
    expect(events.filter((e) => (e.payload as { runId: string }).runId === a.runId)).toHaveLength(1);
  });

  it("finds every site's due URL sources, not paused ones, uploads or those not yet due, and moves their next run on", async () => {
    const now = new Date();
    const past = new Date(now.getTime() - 60_000);
    const later = new Date(now.getTime() + 3_600_000);
    const siteSource = await withTenant(database.db, tenantId, (tx) =>
      tx.importSource.create({
        data: {
          name: 'site due',
          kind: 'url',
          format: 'feed',
          url: 'https://s.example/f',
          schedule: 'hourly',
          nextRunAt: past,
          tenantId,
        },
      }),
    );
    const make = (name: string, data: Record<string, unknown>) =>
      database.db.importSource.create({
        data: {
          name,
          kind: 'url',
          format: 'feed',
          url: `https://${name.replace(/ /g, '-')}.example/f`,
          schedule: 'hourly',
          ...data,
        },
      });
    const mainDue = await make('main due', { nextRunAt: past, state: 'failing' });
    await make('paused', { nextRunAt: past, state: 'paused' });
    await make('not yet', { nextRunAt: later });
    await database.db.importSource.create({
      data: { name: 'upload', kind: 'upload', format: 'csv', fileKey: 'imports/x.csv', nextRunAt: past },
    });

    expect(await requestDueRuns(database.db, now)).toBe(2);
    const siteRuns = await withTenant(database.db, tenantId, (tx) =>
      tx.importRun.findMany({ where: { sourceId: siteSource.id } }),
    );
    expect(siteRuns.map((r) => [r.trigger, r.tenantId])).toEqual([['schedule', tenantId]]);
    expect(await database.db.importRun.count({ where: { sourceId: mainDue.id } })).toBe(1);
    const moved = await database.db.importSource.findUniqueOrThrow({ where: { id: mainDue.id } });
    expect(moved.nextRunAt!.getTime()).toBe(now.getTime() + SCHEDULE_MS.hourly);

    expect(await requestDueRuns(database.db, now)).toBe(0);
  });
});
