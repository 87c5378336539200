// Opening an opportunity counts a view without a database write on the request path: the gateway
// buffers (visitor, opportunity) pairs and sends one view-counts batch a second; the workers' processor
// folds them at most once per visitor per opportunity per hour; most-viewed then reflects them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectJobData } from '@phd/services/events/catalogue';
import { createOpportunity } from '@phd/services/opportunities/index';
import { freePort } from '../../infra/local/free-port.ts';
import { opportunityInput } from '../../services/test/opportunities.fixtures.ts';
import { startWorkers, type WorkerProcess } from '../../workers/src/start.ts';
import { silentLogger, waitFor } from '../../workers/test/helpers.ts';
import { redisUrl } from '../../tests/support/services.ts';
import { visitorId } from '../src/views/visitor.ts';
import { getJson, searchable, startGateway, type Gateway } from './harness.ts';

type Batch = DirectJobData<'view-counts', 'view-counts.batch'>;

let gw: Gateway;
let workers: WorkerProcess | null = null;
beforeAll(async () => {
  gw = await startGateway({ seedCount: 400, label: 'views', viewFlushMs: 200 });
});
afterAll(async () => {
  await workers?.close();
  await gw.close();
});

const open = (id: string, ip: string, agent: string) =>
  gw.app.inject({
    method: 'GET',
    url: `/api/opportunities/${id}`,
    remoteAddress: ip,
    headers: { 'user-agent': agent },
  });

const viewsOf = async (id: string) =>
  (await gw.db.opportunity.findUniqueOrThrow({ where: { id }, select: { views: true } })).views;

describe('view counting', () => {
  it('enqueues one batch for the openings of about a second, without writing to the database', async () => {
    const row = await gw.db.opportunity.findFirstOrThrow({ where: searchable, orderBy: { id: 'asc' } });
    const before = await viewsOf(row.id);
    for (let i = 0; i < 3; i += 1) expect((await open(row.id, '203.0.113.7', 'Firefox')).statusCode).toBe(200);
    expect((await open(row.id, '203.0.113.8', 'Safari')).statusCode).toBe(200);
    expect(await viewsOf(row.id)).toBe(before);

    // The buffer sends by itself every flush interval (200 ms here, a second by default).
    const jobs = await waitFor(
      async () => {
        const found = await gw.views.queue.getJobs(['waiting']);
        const sent = found.flatMap((job) => (job.data as Batch).views);
        return sent.length >= 2 && gw.app.viewBuffer.pending === 0 ? found : null;
      },
      { timeoutMs: 5_000, what: 'view-counts batches' },
    );
    // Usually one batch; two if a flush fell between the openings.
    expect(jobs.length).toBeLessThanOrEqual(2);
    expect(jobs.every((job) => job.name === 'view-counts.batch')).toBe(true);
    const views = jobs.flatMap((job) => (job.data as Batch).views);
    // Repeated openings by one visitor inside a batch travel once.
    if (jobs.length === 1) expect(views).toHaveLength(2);
    expect(new Set(views.map((v) => `${v.visitor} ${v.opportunityId}`))).toEqual(
      new Set([`${visitorId('203.0.113.7', 'Firefox')} ${row.id}`, `${visitorId('203.0.113.8', 'Safari')} ${row.id}`]),
    );
    expect(views[0]!.visitor).toMatch(/^[0-9a-f]{16}$/);
  });

  it('the processor folds views once per visitor per hour, and most-viewed reflects them', async () => {
    const row = await gw.db.opportunity.findFirstOrThrow({ where: searchable, orderBy: { id: 'desc' } });
    // Make it clearly the most viewed listing (batches of the previous test may still add 2 elsewhere).
    const { _max } = await gw.db.opportunity.aggregate({ where: searchable, _max: { views: true } });
    const start = _max.views! + 5;
    await gw.db.opportunity.update({ where: { id: row.id }, data: { views: start } });

    workers = await startWorkers({
      db: gw.db,
      logger: silentLogger(),
      redisUrl: redisUrl(),
      prefix: gw.prefix,
      pollMs: 50,
      concurrency: 1,
      relay: false,
      schedules: [],
    });
    await open(row.id, '198.51.100.1', 'Chrome');
    await waitFor(async () => (await viewsOf(row.id)) === start + 1, { timeoutMs: 10_000, what: 'first view' });

    // The same visitor again (not counted) and another visitor (counted).
    await open(row.id, '198.51.100.1', 'Chrome');
    await open(row.id, '198.51.100.2', 'Chrome');
    await waitFor(async () => (await viewsOf(row.id)) === start + 2, { timeoutMs: 10_000, what: 'second view' });
    await waitFor(async () => (await gw.views.queue.getJobCounts('waiting', 'active')).waiting === 0, {
      what: 'all batches processed',
    });
    await waitFor(async () => (await gw.views.queue.getJobCounts('active')).active === 0, { what: 'idle queue' });
    expect(await viewsOf(row.id)).toBe(start + 2);
    const days = await gw.db.opportunityViewDay.findMany({ where: { opportunityId: row.id } });
    expect(days.reduce((sum, d) => sum + d.count, 0)).toBe(2);

    const top = await waitFor(
      async () => {
        const { data } = await getJson<{ data: { id: string; views: number; view_count: number }[] }>(
          gw.app,
          '/api/opportunities/most-viewed',
        );
        return data[0]?.id === row.id && data[0].views === start + 2 ? data[0] : null;
      },
      { timeoutMs: 5_000, what: 'most-viewed to show the listing first with its folded views' },
    );
    expect(top).toMatchObject({ id: row.id, views: start + 2, view_count: start + 2 });
  });

  it('while Redis is unreachable, opening still answers at once and the views are dropped', async () => {
    const dead = await startGateway({ label: 'views-down', redisUrl: `redis://127.0.0.1:${await freePort()}` });
    try {
      const row = await createOpportunity(dead.db, opportunityInput());
      const started = Date.now();
      const res = await dead.app.inject(`/api/opportunities/${row.id}`);
      expect(res.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(dead.app.viewBuffer.pending).toBe(1);
      await dead.app.viewBuffer.flush();
      expect(dead.app.viewBuffer.pending).toBe(0);
    } finally {
      await dead.close();
    }
  });
});
