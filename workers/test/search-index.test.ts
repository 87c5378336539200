import { randomUUID } from 'node:crypto';
import type { Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEngine } from '@phd/search/postgres/engine';
import {
  closeOpportunity,
  createOpportunity,
  deleteOpportunity,
  updateOpportunity,
} from '@phd/services/opportunities/index';
import { createOpportunities } from '@phd/services/opportunities/create-opportunity';
import { createTestDatabase, type TestDatabase } from '../../tests/support/services.ts';
import { opportunityInput } from '../../services/test/opportunities.fixtures.ts';
import { parseJob } from '../src/jobs.ts';
import { searchIndexProcessor } from '../src/processors/search-index.ts';
import { noRedis, silentLogger } from './helpers.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

interface IndexState {
  vector: string | null;
  indexed_at: Date | null;
}

async function indexState(id: string): Promise<IndexState> {
  const rows = await database.db.$queryRaw<IndexState[]>`
    SELECT d.search_vector::text AS vector, o.indexed_at
    FROM opportunities o LEFT JOIN search_documents d ON d.id = o.id WHERE o.id = ${id}::uuid`;
  return rows[0]!;
}

async function matches(id: string, query: string): Promise<boolean> {
  const rows = await database.db.$queryRaw<{ hit: boolean }[]>`
    SELECT coalesce(d.search_vector @@ plainto_tsquery('english', ${query}), false) AS hit
    FROM opportunities o LEFT JOIN search_documents d ON d.id = o.id WHERE o.id = ${id}::uuid`;
  return rows[0]!.hit;
}

function run(name: string, data: unknown) {
  const search = createPostgresEngine(database.db);
  const context = { db: database.db, logger: silentLogger(), search, redis: noRedis, keyPrefix: 'unused' };
  return searchIndexProcessor.handle(parseJob('search-index', name, data), context, {} as Job);
}

const event = (opportunityId: string, eventId = '1') => ({ eventId, payload: { opportunityId, version: 1 } });

