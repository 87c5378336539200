import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { Job } from 'bullmq';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEngine } from '@phd/search/postgres/engine';
import type { SearchEngine } from '@phd/search/engine';
import { requestReindex } from '@phd/services/admin/search-reindex';
import type { Actor } from '@phd/services/audit/audit-log';
import { DomainError } from '@phd/services/errors';
import { eventJobId } from '@phd/services/events/catalogue';
import { createOpportunity } from '@phd/services/opportunities/index';
import { publiclyOpen } from '@phd/services/opportunities/public-visibility';
import { createTestDatabase, redisUrl, uniquePrefix, type TestDatabase } from '../../tests/support/services.ts';
import { opportunityInput } from '../../services/test/opportunities.fixtures.ts';
import { parseJob } from '../src/jobs.ts';
import { createWorkerMetrics, serveMetrics } from '../src/metrics.ts';
import { searchReindexProcessor } from '../src/processors/search-reindex.ts';
import { createQueue } from '../src/queue-factory.ts';
import { noRedis, silentLogger, waitFor, startTestWorkers } from './helpers.ts';

const logger = silentLogger();
let database: TestDatabase;
const cleanups: (() => Promise<unknown>)[] = [];
const admin: Actor = { kind: 'admin', id: randomUUID(), email: 'ops@phd-finder.test', ip: '203.0.113.9' };

beforeAll(async () => {
  database = await createTestDatabase();
  // Twelve listings, none indexed yet (created behind the workers' back: no relay runs before the test).
  for (let i = 0; i < 12; i += 1) await createOpportunity(database.db, opportunityInput({ title: `Listing ${i}` }));
});
afterAll(() => database.drop());
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  // Finished runs only: each test starts with nothing queued or running.
  await database.db.searchReindexRun.updateMany({
    where: { finishedAt: null },
    data: { status: 'failed', finishedAt: new Date() },
  });
  await database.db.outboxEvent.updateMany({ where: { publishedAt: null }, data: { publishedAt: new Date() } });
});

/** The Postgres engine in batches of 3 from one range, so a dozen rows make several progress reports. */
function smallBatches(engine: SearchEngine): SearchEngine {
  return { ...engine, reindexAll: (options) => engine.reindexAll({ ...options, batchSize: 3, concurrency: 1 }) };
}

async function start(search: SearchEngine) {
  const prefix = uniquePrefix('reindex');
  const metrics = createWorkerMetrics({ defaults: false });
  const app = await startTestWorkers({
    db: database.db,
    logger,
    prefix,
    search,
    metrics,
  });
  const queue = createQueue('search-reindex', { redisUrl: redisUrl(), prefix }, logger);
  cleanups.push(async () => {
    await app.close();
    await queue.obliterate({ force: true });
    await queue.close();
  });
  return { queue, metrics };
}

const runRow = (id: string) => database.db.searchReindexRun.findUniqueOrThrow({ where: { id } });

