// A better local engine reads existing rows again: a row the local engine read at an older revision
// (services/src/enrichment/engine-revision.ts) is enriched again though its text has not changed, by
// the same rules as a new text (an editor's value wins, a text changed meanwhile is left to its own
// event); a row read at the current revision, or by another engine, costs no engine call. The sweep
// owes stale rows after the never-enriched ones. Real Postgres, the local engine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lazyEnrichmentEngine } from '../../src/enrichment/configured-engine.ts';
import type { Enrichment, EnrichmentEngine, EnrichmentInput } from '../../src/enrichment/engine.ts';
import { LOCAL_ENGINE_REVISION } from '../../src/enrichment/engine-revision.ts';
import {
  enrichmentInput,
  enrichOpportunities,
  enrichOpportunity,
  findOwedEnrichment,
} from '../../src/enrichment/enrich-opportunity.ts';
import { createOpportunity, updateOpportunity } from '../../src/opportunities/index.ts';
import type { Db } from '../../src/db/client.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/services.ts';
import { opportunityInput, STIPEND_POSTING } from '../opportunities.fixtures.ts';

let database: TestDatabase;
let local: EnrichmentEngine;
beforeAll(async () => {
  database = await createTestDatabase();
  local = await lazyEnrichmentEngine()();
});
afterAll(() => database.drop());

/** Counts its calls and answers what `engine` answers. */
function counting(engine: () => EnrichmentEngine = () => local) {
  const calls: string[] = [];
  const wrapper: EnrichmentEngine = {
    name: 'local',
    enrich(input) {
      calls.push(input.title);
      return engine().enrich(input);
    },
  };
  return { calls, engine: wrapper };
}

/** What an older local engine made of a posting: a summary and facts the current one would not write. */
const OLD_READING: Enrichment = {
  summary: 'An older, worse reading of the posting.',
  discipline: 'History',
  facts: {
    fundingType: 'self_funded',
    tuition: { home: null, international: null },
    stipend: null,
    durationMonths: null,
    startDate: null,
    eligibility: [],
  },
  language: 'en',
  engine: 'local',
};
const olderEngine: EnrichmentEngine = { name: 'local', enrich: () => Promise.resolve(OLD_READING) };

/** The OpenAI engine's answer (no call is made: the tests only need its name on the row). */
const openAiEngine: EnrichmentEngine = {
  name: 'openai',
  enrich: async (input) => ({ ...(await local.enrich(input)), summary: 'Read by the model.', engine: 'openai' }),
};

const row = (db: Db, id: string) => db.opportunity.findUniqueOrThrow({ where: { id } });

/** A row as the migration leaves one the local engine read before revisions (or as `revision` says). */
async function readByOlderEngine(db: Db, id: string, revision: number | null = 1) {
  expect(await enrichOpportunity(db, olderEngine, id)).toBe('enriched');
  await db.$executeRaw`UPDATE opportunities SET enriched_revision = ${revision}::int WHERE id = ${id}::uuid`;
}

const enrichedEvents = (id: string) =>
  database.db.outboxEvent.count({
    where: { type: 'opportunity.enriched', payload: { path: ['opportunityId'], equals: id } },
  });

