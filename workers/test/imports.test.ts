// The imports queue (issue 31) with the real relay and a real worker: a source's run asked for in a
// transaction reaches the worker through the outbox and writes the positions of a feed served on
// 127.0.0.1, and the scheduler's tick queues a due source, which then runs. Real Postgres and Redis.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestRun } from '@phd/services/intake/schedule';
import { createTestDatabase, redisUrl, uniquePrefix, type TestDatabase } from '../../tests/support/services.ts';
import { createQueue } from '../src/queue-factory.ts';
import { silentLogger, waitFor, startTestWorkers } from './helpers.ts';

const logger = silentLogger();
let database: TestDatabase;
let server: Server;
let base: string;
let stop: () => Promise<void>;
let prefix: string;

const feed = (ids: string[]) => `<?xml version="1.0"?>
<rss version="2.0" xmlns:job="https://jobs.example/ns"><channel><title>Careers</title><link>https://jobs.example</link>
${ids
  .map(
    (id) => `<item><guid isPermaLink="false">${id}</guid><title>PhD position ${id}</title>
<link>https://jobs.example/${id}</link><job:country>Norway</job:country><job:employer>University of Oslo</job:employer></item>`,
  )
  .join('\n')}
</channel></rss>`;

beforeAll(async () => {
  database = await createTestDatabase();
  server = createServer((request, response) => {
    if (request.url === '/robots.txt') return response.writeHead(404).end();
    const ids = request.url === '/second.xml' ? ['s1'] : ['w1', 'w2'];
    response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feed(ids));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  prefix = uniquePrefix('imports');
  const app = await startTestWorkers({
    db: database.db,
    logger,
    prefix,
    intakeAllowLoopback: true,
  });
  stop = () => app.close();
}, 120_000);

afterAll(async () => {
  await stop?.();
  const queue = createQueue('imports', { redisUrl: redisUrl(), prefix }, logger);
  await queue.obliterate({ force: true });
  await queue.close();
  server?.close();
  await database?.drop();
});

const runOf = (runId: string) => database.db.importRun.findUniqueOrThrow({ where: { id: runId } });

describe('the imports queue (real relay, worker, Postgres and Redis)', () => {
  it('runs a requested run through the outbox and writes the feed’s positions', async () => {
    const source = await database.db.importSource.create({
      data: { name: 'Oslo feed', kind: 'url', format: 'feed', url: `${base}/feed.xml`, schedule: 'daily' },
    });
    const { runId } = await database.db.$transaction((tx) =>
      requestRun(tx, { id: source.id, tenantId: null }, 'manual'),
    );
    await waitFor(async () => (await runOf(runId)).status === 'done', { timeoutMs: 20_000, what: 'the run to finish' });
    expect(await runOf(runId)).toMatchObject({ fetched: 2, created: 2, refused: 0, trigger: 'manual' });
    const titles = await database.db.opportunity.findMany({
      where: { importSourceId: source.id },
      select: { title: true, universityName: true, country: true },
      orderBy: { title: 'asc' },
    });
    expect(titles).toEqual([
      { title: 'PhD position w1', universityName: 'University of Oslo', country: 'Norway' },
      { title: 'PhD position w2', universityName: 'University of Oslo', country: 'Norway' },
    ]);
  });

  it('queues a due source on the scheduler’s tick, and the worker runs it', async () => {
    const source = await database.db.importSource.create({
      data: {
        name: 'Due feed',
        kind: 'url',
        format: 'feed',
        url: `${base}/second.xml`,
        schedule: 'hourly',
        nextRunAt: new Date(Date.now() - 60_000),
      },
    });
    const queue = createQueue('imports', { redisUrl: redisUrl(), prefix }, logger);
    await queue.add('imports.schedule', {});
    await queue.close();
    await waitFor(
      async () => (await database.db.importRun.findFirst({ where: { sourceId: source.id, status: 'done' } })) !== null,
      { timeoutMs: 20_000, what: 'the scheduled run' },
    );
    const run = await database.db.importRun.findFirstOrThrow({ where: { sourceId: source.id } });
    expect(run).toMatchObject({ trigger: 'schedule', created: 1 });
  });
});
