// The enrichment processor with the real local engine on real Postgres: what it infers, that it marks
// it inferred, that an editor's value always wins, that it runs once per text, and that the sweep reads
// again rows an older revision of the local engine read.
import type { Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lazyEnrichmentEngine } from '@phd/services/enrichment/configured-engine';
import type { Enrichment, EnrichmentEngine } from '@phd/services/enrichment/engine';
import { LOCAL_ENGINE_REVISION } from '@phd/services/enrichment/engine-revision';
import { createOpportunities } from '@phd/services/opportunities/create-opportunity';
import { createOpportunity, updateOpportunity } from '@phd/services/opportunities/index';
import { withTenant } from '@phd/services/tenants/unit-of-work';
import { createTestDatabase, type TestDatabase } from '../../tests/support/services.ts';
import { opportunityInput, STIPEND_POSTING } from '../../services/test/opportunities.fixtures.ts';
import { parseJob } from '../src/jobs.ts';
import { enrichmentProcessor } from '../src/processors/enrichment.ts';
import { noRedis, silentLogger } from './helpers.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const local = lazyEnrichmentEngine();

function run(name: string, data: unknown, enrichment: () => Promise<EnrichmentEngine> = local) {
  const context = { db: database.db, logger: silentLogger(), search: null as never, redis: noRedis, keyPrefix: 'x' };
  return enrichmentProcessor.handle(parseJob('enrichment', name, data), { ...context, enrichment }, {} as Job);
}

const event = (opportunityId: string) => ({ eventId: '1', payload: { opportunityId, version: 1 } });

/** Counts its calls and answers what the local engine answers. */
function countingEngine() {
  const calls: string[] = [];
  const engine: EnrichmentEngine = {
    name: 'local',
    async enrich(input): Promise<Enrichment> {
      calls.push(input.title);
      return (await local()).enrich(input);
    },
  };
  return { calls, engine: async () => engine };
}

async function row(id: string) {
  return database.db.opportunity.findUniqueOrThrow({ where: { id } });
}

