// Writing imported items (issue 31): created, updated or left by the source's own key, through the same
// services as a form (outbox events), idempotent, and a position missing for two runs in a row closes
// itself like an expired one. Real Postgres, as the application's role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/services.ts';
import { closeMissing } from '../../src/intake/run/close-missing.ts';
import { writeItem, writeItems, type SourceOwner } from '../../src/intake/run/write-item.ts';
import { withTenant } from '../../src/tenants/unit-of-work.ts';

let database: TestDatabase;
let sourceId: string;
const site: SourceOwner = { scope: {}, fixed: {}, held: false };

const item = (key: string, title: string, extra: Record<string, unknown> = {}) => ({
  key,
  fields: { title, universityName: 'Delft University of Technology', country: 'Netherlands', ...extra },
});

const events = async (opportunityId: string) =>
  (
    await database.owner.outboxEvent.findMany({
      where: { payload: { path: ['opportunityId'], equals: opportunityId } },
    })
  )
    .map((e) => e.type)
    .sort();

beforeAll(async () => {
  database = await createTestDatabase();
  sourceId = (
    await database.db.importSource.create({
      data: { name: 'Site feed', kind: 'url', format: 'feed', url: 'https://feed.example/rss' },
    })
  ).id;
}, 120_000);

afterAll(() => database?.drop());

/**
 * The client with every method name asked of its `opportunity` recorded in `calls`, also inside a
 * transaction the services open on it (Prisma's transaction client joins one with a client of its own).
 */
function counting<T extends object>(client: T, calls: string[]): T {
  return new Proxy(client, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver) as unknown;
      if (name === '$transaction' && typeof value === 'function') {
        return (work: (inner: T) => unknown, ...rest: unknown[]) =>
          (value as (...args: unknown[]) => unknown).call(target, (inner: T) => work(counting(inner, calls)), ...rest);
      }
      if (name !== 'opportunity') return value;
      return new Proxy(value as object, {
        get(model, method, modelReceiver) {
          calls.push(String(method));
          return Reflect.get(model, method, modelReceiver) as unknown;
        },
      });
    },
  });
}

const write = (entry: ReturnType<typeof item>, now = new Date(), owner = site, id = sourceId) =>
  database.db.$transaction((tx) => writeItem(tx, { id }, owner, entry, now));
const byKey = (key: string, id = sourceId) =>
  database.owner.opportunity.findUniqueOrThrow({
    where: { importSourceId_importKey: { importSourceId: id, importKey: key } },
  });