describe('search-index processor and the Postgres engine (real Postgres)', () => {
  it('indexes an open row as a weighted document with the HTML stripped from the description', async () => {
    const row = await createOpportunity(database.db, opportunityInput());
    expect((await indexState(row.id)).vector).toBeNull();

    await run('opportunity.created', event(row.id));
    const state = await indexState(row.id);
    expect(state.indexed_at).toBeInstanceOf(Date);
    // Title -> A, university/discipline/department -> B, supervisor/place/area -> C, description -> D
    // (Postgres prints no letter for D).
    expect(state.vector).toMatch(/'quantum':\d+A/);
    expect(state.vector).toMatch(/'copenhagen':\d+B/);
    expect(state.vector).toMatch(/'denmark':\d+C/);
    expect(state.vector).toMatch(/'silicon':\d+(?: |$)/);
    expect(await matches(row.id, 'single photon sources')).toBe(true);
    // Markup is not content: neither tag names nor attributes reach the index.
    expect(await matches(row.id, 'strong')).toBe(false);
  });

  it('clears closed and deleted rows, and does the same on every redelivery', async () => {
    const closed = await createOpportunity(database.db, opportunityInput());
    const deleted = await createOpportunity(database.db, opportunityInput());
    await run('opportunity.created', event(closed.id));
    await run('opportunity.created', event(deleted.id));
    expect(await matches(closed.id, 'quantum')).toBe(true);

    await closeOpportunity(database.db, closed.id);
    await deleteOpportunity(database.db, deleted.id);
    for (let i = 0; i < 2; i += 1) {
      await run('opportunity.closed', event(closed.id));
      await run('opportunity.deleted', event(deleted.id));
      expect((await indexState(closed.id)).vector).toBeNull();
      expect((await indexState(deleted.id)).vector).toBeNull();
    }
    // An old "created" event delivered late must not bring a closed listing back.
    await run('opportunity.created', event(closed.id));
    expect((await indexState(closed.id)).vector).toBeNull();
  });

  it('an edited description is searchable by its new words only (its vector is re-parsed on the edit alone)', async () => {
    const row = await createOpportunity(database.db, opportunityInput({ description: '<p>Permafrost thaw</p>' }));
    await run('opportunity.created', event(row.id));
    expect(await matches(row.id, 'permafrost')).toBe(true);

    await updateOpportunity(database.db, row.id, { description: '<p>Coral <em>reef</em> acoustics</p>' });
    await run('opportunity.updated', event(row.id));
    expect(await matches(row.id, 'coral reef acoustics')).toBe(true);
    expect(await matches(row.id, 'permafrost')).toBe(false);

    // Writes that leave the description alone do not parse it again: a marker put in its place stays.
    await database.db.$executeRaw`
      UPDATE opportunities SET description_vector = 'marker'::tsvector WHERE id = ${row.id}::uuid`;
    await updateOpportunity(database.db, row.id, { title: 'Reef acoustics' });
    const [kept] = await database.db.$queryRaw<{ v: string }[]>`
      SELECT description_vector::text AS v FROM opportunities WHERE id = ${row.id}::uuid`;
    expect(kept!.v).toBe("'marker'");
  });

  it('an event for a row that no longer exists is a no-op, not a failure', async () => {
    await expect(run('opportunity.deleted', event(randomUUID()))).resolves.toEqual({ indexed: 0, removed: 1 });
  });

  it('the sweep repairs rows whose events were lost; reindexAll rebuilds everything', async () => {
    const missed = await createOpportunity(database.db, opportunityInput({ title: 'Glaciology of Svalbard' }));
    const missedClose = await createOpportunity(database.db, opportunityInput());
    await run('opportunity.created', event(missedClose.id));
    await closeOpportunity(database.db, missedClose.id);

    await run('search-index.sweep', {});
    expect(await matches(missed.id, 'glaciology')).toBe(true);
    expect((await indexState(missedClose.id)).vector).toBeNull();
    // Nothing is stale after a sweep, so the next one finds no work.
    await expect(run('search-index.sweep', {})).resolves.toEqual({ indexed: 0, removed: 0 });

    await database.db.$executeRaw`DELETE FROM search_documents`;
    await database.db.$executeRaw`UPDATE opportunities SET indexed_at = NULL`;
    const all = await database.db.opportunity.findMany({ select: { status: true, deletedAt: true } });
    const open = all.filter((r) => r.status === 'open' && r.deletedAt === null).length;
    const result = await createPostgresEngine(database.db).reindexAll({ batchSize: 2 });
    expect(result).toEqual({ indexed: open, removed: all.length - open });
    expect(await matches(missed.id, 'glaciology')).toBe(true);
  });

  it('rejects a job whose payload does not match the catalogue as unrecoverable', () => {
    expect(() => parseJob('search-index', 'opportunity.created', { eventId: '1', payload: { id: 'x' } })).toThrow(
      expect.objectContaining({ name: 'UnrecoverableError' }),
    );
    expect(() => parseJob('search-index', 'mail.send', {})).toThrow(/does not accept jobs named mail.send/);
  });

  it('a batch created together is indexed in one job, its near-duplicates grouped, its closed rows left out', async () => {
    const permafrost = {
      title: 'Permafrost carbon feedbacks',
      description: '<p>Thawing permafrost releases carbon; the project measures the feedback in Arctic soils.</p>',
    };
    const original = await createOpportunity(database.db, opportunityInput(permafrost));
    await run('opportunity.created', event(original.id));
    const batch = await createOpportunities(database.db, [
      opportunityInput(permafrost),
      opportunityInput({ title: 'Volcanic ash dispersal', description: '<p>Ash plumes and aviation safety.</p>' }),
      opportunityInput({ title: 'Tidal energy arrays', description: '<p>Turbine wakes.</p>', status: 'closed' }),
    ]);
    const [copy, other, closed] = batch.map((r) => r.id) as [string, string, string];
    const payload = { opportunityIds: [copy, other, closed], version: 1 };

    await expect(run('opportunities.created', { eventId: '7', payload })).resolves.toEqual({ indexed: 1, removed: 2 });
    expect(await matches(other, 'volcanic ash')).toBe(true);
    // The copy grouped under the listing posted first, and so stays out of the listing.
    expect((await database.db.opportunity.findUniqueOrThrow({ where: { id: copy } })).duplicateOf).toBe(original.id);
    expect((await indexState(copy)).vector).toBeNull();
    expect((await indexState(closed)).vector).toBeNull();
    // Redelivered, it converges on the same index.
    await expect(run('opportunities.enriched', { eventId: '8', payload })).resolves.toEqual({ indexed: 1, removed: 2 });
    expect(await matches(other, 'volcanic ash')).toBe(true);
  });
});