describe('enrichment processor (real Postgres, the local engine)', () => {
  it('writes a summary, the discipline and the funding facts, marks them inferred and records opportunity.enriched', async () => {
    const created = await createOpportunity(database.db, opportunityInput(STIPEND_POSTING));
    await expect(run('opportunity.created', event(created.id))).resolves.toEqual({ outcome: 'enriched' });

    const enriched = await row(created.id);
    expect(enriched.aiSummary!.length).toBeGreaterThan(40);
    expect(enriched.aiSummary!.length).toBeLessThanOrEqual(300);
    expect(enriched.aiSummary).toMatch(/fully funded/i);
    expect(enriched.discipline).toBeTruthy();
    expect(enriched.fundingType).toBe('fully_funded');
    expect(enriched.facts).toMatchObject({
      stipend: { amount: 20780, currency: 'GBP', period: 'year' },
      eligibility: expect.arrayContaining([expect.stringMatching(/UK/)]),
    });
    // The listing's stipend sort and filter read the facts' yearly figure from columns of its own.
    expect(enriched).toMatchObject({ stipendYearly: 20780, stipendCurrency: 'GBP', language: 'en' });
    // "UK applicants only": who may apply, as countries, for "Positions I can apply to".
    expect(enriched.eligibleCountries).toEqual(['GB']);
    expect(enriched.inferredFields.sort()).toEqual(['aiSummary', 'discipline', 'facts', 'fundingType']);
    expect(enriched.enrichedBy).toBe('local');
    expect(
      await database.db.outboxEvent.count({
        where: { type: 'opportunity.enriched', payload: { path: ['opportunityId'], equals: created.id } },
      }),
    ).toBe(1);
  });

  it('runs once per text: a redelivery or an edit elsewhere costs no engine call; a new description does', async () => {
    const counting = countingEngine();
    const created = await createOpportunity(database.db, opportunityInput(STIPEND_POSTING));
    await run('opportunity.created', event(created.id), counting.engine);
    await run('opportunity.created', event(created.id), counting.engine);
    await updateOpportunity(database.db, created.id, { closingDate: new Date('2027-02-28T23:59:00Z') });
    await expect(run('opportunity.updated', event(created.id), counting.engine)).resolves.toEqual({
      outcome: 'unchanged',
    });
    expect(counting.calls).toHaveLength(1);

    await updateOpportunity(database.db, created.id, {
      description: '<p>A self-funded PhD: applicants must secure their own funding for fees and living costs.</p>',
    });
    await run('opportunity.updated', event(created.id), counting.engine);
    expect(counting.calls).toHaveLength(2);
    expect((await row(created.id)).fundingType).toBe('self_funded');
  });

  it("never overwrites an editor's value, and an editor's change takes a field over", async () => {
    const created = await createOpportunity(
      database.db,
      opportunityInput({
        ...STIPEND_POSTING,
        discipline: 'Environmental Science',
        aiSummary: 'Written by the recruiter.',
      }),
    );
    await run('opportunity.created', event(created.id));
    let current = await row(created.id);
    expect(current.discipline).toBe('Environmental Science');
    expect(current.aiSummary).toBe('Written by the recruiter.');
    expect(current.inferredFields).not.toContain('discipline');
    expect(current.fundingType).toBe('fully_funded');

    // A form that sends the inferred funding type back unchanged leaves it inferred...
    await updateOpportunity(database.db, created.id, { fundingType: 'fully_funded' });
    expect((await row(created.id)).inferredFields).toContain('fundingType');
    // ...a change makes it the editor's, and a later run with new text keeps it.
    await updateOpportunity(database.db, created.id, { fundingType: 'partially_funded' });
    current = await row(created.id);
    expect(current.inferredFields).not.toContain('fundingType');
    await updateOpportunity(database.db, created.id, { description: `${STIPEND_POSTING.description}<p>More.</p>` });
    await run('opportunity.updated', event(created.id));
    current = await row(created.id);
    expect(current.fundingType).toBe('partially_funded');
    expect(current.discipline).toBe('Environmental Science');
  });

  it('the summary follows the stated funding: a ticked box, or a type an editor chooses later', async () => {
    // A posting that says nothing of money: the engine alone would read its funding as unknown.
    const quiet = {
      ...STIPEND_POSTING,
      title: 'PhD Studentship: River Sediment Transport',
      description:
        '<p>The project studies river sediment transport with flume experiments and numerical models.</p>' +
        '<p>The student joins a group of six researchers in the School of Geography.</p>',
    };
    const boxed = await createOpportunity(database.db, opportunityInput({ ...quiet, fullyFunded: true }));
    await run('opportunity.created', event(boxed.id));
    const summary = (await row(boxed.id)).aiSummary!;
    expect(summary).toMatch(/fully funded/i);
    expect(summary).not.toMatch(/does not say/i);

    const plain = await createOpportunity(database.db, opportunityInput(quiet));
    await run('opportunity.created', event(plain.id));
    expect((await row(plain.id)).aiSummary).not.toMatch(/funded/i);
    // The editor's choice changes what the summary must say, so the posting is read again.
    await updateOpportunity(database.db, plain.id, { fundingType: 'partially_funded' });
    await expect(run('opportunity.updated', event(plain.id))).resolves.toEqual({ outcome: 'enriched' });
    expect((await row(plain.id)).aiSummary).toMatch(/partially funded/i);
  });

  it('the sweep enriches rows never enriched, and then finds nothing to do', async () => {
    const a = await createOpportunity(database.db, opportunityInput(STIPEND_POSTING));
    const b = await createOpportunity(database.db, opportunityInput({ ...STIPEND_POSTING, title: 'PhD in Hydrology' }));
    const first = (await run('enrichment.sweep', {})) as { enriched: number };
    expect(first.enriched).toBeGreaterThanOrEqual(2);
    expect((await row(a.id)).enrichedHash).not.toBeNull();
    expect((await row(b.id)).enrichedHash).not.toBeNull();
    await expect(run('enrichment.sweep', {})).resolves.toEqual({ enriched: 0 });
  });

  it("the sweep reads again rows an older local engine read, keeps editors' values, never touches an OpenAI reading, then finds nothing to do", async () => {
    // Whatever earlier tests left owed goes first: the sweep starts from a catalogue with nothing to do.
    while (((await run('enrichment.sweep', {})) as { enriched: number }).enriched > 0) {
      // until nothing is owed
    }
    const older: EnrichmentEngine = {
      name: 'local',
      enrich: async (input) => ({
        ...(await (await local()).enrich(input)),
        summary: 'An older, worse reading.',
        facts: {
          fundingType: 'unknown',
          tuition: { home: null, international: null },
          stipend: null,
          durationMonths: null,
          startDate: null,
          eligibility: [],
        },
      }),
    };
    const model: EnrichmentEngine = {
      name: 'openai',
      enrich: async (input) => ({
        ...(await (await local()).enrich(input)),
        summary: 'Read by the model.',
        engine: 'openai',
      }),
    };
    const stale = await createOpportunity(database.db, opportunityInput(STIPEND_POSTING));
    const edited = await createOpportunity(
      database.db,
      opportunityInput({
        ...STIPEND_POSTING,
        discipline: 'Environmental Science',
        aiSummary: 'Written by the recruiter.',
      }),
    );
    const byModel = await createOpportunity(database.db, opportunityInput(STIPEND_POSTING));
    for (const id of [stale.id, edited.id]) await run('opportunity.created', event(id), async () => older);
    await run('opportunity.created', event(byModel.id), async () => model);
    // As the migration left rows the local engine read before revisions.
    await database.db
      .$executeRaw`UPDATE opportunities SET enriched_revision = 1 WHERE id IN (${stale.id}::uuid, ${edited.id}::uuid)`;
    const modelRow = await row(byModel.id);
    expect(modelRow).toMatchObject({ enrichedBy: 'openai', enrichedRevision: null });

    const counting = countingEngine();
    await expect(run('enrichment.sweep', {}, counting.engine)).resolves.toEqual({ enriched: 2 });
    expect(counting.calls).toHaveLength(2);
    expect(await row(stale.id)).toMatchObject({
      fundingType: 'fully_funded',
      facts: { stipend: { amount: 20780, currency: 'GBP', period: 'year' } },
      enrichedBy: 'local',
      enrichedRevision: LOCAL_ENGINE_REVISION,
    });
    expect((await row(stale.id)).aiSummary).toMatch(/flood/i);
    expect(await row(edited.id)).toMatchObject({
      discipline: 'Environmental Science',
      aiSummary: 'Written by the recruiter.',
      fundingType: 'fully_funded',
      enrichedRevision: LOCAL_ENGINE_REVISION,
    });
    expect(await row(byModel.id)).toEqual(modelRow);
    const events = await database.db.outboxEvent.findMany({
      where: {
        type: 'opportunities.enriched',
        payload: { path: ['opportunityIds'], array_contains: [stale.id, edited.id] },
      },
    });
    expect(events).toHaveLength(1);

    await expect(run('enrichment.sweep', {}, counting.engine)).resolves.toEqual({ enriched: 0 });
    expect(counting.calls).toHaveLength(2);
  });

  it('one sweep takes batch after batch, so a new revision reaches a large catalogue in minutes, not days', async () => {
    while (((await run('enrichment.sweep', {})) as { enriched: number }).enriched > 0) {
      // until nothing is owed
    }
    const inputs = Array.from({ length: 230 }, (_, i) =>
      opportunityInput({ ...STIPEND_POSTING, title: `PhD Studentship ${i}: flood forecasting` }),
    );
    const ids = (await createOpportunities(database.db, inputs)).map((r) => r.id);
    // Never enriched (their events not handled): more than two batches of 100, read in one sweep.
    await expect(run('enrichment.sweep', {})).resolves.toEqual({ enriched: 230 });
    await database.db.$executeRaw`UPDATE opportunities SET enriched_revision = 1 WHERE id = ANY(${ids}::uuid[])`;
    await expect(run('enrichment.sweep', {})).resolves.toEqual({ enriched: 230 });
    const revisions = await database.db.opportunity.groupBy({
      by: ['enrichedRevision'],
      where: { id: { in: ids } },
      _count: true,
    });
    expect(revisions).toEqual([{ enrichedRevision: LOCAL_ENGINE_REVISION, _count: 230 }]);
    await expect(run('enrichment.sweep', {})).resolves.toEqual({ enriched: 0 });
  });

  it("enriches a university site's unlisted position from its event, and the sweep finds the site's owed rows", async () => {
    const tenantId = (
      await database.owner.tenant.create({ data: { slug: 'reading', name: 'Reading', universityName: 'Reading' } })
    ).id;
    const unlisted = () =>
      withTenant(database.db, tenantId, (tx) =>
        createOpportunity(tx, opportunityInput({ ...STIPEND_POSTING, tenantId, listedPublicly: false })),
      );
    const fromEvent = await unlisted();
    await expect(
      run('opportunity.created', { eventId: '1', payload: { opportunityId: fromEvent.id, tenantId, version: 1 } }),
    ).resolves.toEqual({
      outcome: 'enriched',
    });
    const bySweep = await unlisted();
    await expect(run('enrichment.sweep', {})).resolves.toEqual({ enriched: 1 });
    for (const id of [fromEvent.id, bySweep.id])
      expect(
        await withTenant(database.db, tenantId, (tx) => tx.opportunity.findUniqueOrThrow({ where: { id } })),
      ).toMatchObject({ fundingType: 'fully_funded', enrichedRevision: LOCAL_ENGINE_REVISION });
  });

  it('a batch of listings created together is one job: each enriched, one opportunities.enriched for those enriched', async () => {
    const counting = countingEngine();
    const titles = ['PhD in Glaciology', 'PhD in Soil Microbiology', 'PhD in Coastal Erosion'];
    const rows = await createOpportunities(
      database.db,
      titles.map((title) => opportunityInput({ ...STIPEND_POSTING, title })),
    );
    const ids = rows.map((r) => r.id);
    const created = await database.db.outboxEvent.findMany({
      where: { type: 'opportunities.created', payload: { path: ['opportunityIds'], array_contains: ids } },
    });
    expect(created).toHaveLength(1);
    // One of them was already enriched on its own (an edit's event came first): the batch skips it.
    await run('opportunity.created', event(ids[0]!), counting.engine);

    const batch = { eventId: '2', payload: { opportunityIds: ids, version: 1 } };
    await expect(run('opportunities.created', batch, counting.engine)).resolves.toEqual({ enriched: 2 });
    expect(counting.calls.sort()).toEqual([...titles].sort());
    for (const id of ids) expect((await row(id)).fundingType).toBe('fully_funded');
    const enriched = await database.db.outboxEvent.findMany({
      where: { type: 'opportunities.enriched', payload: { path: ['opportunityIds'], array_contains: ids.slice(1) } },
    });
    expect(enriched.map((e) => (e.payload as { opportunityIds: string[] }).opportunityIds.sort())).toEqual([
      ids.slice(1).sort(),
    ]);

    // Redelivered: nothing to do, no engine call, no event.
    await expect(run('opportunities.created', batch, counting.engine)).resolves.toEqual({ enriched: 0 });
    expect(counting.calls).toHaveLength(3);
  });
});