describe('search reindex job (real Postgres, real Redis, a real worker)', () => {
  it('an admin request queues one run with its audit row and event; a second one meanwhile is a 409', async () => {
    const run = await requestReindex(database.db, admin);
    expect(run).toMatchObject({ status: 'queued', requested_by: admin.email, finished_at: null });
    const audit = await database.db.auditEvent.findFirstOrThrow({ where: { recordId: run.id } });
    expect(audit).toMatchObject({ action: 'search.reindex_requested', actorEmail: admin.email, ip: admin.ip });
    const event = await database.db.outboxEvent.findFirstOrThrow({ where: { type: 'search.reindex_requested' } });
    expect(event.payload).toEqual({ runId: run.id, version: 1 });

    const second = await requestReindex(database.db, admin).catch((e: unknown) => e);
    expect(second).toBeInstanceOf(DomainError);
    expect(second).toMatchObject({ kind: 'conflict', message: expect.stringMatching(/already queued by ops@/) });
    // Two at once: one run, one refusal.
    await database.db.searchReindexRun.update({ where: { id: run.id }, data: { finishedAt: new Date() } });
    const both = await Promise.allSettled([requestReindex(database.db, admin), requestReindex(database.db, admin)]);
    expect(both.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('a run silent for 15 minutes counts as abandoned and no longer blocks a new one', async () => {
    const stuck = await requestReindex(database.db, admin);
    await database.db.searchReindexRun.update({
      where: { id: stuck.id },
      data: { status: 'running', heartbeatAt: new Date(Date.now() - 16 * 60_000) },
    });
    const next = await requestReindex(database.db, admin);
    expect(next.status).toBe('queued');
    expect(await runRow(stuck.id)).toMatchObject({ status: 'failed', error: expect.stringMatching(/^Abandoned/) });
  });

  it('the worker rebuilds the index with progress on the job and the run row, and times the job', async () => {
    const engine = createPostgresEngine(database.db);
    const { queue, metrics } = await start(smallBatches(engine));
    const run = await requestReindex(database.db, admin);
    const done = await waitFor(
      async () => {
        const row = await runRow(run.id);
        return row.finishedAt ? row : null;
      },
      { what: 'the reindex run to finish' },
    );
    const open = await database.db.opportunity.count({ where: publiclyOpen });
    const total = await database.db.opportunity.count();
    expect(open).toBe(12);
    expect(done).toMatchObject({
      status: 'succeeded',
      engine: 'postgres',
      indexed: open,
      removed: total - open,
      progressDone: total,
      progressTotal: total,
      error: null,
    });
    expect(done.startedAt!.getTime()).toBeLessThanOrEqual(done.finishedAt!.getTime());
    expect(await engine.count()).toBe(open);

    const event = await database.db.outboxEvent.findFirstOrThrow({
      where: { type: 'search.reindex_requested' },
      orderBy: { id: 'desc' },
    });
    const job = await queue.getJob(eventJobId(event.id, 'search-reindex'));
    expect(job?.progress).toEqual({ done: total, total });
    expect(job?.returnvalue).toEqual({ indexed: open, removed: total - open });

    // The worker's metrics, on a port of their own.
    const server: Server = await serveMetrics(metrics.registry, 0, '127.0.0.1');
    cleanups.push(() => new Promise((resolve) => server.close(resolve)));
    const { port } = server.address() as { port: number };
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    expect(text).toContain('jobs_completed_total{queue="search-reindex"} 1');
    expect(text).toContain('jobs_failed_total{queue="search-reindex"} 0');
    expect(text).toMatch(/job_duration_seconds_count\{queue="search-reindex",outcome="completed"\} 1/);
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
  });

  it('a reindex that fails is recorded as failed with its error and kept in the failed list', async () => {
    const engine = createPostgresEngine(database.db);
    const broken: SearchEngine = {
      ...engine,
      reindexAll: () => Promise.reject(new Error('cluster unreachable')),
    };
    const { queue } = await start(broken);
    const run = await requestReindex(database.db, admin);
    const failed = await waitFor(
      async () => {
        const row = await runRow(run.id);
        return row.finishedAt ? row : null;
      },
      { what: 'the reindex run to fail' },
    );
    expect(failed).toMatchObject({ status: 'failed', error: 'cluster unreachable', indexed: null });
    const [job] = await waitFor(async () => {
      const jobs = await queue.getFailed();
      return jobs.length > 0 ? jobs : null;
    });
    expect(job?.failedReason).toBe('cluster unreachable');
  });

  it('a run that already finished is not run again when its job is delivered again', async () => {
    const run = await requestReindex(database.db, admin);
    await database.db.searchReindexRun.update({
      where: { id: run.id },
      data: { status: 'succeeded', finishedAt: new Date() },
    });
    const search: SearchEngine = {
      ...createPostgresEngine(database.db),
      reindexAll: () => Promise.reject(new Error('must not run')),
    };
    const job = parseJob('search-reindex', 'search.reindex_requested', {
      eventId: '1',
      payload: { runId: run.id, version: 1 },
    });
    const context = { db: database.db, logger, search, redis: noRedis, keyPrefix: 'unused' };
    await expect(searchReindexProcessor.handle(job, context, {} as Job)).resolves.toEqual({ skipped: true });
    expect(await runRow(run.id)).toMatchObject({ status: 'succeeded' });
  });
});
