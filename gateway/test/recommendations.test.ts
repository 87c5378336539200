// Recommendations ("Smart Picks") over HTTP on real parts (docs/candidate-api.md, "Recommendations";
// spec section 7, GET /api/opportunities/user/{userId}): who may call (signed out 401, someone
// else's id 403), malformed input 400, the message without preferences, the stored picks in score
// order in the public listing shape with paging and total, listings that closed, were deleted, passed
// their deadline or were saved since the computation left out, and no clash with the detail and
// related routes. The worker's computation is run directly (workers/test covers the queue path).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dismissPick,
  getRecommendationSettings,
  listRecommendations,
  PICK_DISMISSED,
  PICK_RESTORED,
  setRecommendationSettings,
  undismissPick,
} from '@phd/contracts/endpoints/candidate-preferences';
import {
  createLocalRecommender,
  NO_PREFERENCES_MESSAGE,
  NOT_YOUR_RECOMMENDATIONS,
  refreshRecommendations,
} from '@phd/services/recommendations/index';
import { closeOpportunity, deleteOpportunity } from '@phd/services/opportunities/index';
import { signInAs, type SignedInCandidate } from './candidate.ts';
import { expectContractAnswer } from './contract-answer.ts';
import { getJson, inList, startGateway, type Gateway } from './harness.ts';

const PATH = '/api/opportunities/user';
const DAY = 86_400_000;

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway({ label: 'recommendations' });
});
afterAll(() => gw?.close());

let people = 0;
const someone = () => signInAs(gw.app, gw.db, `picks-${++people}@example.org`);

let titles = 0;
/** An indexed listing in `country`, `ageDays` old (older ones score lower, all else equal). */
async function opportunity(country: string, ageDays = 0) {
  const n = ++titles;
  const row = await gw.db.opportunity.create({
    data: {
      title: `Recommended test PhD ${n}`,
      universityName: 'University of Testing',
      country,
      department: 'Physics',
      discipline: 'Physics',
      description: `<p>Description ${n}</p>`,
      closingDate: new Date(Date.now() + 120 * DAY),
      createdAt: new Date(Date.now() - ageDays * DAY),
    },
  });
  await gw.search.index([row.id]);
  return row;
}

const prefer = async (who: SignedInCandidate, body: Record<string, unknown>) => {
  const res = await who.inject({
    method: 'POST',
    url: '/api/user/preferences',
    payload: { user_id: who.userId, ...body },
  });
  expect(res.statusCode).toBe(200);
};

/** What the recommendations worker does after a preferences.updated or saved.changed event. */
const compute = (who: SignedInCandidate) => refreshRecommendations(gw.db, who.userId, createLocalRecommender());

