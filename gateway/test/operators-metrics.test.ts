// Prometheus /metrics and the /readyz warnings (issue 15) against real Postgres and Redis: the metrics
// route is closed without METRICS_TOKEN (404) and needs the bearer token when set (401 without, 403
// with another); request metrics are labelled by route pattern; queue and outbox gauges are read at
// scrape time and a dead Redis never hangs a scrape or a readiness probe; warnings never make /readyz 503.
import { randomUUID } from 'node:crypto';
import { UnrecoverableError, Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../infra/local/free-port.ts';
import { redisUrl } from '../../tests/support/services.ts';
import { METRICS_TOKEN_MISSING, METRICS_TOKEN_WRONG, sameToken } from '../src/metrics/metrics-route.ts';
import { startGateway, type Gateway } from './harness.ts';

const TOKEN = 'metrics-token-for-the-tests-0123';
let gw: Gateway;
let closed: Gateway;

beforeAll(async () => {
  [gw, closed] = await Promise.all([
    startGateway({ label: 'metrics', env: { METRICS_TOKEN: TOKEN } }),
    startGateway({ label: 'metrics-closed' }),
  ]);
});
afterAll(async () => {
  await Promise.all([gw?.close(), closed?.close()]);
});

const scrape = (g: Gateway, authorization?: string) =>
  g.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics on the public port', () => {
  it('answers 404 when METRICS_TOKEN is not set, whatever is sent', async () => {
    expect((await scrape(closed)).statusCode).toBe(404);
    expect((await scrape(closed, `Bearer ${TOKEN}`)).statusCode).toBe(404);
  });

  it('answers 401 without a token and 403 with another one', async () => {
    const none = await scrape(gw);
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(none.json()).toEqual({ error: 'unauthorized', message: METRICS_TOKEN_MISSING });
    for (const wrong of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, `Basic ${TOKEN}`, TOKEN, 'Bearer ']) {
      const res = await scrape(gw, wrong);
      expect(res.statusCode, wrong).toBe(403);
      expect(res.json().message).toBe(METRICS_TOKEN_WRONG);
    }
    expect(sameToken(TOKEN, TOKEN)).toBe(true);
    expect(sameToken('', TOKEN)).toBe(false);
  });

  it('with the token: requests per route pattern, search latency, queues, outbox and process metrics', async () => {
    await gw.app.inject({ method: 'GET', url: '/healthz' });
    await gw.app.inject({ method: 'GET', url: `/api/opportunities/${randomUUID()}` });
    await gw.app.inject({ method: 'GET', url: '/api/opportunities?q=quantum' });
    await gw.app.inject({ method: 'GET', url: '/api/no-such-thing/at-all?x=1' });
    const res = await scrape(gw, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(text).toContain('http_requests_total{method="GET",route="/healthz",status_class="2xx"} 1');
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/opportunities\/:[^"]+",status_class="4xx"\} 1/,
    );
    expect(text).toContain('http_requests_total{method="GET",route="unmatched",status_class="4xx"} 1');
    expect(text).not.toContain('no-such-thing');
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/healthz"/);
    expect(text).toMatch(/search_duration_seconds_count\{engine="postgres",operation="search",outcome="ok"\} [1-9]/);
    expect(text).toContain('queue_jobs{queue="mail",state="failed"} 0');
    expect(text).toContain('queue_jobs{queue="search-reindex",state="waiting"} 0');
    expect(text).toContain('queue_stats_up 1');
    expect(text).toMatch(/^outbox_pending_events \d+$/m);
    expect(text).toMatch(/^outbox_oldest_pending_age_seconds [\d.e+-]+$/m);
    expect(text).toContain('outbox_stats_up 1');
    expect(text).toContain('process_cpu_user_seconds_total');
  });
});

describe('/readyz warnings', () => {
  it('lists a stuck outbox and failed jobs as warnings, staying 200', async () => {
    expect((await gw.app.inject('/readyz')).json()).toMatchObject({ status: 'ready', warnings: [] });
    await gw.db.outboxEvent.create({
      data: {
        type: 'opportunity.updated',
        payload: { opportunityId: randomUUID(), version: 1 },
        createdAt: new Date(Date.now() - 300_000),
      },
    });
    // Two jobs that fail for good: one on an error that may pass (Redis down), one on bad input.
    const queue = gw.operators.queues.get('analytics')!;
    const jobs = await Promise.all(
      ['passing', 'bad input'].map((why) =>
        queue.add('analytics.batch', { batchId: randomUUID(), counts: [], why }, { attempts: 2 }),
      ),
    );
    const worker = new Worker(
      'analytics',
      async (job) => {
        if (job.data.why === 'bad input') throw new UnrecoverableError('bad analytics.batch job');
        throw new Error('Redis went away');
      },
      { connection: { url: redisUrl(), maxRetriesPerRequest: null }, prefix: gw.prefix },
    );
    for (let i = 0; i < 200 && ((await queue.getJobCounts('failed')).failed ?? 0) < 2; i += 1) {
      await new Promise((r) => setTimeout(r, 25));
    }
    await worker.close();
    expect(await Promise.all(jobs.map((job) => queue.getJobState(job.id!)))).toEqual(['failed', 'failed']);
    const res = await gw.app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ready');
    expect(res.json().warnings).toEqual([
      expect.stringMatching(/^The oldest unpublished outbox event is 3\d\d s old \(more than 60 s\)/),
      'Queue analytics has 2 failed job(s): 1 ran out of attempts on an error that may pass (a service down, a lost connection): retry them on the queue board once the cause is fixed; 1 failed for good (bad input or a permanent refusal): a retry fails again, so read the error and remove them.',
    ]);
    await queue.obliterate({ force: true });
    await gw.db.outboxEvent.updateMany({ data: { publishedAt: new Date() } });
  });

  it('a dead Redis never hangs a scrape or a readiness probe: it shows as unavailable', async () => {
    const dead = await startGateway({
      label: 'metrics-dead-redis',
      redisUrl: `redis://127.0.0.1:${await freePort()}`,
      env: { METRICS_TOKEN: TOKEN },
    });
    try {
      const started = Date.now();
      const res = await scrape(dead, `Bearer ${TOKEN}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('queue_stats_up 0');
      expect(res.body).not.toContain('queue_jobs{');
      const ready = await dead.app.inject('/readyz');
      expect(ready.statusCode).toBe(200);
      expect(ready.json().warnings).toContain('The queues could not be read from Redis.');
      const panel = await dead.app.inject({ method: 'GET', url: '/api/admin/search' });
      expect(panel.statusCode).toBe(401);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await dead.close();
    }
  });
});