describe('writing imported items (real Postgres)', () => {
  it('creates a position with its provenance and the same event a form records, then leaves it when nothing changed', async () => {
    expect(await write(item('job-1', 'PhD in Soft Robotics'))).toBe('created');
    const row = await byKey('job-1');
    expect(row).toMatchObject({ source: 'import', importSourceId: sourceId, importKey: 'job-1', status: 'open' });
    expect(row.importedAt).toBeInstanceOf(Date);
    expect(await events(row.id)).toEqual(['opportunity.created']);

    expect(await write(item('job-1', 'PhD in Soft Robotics'))).toBe('unchanged');
    expect(await events(row.id)).toEqual(['opportunity.created']);
    expect((await byKey('job-1')).updatedAt).toEqual(row.updatedAt);
  });

  it('updates what changed, and keeps what the enrichment inferred when the item leaves it empty', async () => {
    await write(item('job-2', 'PhD in Ocean Acoustics'));
    const created = await byKey('job-2');
    await database.owner.opportunity.update({
      where: { id: created.id },
      data: { discipline: 'Physics', inferredFields: ['discipline'] },
    });
    expect(await write(item('job-2', 'PhD in Ocean Acoustics', { discipline: null }))).toBe('unchanged');
    expect(await write(item('job-2', 'PhD in Underwater Acoustics', { discipline: null }))).toBe('updated');
    const row = await byKey('job-2');
    expect(row.title).toBe('PhD in Underwater Acoustics');
    expect(row.discipline).toBe('Physics');
    expect(await events(row.id)).toEqual(['opportunity.created', 'opportunity.updated']);
  });

  it('leaves what the owner set after the import (closed by hand, resumes on) and the inferred funding badge', async () => {
    const full = (title: string) =>
      item('job-owned', title, { status: 'open', category: 'standard', collectResumes: false, fullyFunded: false });
    await write(full('PhD in Coastal Erosion'));
    const created = await byKey('job-owned');
    await database.owner.opportunity.update({
      where: { id: created.id },
      data: {
        status: 'closed',
        collectResumes: true,
        fundingType: 'fully_funded',
        fullyFunded: true,
        inferredFields: ['fundingType'],
      },
    });
    expect(await write(full('PhD in Coastal Erosion'))).toBe('unchanged');
    expect(await byKey('job-owned')).toMatchObject({ status: 'closed', collectResumes: true, fullyFunded: true });
  });

  it('closes a position missing for two runs in a row, as an expired one (410), and opens it again when it returns', async () => {
    await write(item('job-3', 'PhD in Glaciology'));
    const firstRun = new Date(Date.now() + 1_000);
    await write(item('job-1', 'PhD in Soft Robotics'), firstRun);
    await write(item('job-2', 'PhD in Underwater Acoustics', { discipline: null }), firstRun);
    expect(await database.db.$transaction((tx) => closeMissing(tx, sourceId, ['job-1', 'job-2'], firstRun))).toBe(0);
    expect(await byKey('job-3')).toMatchObject({ status: 'open', importMissingRuns: 1 });

    const secondRun = new Date(Date.now() + 2_000);
    await write(item('job-1', 'PhD in Soft Robotics'), secondRun);
    await write(item('job-2', 'PhD in Underwater Acoustics', { discipline: null }), secondRun);
    expect(await database.db.$transaction((tx) => closeMissing(tx, sourceId, ['job-1', 'job-2'], secondRun))).toBe(1);
    const closed = await byKey('job-3');
    expect(closed).toMatchObject({ status: 'closed', importMissingRuns: 2 });
    expect(closed.expiredAt).toEqual(secondRun);
    expect(await events(closed.id)).toEqual(['opportunity.closed', 'opportunity.created']);
    expect(await byKey('job-1')).toMatchObject({ status: 'open', importMissingRuns: 0 });

    expect(await write(item('job-3', 'PhD in Glaciology'), new Date(Date.now() + 3_000))).toBe('updated');
    const back = await byKey('job-3');
    expect(back).toMatchObject({ status: 'open', importMissingRuns: 0, expiredAt: null });
  });

  it("writes a site's items inside its unit of work as its own positions, under its university", async () => {
    const tenant = await database.owner.tenant.create({
      data: { slug: 'import-site', name: 'Import site', universityName: 'Utrecht University' },
    });
    const siteSource = await withTenant(database.db, tenant.id, (tx) =>
      tx.importSource.create({
        data: { name: 'HR feed', kind: 'url', format: 'feed', url: 'https://hr.example/feed', tenantId: tenant.id },
      }),
    );
    const owner: SourceOwner = {
      scope: { tenantId: tenant.id },
      fixed: { universityName: 'Utrecht University', universityId: null },
      held: false,
    };
    const outcome = await withTenant(database.db, tenant.id, (tx) =>
      writeItem(tx, { id: siteSource.id }, owner, item('hr-1', 'PhD in Hydrology'), new Date()),
    );
    expect(outcome).toBe('created');
    expect(await byKey('hr-1', siteSource.id)).toMatchObject({
      tenantId: tenant.id,
      universityName: 'Utrecht University',
      source: 'import',
    });
  });

  it("writes a batch with one lookup for all its keys, each item's outcome as writeItem gives it", async () => {
    await write(item('batch-same', 'PhD in Tidal Energy'));
    await write(item('batch-changed', 'PhD in Wave Energy'));
    const lookups: string[] = [];
    const outcomes = await database.db.$transaction((tx) => {
      // Records each read of positions by their import key, passing every call through.
      const opportunity = new Proxy(tx.opportunity, {
        get(target, name, receiver) {
          const value = Reflect.get(target, name, receiver) as unknown;
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            if (String(name).startsWith('find') && JSON.stringify(args).includes('importKey'))
              lookups.push(String(name));
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
      const counted = new Proxy(tx, {
        get: (target, name, receiver) => (name === 'opportunity' ? opportunity : Reflect.get(target, name, receiver)),
      });
      return writeItems(
        counted,
        { id: sourceId },
        site,
        [
          item('batch-new', 'PhD in Solar Cells'),
          item('batch-same', 'PhD in Tidal Energy'),
          item('batch-changed', 'PhD in Offshore Wave Energy'),
          { key: null, fields: item('', 'PhD without a key').fields },
        ],
        new Date(),
      );
    });
    expect(outcomes).toEqual(['created', 'unchanged', 'updated', 'created']);
    expect(lookups).toEqual(['findMany']);
    expect((await byKey('batch-changed')).title).toBe('PhD in Offshore Wave Energy');
    expect(await byKey('batch-new')).toMatchObject({ title: 'PhD in Solar Cells', source: 'import' });
  });

  it("creates a batch's new positions in one insert, with one event for the batch and an audit row each, held ones all held", async () => {
    const calls: string[] = [];
    const actor = { kind: 'recruiter' as const, id: crypto.randomUUID(), email: 'importer@uni.example' };
    const owner: SourceOwner = { ...site, held: true, actor };
    const keys = ['many-1', 'many-2', 'many-3'];
    const outcomes = await database.db.$transaction((tx) =>
      writeItems(
        counting(tx, calls),
        { id: sourceId },
        owner,
        keys.map((key) => item(key, `PhD ${key}`)),
        new Date(),
      ),
    );
    expect(outcomes).toEqual(['created', 'created', 'created']);
    expect(calls.filter((name) => name.startsWith('create'))).toEqual(['createManyAndReturn']);
    const ids = await Promise.all(keys.map(async (key) => (await byKey(key)).id));
    // One opportunities.created names the batch: the enrichment and the index take it as one job each.
    const batchEvents = await database.owner.outboxEvent.findMany({
      where: { type: 'opportunities.created', payload: { path: ['opportunityIds'], array_contains: ids } },
    });
    expect(batchEvents).toHaveLength(1);
    expect((batchEvents[0]!.payload as { opportunityIds: string[] }).opportunityIds.sort()).toEqual([...ids].sort());
    for (const key of keys) {
      const row = await byKey(key);
      expect(row).toMatchObject({ title: `PhD ${key}`, source: 'import', moderationState: 'pending' });
      expect(await events(row.id)).toEqual([]);
      expect(
        await database.owner.auditEvent.findMany({
          where: { recordId: row.id },
          select: { action: true, actorEmail: true, after: true },
        }),
      ).toEqual([
        {
          action: 'opportunity.created',
          actorEmail: 'importer@uni.example',
          after: expect.objectContaining({ title: `PhD ${key}` }),
        },
      ]);
    }
  });

  it('holds a held owner’s new position for moderation', async () => {
    await write(item('job-held', 'PhD in Quick Money'), new Date(), { ...site, held: true });
    expect((await byKey('job-held')).moderationState).toBe('pending');
  });
});
