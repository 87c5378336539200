// A new version of an uploaded file (issue 31, docs/imports.md "Uploads"): replaceUpload points the
// source at it and queues the run that reads it, and that run updates the import's positions by each
// row's reference instead of creating them again. Real Postgres (a university site's unit of work, the
// main site, the operators' scope), real Redis, local storage, the real run.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_RUNNING, IMPORT_SOURCE_NOT_FOUND, NOT_AN_UPLOAD } from '@phd/contracts/endpoints/imports';
import { createTestDatabase, redisUrl, type TestDatabase } from '../../../tests/support/services.ts';
import { runImport, type ImportDeps } from '../../src/intake/run/run-import.ts';
import { createUploadSource, createUrlSource, replaceUpload, runNow } from '../../src/intake/sources.ts';
import { createLogger } from '../../src/logger.ts';
import { createLocalStorage } from '../../src/storage/local-storage.ts';
import { withOperators, withTenant } from '../../src/tenants/unit-of-work.ts';

let database: TestDatabase;
let redis: Redis;
let dataDir: string;
let deps: ImportDeps;
let tenantId: string;
let otherTenantId: string;
let files = 0;
/** The university site whose uploads these are (set once the database exists). */
let site: { kind: 'site'; tenantId: string };

beforeAll(async () => {
  database = await createTestDatabase();
  redis = new Redis(redisUrl(), { maxRetriesPerRequest: null });
  dataDir = await mkdtemp(join(tmpdir(), 'import-replace-'));
  deps = {
    db: database.db,
    redis,
    logger: createLogger({ logLevel: 'silent' }, 'import-replace-test'),
    storage: createLocalStorage(dataDir),
    allowLoopback: false,
  };
  const tenant = (slug: string) =>
    database.owner.tenant.create({ data: { slug, name: slug, universityName: 'Utrecht University' } });
  tenantId = (await tenant('replace-site')).id;
  otherTenantId = (await tenant('replace-other')).id;
  site = { kind: 'site', tenantId };
}, 120_000);

