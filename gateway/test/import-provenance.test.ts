// "Imported from <source> on <date>" (issue 31) on real parts: a feed served on 127.0.0.1, a real import
// run into Postgres under row-level security, the gateway's public detail and a site's careers pages.
// The main site's own source, a recruiter's and a university site's show on every page their positions
// show on (a site's listed position on the main site too, though its source is hidden there by
// row-level security); a position typed by hand has none; an upload names no link; and a row that
// names another site's source never shows it, on either site.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careersOpportunity, listCareersOpportunities } from '@phd/contracts/endpoints/careers';
import { opportunityDetail } from '@phd/contracts/endpoints/catalogue';
import type { ImportedFromJson } from '@phd/contracts/public-schemas';
import { createLogger } from '@phd/services/logger';
import { withTenant } from '@phd/services/tenants/unit-of-work';
import type { ImportDeps } from '../../services/src/intake/run/run-import.ts';
import { startFixtureServer, type FixtureServer } from '../../services/test/intake/fetch-server.ts';
import { importFeed } from '../../services/test/intake/import-feed.ts';
import { redisUrl } from '../../tests/support/services.ts';
import { expectContractAnswer } from './contract-answer.ts';
import { startGateway, type Gateway } from './harness.ts';
import { createOpportunity } from './opportunity-fixture.ts';
import { createSite, type Site } from './tenant-staff.ts';

const RUN_AT = new Date('2026-11-29T09:30:00Z');

let gw: Gateway;
let feeds: FixtureServer;
let redis: Redis;
let deps: ImportDeps;
let site: Site;
let other: Site;

beforeAll(async () => {
  gw = await startGateway({ label: 'import-provenance' });
  feeds = await startFixtureServer();
  feeds.route('/robots.txt', (_req, res) => void res.writeHead(404).end());
  redis = new Redis(redisUrl(), { maxRetriesPerRequest: null });
  deps = {
    db: gw.db,
    redis,
    logger: createLogger({ logLevel: 'silent' }, 'import-provenance'),
    storage: gw.storage,
    allowLoopback: true,
    now: () => RUN_AT,
  };
  site = await createSite(gw.database.owner, 'provenance-site', 'Provenance');
  other = await createSite(gw.database.owner, 'provenance-other', 'Elsewhere');
}, 120_000);

afterAll(async () => {
  redis?.disconnect();
  await feeds?.close();
  await gw?.close();
});

/** The one position a source's run wrote. */
async function importedId(sourceId: string): Promise<string> {
  const rows = await gw.database.owner.opportunity.findMany({ where: { importSourceId: sourceId } });
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}

