// The recommendations processor and the local recommender on real Postgres (and real Redis for the
// sweep and the end-to-end run): preferences and saves drive the ranking, saved, closed, deleted,
// private and past-deadline listings are never picked, a save changes the picks once its event is
// processed, runs are idempotent, and the whole path outbox -> relay -> BullMQ -> processor works.
import type { Job } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { preferencesInput } from '@phd/contracts/candidate-input';
import { storePreferences } from '@phd/services/accounts/preferences';
import { saveOpportunity } from '@phd/services/accounts/saved-opportunities';
import type { Db } from '@phd/services/db/client';
import { closeOpportunity, createOpportunity, deleteOpportunity } from '@phd/services/opportunities/index';
import type { DbOrTx } from '@phd/services/db/transaction';
import type { Opportunity } from '@phd/services/db/generated/client';
import { withTenant } from '@phd/services/tenants/unit-of-work';
import type { CreateOpportunityInput } from '@phd/services/opportunities/index';
import { dismissPick, setPersonalisation, undismissPick } from '@phd/services/recommendations/choices';
import {
  createLocalRecommender,
  listRecommendations,
  refreshRecommendations,
} from '@phd/services/recommendations/index';
import { RUNS_KEPT } from '@phd/services/recommendations/refresh';
import { createPostgresEngine } from '@phd/search/postgres/engine';
import { createTestDatabase, redisUrl, uniquePrefix, type TestDatabase } from '../../tests/support/services.ts';
import { parseJob } from '../src/jobs.ts';
import { recommendationsProcessor, sweepCursorKey } from '../src/processors/recommendations.ts';
import { noRedis, silentLogger, waitFor, startTestWorkers } from './helpers.ts';

const logger = silentLogger();
let redis: Redis;
beforeAll(() => {
  redis = new Redis(redisUrl(), { maxRetriesPerRequest: 1 });
});
afterAll(() => redis.disconnect());

