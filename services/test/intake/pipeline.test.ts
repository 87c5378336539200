// Imported positions go through the whole pipeline a typed one does (issue 31), on real parts: a JSON
// Feed served on 127.0.0.1, real Postgres and Redis, and the real workers (the outbox relay, the
// imports queue that carries out the run, enrichment, search-index with near-duplicate detection).
// After a run, its positions (a) are found by the Postgres search engine by a word of their title,
// (b) are enriched as the same text typed by hand is, (c) group as near-duplicates with that typed
// copy, and (d) from a recruiter whose postings wait for moderation, are held with the same risk
// reasons as a risky posting the recruiter typed, and stay off the listing.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchEngine } from '@phd/search/create-engine';
import type { SearchEngine } from '@phd/search/engine';
import { readEditorBody } from '../../src/opportunities/editor-body.ts';
import { editorBody } from '@phd/contracts/input/editor-body';
import { loadConfig } from '../../src/config.ts';
import type { Opportunity } from '../../src/db/generated/client.ts';
import { createOpportunity } from '../../src/opportunities/create-opportunity.ts';
import { publishOpportunity } from '../../src/recruiters/recruiter-opportunities.ts';
import { startWorkers, type WorkerProcess } from '../../../workers/src/start.ts';
import { silentLogger, waitFor } from '../../../workers/test/helpers.ts';
import { createTestDatabase, redisUrl, uniquePrefix, type TestDatabase } from '../../../tests/support/services.ts';
import { startFixtureServer, type FixtureServer } from './fetch-server.ts';
import { registerFeed, type FeedPosition } from './import-feed.ts';

const GLACIER_TEXT =
  '<p>A fully funded PhD studentship on how meltwater reaches the bed of Greenland outlet glaciers. ' +
  'You will combine borehole measurements, seismic surveys and numerical ice-flow modelling to study ' +
  'basal sliding through the melt season, working with the Polar Research Group on two field ' +
  'campaigns. Applicants should hold a degree in physics, geophysics, mathematics or engineering.</p>';

const RISKY_TEXT = (subject: string) =>
  `<p>A PhD position in ${subject}. Before your interview, pay the application fee of $150 by bank ` +
  'transfer and send your documents on WhatsApp to +44 7700 900123.</p>';

let database: TestDatabase;
let redis: Redis;
let feeds: FixtureServer;
let workers: WorkerProcess;
let search: SearchEngine;

beforeAll(async () => {
  database = await createTestDatabase();
  redis = new Redis(redisUrl(), { maxRetriesPerRequest: null });
  feeds = await startFixtureServer();
  feeds.route('/robots.txt', (_req, res) => void res.writeHead(404).end());
  search = createSearchEngine(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database.db);
  workers = await startWorkers({
    db: database.db,
    logger: silentLogger(),
    redisUrl: redisUrl(),
    prefix: uniquePrefix('intake-pipeline'),
    pollMs: 50,
    concurrency: 2,
    schedules: [],
    search,
    intakeAllowLoopback: true,
  });
}, 120_000);

afterAll(async () => {
  await workers?.close();
  await feeds?.close();
  redis?.disconnect();
  await database?.drop();
});

const row = (id: string) => database.db.opportunity.findUniqueOrThrow({ where: { id } });

/** Registers the feed, lets the workers carry out its run, and answers the positions it wrote. */
async function importThroughWorkers(owner: { name: string; recruiterId?: string }, positions: FeedPosition[]) {
  const { sourceId, runId } = await registerFeed(database.db, feeds, owner, positions);
  const run = await waitFor(
    async () => {
      const found = await database.db.importRun.findUniqueOrThrow({ where: { id: runId } });
      return found.status === 'done' || found.status === 'failed' ? found : null;
    },
    { timeoutMs: 20_000, what: 'the import run' },
  );
  expect(run).toMatchObject({ status: 'done', created: positions.length, refused: 0 });
  const written = await database.db.opportunity.findMany({ where: { importSourceId: sourceId } });
  return new Map(written.map((r) => [r.importKey!, r]));
}

const searchIds = async (q: string) => (await search.search({ q, limit: 20, offset: 0 })).hits.map((hit) => hit.id);

