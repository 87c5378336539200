// One run of an import source, end to end (issue 31): a real HTTP server on 127.0.0.1 serving a feed
// with an ETag, real Postgres (a university site's unit of work), real Redis (the host's turn), local
// storage for an upload. A first run creates, an unchanged feed costs one 304, an item gone for two runs
// closes, a malformed feed fails the run without touching a position, and a refused row says why.
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, redisUrl, type TestDatabase } from '../../../tests/support/services.ts';
import { runImport, type ImportDeps } from '../../src/intake/run/run-import.ts';
import { requestRun } from '../../src/intake/schedule.ts';
import { createLogger } from '../../src/logger.ts';
import { createLocalStorage } from '../../src/storage/local-storage.ts';
import { withOperators, withTenant } from '../../src/tenants/unit-of-work.ts';

let database: TestDatabase;
let redis: Redis;
let server: Server;
let base: string;
let dataDir: string;
let deps: ImportDeps;
let tenantId: string;
/** What the feed server answers now: its items, or a broken document. */
let feed: { items: string[]; broken?: boolean };
const requests: { path: string; ifNoneMatch?: string }[] = [];

const item = (id: string, title: string) => `
  <item>
    <guid isPermaLink="false">${id}</guid>
    <title>${title}</title>
    <link>https://jobs.example/${id}</link>
    <description>&lt;p&gt;A funded PhD position on ${title}.&lt;/p&gt;</description>
    <job:closingDate>2031-03-31</job:closingDate>
    <job:country>Netherlands</job:country>
  </item>`;

const document = () =>
  feed.broken
    ? '<rss version="2.0"><channel><item><title>Unclosed'
    : `<?xml version="1.0"?>
<rss version="2.0" xmlns:job="https://jobs.example/ns"><channel><title>Careers</title><link>https://jobs.example</link>
${feed.items.join('\n')}
</channel></rss>`;