async function publicDetail(id: string) {
  const res = await gw.app.inject({ method: 'GET', url: `/api/opportunities/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  expectContractAnswer(opportunityDetail, res);
  return res.json() as { imported_from: ImportedFromJson | null };
}

async function careersDetail(s: Site, id: string) {
  const res = await gw.app.inject({
    method: 'GET',
    url: `/api/careers/opportunities/${id}`,
    headers: { 'x-tenant': s.slug },
  });
  expect(res.statusCode, res.body).toBe(200);
  expectContractAnswer(careersOpportunity, res);
  return (res.json() as { data: { imported_from: ImportedFromJson | null } }).data;
}

const RUN_AT_SECONDS = RUN_AT.getTime() / 1000;

describe('where an imported position came from', () => {
  it("names the main site's own source, its address and the run's day on the public detail", async () => {
    const { sourceId, url, outcome } = await importFeed(deps, feeds, { name: 'Leeds vacancies' }, [
      { id: 'leeds-1', title: 'PhD in Coastal Erosion' },
    ]);
    expect(outcome).toMatchObject({ status: 'done', counts: { created: 1 } });
    const detail = await publicDetail(await importedId(sourceId));
    expect(detail.imported_from).toEqual({ name: 'Leeds vacancies', url, imported_at: RUN_AT_SECONDS });
  });

  it("names a recruiter's source on the public detail", async () => {
    await gw.database.owner.university.create({
      data: { name: 'University of York', slug: 'york', country: 'United Kingdom', emailDomains: ['york.ac.uk'] },
    });
    const recruiter = await gw.database.owner.recruiter.create({
      data: {
        email: 'lab@york.ac.uk',
        passwordHash: 'x',
        firstName: 'Ann',
        lastName: 'Lee',
        universityName: 'University of York',
      },
    });
    const { sourceId, url } = await importFeed(deps, feeds, { name: 'York lab feed', recruiterId: recruiter.id }, [
      { id: 'york-1', title: 'PhD in Bird Migration' },
    ]);
    const detail = await publicDetail(await importedId(sourceId));
    expect(detail.imported_from).toEqual({ name: 'York lab feed', url, imported_at: RUN_AT_SECONDS });
  });

  it('is null for a position typed by hand', async () => {
    const typed = await createOpportunity(gw.database.owner, 'Typed provenance');
    expect((await publicDetail(typed.id)).imported_from).toBeNull();
  });

  it("shows a site's source on its careers pages and on the main site, where the site's source is otherwise hidden", async () => {
    const { sourceId, url } = await importFeed(deps, feeds, { name: 'HR system feed', tenantId: site.id }, [
      { id: 'hr-1', title: 'PhD in Wetland Carbon' },
    ]);
    const id = await importedId(sourceId);
    const expected = { name: 'HR system feed', url, imported_at: RUN_AT_SECONDS };

    // Row-level security: outside the site's unit of work its source is not there.
    expect(await gw.db.importSource.findUnique({ where: { id: sourceId } })).toBeNull();
    expect((await publicDetail(id)).imported_from).toEqual(expected);
    expect((await careersDetail(site, id)).imported_from).toEqual(expected);

    const list = await gw.app.inject({
      method: 'GET',
      url: '/api/careers/opportunities',
      headers: { 'x-tenant': site.slug },
    });
    expectContractAnswer(listCareersOpportunities, list);
    const listed = (list.json() as { data: { id: string; imported_from: ImportedFromJson | null }[] }).data;
    expect(listed.find((o) => o.id === id)?.imported_from).toEqual(expected);
  });

  it('names an uploaded file without a link', async () => {
    const upload = await gw.db.importSource.create({
      data: { name: 'Spring batch.csv', kind: 'upload', format: 'csv', fileKey: 'imports/none.csv' },
    });
    const row = await createOpportunity(gw.database.owner, 'Uploaded provenance', {
      source: 'import',
      importSourceId: upload.id,
      importKey: 'ref-1',
      importedAt: RUN_AT,
    });
    expect((await publicDetail(row.id)).imported_from).toEqual({
      name: 'Spring batch.csv',
      url: null,
      imported_at: RUN_AT_SECONDS,
    });
  });

  it("never shows another site's source, on the main site or on a careers page", async () => {
    const foreign = await withTenant(gw.db, other.id, (tx) =>
      tx.importSource.create({
        data: {
          name: 'Elsewhere private feed',
          kind: 'url',
          format: 'feed',
          url: 'https://elsewhere.example/feed',
          tenantId: other.id,
        },
      }),
    );
    // Rows no run would write (the owner's connection skips row-level security): they name a source
    // that is not their owner's.
    const mainRow = await createOpportunity(gw.database.owner, 'Main forged', {
      source: 'import',
      importSourceId: foreign.id,
      importedAt: RUN_AT,
    });
    const siteRow = await createOpportunity(gw.database.owner, 'Site forged', {
      tenantId: site.id,
      source: 'import',
      importSourceId: foreign.id,
      importedAt: RUN_AT,
    });
    expect((await publicDetail(mainRow.id)).imported_from).toBeNull();
    expect((await publicDetail(siteRow.id)).imported_from).toBeNull();
    expect((await careersDetail(site, siteRow.id)).imported_from).toBeNull();
  });
});
