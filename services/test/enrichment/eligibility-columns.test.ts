// The enrichment writes who may apply (eligible_countries) with the facts, and writes it again, with
// no engine call, when it is stale while the text is not: the country changed (the "home students"
// rule reads it), or the row was written before the column existed. Real Postgres, the local engine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lazyEnrichmentEngine } from '../../src/enrichment/configured-engine.ts';
import type { EnrichmentEngine } from '../../src/enrichment/engine.ts';
import { enrichOpportunity, findOwedEnrichment } from '../../src/enrichment/enrich-opportunity.ts';
import { createOpportunity } from '../../src/opportunities/index.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/services.ts';
import { opportunityInput } from '../opportunities.fixtures.ts';

let database: TestDatabase;
let local: EnrichmentEngine;
beforeAll(async () => {
  database = await createTestDatabase();
  local = await lazyEnrichmentEngine()();
});
afterAll(() => database.drop());

/** An engine that must not be called: the text has not changed. */
const idle: EnrichmentEngine = {
  name: 'local',
  enrich: () => Promise.reject(new Error('the engine ran for an unchanged text')),
};

const HOME_ONLY = {
  title: 'PhD Studentship in Coastal Ecology',
  universityName: 'University of Plymouth',
  country: 'United Kingdom',
  description: '<p>A three-year project on salt marshes.</p><p>The studentship is open to home students only.</p>',
};

const columns = (id: string) =>
  database.db.opportunity.findUniqueOrThrow({ where: { id }, select: { eligibleCountries: true, facts: true } });
const enrichedEvents = (id: string) =>
  database.db.outboxEvent.count({
    where: { type: 'opportunity.enriched', payload: { path: ['opportunityId'], equals: id } },
  });

describe('eligible_countries from the enrichment', () => {
  it('is written with the facts', async () => {
    const created = await createOpportunity(database.db, opportunityInput(HOME_ONLY));
    expect(await enrichOpportunity(database.db, local, created.id)).toBe('enriched');
    const row = await columns(created.id);
    expect(row.facts).toMatchObject({ eligibility: ['home students only'] });
    expect(row.eligibleCountries).toEqual(['GB']);
  });

  it('follows a new country with no engine call, and the search index hears of it', async () => {
    const created = await createOpportunity(database.db, opportunityInput(HOME_ONLY));
    await enrichOpportunity(database.db, local, created.id);
    await database.db.opportunity.update({ where: { id: created.id }, data: { country: 'Canada' } });
    const before = await enrichedEvents(created.id);
    expect(await enrichOpportunity(database.db, idle, created.id)).toBe('unchanged');
    expect((await columns(created.id)).eligibleCountries).toEqual(['CA']);
    expect(await enrichedEvents(created.id)).toBe(before + 1);
    // Up to date now: nothing more is written or told.
    expect(await enrichOpportunity(database.db, idle, created.id)).toBe('unchanged');
    expect(await enrichedEvents(created.id)).toBe(before + 1);
  });

  it('fills a row enriched before the column existed (NULL or empty) on its next event', async () => {
    const created = await createOpportunity(database.db, opportunityInput(HOME_ONLY));
    await enrichOpportunity(database.db, local, created.id);
    await database.db.$executeRaw`UPDATE opportunities SET eligible_countries = NULL WHERE id = ${created.id}::uuid`;
    // The sweep finds it (nothing needs the engine), and after one pass no longer.
    expect(await findOwedEnrichment(database.db, 1000)).toContain(created.id);
    expect(await enrichOpportunity(database.db, idle, created.id)).toBe('unchanged');
    expect((await columns(created.id)).eligibleCountries).toEqual(['GB']);
    expect(await findOwedEnrichment(database.db, 1000)).not.toContain(created.id);
  });

  it('marks a row with no limit as derived too, so the sweep does not pick it again', async () => {
    const created = await createOpportunity(
      database.db,
      opportunityInput({ ...HOME_ONLY, description: '<p>A project on salt marshes, open to all nationalities.</p>' }),
    );
    await enrichOpportunity(database.db, local, created.id);
    await database.db.$executeRaw`UPDATE opportunities SET eligible_countries = NULL WHERE id = ${created.id}::uuid`;
    expect(await enrichOpportunity(database.db, idle, created.id)).toBe('unchanged');
    expect((await columns(created.id)).eligibleCountries).toEqual([]);
    expect(await findOwedEnrichment(database.db, 1000)).not.toContain(created.id);
  });
});