describe('imported positions go through the pipeline of a typed one', () => {
  let typed: Opportunity;
  let imported: Map<string, Opportunity>;

  beforeAll(async () => {
    // The position typed by hand first, then its copy arriving in a feed beside one of its own.
    typed = await createOpportunity(database.db, {
      title: 'PhD in Subglacial Hydrology of Greenland Outlet Glaciers',
      universityName: 'University of Leeds',
      country: 'United Kingdom',
      description: GLACIER_TEXT,
      closingDate: new Date('2031-03-31T23:59:59Z'),
      opportunityUrl: 'https://jobs.example/typed-glacier',
      source: 'admin',
    });
    await waitFor(async () => (await row(typed.id)).indexedAt, { what: 'the typed position indexed' });
    imported = await importThroughWorkers({ name: 'Polar vacancies' }, [
      { id: 'glacier', title: typed.title, description: GLACIER_TEXT },
      { id: 'permafrost', title: 'PhD in Permafrost Microbiology', description: '<p>Microbes in thawing soils.</p>' },
    ]);
  }, 60_000);

  it('(a) indexes them: the search engine finds one by a word of its title', async () => {
    const id = imported.get('permafrost')!.id;
    await waitFor(async () => (await searchIds('permafrost')).includes(id), { what: 'the search hit' });
    expect(await searchIds('permafrost')).toEqual([id]);
  });

  it('(b) enriches them as it enriches the same text typed by hand', async () => {
    const copy = await waitFor(
      async () => {
        const r = await row(imported.get('glacier')!.id);
        return r.enrichedAt ? r : null;
      },
      { what: 'the imported copy enriched' },
    );
    const original = await waitFor(
      async () => {
        const r = await row(typed.id);
        return r.enrichedAt ? r : null;
      },
      { what: 'the typed position enriched' },
    );
    const inferred = (r: Opportunity) => ({
      aiSummary: r.aiSummary,
      discipline: r.discipline,
      fundingType: r.fundingType,
      inferredFields: [...r.inferredFields].sort(),
    });
    expect(inferred(copy).inferredFields.length).toBeGreaterThan(0);
    expect(inferred(copy)).toEqual(inferred(original));
    expect(await waitFor(async () => (await row(imported.get('permafrost')!.id)).enrichedAt)).toBeInstanceOf(Date);
  });

  it('(c) groups the imported copy with the position typed by hand, which the listing keeps', async () => {
    const copyId = imported.get('glacier')!.id;
    const copy = await waitFor(
      async () => {
        const r = await row(copyId);
        return r.duplicateOf ? r : null;
      },
      { what: 'the copy grouped' },
    );
    expect(copy.duplicateOf).toBe(typed.id);
    expect((await row(typed.id)).duplicateOf).toBeNull();
    await waitFor(async () => !(await searchIds('subglacial')).includes(copyId), { what: 'the copy off the listing' });
    expect(await searchIds('subglacial')).toEqual([typed.id]);
  });

  it("(d) holds a held recruiter's risky import with the reasons a risky typed posting of theirs gets", async () => {
    const recruiter = await database.owner.recruiter.create({
      data: {
        email: 'admissions@phd-fasttrack.example',
        passwordHash: 'x',
        firstName: 'Max',
        lastName: 'Quick',
        universityName: 'Fasttrack Institute',
        position: 'Admissions officer',
      },
    });
    const typedRisky = await publishOpportunity(
      database.db,
      { kind: 'recruiter', id: recruiter.id },
      readEditorBody(editorBody, {
        title: 'PhD in Quantum Finance',
        country: 'United Kingdom',
        description: RISKY_TEXT('quantum finance'),
        opportunity_url: 'https://jobs.example/typed-risky',
      }),
    );
    const importedRisky = (
      await importThroughWorkers({ name: 'Fasttrack feed', recruiterId: recruiter.id }, [
        { id: 'risky', title: 'PhD in Crypto Astronomy', description: RISKY_TEXT('crypto astronomy') },
      ])
    ).get('risky')!;

    const codes = (r: Opportunity) => (r.riskReasons as { code: string }[]).map((reason) => reason.code).sort();
    expect(typedRisky.moderationState).toBe('pending');
    expect(codes(typedRisky)).toEqual(expect.arrayContaining(['candidate_fees', 'off_platform_contact']));
    expect(importedRisky).toMatchObject({ moderationState: 'pending', recruiterId: recruiter.id });
    expect(importedRisky.riskScore).toBe(typedRisky.riskScore);
    expect(codes(importedRisky)).toEqual(codes(typedRisky));
    // Held: enriched and processed like any other, but never listed.
    await waitFor(async () => (await row(importedRisky.id)).indexedAt, { what: 'the held import processed' });
    expect(await searchIds('astronomy')).toEqual([]);
  });
});