describe('the local engine revision (real Postgres)', () => {
  it('writes the current revision with a local reading, and none with an OpenAI one', async () => {
    const a = await createOpportunity(database.db, opportunityInput(STIPEND_POSTING));
    await enrichOpportunity(database.db, local, a.id);
    expect(await row(database.db, a.id)).toMatchObject({
      enrichedBy: 'local',
      enrichedRevision: LOCAL_ENGINE_REVISION,
    });

    const b = await createOpportunity(database.db, opportunityInput(STIPEND_POSTING));
    await enrichOpportunity(database.db, openAiEngine, b.id);
    expect(await row(database.db, b.id)).toMatchObject({ enrichedBy: 'openai', enrichedRevision: null });

    // The OpenAI engine fell back: the reading is the local engine's, and ages with it.
    const c = await createOpportunity(database.db, opportunityInput(STIPEND_POSTING));
    const fellBack: EnrichmentEngine = { name: 'openai', enrich: async (input) => local.enrich(input) };
    await enrichOpportunity(database.db, fellBack, c.id);
    expect(await row(database.db, c.id)).toMatchObject({
      enrichedBy: 'local',
      enrichedRevision: LOCAL_ENGINE_REVISION,
    });
  });

  it('reads a row an older revision read again, though its text is the same: new values, the new revision, one event', async () => {
    const created = await createOpportunity(database.db, opportunityInput(STIPEND_POSTING));
    await readByOlderEngine(database.db, created.id);
    const before = await row(database.db, created.id);
    expect(before).toMatchObject({ aiSummary: OLD_READING.summary, fundingType: 'self_funded', enrichedRevision: 1 });
    const events = await enrichedEvents(created.id);

    const engine = counting();
    expect(await enrichOpportunity(database.db, engine.engine, created.id)).toBe('enriched');
    expect(engine.calls).toHaveLength(1);
    const expected = await local.enrich(enrichmentInput(before));
    const after = await row(database.db, created.id);
    expect(after).toMatchObject({
      aiSummary: expected.summary,
      discipline: expected.discipline,
      fundingType: 'fully_funded',
      facts: { stipend: { amount: 20780, currency: 'GBP', period: 'year' } },
      stipendYearly: 20780,
      enrichedHash: before.enrichedHash,
      enrichedBy: 'local',
      enrichedRevision: LOCAL_ENGINE_REVISION,
    });
    expect(after.enrichedAt!.getTime()).toBeGreaterThan(before.enrichedAt!.getTime());
    // The search index takes the new summary and discipline from it.
    expect(await enrichedEvents(created.id)).toBe(events + 1);

    // Read at the current revision now: a redelivery costs nothing.
    expect(await enrichOpportunity(database.db, engine.engine, created.id)).toBe('unchanged');
    expect(engine.calls).toHaveLength(1);
    expect(await enrichedEvents(created.id)).toBe(events + 1);
  });

  it('takes a row the local engine read with no revision (code from before revisions) as stale', async () => {
    const created = await createOpportunity(database.db, opportunityInput(STIPEND_POSTING));
    await readByOlderEngine(database.db, created.id, null);
    expect(await findOwedEnrichment(database.db, 1000)).toContain(created.id);
    expect(await enrichOpportunity(database.db, local, created.id)).toBe('enriched');
    expect((await row(database.db, created.id)).enrichedRevision).toBe(LOCAL_ENGINE_REVISION);
  });

  it("never overwrites an editor's value on a stale row", async () => {
    const created = await createOpportunity(
      database.db,
      opportunityInput({
        ...STIPEND_POSTING,
        discipline: 'Environmental Science',
        aiSummary: 'Written by the recruiter.',
      }),
    );
    await readByOlderEngine(database.db, created.id);
    expect(await enrichOpportunity(database.db, local, created.id)).toBe('enriched');
    const after = await row(database.db, created.id);
    expect(after).toMatchObject({
      discipline: 'Environmental Science',
      aiSummary: 'Written by the recruiter.',
      // The fields the engine owns take the new reading.
      fundingType: 'fully_funded',
      facts: { stipend: { amount: 20780 } },
      enrichedRevision: LOCAL_ENGINE_REVISION,
    });
    expect(after.inferredFields.sort()).toEqual(['facts', 'fundingType']);
  });

  it('costs no engine call at the current revision, nor for a row the OpenAI engine read', async () => {
    const fresh = await createOpportunity(database.db, opportunityInput(STIPEND_POSTING));
    await enrichOpportunity(database.db, local, fresh.id);
    const byModel = await createOpportunity(database.db, opportunityInput(STIPEND_POSTING));
    await enrichOpportunity(database.db, openAiEngine, byModel.id);

    const engine = counting();
    const outcomes = await enrichOpportunities(database.db, engine.engine, [fresh.id, byModel.id]);
    expect([...outcomes.values()]).toEqual(['unchanged', 'unchanged']);
    expect(engine.calls).toEqual([]);
    expect((await row(database.db, byModel.id)).aiSummary).toBe('Read by the model.');
    const owed = await findOwedEnrichment(database.db, 1000);
    expect(owed).not.toContain(fresh.id);
    expect(owed).not.toContain(byModel.id);
  });

  it('leaves a stale row whose text changed while the engine ran to that change, stale', async () => {
    const created = await createOpportunity(database.db, opportunityInput(STIPEND_POSTING));
    await readByOlderEngine(database.db, created.id);
    const editing: EnrichmentEngine = {
      name: 'local',
      async enrich(input: EnrichmentInput) {
        await updateOpportunity(database.db, created.id, { description: `${STIPEND_POSTING.description}<p>More.</p>` });
        return local.enrich(input);
      },
    };
    expect(await enrichOpportunity(database.db, editing, created.id)).toBe('superseded');
    expect(await row(database.db, created.id)).toMatchObject({ aiSummary: OLD_READING.summary, enrichedRevision: 1 });
  });

  it('writes nothing over a reading of the current revision made while its engine ran', async () => {
    const created = await createOpportunity(database.db, opportunityInput(STIPEND_POSTING));
    await readByOlderEngine(database.db, created.id);
    // A sweep and an event at once: the other run writes first.
    const late: EnrichmentEngine = {
      name: 'local',
      async enrich() {
        expect(await enrichOpportunity(database.db, local, created.id)).toBe('enriched');
        return OLD_READING;
      },
    };
    expect(await enrichOpportunity(database.db, late, created.id)).toBe('unchanged');
    expect(await row(database.db, created.id)).toMatchObject({
      fundingType: 'fully_funded',
      enrichedRevision: LOCAL_ENGINE_REVISION,
    });
  });
});