afterAll(async () => {
  redis?.disconnect();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

// "Posting" maps to no field by its name: only the source's saved mapping makes it the title.
const csv = (rows: [string, string][]) =>
  [
    'Reference,Posting,Country,Closing date',
    ...rows.map(([ref, title]) => `${ref},${title},Netherlands,31/03/2031`),
  ].join('\n');

/** Stores a CSV as the gateway does and answers its key and name. */
async function stored(content: string) {
  const fileKey = `imports/replace-${++files}.csv`;
  await deps.storage!.put(fileKey, Buffer.from(content), 'text/csv');
  return { fileKey, fileName: 'positions.csv', format: 'csv' as const };
}

const inSite = <T>(work: Parameters<typeof withTenant<T>>[2]) => withTenant(database.db, tenantId, work);

/** Runs the source's queued run as the worker would. */
async function runQueued(sourceId: string) {
  const run = await withOperators(database.db, (tx) =>
    tx.importRun.findFirstOrThrow({ where: { sourceId, status: 'queued' } }),
  );
  return runImport(deps, run.id);
}

const positions = (sourceId: string) =>
  database.owner.opportunity.findMany({ where: { importSourceId: sourceId }, orderBy: { importKey: 'asc' } });

describe('a new version of an uploaded file (real Postgres, Redis and storage)', () => {
  it('updates a changed row, creates a new one, counts a removed one missing and closes it at the second run without it', async () => {
    const first = await stored(
      csv([
        ['A', 'Soft Robotics'],
        ['B', 'Glaciology'],
        ['C', 'Hydrology'],
      ]),
    );
    const created = await inSite((tx) =>
      createUploadSource(tx, site, { name: 'HR sheet', ...first, mapping: { Posting: 'title' } }),
    );
    const sourceId = created.source.id;
    expect(await runQueued(sourceId)).toMatchObject({ status: 'done', counts: { created: 3 } });

    const second = await stored(
      csv([
        ['A', 'Soft Robotics and Control'],
        ['B', 'Glaciology'],
        ['D', 'Tides'],
      ]),
    );
    const replaced = await inSite((tx) => replaceUpload(tx, site, sourceId.toUpperCase(), second));
    expect(replaced.oldFileKey).toBe(first.fileKey);
    // The saved mapping stays when none is sent: "Posting" is still the title.
    expect(replaced.source).toMatchObject({ fileKey: second.fileKey, mapping: { Posting: 'title' } });
    const secondRun = await runQueued(sourceId);
    expect(secondRun).toMatchObject({
      status: 'done',
      counts: { fetched: 3, created: 1, updated: 1, unchanged: 1, closed: 0, refused: 0 },
    });
    const rows = await positions(sourceId);
    expect(rows.map((r) => [r.importKey, r.title, r.status, r.importMissingRuns])).toEqual([
      ['A', 'Soft Robotics and Control', 'open', 0],
      ['B', 'Glaciology', 'open', 0],
      ['C', 'Hydrology', 'open', 1],
      ['D', 'Tides', 'open', 0],
    ]);

    // The same version again: the row still missing closes, as a feed's item gone twice does.
    await inSite((tx) => replaceUpload(tx, site, sourceId, { ...second, fileName: 'positions (2).csv' }));
    expect(await runQueued(sourceId)).toMatchObject({ status: 'done', counts: { unchanged: 3, closed: 1 } });
    const closed = (await positions(sourceId)).find((r) => r.importKey === 'C');
    expect(closed).toMatchObject({ status: 'closed' });
    expect(closed?.expiredAt).not.toBeNull();
  });

  it('lets a run already queued read the new file, since a run reads the file key when it starts', async () => {
    const old = await stored(csv([['Q', 'Old title']]));
    const { source } = await inSite((tx) => createUploadSource(tx, site, { name: 'Queued', ...old }));
    const next = await stored(csv([['Q', 'New title']]));
    await inSite((tx) => replaceUpload(tx, site, source.id, { ...next, mapping: { Posting: 'title' } }));
    const runs = await withOperators(database.db, (tx) => tx.importRun.findMany({ where: { sourceId: source.id } }));
    expect(runs).toHaveLength(1);
    expect(await runQueued(source.id)).toMatchObject({ status: 'done', counts: { created: 1 } });
    expect((await positions(source.id)).map((r) => r.title)).toEqual(['New title']);
  });

  it('refuses a URL source (409), a run that is reading the old file (409) and another owner’s source (404)', async () => {
    const feed = await inSite((tx) =>
      createUrlSource(tx, site, {
        name: 'Feed',
        url: 'https://jobs.example/feed.xml',
        format: 'feed',
        schedule: 'daily',
      }),
    );
    const file = await stored(csv([['R', 'Rivers']]));
    await expect(inSite((tx) => replaceUpload(tx, site, feed.source.id, file))).rejects.toMatchObject({
      kind: 'conflict',
      message: NOT_AN_UPLOAD,
    });

    const { source } = await inSite((tx) =>
      createUploadSource(tx, site, { name: 'Busy', ...file, mapping: { Posting: 'title' } }),
    );
    await withOperators(database.db, (tx) =>
      tx.importRun.updateMany({ where: { sourceId: source.id }, data: { status: 'running' } }),
    );
    await expect(inSite((tx) => replaceUpload(tx, site, source.id, file))).rejects.toMatchObject({
      kind: 'conflict',
      message: IMPORT_RUNNING,
    });

    const other = { kind: 'site', tenantId: otherTenantId } as const;
    for (const call of [
      () => withTenant(database.db, otherTenantId, (tx) => replaceUpload(tx, other, source.id, file)),
      () => database.db.$transaction((tx) => replaceUpload(tx, { kind: 'main' }, source.id, file)),
      () => inSite((tx) => replaceUpload(tx, site, 'not-a-uuid', file)),
    ]) {
      await expect(call()).rejects.toMatchObject({ kind: 'not_found', message: IMPORT_SOURCE_NOT_FOUND });
    }
    const unchanged = await withOperators(database.db, (tx) =>
      tx.importSource.findUniqueOrThrow({ where: { id: source.id } }),
    );
    expect(unchanged.fileKey).toBe(file.fileKey);
  });

  it("lets the admin (scope 'any') replace a site's upload, its run queued in the site's name", async () => {
    const file = await stored(csv([['S', 'Sediments']]));
    const { source } = await inSite((tx) =>
      createUploadSource(tx, site, { name: 'Admin fixes it', ...file, mapping: { Posting: 'title' } }),
    );
    await runQueued(source.id);
    const next = await stored(csv([['S', 'Sediment transport']]));
    const replaced = await withOperators(database.db, (tx) => replaceUpload(tx, { kind: 'any' }, source.id, next));
    expect(replaced.positions).toEqual({ open: 1, closed: 0 });
    const { queued } = await inSite((tx) => runNow(tx, site, source.id));
    expect(queued).toBe(false);
    expect(await runQueued(source.id)).toMatchObject({ status: 'done', counts: { updated: 1 } });
    expect((await positions(source.id))[0]).toMatchObject({ title: 'Sediment transport', tenantId });
  });
});