interface Page {
  data: Record<string, unknown>[];
  pagination: { total: number };
  personalised: boolean;
  message?: string;
}
async function page(who: SignedInCandidate, query = '', userId = who.userId): Promise<Page> {
  const res = await who.inject({ method: 'GET', url: `${PATH}/${userId}${query}` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  expectContractAnswer(listRecommendations, res);
  return res.json() as Page;
}

describe('who may call GET /api/opportunities/user/{userId}', () => {
  it('answers 401 when signed out', async () => {
    const res = await gw.app.inject({ method: 'GET', url: `${PATH}/${randomUUID()}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorized', message: 'Please sign in to continue.' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("answers 403 for someone else's id", async () => {
    const ada = await someone();
    const bob = await someone();
    const res = await ada.inject({ method: 'GET', url: `${PATH}/${bob.userId}` });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'forbidden', message: NOT_YOUR_RECOMMENDATIONS });
  });

  it.each([
    ['/not-a-uuid', 'userId must be a valid user id'],
    ['/{me}?limit=0', 'limit must be a whole number from 1 to 100'],
    ['/{me}?limit=101', 'limit must be a whole number from 1 to 100'],
    ['/{me}?limit=ten', 'limit must be a whole number from 1 to 100'],
    ['/{me}?offset=-1', 'offset must be a whole number from 0 to 100000'],
    ['/{me}?offset=1.5', 'offset must be a whole number from 0 to 100000'],
  ])('answers 400 for %s', async (suffix, message) => {
    const ada = await someone();
    const res = await ada.inject({ method: 'GET', url: `${PATH}${suffix.replace('{me}', ada.userId)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid', message });
  });

  it('checks the input before the owner: a malformed query on someone else is 400', async () => {
    const ada = await someone();
    const res = await ada.inject({ method: 'GET', url: `${PATH}/${randomUUID()}?limit=0` });
    expect(res.statusCode).toBe(400);
  });
});

describe('the recommendations', () => {
  it('without preferences or saves: no picks and the message, also after saving empty preferences', async () => {
    const ada = await someone();
    const empty = { data: [], pagination: { total: 0 }, personalised: true, message: NO_PREFERENCES_MESSAGE };
    expect(await page(ada)).toEqual(empty);
    await prefer(ada, { countries: [], universities: [], departments: [], comments: '  ' });
    await compute(ada);
    expect(await page(ada)).toEqual(empty);
  });

  it('answers the stored picks best first, in the listing shape, with paging and total', async () => {
    const country = `Atlantis ${randomUUID().slice(0, 8)}`;
    // Newest first is the order freshness gives among equal preference matches.
    const rows: { id: string }[] = [];
    for (let age = 0; age < 5; age += 1) rows.push(await opportunity(country, age * 10));
    await opportunity('Elsewhere');
    const ada = await someone();
    await prefer(ada, { countries: [country] });
    // Preferences saved but the worker has not run yet: nothing yet, and no message.
    expect(await page(ada)).toEqual({ data: [], pagination: { total: 0 }, personalised: true });

    await compute(ada);
    const all = await page(ada);
    expect(all.message).toBeUndefined();
    expect(all.pagination.total).toBe(5);
    expect(all.data.map((o) => o.id)).toEqual(rows.map((r) => r.id));

    // The very item GET /api/opportunities answers for the same listing (one serialiser).
    const listing = await getJson<Page>(gw.app, `/api/opportunities?country=${inList(country)}&limit=30`);
    const { why, ...item } = all.data[0]!;
    expect(item).toEqual(listing.data.find((o) => o.id === rows[0]!.id));
    expect(why).toEqual({ preferences: [`country ${country}`], words: [], words_from: null });
    expect(all.data[0]).not.toHaveProperty('description');

    const second = await page(ada, '?limit=2&offset=2');
    expect(second.pagination.total).toBe(5);
    expect(second.data.map((o) => o.id)).toEqual(rows.slice(2, 4).map((r) => r.id));
    expect((await page(ada, '?offset=30')).data).toEqual([]);
    // Ids are accepted in any case.
    expect((await page(ada, '?limit=1', ada.userId.toUpperCase())).data.map((o) => o.id)).toEqual([rows[0]!.id]);
  });

  it('leaves out what closed, was deleted, passed its deadline or was saved since the computation', async () => {
    const country = `Lemuria ${randomUUID().slice(0, 8)}`;
    const [closed, deleted, expired, saved, kept] = [
      await opportunity(country),
      await opportunity(country),
      await opportunity(country),
      await opportunity(country),
      await opportunity(country),
    ];
    const ada = await someone();
    await prefer(ada, { countries: [country] });
    await compute(ada);
    expect((await page(ada)).pagination.total).toBe(5);

    await closeOpportunity(gw.db, closed!.id);
    await deleteOpportunity(gw.db, deleted!.id);
    await gw.db.opportunity.update({ where: { id: expired!.id }, data: { closingDate: new Date(Date.now() - 1_000) } });
    const res = await ada.inject({
      method: 'POST',
      url: '/api/user/opportunity/save',
      payload: { user_id: ada.userId, opportunity_id: saved!.id },
    });
    expect(res.statusCode).toBe(201);

    // With something saved and the worker not yet run, the stale rows are already gone.
    expect(await page(ada)).toEqual({
      data: [expect.objectContaining({ id: kept!.id })],
      pagination: { total: 1 },
      personalised: true,
    });
  });
});

describe('routes around /api/opportunities/user/{userId}', () => {
  it('the detail and related routes still answer for an opportunity id, and "user" is not an id', async () => {
    const row = await opportunity('Norway');
    await opportunity('Norway');
    expect((await getJson<{ id: string }>(gw.app, `/api/opportunities/${row.id}`)).id).toBe(row.id);
    const related = await getJson<{ data: { id: string }[] }>(gw.app, `/api/opportunities/related/${row.id}`);
    expect(related.data.length).toBeGreaterThan(0);
    expect(related.data.map((o) => o.id)).not.toContain(row.id);

    // Two segments after /user is the recommendations route (401 signed out), never the detail's 404.
    expect((await gw.app.inject(`${PATH}/${row.id}`)).statusCode).toBe(401);
    // One segment is an opportunity id, and there is no opportunity called "user".
    const user = await gw.app.inject('/api/opportunities/user');
    expect(user.statusCode).toBe(404);
    expect(user.json()).toMatchObject({ error: 'not_found' });
  });
});

describe('why, "not for me" and personalisation over HTTP', () => {
  it('each pick says why it was picked', async () => {
    const country = `Thule ${randomUUID().slice(0, 8)}`;
    const row = await opportunity(country);
    const ada = await someone();
    await prefer(ada, { countries: [country] });
    await compute(ada);
    expect((await page(ada)).data).toEqual([
      expect.objectContaining({
        id: row.id,
        why: { preferences: [`country ${country}`], words: [], words_from: null },
      }),
    ]);
  });

  it('"not for me" leaves Smart Picks at once, is listed in the settings, and can be taken back', async () => {
    const country = `Hyperborea ${randomUUID().slice(0, 8)}`;
    const [first, second] = [await opportunity(country), await opportunity(country, 5)];
    const ada = await someone();
    await prefer(ada, { countries: [country] });
    await compute(ada);
    const url = '/api/user/recommendations/dismissed';
    // Twice at once, and with the id in upper case: both succeed.
    const answers = await Promise.all(
      [first.id, first.id.toUpperCase()].map((id) =>
        ada.inject({ method: 'POST', url, payload: { opportunity_id: id } }),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(201);
      expectContractAnswer(dismissPick, res);
      expect(res.json()).toEqual({ message: PICK_DISMISSED, opportunity_id: first.id });
    }
    expect((await page(ada)).data.map((o) => o.id)).toEqual([second.id]);
    const settings = await ada.inject({ method: 'GET', url: '/api/user/recommendations/settings' });
    expectContractAnswer(getRecommendationSettings, settings);
    expect(settings.json()).toMatchObject({
      personalised: true,
      dismissed: [{ opportunity_id: first.id, title: first.title, university: first.universityName }],
    });

    const back = await ada.inject({ method: 'DELETE', url: `${url}/${first.id}` });
    expectContractAnswer(undismissPick, back);
    expect(back.json()).toEqual({ message: PICK_RESTORED, opportunity_id: first.id });

    // Bad input, unknown listings, no CSRF token, signed out.
    const bad = await ada.inject({ method: 'POST', url, payload: { opportunity_id: 'x\u0000y' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/opportunity_id may not contain/);
    expect((await ada.inject({ method: 'POST', url, payload: { opportunity_id: randomUUID() } })).statusCode).toBe(404);
    const noCsrf = await gw.app.inject({
      method: 'POST',
      url,
      cookies: ada.cookies,
      payload: { opportunity_id: second.id },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect((await gw.app.inject({ method: 'GET', url: '/api/user/recommendations/settings' })).statusCode).toBe(401);
  });

  it('personalisation off answers the newest open positions, marked not personalised', async () => {
    const ada = await someone();
    const res = await ada.inject({
      method: 'PUT',
      url: '/api/user/recommendations/settings',
      payload: { personalised: false },
    });
    expectContractAnswer(setRecommendationSettings, res);
    expect(res.json()).toMatchObject({ personalised: false });
    const newest = await opportunity(`Avalon ${randomUUID().slice(0, 8)}`);
    const answer = await page(ada, '?limit=1');
    expect(answer).toMatchObject({ personalised: false, data: [expect.objectContaining({ id: newest.id })] });
    expect(answer.data[0]).not.toHaveProperty('why');
    expect(answer.message).toBeUndefined();
    const wrong = await ada.inject({
      method: 'PUT',
      url: '/api/user/recommendations/settings',
      payload: { personalised: 'maybe' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/personalised must be true or false/);
  });
});