beforeAll(async () => {
  database = await createTestDatabase();
  redis = new Redis(redisUrl(), { maxRetriesPerRequest: null });
  dataDir = await mkdtemp(join(tmpdir(), 'import-run-'));
  server = createServer((request, response) => {
    requests.push({ path: request.url ?? '', ifNoneMatch: request.headers['if-none-match'] });
    if (request.url === '/robots.txt') return response.writeHead(404).end();
    const body = document();
    const type = { 'content-type': 'application/rss+xml; charset=utf-8' };
    // Under /plain/ the server sends no validators, as many HR systems do: only the bytes tell.
    if (request.url?.startsWith('/plain/')) return response.writeHead(200, type).end(body);
    const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
    if (request.headers['if-none-match'] === etag) return response.writeHead(304).end();
    response.writeHead(200, { ...type, etag }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  deps = {
    db: database.db,
    redis,
    logger: createLogger({ logLevel: 'silent' }, 'import-test'),
    storage: createLocalStorage(dataDir),
    allowLoopback: true,
  };
  tenantId = (
    await database.owner.tenant.create({
      data: { slug: 'feed-site', name: 'Feed site', universityName: 'Utrecht University' },
    })
  ).id;
}, 120_000);

afterAll(async () => {
  server?.close();
  redis?.disconnect();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function run(sourceId: string, tenant: string | null = tenantId) {
  const scope = <T>(work: Parameters<typeof withOperators<T>>[1]) =>
    tenant ? withTenant(database.db, tenant, work as never) : database.db.$transaction(work as never);
  const { runId } = (await scope((tx) => requestRun(tx, { id: sourceId, tenantId: tenant }, 'manual'))) as {
    runId: string;
  };
  return { runId, outcome: await runImport(deps, runId) };
}

const positions = (sourceId: string) =>
  database.owner.opportunity.findMany({ where: { importSourceId: sourceId }, orderBy: { importKey: 'asc' } });

describe('an import run (real HTTP server, Postgres and Redis)', () => {
  let sourceId: string;

  it("creates a site's positions from its feed, then an unchanged feed costs one 304 and writes nothing", async () => {
    feed = { items: [item('a', 'Soft Robotics'), item('b', 'Glaciology'), item('c', 'Hydrology')] };
    sourceId = (
      await withTenant(database.db, tenantId, (tx) =>
        tx.importSource.create({
          data: { name: 'HR feed', kind: 'url', format: 'feed', url: `${base}/feed.xml`, schedule: 'daily', tenantId },
        }),
      )
    ).id;

    const first = await run(sourceId);
    expect(first.outcome).toMatchObject({
      status: 'done',
      notModified: false,
      counts: { fetched: 3, created: 3, refused: 0 },
    });
    const rows = await positions(sourceId);
    expect(rows.map((r) => [r.importKey, r.title, r.tenantId, r.universityName, r.country])).toEqual([
      ['a', 'Soft Robotics', tenantId, 'Utrecht University', 'Netherlands'],
      ['b', 'Glaciology', tenantId, 'Utrecht University', 'Netherlands'],
      ['c', 'Hydrology', tenantId, 'Utrecht University', 'Netherlands'],
    ]);
    expect(rows[0]!.opportunityUrl).toBe('https://jobs.example/a');
    const source = await withTenant(database.db, tenantId, (tx) =>
      tx.importSource.findUniqueOrThrow({ where: { id: sourceId } }),
    );
    expect(source.etag).toMatch(/^"/);
    expect(source.nextRunAt!.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);

    const updatedAt = rows.map((r) => r.updatedAt.getTime());
    const again = await run(sourceId);
    expect(again.outcome).toMatchObject({ status: 'done', notModified: true });
    expect(requests.filter((r) => r.path === '/feed.xml').at(-1)!.ifNoneMatch).toBe(source.etag);
    expect((await positions(sourceId)).map((r) => r.updatedAt.getTime())).toEqual(updatedAt);
  });

  it('closes an item gone from the feed for two runs in a row, as an expired position, writing nothing to the others', async () => {
    const kept = async () =>
      (await positions(sourceId))
        .filter((r) => r.importKey !== 'c')
        .map((r) => [r.importKey, r.updatedAt.getTime(), r.importMissingRuns]);
    const before = await kept();
    feed = { items: [item('a', 'Soft Robotics'), item('b', 'Glaciology')] };
    const once = await run(sourceId);
    expect(once.outcome).toMatchObject({ status: 'done', counts: { fetched: 2, unchanged: 2, closed: 0 } });
    feed = { items: [item('a', 'Soft Robotics'), item('b', 'Glaciology'), '<!-- a comment changes the ETag -->'] };
    const twice = await run(sourceId);
    expect(twice.outcome).toMatchObject({ status: 'done', counts: { unchanged: 2, closed: 1 } });
    const c = (await positions(sourceId)).find((r) => r.importKey === 'c')!;
    expect(c.status).toBe('closed');
    expect(c.expiredAt).not.toBeNull();
    expect(await kept()).toEqual(before);
  });

  it('closes an item removed just before the feed stopped changing: a 304 counts again only what was missing', async () => {
    feed = { items: [item('u1', 'Seismology'), item('u2', 'Volcanology'), item('u3', 'Tectonics')] };
    const unchanged = (
      await withTenant(database.db, tenantId, (tx) =>
        tx.importSource.create({
          data: { name: 'Quiet feed', kind: 'url', format: 'feed', url: `${base}/quiet.xml`, tenantId },
        }),
      )
    ).id;
    expect((await run(unchanged)).outcome).toMatchObject({ status: 'done', counts: { created: 3 } });
    feed = { items: [item('u1', 'Seismology'), item('u2', 'Volcanology')] };
    expect((await run(unchanged)).outcome).toMatchObject({ status: 'done', counts: { unchanged: 2, closed: 0 } });
    const kept = async () =>
      (await positions(unchanged))
        .filter((r) => r.importKey !== 'u3')
        .map((r) => [r.importKey, r.status, r.updatedAt.getTime(), r.importMissingRuns]);
    const before = await kept();
    expect(before.map(([, status, , missed]) => [status, missed])).toEqual([
      ['open', 0],
      ['open', 0],
    ]);

    const notModified = await run(unchanged);
    expect(notModified.outcome).toMatchObject({ status: 'done', notModified: true, counts: { closed: 1 } });
    const u3 = (await positions(unchanged)).find((r) => r.importKey === 'u3')!;
    expect(u3).toMatchObject({ status: 'closed', importMissingRuns: 2 });
    expect(u3.expiredAt).not.toBeNull();
    const closedEvents = await database.owner.outboxEvent.count({
      where: { type: 'opportunity.closed', payload: { path: ['opportunityId'], equals: u3.id } },
    });
    expect(closedEvents).toBe(1);
    expect(await kept()).toEqual(before);
    const runRow = await withTenant(database.db, tenantId, (tx) =>
      tx.importRun.findUniqueOrThrow({ where: { id: notModified.runId } }),
    );
    expect(runRow).toMatchObject({ status: 'done', notModified: true, closed: 1, created: 0, updated: 0 });

    // Another 304: nothing is missing any more, so nothing changes.
    expect((await run(unchanged)).outcome).toMatchObject({ notModified: true, counts: { closed: 0 } });
    expect(await kept()).toEqual(before);
  });

  it('reads the same bytes again as unchanged, like a 304, when the server sends no ETag or Last-Modified', async () => {
    feed = { items: [item('h1', 'Botany'), item('h2', 'Zoology'), item('h3', 'Mycology')] };
    const plain = (
      await withTenant(database.db, tenantId, (tx) =>
        tx.importSource.create({
          data: { name: 'Plain feed', kind: 'url', format: 'feed', url: `${base}/plain/feed.xml`, tenantId },
        }),
      )
    ).id;
    expect((await run(plain)).outcome).toMatchObject({ notModified: false, counts: { created: 3 } });
    feed = { items: [item('h1', 'Botany'), item('h2', 'Zoology')] };
    expect((await run(plain)).outcome).toMatchObject({ notModified: false, counts: { unchanged: 2, closed: 0 } });
    const kept = async () =>
      (await positions(plain))
        .filter((r) => r.importKey !== 'h3')
        .map((r) => [r.importKey, r.status, r.updatedAt.getTime(), r.importMissingRuns]);
    const before = await kept();

    // The same bytes: nothing is read item by item or written, and h3, missing last run, closes now.
    const same = await run(plain);
    expect(same.outcome).toEqual({
      status: 'done',
      notModified: true,
      counts: { fetched: 0, created: 0, updated: 0, unchanged: 0, closed: 1, refused: 0 },
      refusals: [],
    });
    expect(requests.filter((r) => r.path === '/plain/feed.xml').map((r) => r.ifNoneMatch)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect((await positions(plain)).find((r) => r.importKey === 'h3')).toMatchObject({ status: 'closed' });
    expect(await kept()).toEqual(before);
    const runRow = await withTenant(database.db, tenantId, (tx) =>
      tx.importRun.findUniqueOrThrow({ where: { id: same.runId } }),
    );
    expect(runRow).toMatchObject({ status: 'done', notModified: true, fetched: 0, closed: 1 });

    // Changed bytes are read again.
    feed = { items: [item('h1', 'Botany'), item('h2', 'Marine Zoology')] };
    expect((await run(plain)).outcome).toMatchObject({ notModified: false, counts: { updated: 1, unchanged: 1 } });
  });

  it('finishes a run whose writes take longer than the fetch deadline: the body is read whole before writing', async () => {
    // 5 MB (padded with comments), more than the sockets buffer: a run that read the body while it wrote
    // would still be reading it when the deadline came.
    const padding = `<!-- ${'x'.repeat(20_000)} -->`;
    feed = { items: Array.from({ length: 250 }, (_, i) => item(`slow-${i}`, `Slow Chemistry ${i}`) + padding) };
    const slow = (
      await withTenant(database.db, tenantId, (tx) =>
        tx.importSource.create({
          data: { name: 'Slow writes', kind: 'url', format: 'feed', url: `${base}/slow.xml`, tenantId },
        }),
      )
    ).id;
    const { runId } = await withTenant(database.db, tenantId, (tx) => requestRun(tx, { id: slow, tenantId }, 'manual'));
    const deadlineMs = 1_000;
    // Another transaction holds the source's row, so the run's inserts (whose foreign key must read it)
    // wait for well past the fetch's deadline.
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = database.owner.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT id FROM import_sources WHERE id = ${slow}::uuid FOR UPDATE`;
        locked();
        await sleep(deadlineMs * 2.5);
      },
      { timeout: 20_000 },
    );
    await lockTaken;
    const started = Date.now();
    const outcome = await runImport({ ...deps, fetchLimits: { timeoutMs: deadlineMs } }, runId);
    await holder;
    expect(Date.now() - started).toBeGreaterThan(deadlineMs * 2);
    expect(outcome).toMatchObject({ status: 'done', counts: { fetched: 250, created: 250, refused: 0 } });
    expect(await positions(slow)).toHaveLength(250);
  });

  it('fails the run on a malformed feed with a readable reason, and changes no position', async () => {
    const before = (await positions(sourceId)).map((r) => [r.importKey, r.status, r.importMissingRuns]);
    feed = { items: [], broken: true };
    const broken = await run(sourceId);
    expect(broken.outcome.status).toBe('failed');
    expect((broken.outcome as { error: string }).error).toMatch(/line \d+/);
    expect((await positions(sourceId)).map((r) => [r.importKey, r.status, r.importMissingRuns])).toEqual(before);
    const source = await withOperators(database.db, (tx) =>
      tx.importSource.findUniqueOrThrow({ where: { id: sourceId } }),
    );
    expect(source).toMatchObject({ consecutiveFailures: 1, state: 'active' });
    expect(source.lastError).toBe((broken.outcome as { error: string }).error);
  });

  it('runs a finished run no second time', async () => {
    feed = { items: [item('a', 'Soft Robotics')] };
    const { runId } = await run(sourceId);
    expect(await runImport(deps, runId)).toEqual({ status: 'skipped' });
  });

  it("imports an uploaded CSV for the site's own sources, refusing a row with its reason", async () => {
    const csv = [
      'Job title,University,Country,Closing date,Link,Reference',
      'PhD in Ocean Acoustics,Delft University of Technology,Netherlands,31/03/2031,https://jobs.example/o,ref-1',
      ',Delft University of Technology,Netherlands,31/03/2031,https://jobs.example/x,ref-2',
      'PhD in Old News,Delft University of Technology,Netherlands,01/01/2020,https://jobs.example/y,ref-3',
    ].join('\n');
    await deps.storage!.put('imports/test.csv', Buffer.from(csv), 'text/csv');
    const upload = await database.db.importSource.create({
      data: { name: 'Spring batch', kind: 'upload', format: 'csv', fileKey: 'imports/test.csv', fileName: 'batch.csv' },
    });
    const { outcome } = await run(upload.id, null);
    expect(outcome).toMatchObject({ status: 'done', counts: { fetched: 3, created: 1, refused: 2 } });
    expect((outcome as { refusals: unknown[] }).refusals).toEqual([
      { row: 3, key: 'ref-2', reason: 'Title is required' },
      { row: 4, key: 'ref-3', reason: 'The closing date 1 January 2020 has passed' },
    ]);
    const [row] = await positions(upload.id);
    expect(row).toMatchObject({
      title: 'PhD in Ocean Acoustics',
      tenantId: null,
      source: 'import',
      importKey: 'ref-1',
    });
  });

  it("writes a recruiter's rows as theirs: their university and name, held for moderation when their domain is only academic", async () => {
    const recruiter = await database.owner.recruiter.create({
      data: {
        email: 'lab@obscure-institute.example',
        passwordHash: 'x',
        firstName: 'Ada',
        lastName: 'Byron',
        universityName: 'Obscure Institute',
        position: 'Professor',
      },
    });
    feed = { items: [item('r1', 'Analytical Engines')] };
    const source = await database.db.importSource.create({
      data: { name: 'Lab feed', kind: 'url', format: 'feed', url: `${base}/lab.xml`, recruiterId: recruiter.id },
    });
    const { outcome } = await run(source.id, null);
    expect(outcome).toMatchObject({ status: 'done', counts: { created: 1 } });
    const [row] = await positions(source.id);
    expect(row).toMatchObject({
      recruiterId: recruiter.id,
      universityName: 'Obscure Institute',
      postedByName: 'Ada Byron',
      postedByPosition: 'Professor',
      moderationState: 'pending',
    });
  });
});