// A database of its own per test: document frequencies (and so likeness) depend on the whole catalogue.
let database: TestDatabase;
let db: Db;
beforeEach(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterEach(() => database.drop());

const DAY = 86_400_000;

/** An indexed listing (the search-index processor's work, done directly). */
async function listing(fields: Partial<CreateOpportunityInput> & { ageDays?: number } = {}) {
  const { ageDays, ...input } = fields;
  // A tenant's listing is written inside its tenant's unit of work (row-level security).
  const write = (work: (client: DbOrTx) => Promise<Opportunity>) =>
    input.tenantId ? withTenant(db, input.tenantId, work) : work(db);
  const row = await write((client) =>
    createOpportunity(client, {
      title: 'Untitled project',
      universityName: 'University of Nowhere',
      country: 'Iceland',
      discipline: 'Geology',
      department: 'Earth Sciences',
      description: '<p>A doctoral project.</p>',
      closingDate: new Date(Date.now() + 90 * DAY),
      ...input,
    }),
  );
  if (ageDays !== undefined) {
    await db.opportunity.update({ where: { id: row.id }, data: { createdAt: new Date(Date.now() - ageDays * DAY) } });
  }
  await createPostgresEngine(db).index([row.id]);
  return row;
}

/** A catalogue where similarity can tell topics apart (and words like "university" are common). */
async function catalogue() {
  const rows = {
    protein: await listing({
      title: 'Machine learning for protein folding',
      universityName: 'Technical University of Munich',
      country: 'Germany',
      discipline: 'Computer Science',
      department: 'Informatics',
    }),
    climate: await listing({
      title: 'Machine learning for climate models',
      universityName: 'Sorbonne University',
      country: 'France',
      discipline: 'Computer Science',
      department: 'Informatics',
    }),
    manuscripts: await listing({
      title: 'Medieval manuscripts and palaeography',
      universityName: 'Heidelberg University',
      country: 'Germany',
      discipline: 'History',
      department: 'History',
    }),
    coral: await listing({
      title: 'Coral reef ecology under ocean warming',
      universityName: 'James Cook University',
      country: 'Australia',
      discipline: 'Biology',
      department: 'Marine Biology',
    }),
    imaging: await listing({
      title: 'Deep learning for medical imaging',
      universityName: 'Delft University of Technology',
      country: 'Netherlands',
      discipline: 'Computer Science',
      department: 'Intelligent Systems',
    }),
    soil: await listing({ title: 'Soil chemistry of volcanic plains', country: 'Iceland' }),
    labour: await listing({
      title: 'Labour economics of migration',
      universityName: 'University of Oslo',
      country: 'Norway',
      discipline: 'Economics',
      department: 'Economics',
    }),
    art: await listing({
      title: 'Renaissance art and patronage',
      universityName: 'University of Florence',
      country: 'Italy',
      discipline: 'Art History',
      department: 'Art History',
    }),
  };
  return rows;
}

let people = 0;
const person = () => db.user.create({ data: { email: `picker-${++people}@example.org` } });

async function prefer(
  userId: string,
  prefs: { countries?: string[]; universities?: string[]; departments?: string[]; comments?: string },
) {
  await storePreferences(db, userId, preferencesInput.parse({ user_id: userId, ...prefs }));
}

/** Runs the processor on the newest outbox event of this user, as the relay would deliver it. */
async function processLatestEvent(userId: string) {
  const events = await db.outboxEvent.findMany({ orderBy: { id: 'desc' } });
  const event = events.find((e) => (e.payload as { userId?: string }).userId === userId);
  if (!event) throw new Error(`no event for ${userId}`);
  const job = parseJob('recommendations', event.type, { eventId: event.id.toString(), payload: event.payload });
  const context = { db, logger, search: createPostgresEngine(db), redis: noRedis, keyPrefix: 'unused' };
  return recommendationsProcessor.handle(job, context, {} as Job);
}

const picks = (userId: string) =>
  db.recommendation.findMany({ where: { userId }, orderBy: [{ score: 'desc' }, { opportunityId: 'asc' }] });
const pickedIds = async (userId: string) => (await picks(userId)).map((p) => p.opportunityId);

describe('local recommender (real Postgres)', () => {
  it('ranks listings matching more preferences higher, with a reason naming the match', async () => {
    const c = await catalogue();
    const { id } = await person();
    await prefer(id, { countries: ['Germany'], departments: ['Computer Science'] });
    await expect(processLatestEvent(id)).resolves.toEqual({ userId: id, recommender: 'local', stored: 4 });

    const rows = await picks(id);
    expect(rows[0]!.opportunityId).toBe(c.protein.id);
    // The three single matches, about equally fresh, in some order.
    expect(rows.slice(1).map((r) => r.opportunityId)).toEqual(
      expect.arrayContaining([c.manuscripts.id, c.climate.id, c.imaging.id]),
    );
    expect(rows[0]!.reason).toBe('Matches your preferred country Germany and discipline Computer Science');
    expect(rows.find((r) => r.opportunityId === c.manuscripts.id)!.reason).toBe(
      'Matches your preferred country Germany',
    );
    expect(rows.find((r) => r.opportunityId === c.climate.id)!.reason).toBe(
      'Matches your preferred discipline Computer Science',
    );
  });

  it('a preferred-country listing ranks above the others; a preferred university counts too', async () => {
    const c = await catalogue();
    const { id } = await person();
    await prefer(id, { countries: ['Australia'], universities: ['University of Oslo'] });
    await processLatestEvent(id);
    expect((await pickedIds(id)).sort()).toEqual([c.coral.id, c.labour.id].sort());
    const labour = (await picks(id)).find((r) => r.opportunityId === c.labour.id)!;
    expect(labour.reason).toBe('Matches your preferred university University of Oslo');

    // Same preference matches, one much older: the fresher one first.
    await db.opportunity.update({ where: { id: c.coral.id }, data: { createdAt: new Date(Date.now() - 400 * DAY) } });
    await processLatestEvent(id);
    expect(await pickedIds(id)).toEqual([c.labour.id, c.coral.id]);
  });

  it("never picks saved, closed, deleted, private or past-deadline listings; a tenant's listed one, like any", async () => {
    const { id } = await person();
    const open = await listing({ country: 'Chile', title: 'Andean glaciers' });
    const noDeadline = await listing({ country: 'Chile', title: 'Atacama astronomy', closingDate: null });
    const closed = await listing({ country: 'Chile' });
    const deleted = await listing({ country: 'Chile' });
    await listing({ country: 'Chile', closingDate: new Date(Date.now() - DAY) }); // past its deadline
    const saved = await listing({ country: 'Chile' });
    const tenant = await db.tenant.create({ data: { slug: 'private', name: 'Private', universityName: 'Private U' } });
    await listing({ country: 'Chile', tenantId: tenant.id, listedPublicly: false });
    await listing({ country: 'Chile', tenantId: tenant.id, status: 'draft' });
    const listed = await listing({ country: 'Chile', title: 'Patagonian ice fields', tenantId: tenant.id });
    await closeOpportunity(db, closed.id);
    await deleteOpportunity(db, deleted.id);
    await saveOpportunity(db, id, { user_id: id, opportunity_id: saved.id });
    await prefer(id, { countries: ['Chile'] });

    await processLatestEvent(id);
    expect((await pickedIds(id)).sort()).toEqual([open.id, noDeadline.id, listed.id].sort());
  });

  it('likeness to saved listings counts, and the picks change once the save is processed', async () => {
    const c = await catalogue();
    const { id } = await person();
    await prefer(id, { countries: ['Italy'] });
    await processLatestEvent(id);
    expect(await pickedIds(id)).toEqual([c.art.id]);

    await saveOpportunity(db, id, { user_id: id, opportunity_id: c.protein.id });
    await processLatestEvent(id);
    const rows = await picks(id);
    const ids = rows.map((r) => r.opportunityId);
    expect(ids).not.toContain(c.protein.id);
    // The closest (machine learning, computer science, informatics) comes first, above the
    // preferred country; a weaker likeness (learning, computer science) still above a mere country.
    expect(ids[0]).toBe(c.climate.id);
    expect(rows[0]!.reason).toBe('Similar to opportunities you saved');
    expect(ids.indexOf(c.art.id)).toBeGreaterThan(0);
    expect(ids.indexOf(c.imaging.id)).toBeGreaterThan(0);
    expect(ids.indexOf(c.imaging.id)).toBeLessThan(ids.indexOf(c.manuscripts.id));
    // Unrelated topics in other countries are not recommended at all.
    expect(ids).not.toContain(c.coral.id);
    expect(ids).not.toContain(c.labour.id);
  });

  it('the comments count, through the same full-text index', async () => {
    const c = await catalogue();
    const { id } = await person();
    await prefer(id, { comments: 'I dream of studying coral reefs and the ecology of the ocean.' });
    await processLatestEvent(id);
    const rows = await picks(id);
    expect(rows.map((r) => r.opportunityId)).toEqual([c.coral.id]);
    expect(rows[0]!.reason).toBe('Matches the interests in your comments');

    // Whatever people type is only ever words to Postgres, never tsquery syntax.
    await prefer(id, { comments: `O'Reilly's \\ "reef" & | ! :* (coral) <-> 'ocean':A` });
    await processLatestEvent(id);
    expect(await pickedIds(id)).toEqual([c.coral.id]);
  });

  it('is idempotent, safe concurrently, and clears the picks when nothing is left to go on', async () => {
    await catalogue();
    const { id } = await person();
    await prefer(id, { countries: ['Germany', 'France'] });
    await processLatestEvent(id);
    const first = await picks(id);
    expect(first).toHaveLength(3);

    const recommender = createLocalRecommender();
    await Promise.all([1, 2, 3].map(() => refreshRecommendations(db, id, recommender)));
    await processLatestEvent(id);
    const again = await picks(id);
    expect(again.map((r) => [r.opportunityId, r.reason])).toEqual(first.map((r) => [r.opportunityId, r.reason]));
    // Freshness moves on by the millisecond, so scores match closely rather than exactly.
    again.forEach((r, i) => expect(r.score).toBeCloseTo(first[i]!.score, 4));

    await prefer(id, {});
    await expect(processLatestEvent(id)).resolves.toMatchObject({ stored: 0 });
    expect(await picks(id)).toEqual([]);
  });

  it('keeps at most the limit, best first', async () => {
    const { id } = await person();
    for (let i = 0; i < 5; i += 1) await listing({ country: 'Peru', ageDays: i });
    await prefer(id, { countries: ['Peru'] });
    const recommender = createLocalRecommender();
    await expect(refreshRecommendations(db, id, recommender, { limit: 3 })).resolves.toMatchObject({ stored: 3 });
    const scores = (await picks(id)).map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
});

describe('recommendations sweep (real Redis)', () => {
  it('refreshes every candidate with preferences, saves or stale picks, and restarts the round', async () => {
    await catalogue();
    const ada = await person();
    const bob = await person();
    const gone = await person();
    // Written behind the services' back: no events, so only the sweep can compute these.
    await db.userPreference.create({
      data: { userId: ada.id, countries: ['Germany'], universities: [], departments: [] },
    });
    await db.userPreference.create({
      data: { userId: bob.id, countries: ['France'], universities: [], departments: [] },
    });
    const someId = (await db.opportunity.findFirstOrThrow()).id;
    await db.recommendation.create({ data: { userId: gone.id, opportunityId: someId, score: 1, reason: 'old' } });

    const prefix = uniquePrefix('recommendations');
    const context = { db, logger, search: createPostgresEngine(db), redis, keyPrefix: prefix };
    const result = await recommendationsProcessor.handle(
      parseJob('recommendations', 'recommendations.sweep', {}),
      context,
      {} as Job,
    );
    expect(result).toEqual({ refreshed: 3, stored: 3, wrapped: true });
    expect(await pickedIds(ada.id)).toHaveLength(2);
    expect(await pickedIds(bob.id)).toHaveLength(1);
    expect(await pickedIds(gone.id)).toEqual([]);
    expect(await redis.exists(sweepCursorKey(prefix))).toBe(0);
  });
});

describe('end to end: outbox -> relay -> BullMQ -> processor (real Postgres and Redis)', () => {
  it('a preference save and then a save reach the stored picks without anyone calling the processor', async () => {
    const c = await catalogue();
    const prefix = uniquePrefix('recommendations-e2e');
    const app = await startTestWorkers({
      db,
      logger,
      prefix,
      concurrency: 2,
    });
    try {
      const { id } = await person();
      await prefer(id, { countries: ['Germany'] });
      await waitFor(async () => (await pickedIds(id)).length === 2, { what: 'the preference picks' });
      expect((await pickedIds(id)).sort()).toEqual([c.protein.id, c.manuscripts.id].sort());

      await saveOpportunity(db, id, { user_id: id, opportunity_id: c.protein.id });
      await waitFor(async () => !(await pickedIds(id)).includes(c.protein.id), { what: 'the saved one to go' });
      await waitFor(async () => (await pickedIds(id)).includes(c.climate.id), { what: 'a similar one to come' });
    } finally {
      await app.close();
    }
  });
});

describe('why a pick, "not for me" and personalisation off (real Postgres)', () => {
  it('each pick says why: the preferences it matched and the words it shares, as the candidate wrote them', async () => {
    const c = await catalogue();
    const { id } = await person();
    await prefer(id, { countries: ['Germany'], comments: 'Coral reefs and the ecology of warming oceans.' });
    await processLatestEvent(id);
    const rows = await picks(id);
    const manuscripts = rows.find((r) => r.opportunityId === c.manuscripts.id)!;
    expect(manuscripts.details).toEqual({ preferences: ['country Germany'], words: [], wordsFrom: null });
    const coral = rows.find((r) => r.opportunityId === c.coral.id)!;
    expect(coral.details).toMatchObject({ preferences: [], wordsFrom: 'comments' });
    // Words as typed ("reefs", "ecology"), not Postgres's stems ("reef", "ecolog").
    expect((coral.details as { words: string[] }).words).toEqual(expect.arrayContaining(['reefs', 'ecology']));

    // The page carries them, by opportunity.
    const page = await listRecommendations(db, id, id, { limit: 30, offset: 0 });
    expect(page.personalised).toBe(true);
    expect(page.why.get(c.coral.id)).toEqual(coral.details);
  });

  it('"not for me" removes the pick at once, never picks it again, and ranks similar listings lower', async () => {
    const c = await catalogue();
    const { id } = await person();
    await prefer(id, { departments: ['Computer Science'] });
    await processLatestEvent(id);
    const before = await pickedIds(id);
    expect(before).toEqual(expect.arrayContaining([c.protein.id, c.climate.id, c.imaging.id]));

    await expect(dismissPick(db, id, c.protein.id)).resolves.toEqual({ opportunityId: c.protein.id, changed: true });
    // Gone from the page before any ranking runs; a second dismissal changes nothing.
    expect(
      (await listRecommendations(db, id, id, { limit: 30, offset: 0 })).opportunities.map((o) => o.id),
    ).not.toContain(c.protein.id);
    await expect(dismissPick(db, id, c.protein.id)).resolves.toMatchObject({ changed: false });
    await processLatestEvent(id);
    const rows = await picks(id);
    expect(rows.map((r) => r.opportunityId)).not.toContain(c.protein.id);
    // Its likeness (machine learning) now weighs against the climate one, below imaging.
    const ids = rows.map((r) => r.opportunityId);
    expect(ids.indexOf(c.climate.id)).toBeGreaterThan(ids.indexOf(c.imaging.id));

    await undismissPick(db, id, c.protein.id);
    await processLatestEvent(id);
    expect(await pickedIds(id)).toContain(c.protein.id);
    // Unknown listings are 404s, not rows.
    await expect(dismissPick(db, id, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      kind: 'not_found',
    });
  });

  it('personalisation off: nothing ranked for them is kept, and Smart Picks shows the newest open positions', async () => {
    const c = await catalogue();
    const { id } = await person();
    await prefer(id, { countries: ['Italy'] });
    await processLatestEvent(id);
    expect(await pickedIds(id)).toEqual([c.art.id]);

    await setPersonalisation(db, id, false);
    await processLatestEvent(id);
    expect(await pickedIds(id)).toEqual([]);
    const page = await listRecommendations(db, id, id, { limit: 3, offset: 0 });
    expect(page.personalised).toBe(false);
    expect(page.why.size).toBe(0);
    const newest = await db.opportunity.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], take: 3 });
    expect(page.opportunities.map((o) => o.id)).toEqual(newest.map((o) => o.id));
    expect(page.total).toBe(Object.keys(c).length);

    await setPersonalisation(db, id, true);
    await processLatestEvent(id);
    expect(await pickedIds(id)).toEqual([c.art.id]);
  });

  it('every ranking logs what it read, keeping the latest runs', async () => {
    await catalogue();
    const { id } = await person();
    await prefer(id, { countries: ['Norway'], comments: 'labour markets' });
    for (let i = 0; i < RUNS_KEPT + 2; i++) await refreshRecommendations(db, id, createLocalRecommender());
    const runs = await db.recommendationRun.findMany({ where: { userId: id }, orderBy: { createdAt: 'desc' } });
    expect(runs).toHaveLength(RUNS_KEPT);
    expect(runs[0]).toMatchObject({
      recommender: 'local',
      picks: 1,
      inputs: expect.objectContaining({ personalised: true, countries: ['Norway'], comments: 'labour markets' }),
    });
  });
});
