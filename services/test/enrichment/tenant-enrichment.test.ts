// A university site's drafts and unlisted positions are enriched too: row-level security hides them from
// every reader outside the site's unit, so their events carry the site (tenantId) and the enrichment
// reads and writes them in that unit; the sweep goes through each site in turn. Real Postgres as the
// application's role, the local engine.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantOpportunityBody } from '@phd/contracts/input/tenant-opportunity';
import { lazyEnrichmentEngine } from '../../src/enrichment/configured-engine.ts';
import type { EnrichmentEngine } from '../../src/enrichment/engine.ts';
import { LOCAL_ENGINE_REVISION } from '../../src/enrichment/engine-revision.ts';
import { enrichOpportunities, findOwedEnrichment } from '../../src/enrichment/enrich-opportunity.ts';
import { readEditorBody } from '../../src/opportunities/editor-body.ts';
import { createTenantOpportunity, editTenantOpportunity } from '../../src/tenants/tenant-opportunities.ts';
import { withTenant } from '../../src/tenants/unit-of-work.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/services.ts';

let database: TestDatabase;
let local: EnrichmentEngine;
let leuven: string;
let ghent: string;
beforeAll(async () => {
  database = await createTestDatabase();
  local = await lazyEnrichmentEngine()();
  const site = (slug: string, name: string) =>
    database.owner.tenant.create({ data: { slug, name, universityName: name } }).then((t) => t.id);
  leuven = await site('leuven', 'KU Leuven');
  ghent = await site('ghent', 'Ghent University');
});
afterAll(() => database.drop());

const owner = (tenantId: string) => ({ tenantId, userId: randomUUID(), role: 'owner' as const });

async function position(tenantId: string, fields: Record<string, unknown>) {
  const body = readEditorBody(tenantOpportunityBody, {
    title: 'PhD position in battery materials',
    country: 'Belgium',
    city: 'Leuven',
    ai_department: 'Materials Science',
    description:
      '<p>A fully funded four-year PhD position on solid-state battery electrolytes, with a salary of ' +
      '€2,900 gross per month.</p>',
    opportunity_url: 'https://www.kuleuven.be/apply',
    ...fields,
  });
  const created = await withTenant(database.db, tenantId, (tx) => createTenantOpportunity(tx, owner(tenantId), body));
  return created.opportunity.id;
}

const inSite = (tenantId: string, id: string) =>
  withTenant(database.db, tenantId, (tx) => tx.opportunity.findUniqueOrThrow({ where: { id } }));

const payloadsOf = async (id: string) =>
  (
    await database.db.outboxEvent.findMany({
      where: { payload: { path: ['opportunityId'], equals: id } },
      orderBy: { id: 'asc' },
    })
  ).map((e) => [e.type, e.payload]);

describe("a university site's unlisted positions and drafts (real Postgres)", () => {
  it('names the site in their events, and reads and writes them in its unit', async () => {
    const unlisted = await position(leuven, { listed_publicly: false });
    expect(await payloadsOf(unlisted)).toEqual([
      ['opportunity.created', { opportunityId: unlisted, tenantId: leuven, version: 1 }],
    ]);
    // Outside the site's unit the position does not exist.
    expect((await enrichOpportunities(database.db, local, [unlisted])).get(unlisted)).toBe('missing');
    expect((await enrichOpportunities(database.db, local, [unlisted], leuven)).get(unlisted)).toBe('enriched');
    expect(await inSite(leuven, unlisted)).toMatchObject({
      fundingType: 'fully_funded',
      stipendCurrency: 'EUR',
      enrichedBy: 'local',
      enrichedRevision: LOCAL_ENGINE_REVISION,
    });
    expect((await payloadsOf(unlisted)).at(-1)).toEqual([
      'opportunity.enriched',
      { opportunityId: unlisted, tenantId: leuven, version: 1 },
    ]);
  });

  it("names the site when a draft's text changes", async () => {
    const draft = await position(leuven, { status: 'draft' });
    await withTenant(database.db, leuven, (tx) =>
      editTenantOpportunity(tx, owner(leuven), draft, readEditorBody(tenantOpportunityBody, { title: 'PhD: anodes' })),
    );
    expect(
      (await payloadsOf(draft)).map(([type, payload]) => [type, (payload as { tenantId?: string }).tenantId]),
    ).toEqual([
      ['opportunity.created', leuven],
      ['opportunity.updated', leuven],
    ]);
  });

  it("the sweep owes each site its own rows only, the main site none of a site's", async () => {
    const hidden = await position(ghent, { listed_publicly: false, title: 'PhD position in soil carbon' });
    expect(await findOwedEnrichment(database.db, 100, ghent)).toContain(hidden);
    expect(await findOwedEnrichment(database.db, 100, leuven)).not.toContain(hidden);
    expect(await findOwedEnrichment(database.db, 100)).not.toContain(hidden);
    await enrichOpportunities(database.db, local, [hidden], ghent);
    expect(await findOwedEnrichment(database.db, 100, ghent)).not.toContain(hidden);
    // An older revision's reading is owed again, in the same unit.
    await withTenant(database.db, ghent, (tx) =>
      tx.opportunity.update({ where: { id: hidden }, data: { enrichedRevision: 1 } }),
    );
    expect(await findOwedEnrichment(database.db, 100, ghent)).toContain(hidden);
  });
});