describe('the enrichment sweep with stale rows (real Postgres)', () => {
  let sweepDb: TestDatabase;
  beforeAll(async () => {
    sweepDb = await createTestDatabase();
  });
  afterAll(() => sweepDb.drop());

  const at = (id: string, createdAt: string, status: 'open' | 'closed' = 'open') =>
    sweepDb.db
      .$executeRaw`UPDATE opportunities SET created_at = ${new Date(createdAt)}, status = ${status}::"OpportunityStatus"
      WHERE id = ${id}::uuid`;

  it('owes the never-enriched rows first, then the stale ones, open first and newest first, a batch at a time', async () => {
    const db = sweepDb.db;
    const make = async (createdAt: string, status: 'open' | 'closed' = 'open') => {
      const created = await createOpportunity(db, opportunityInput(STIPEND_POSTING));
      await at(created.id, createdAt, status);
      return created.id;
    };
    const never = await make('2026-01-01', 'closed');
    const staleOpenOld = await make('2026-03-01');
    const staleOpenNew = await make('2026-05-01');
    const staleClosedNewest = await make('2026-09-01', 'closed');
    const fresh = await make('2026-10-01');
    const byModel = await make('2026-10-02');
    const staleDeleted = await make('2026-10-03');
    for (const id of [staleOpenOld, staleOpenNew, staleClosedNewest, staleDeleted]) await readByOlderEngine(db, id);
    await enrichOpportunity(db, local, fresh);
    await enrichOpportunity(db, openAiEngine, byModel);
    await db.$executeRaw`UPDATE opportunities SET deleted_at = now() WHERE id = ${staleDeleted}::uuid`;

    expect(await findOwedEnrichment(db, 100)).toEqual([never, staleOpenNew, staleOpenOld, staleClosedNewest]);
    expect(await findOwedEnrichment(db, 2)).toEqual([never, staleOpenNew]);
    expect(await findOwedEnrichment(db, 1)).toEqual([never]);

    // Two sweeps of two: every owed row read by the current engine, and nothing left to do.
    const engine = counting();
    for (let sweep = 0; sweep < 2; sweep += 1) {
      const outcomes = await enrichOpportunities(db, engine.engine, await findOwedEnrichment(db, 2));
      expect([...outcomes.values()]).toEqual(['enriched', 'enriched']);
    }
    expect(engine.calls).toHaveLength(4);
    expect(await findOwedEnrichment(db, 100)).toEqual([]);
    for (const id of [never, staleOpenOld, staleOpenNew, staleClosedNewest]) {
      expect(await row(db, id)).toMatchObject({ enrichedBy: 'local', enrichedRevision: LOCAL_ENGINE_REVISION });
    }
    expect(await row(db, byModel)).toMatchObject({ enrichedBy: 'openai', aiSummary: 'Read by the model.' });
    expect((await row(db, staleDeleted)).enrichedRevision).toBe(1);
  });
});
