// Page views and UI events from the web app: answered 202 at once, validated, never written on the
// request path; buffered into analytics batches on the queue, folded into analytics_days by the
// workers, and dropped (the request still answers) while Redis is unreachable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvent, recordPageView } from '@phd/contracts/endpoints/catalogue';
import type { DirectJobData } from '@phd/services/events/catalogue';
import { freePort } from '../../infra/local/free-port.ts';
import type { WorkerProcess } from '../../workers/src/start.ts';
import { waitFor } from '../../workers/test/helpers.ts';
import { expectContractAnswer } from './contract-answer.ts';
import { startGateway, type Gateway } from './harness.ts';
import { startWorkersFor } from './mail-suite.ts';

type Batch = DirectJobData<'analytics', 'analytics.batch'>;

let gw: Gateway;
let workers: WorkerProcess | null = null;
beforeAll(async () => {
  gw = await startGateway({ label: 'analytics', analyticsFlushMs: 200 });
});
afterAll(async () => {
  await workers?.close();
  await gw.close();
});

const post = (url: string, payload: object, ip = '203.0.113.50') =>
  gw.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
const pageView = (path: string) => post('/api/analytics/page-view', { path });
const today = () => new Date().toISOString().slice(0, 10);

describe('analytics beacons', () => {
  it('answers 202 {} and sends one batch of merged counts, without writing to the database', async () => {
    for (const path of ['/', '/about', '/about?utm_source=x', '/about#team', '/']) {
      const res = await pageView(path);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({});
      expectContractAnswer(recordPageView, res);
    }
    const event = await post('/api/analytics/event', { name: 'apply_click', label: 'detail' });
    expect(event.statusCode).toBe(202);
    expectContractAnswer(recordEvent, event);
    expect((await post('/api/analytics/event', { name: 'save' })).statusCode).toBe(202);
    expect(await gw.db.analyticsDay.count()).toBe(0);

    const jobs = await waitFor(
      async () => {
        const found = await gw.analytics.queue.getJobs(['waiting']);
        const counted = found.flatMap((j) => (j.data as Batch).counts).reduce((n, c) => n + c.count, 0);
        return counted === 7 && gw.app.analyticsBuffer.pending === 0 ? found : null;
      },
      { timeoutMs: 5_000, what: 'analytics batches' },
    );
    expect(jobs.every((j) => j.name === 'analytics.batch')).toBe(true);
    // Usually one batch; two if a flush fell between the requests. Within a batch, repeats are merged.
    expect(jobs.length).toBeLessThanOrEqual(2);
    const totals = new Map<string, number>();
    for (const job of jobs) {
      const { counts } = job.data as Batch;
      expect(new Set(counts.map((c) => `${c.day} ${c.name} ${c.label}`)).size).toBe(counts.length);
      for (const c of counts)
        totals.set(`${c.day} ${c.name} ${c.label}`, (totals.get(`${c.day} ${c.name} ${c.label}`) ?? 0) + c.count);
    }
    // Query and fragment are not part of the counted path.
    const day = today();
    expect(Object.fromEntries(totals)).toEqual({
      [`${day} page_view /`]: 2,
      [`${day} page_view /about`]: 3,
      [`${day} apply_click detail`]: 1,
      [`${day} save `]: 1,
    });
  });

  it('the workers fold the batches into analytics_days', async () => {
    workers = await startWorkersFor(gw, { relay: false });
    await pageView('/phd-vacancies/standard');
    const rows = await waitFor(
      async () => {
        const all = await gw.db.analyticsDay.findMany({ orderBy: [{ name: 'asc' }, { label: 'asc' }] });
        const total = all.reduce((n, r) => n + r.count, 0);
        return total === 8 ? all : null;
      },
      { timeoutMs: 10_000, what: 'all counts folded' },
    );
    expect(rows.map((r) => [r.day.toISOString().slice(0, 10), r.name, r.label, r.count])).toEqual([
      [today(), 'apply_click', 'detail', 1],
      [today(), 'page_view', '/', 2],
      [today(), 'page_view', '/about', 3],
      [today(), 'page_view', '/phd-vacancies/standard', 1],
      [today(), 'save', '', 1],
    ]);
  });

  it.each([
    ['a path without a leading slash', '/api/analytics/page-view', { path: 'about' }, 'path'],
    ['a path over 300 characters', '/api/analytics/page-view', { path: `/${'a'.repeat(300)}` }, 'path'],
    ['no path', '/api/analytics/page-view', {}, 'path'],
    ['a control character', '/api/analytics/page-view', { path: '/a\nb' }, 'path'],
    ['an event without a name', '/api/analytics/event', { label: 'x' }, 'name'],
    ['an event name over 100 characters', '/api/analytics/event', { name: 'n'.repeat(101) }, 'name'],
    ['an event label over 300 characters', '/api/analytics/event', { name: 'x', label: 'l'.repeat(301) }, 'label'],
  ])('answers 400 naming the field for %s', async (_case, url, payload, field) => {
    const res = await post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid', details: { [field]: expect.any(String) } });
  });

  it('accepts a path of exactly 300 characters', async () => {
    expect((await pageView(`/${'b'.repeat(299)}`)).statusCode).toBe(202);
  });

  it('limits one address to 300 beacons a minute', async () => {
    const ip = '203.0.113.99';
    for (let i = 0; i < 300; i += 1) await post('/api/analytics/event', { name: 'burst' }, ip);
    const limited = await post('/api/analytics/event', { name: 'burst' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'rate_limited' });
  });

  it('while Redis is unreachable, answers at once and drops the counts', async () => {
    const dead = await startGateway({ label: 'analytics-down', redisUrl: `redis://127.0.0.1:${await freePort()}` });
    try {
      const started = Date.now();
      const res = await dead.app.inject({ method: 'POST', url: '/api/analytics/page-view', payload: { path: '/' } });
      expect(res.statusCode).toBe(202);
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(dead.app.analyticsBuffer.pending).toBe(1);
      await dead.app.analyticsBuffer.flush();
      expect(dead.app.analyticsBuffer.pending).toBe(0);
      expect(await dead.db.analyticsDay.count()).toBe(0);
    } finally {
      await dead.close();
    }
  });
});
