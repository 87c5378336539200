// Preferences end to end on real parts (docs/candidate-api.md, "Preferences"): the round trip, what a
// save cleans up (trimming, repeats), the limit of 10 per kind with the spec's exact messages, who may
// call (signed out 401, CSRF 403, someone else's id 403), malformed input 400, and the
// preferences.updated outbox event written with each save.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_YOUR_PREFERENCES } from '@phd/services/accounts/preferences';
import { getPreferences, PREFERENCES_SAVED, savePreferences } from '@phd/contracts/endpoints/candidate-preferences';
import { signInAs, type SignedInCandidate } from './candidate.ts';
import { expectContractAnswer } from './contract-answer.ts';
import { startGateway, type Gateway } from './harness.ts';

const SAVE = '/api/user/preferences';
const EXPIRED = 'This form has expired. Please reload the page and try again.';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway({ label: 'preferences' });
});
afterAll(() => gw?.close());

let people = 0;
const someone = () => signInAs(gw.app, gw.db, `prefers-${++people}@example.org`);

const names = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`);

const post = (who: SignedInCandidate, body: Record<string, unknown>) =>
  who.inject({ method: 'POST', url: SAVE, payload: { user_id: who.userId, ...body } });

async function read(who: SignedInCandidate, userId = who.userId) {
  const res = await who.inject({ method: 'GET', url: `${SAVE}/${userId}` });
  expect(res.statusCode).toBe(200);
  expectContractAnswer(getPreferences, res);
  return res.json();
}

const preferenceEvents = async (userId: string) =>
  (await gw.db.outboxEvent.findMany({ where: { type: 'preferences.updated' }, orderBy: { id: 'asc' } })).filter(
    (e) => (e.payload as { userId?: string }).userId === userId,
  );

const valid = {
  countries: ['Norway', 'Germany'],
  universities: ['University of Oslo'],
  departments: ['Physics', 'Mathematics'],
  comments: 'Funded positions only, please.',
};

describe('who may call the preference endpoints', () => {
  it('GET and POST answer 401 when signed out', async () => {
    const userId = randomUUID();
    for (const res of [
      await gw.app.inject({ method: 'GET', url: `${SAVE}/${userId}` }),
      await gw.app.inject({ method: 'POST', url: SAVE, payload: { user_id: userId, ...valid } }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'unauthorized', message: 'Please sign in to continue.' });
    }
  });

  it('POST answers 403 without a valid CSRF token, and saves nothing', async () => {
    const ada = await someone();
    const payload = { user_id: ada.userId, ...valid };
    const noHeader = await gw.app.inject({ method: 'POST', url: SAVE, cookies: ada.cookies, payload });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json()).toEqual({ error: 'csrf_invalid', message: EXPIRED });
    const wrong = await ada.inject({ method: 'POST', url: SAVE, payload, headers: { 'x-csrf-token': 'forged' } });
    expect(wrong.statusCode).toBe(403);
    expect(await gw.db.userPreference.count({ where: { userId: ada.userId } })).toBe(0);
    expect(await preferenceEvents(ada.userId)).toEqual([]);
  });

  it("answers 403 for someone else's preferences, reading or writing, and changes nothing", async () => {
    const ada = await someone();
    const bob = await someone();
    expect((await post(bob, valid)).statusCode).toBe(200);
    const forbidden = { error: 'forbidden', message: NOT_YOUR_PREFERENCES };

    const peek = await ada.inject({ method: 'GET', url: `${SAVE}/${bob.userId}` });
    expect(peek.statusCode).toBe(403);
    expect(peek.json()).toEqual(forbidden);
    const overwrite = await ada.inject({
      method: 'POST',
      url: SAVE,
      payload: { ...valid, user_id: bob.userId, countries: ['France'] },
    });
    expect(overwrite.statusCode).toBe(403);
    expect(overwrite.json()).toEqual(forbidden);

    expect(await read(bob)).toEqual({ user_id: bob.userId, ...valid });
    expect(await preferenceEvents(bob.userId)).toHaveLength(1);
  });

  it('answers no-store: preferences differ per person', async () => {
    const ada = await someone();
    const res = await ada.inject({ method: 'GET', url: `${SAVE}/${ada.userId}` });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/user/preferences/{userId}', () => {
  it('answers empty lists and an empty comment when never saved', async () => {
    const ada = await someone();
    expect(await read(ada)).toEqual({
      user_id: ada.userId,
      countries: [],
      universities: [],
      departments: [],
      comments: '',
    });
  });

  it('answers 400 for a userId that is not an id', async () => {
    const ada = await someone();
    const res = await ada.inject({ method: 'GET', url: `${SAVE}/not-a-user` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid',
      message: 'userId must be a valid user id',
      details: { userId: 'userId must be a valid user id' },
    });
  });

  it('takes the id in upper case', async () => {
    const ada = await someone();
    expect(await read(ada, ada.userId.toUpperCase())).toMatchObject({ user_id: ada.userId });
  });
});

describe('POST /api/user/preferences', () => {
  it('saves, answers 200 with the stored preferences, and reads them back (round trip)', async () => {
    const ada = await someone();
    const res = await post(ada, valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PREFERENCES_SAVED, preferences: { user_id: ada.userId, ...valid } });
    expectContractAnswer(savePreferences, res);
    expect(await read(ada)).toEqual({ user_id: ada.userId, ...valid });
  });

  it('records preferences.updated with each save, in the same write', async () => {
    const ada = await someone();
    expect((await post(ada, valid)).statusCode).toBe(200);
    expect((await post(ada, { ...valid, comments: 'Changed my mind.' })).statusCode).toBe(200);
    const events = await preferenceEvents(ada.userId);
    expect(events.map((e) => e.payload)).toEqual([
      { userId: ada.userId, version: 1 },
      { userId: ada.userId, version: 1 },
    ]);
    expect(events.every((e) => e.publishedAt === null)).toBe(true);
  });

  it('replaces the whole set: a later save with fewer picks or none clears the rest', async () => {
    const ada = await someone();
    await post(ada, valid);
    const res = await post(ada, { countries: ['Japan'] });
    expect(res.statusCode).toBe(200);
    const expected = { user_id: ada.userId, countries: ['Japan'], universities: [], departments: [], comments: '' };
    expect(res.json().preferences).toEqual(expected);
    expect(await read(ada)).toEqual(expected);
    expect((await post(ada, { countries: null, universities: [], departments: [], comments: null })).statusCode).toBe(
      200,
    );
    expect(await read(ada)).toEqual({ ...expected, countries: [] });
  });

  it('trims names and comments, drops blanks and repeats (ignoring case), keeps the first spelling and order', async () => {
    const ada = await someone();
    const res = await post(ada, {
      countries: ['  Norway ', 'norway', 'Germany', '   ', 'NORWAY', 'Germany'],
      universities: ['University\tof\nOslo'],
      departments: ['Physics', ' physics', 'Chemistry'],
      comments: '  Line one\r\nline two\u0007  ',
    });
    expect(res.statusCode).toBe(200);
    const stored = {
      user_id: ada.userId,
      countries: ['Norway', 'Germany'],
      universities: ['University of Oslo'],
      departments: ['Physics', 'Chemistry'],
      comments: 'Line one\nline two',
    };
    expect(res.json().preferences).toEqual(stored);
    expect(await read(ada)).toEqual(stored);
  });

  it('refuses a NUL character (Postgres cannot store it) naming the field, keeping what was saved', async () => {
    const ada = await someone();
    await post(ada, valid);
    const res = await post(ada, { ...valid, comments: 'Line\u0000' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'invalid',
      message: 'comments may not contain the NUL character (U+0000).',
    });
    expect(await read(ada)).toMatchObject({ countries: valid.countries });
  });

  it.each([
    ['countries', 'countries'],
    ['universities', 'universities'],
    ['departments', 'disciplines'],
  ])('answers 400 "Maximum 10 selections allowed for …" for 11 %s, keeping what was saved', async (field, word) => {
    const ada = await someone();
    await post(ada, valid);
    const message = `Maximum 10 selections allowed for ${word}`;
    const res = await post(ada, { ...valid, [field]: names('Pick', 11) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid', message, details: { [field]: message } });
    expect(await read(ada)).toEqual({ user_id: ada.userId, ...valid });
    expect(await preferenceEvents(ada.userId)).toHaveLength(1);

    const huge = await post(ada, { ...valid, [field]: names('Pick', 5_000) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe(message);
  });

  it('accepts exactly 10 of each kind, and 11 that are 10 once repeats are dropped', async () => {
    const ada = await someone();
    const ten = {
      countries: names('Country', 10),
      universities: names('University', 10),
      departments: names('Field', 10),
    };
    const res = await post(ada, { ...ten, comments: '' });
    expect(res.statusCode).toBe(200);
    expect(await read(ada)).toEqual({ user_id: ada.userId, ...ten, comments: '' });
    const withRepeat = await post(ada, { ...ten, countries: [...ten.countries, 'country 1'] });
    expect(withRepeat.statusCode).toBe(200);
    expect(withRepeat.json().preferences.countries).toEqual(ten.countries);
  });

  it('accepts comments of exactly 2000 characters', async () => {
    const ada = await someone();
    const res = await post(ada, { ...valid, comments: 'c'.repeat(2_000) });
    expect(res.statusCode).toBe(200);
    expect((await read(ada)).comments).toHaveLength(2_000);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no user_id', { user_id: undefined }, 'user_id', 'user_id is required'],
    ['a user_id that is not an id', { user_id: 'me' }, 'user_id', 'user_id must be a valid user id'],
    ['countries as text', { countries: 'Norway' }, 'countries', 'countries must be a list of countries'],
    [
      'universities as an object',
      { universities: { in: ['Oslo'] } },
      'universities',
      'universities must be a list of universities',
    ],
    ['departments as a number', { departments: 3 }, 'departments', 'departments must be a list of disciplines'],
    ['a country that is not text', { countries: ['Norway', 7] }, 'countries.1', 'Each country must be a name'],
    [
      'a university name over 200 characters',
      { universities: ['U'.repeat(201)] },
      'universities.0',
      'A university name may be at most 200 characters',
    ],
    ['comments that are not text', { comments: ['a'] }, 'comments', 'Comments must be text'],
    [
      'comments over 2000 characters',
      { comments: 'c'.repeat(2_001) },
      'comments',
      'Comments may be at most 2000 characters',
    ],
  ])('answers 400 for %s with a message a person can read', async (_case, change, field, message) => {
    const ada = await someone();
    const res = await ada.inject({ method: 'POST', url: SAVE, payload: { user_id: ada.userId, ...valid, ...change } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid', message, details: { [field]: message } });
    expect(await gw.db.userPreference.count({ where: { userId: ada.userId } })).toBe(0);
  });

  it('answers 400 for no body, a list for a body and broken JSON', async () => {
    const ada = await someone();
    for (const payload of [undefined, []]) {
      const res = await ada.inject({ method: 'POST', url: SAVE, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid', message: 'user_id is required' });
    }
    const broken = await ada.inject({
      method: 'POST',
      url: SAVE,
      headers: { 'content-type': 'application/json' },
      payload: '{"user_id":',
    });
    expect(broken.statusCode).toBe(400);
    expect(typeof broken.json().message).toBe('string');
  });
});
