// Saved opportunities end to end on real parts (docs/candidate-api.md, "Saved opportunities"): the four
// calls with their answers, who may call them (signed out 401, CSRF 403, someone else's id 403),
// malformed input 400, unknown opportunities 404, idempotent saves, newest-first order, pagination,
// closed and deleted listings, and the saved.changed outbox event written with each change.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_YOUR_SAVES, OPPORTUNITY_NOT_FOUND } from '@phd/services/accounts/saved-opportunities';
import { closeOpportunity, deleteOpportunity } from '@phd/services/opportunities/index';
import * as contracts from '@phd/contracts/endpoints/saved-opportunities';
import { OPPORTUNITY_SAVED, OPPORTUNITY_UNSAVED } from '@phd/contracts/endpoints/saved-opportunities';
import { signInAs, type SignedInCandidate } from './candidate.ts';
import { expectContractAnswer } from './contract-answer.ts';
import { startGateway, type Gateway } from './harness.ts';
import { createOpportunity } from './opportunity-fixture.ts';

const SAVE = '/api/user/opportunity/save';
const DETAILS = '/api/user/opportunity/save/details';
const EXPIRED = 'This form has expired. Please reload the page and try again.';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway({ label: 'saved' });
});
afterAll(() => gw?.close());

let people = 0;
/** A new signed-in candidate per test, so counts and orders start from nothing. */
const someone = () => signInAs(gw.app, gw.db, `saver-${++people}@example.org`);

const opportunity = (fields: { tenantId?: string } = {}) => createOpportunity(gw.db, 'Saved test', fields);

const save = (who: SignedInCandidate, opportunityId: string, userId = who.userId) =>
  who.inject({ method: 'POST', url: SAVE, payload: { user_id: userId, opportunity_id: opportunityId } });
const unsave = (who: SignedInCandidate, opportunityId: string, userId = who.userId) =>
  who.inject({ method: 'DELETE', url: SAVE, payload: { user_id: userId, opportunity_id: opportunityId } });

async function savedIds(who: SignedInCandidate): Promise<string[]> {
  const res = await who.inject({ method: 'GET', url: `${SAVE}?userId=${who.userId}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { savedOpportunities: string[] }).savedOpportunities;
}

interface Page {
  data: Record<string, unknown>[];
  pagination: { total: number };
}
async function details(who: SignedInCandidate, query = ''): Promise<Page> {
  const res = await who.inject({ method: 'GET', url: `${DETAILS}?userId=${who.userId}${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as Page;
}

/** Saves one after another, a few milliseconds apart so each save time is distinct. */
async function saveInOrder(who: SignedInCandidate, ids: string[]) {
  for (const id of ids) {
    expect((await save(who, id)).statusCode).toBe(201);
    await sleep(5);
  }
}

const savedEvents = async (userId: string) =>
  (await gw.db.outboxEvent.findMany({ where: { type: 'saved.changed' }, orderBy: { id: 'asc' } })).filter(
    (e) => (e.payload as { userId?: string }).userId === userId,
  );

describe('who may call the saved-opportunity endpoints', () => {
  it.each<[string, (id: string) => InjectOptions]>([
    ['GET ids', () => ({ method: 'GET', url: `${SAVE}?userId=${randomUUID()}` })],
    ['GET details', () => ({ method: 'GET', url: `${DETAILS}?userId=${randomUUID()}` })],
    ['POST', (id) => ({ method: 'POST', url: SAVE, payload: { user_id: randomUUID(), opportunity_id: id } })],
    ['DELETE', (id) => ({ method: 'DELETE', url: SAVE, payload: { user_id: randomUUID(), opportunity_id: id } })],
  ])('%s answers 401 when signed out', async (_call, request) => {
    const { id } = await opportunity();
    const res = await gw.app.inject(request(id));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorized', message: 'Please sign in to continue.' });
  });

  it.each(['POST', 'DELETE'] as const)('%s answers 403 without a CSRF token, and changes nothing', async (method) => {
    const ada = await someone();
    const { id } = await opportunity();
    if (method === 'DELETE') expect((await save(ada, id)).statusCode).toBe(201);
    const before = await savedIds(ada);
    const payload = { user_id: ada.userId, opportunity_id: id };

    const noHeader = await gw.app.inject({ method, url: SAVE, cookies: ada.cookies, payload });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json()).toEqual({ error: 'csrf_invalid', message: EXPIRED });
    const wrongToken = await ada.inject({ method, url: SAVE, payload, headers: { 'x-csrf-token': 'not-a-token' } });
    expect(wrongToken.statusCode).toBe(403);
    expect(wrongToken.json()).toEqual({ error: 'csrf_invalid', message: EXPIRED });

    expect(await savedIds(ada)).toEqual(before);
  });

  it("answers 403 on every call naming someone else's id, and changes nothing", async () => {
    const ada = await someone();
    const bob = await someone();
    const { id } = await opportunity();
    expect((await save(bob, id)).statusCode).toBe(201);
    const forbidden = { error: 'forbidden', message: NOT_YOUR_SAVES };

    for (const url of [`${SAVE}?userId=${bob.userId}`, `${DETAILS}?userId=${bob.userId}`]) {
      const res = await ada.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(forbidden);
    }
    const other = await opportunity();
    const saveForBob = await save(ada, other.id, bob.userId);
    expect(saveForBob.statusCode).toBe(403);
    expect(saveForBob.json()).toEqual(forbidden);
    const unsaveForBob = await unsave(ada, id, bob.userId);
    expect(unsaveForBob.statusCode).toBe(403);
    expect(unsaveForBob.json()).toEqual(forbidden);

    expect(await savedIds(bob)).toEqual([id]);
    expect(await savedIds(ada)).toEqual([]);
  });

  it('answers no-store: the lists differ per person behind one URL', async () => {
    const ada = await someone();
    const res = await ada.inject({ method: 'GET', url: `${SAVE}?userId=${ada.userId}` });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('malformed input', () => {
  it.each([
    ['no userId', '', 'userId is required'],
    ['an empty userId', '?userId=', 'userId is required'],
    ['a userId that is not an id', '?userId=42', 'userId must be a valid user id'],
    ['a userId given twice', '?userId=SELF&userId=SELF', 'userId must be a valid user id'],
  ])('GET ids answers 400 for %s', async (_case, query, message) => {
    const ada = await someone();
    const res = await ada.inject({ method: 'GET', url: `${SAVE}${query.replaceAll('SELF', ada.userId)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid', message, details: { userId: message } });
  });

  it.each([
    ['a userId that is not an id', '?userId=abc', 'userId', 'userId must be a valid user id'],
    ['limit 0', '?userId=SELF&limit=0', 'limit', 'limit must be a whole number from 1 to 100'],
    ['limit 101', '?userId=SELF&limit=101', 'limit', 'limit must be a whole number from 1 to 100'],
    ['a limit that is not a number', '?userId=SELF&limit=ten', 'limit', 'limit must be a whole number from 1 to 100'],
    ['a negative offset', '?userId=SELF&offset=-1', 'offset', 'offset must be a whole number from 0 to 100000'],
    ['a fractional offset', '?userId=SELF&offset=1.5', 'offset', 'offset must be a whole number from 0 to 100000'],
  ])('GET details answers 400 for %s', async (_case, query, field, message) => {
    const ada = await someone();
    const res = await ada.inject({ method: 'GET', url: `${DETAILS}${query.replaceAll('SELF', ada.userId)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid', message, details: { [field]: message } });
  });

  it.each<[string, (self: string, id: string) => unknown, string, string]>([
    ['an empty body', () => ({}), 'user_id', 'user_id is required'],
    ['a list for a body', () => [], 'user_id', 'user_id is required'],
    ['no opportunity_id', (self) => ({ user_id: self }), 'opportunity_id', 'opportunity_id is required'],
    [
      'an opportunity_id that is not an id',
      (self) => ({ user_id: self, opportunity_id: 'phd-in-physics' }),
      'opportunity_id',
      'opportunity_id must be a valid opportunity id',
    ],
    [
      'a numeric opportunity_id',
      (self) => ({ user_id: self, opportunity_id: 7 }),
      'opportunity_id',
      'opportunity_id must be a valid opportunity id',
    ],
    [
      'a user_id that is not an id',
      (_self, id) => ({ user_id: 'me', opportunity_id: id }),
      'user_id',
      'user_id must be a valid user id',
    ],
  ])('POST and DELETE answer 400 for %s', async (_case, body, field, message) => {
    const ada = await someone();
    const { id } = await opportunity();
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await ada.inject({ method, url: SAVE, payload: body(ada.userId, id) as object });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid', message, details: { [field]: message } });
    }
    expect(await savedIds(ada)).toEqual([]);
  });

  it('POST and DELETE answer 400 for no body and for broken JSON', async () => {
    const ada = await someone();
    for (const method of ['POST', 'DELETE'] as const) {
      const none = await ada.inject({ method, url: SAVE });
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({ error: 'invalid', message: 'user_id is required' });
      const broken = await ada.inject({
        method,
        url: SAVE,
        headers: { 'content-type': 'application/json' },
        payload: '{"user_id": ',
      });
      expect(broken.statusCode).toBe(400);
      expect(typeof broken.json().message).toBe('string');
    }
  });
});

describe('the answers', () => {
  it('match their contracts (@phd/contracts/endpoints/saved-opportunities)', async () => {
    const who = await someone();
    const target = await opportunity();
    expectContractAnswer(contracts.saveOpportunity, await save(who, target.id));
    expectContractAnswer(
      contracts.listSavedIds,
      await who.inject({ method: 'GET', url: `${SAVE}?userId=${who.userId}` }),
    );
    const page = await who.inject({ method: 'GET', url: `${DETAILS}?userId=${who.userId}` });
    expectContractAnswer(contracts.listSavedDetails, page);
    expect((page.json() as Page).data).toHaveLength(1);
    expectContractAnswer(contracts.unsaveOpportunity, await unsave(who, target.id));
  });
});

describe('POST /api/user/opportunity/save', () => {
  it('saves, answers 201 with the id, and records saved.changed in the same write', async () => {
    const ada = await someone();
    const { id } = await opportunity();
    const res = await save(ada, id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: OPPORTUNITY_SAVED, opportunity_id: id });
    expect(await gw.db.savedOpportunity.count({ where: { userId: ada.userId, opportunityId: id } })).toBe(1);
    const events = await savedEvents(ada.userId);
    expect(events.map((e) => e.payload)).toEqual([{ userId: ada.userId, version: 1 }]);
    expect(events[0]!.publishedAt).toBeNull();
  });

  it('is idempotent: saving twice answers 201 again, keeps one row and records no second event', async () => {
    const ada = await someone();
    const { id } = await opportunity();
    expect((await save(ada, id)).statusCode).toBe(201);
    const again = await save(ada, id);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ message: OPPORTUNITY_SAVED, opportunity_id: id });
    expect(await gw.db.savedOpportunity.count({ where: { userId: ada.userId } })).toBe(1);
    expect(await savedEvents(ada.userId)).toHaveLength(1);
  });

  it('takes ids in upper case and answers them in lower case', async () => {
    const ada = await someone();
    const { id } = await opportunity();
    const res = await save(ada, id.toUpperCase(), ada.userId.toUpperCase());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: OPPORTUNITY_SAVED, opportunity_id: id });
    expect(await savedIds(ada)).toEqual([id]);
  });

  it('answers 404 for an unknown, a deleted or a tenant-private opportunity, saving nothing', async () => {
    const ada = await someone();
    const deleted = await opportunity();
    await deleteOpportunity(gw.db, deleted.id);
    const tenant = await gw.db.tenant.create({
      data: { slug: `saved-${randomUUID().slice(0, 8)}`, name: 'Private', universityName: 'Private University' },
    });
    // Written as the owner: row-level security keeps a tenant's unlisted rows from the app's role.
    const privateListing = await createOpportunity(gw.database.owner, 'Saved test', {
      tenantId: tenant.id,
      listedPublicly: false,
    });
    for (const id of [randomUUID(), deleted.id, privateListing.id]) {
      const res = await save(ada, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: OPPORTUNITY_NOT_FOUND });
    }
    expect(await gw.db.savedOpportunity.count({ where: { userId: ada.userId } })).toBe(0);
    expect(await savedEvents(ada.userId)).toEqual([]);
  });

  it('saves a closed opportunity (its detail page is still public)', async () => {
    const ada = await someone();
    const { id } = await opportunity();
    await closeOpportunity(gw.db, id);
    expect((await save(ada, id)).statusCode).toBe(201);
    expect(await savedIds(ada)).toEqual([id]);
  });
});

describe('DELETE /api/user/opportunity/save', () => {
  it('removes the save, answers 200 with the id, and records saved.changed', async () => {
    const ada = await someone();
    const { id } = await opportunity();
    const kept = await opportunity();
    await saveInOrder(ada, [id, kept.id]);
    const res = await unsave(ada, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: OPPORTUNITY_UNSAVED, opportunity_id: id });
    expect(await savedIds(ada)).toEqual([kept.id]);
    expect((await savedEvents(ada.userId)).map((e) => e.payload)).toEqual([
      { userId: ada.userId, version: 1 },
      { userId: ada.userId, version: 1 },
      { userId: ada.userId, version: 1 },
    ]);
  });

  it('is idempotent: removing what is not saved answers 200 and records nothing', async () => {
    const ada = await someone();
    const { id } = await opportunity();
    for (const target of [id, randomUUID()]) {
      const res = await unsave(ada, target);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: OPPORTUNITY_UNSAVED, opportunity_id: target });
    }
    expect(await savedEvents(ada.userId)).toEqual([]);
  });

  it('removes the save of an opportunity deleted since', async () => {
    const ada = await someone();
    const { id } = await opportunity();
    await saveInOrder(ada, [id]);
    await deleteOpportunity(gw.db, id);
    expect((await unsave(ada, id)).statusCode).toBe(200);
    expect(await gw.db.savedOpportunity.count({ where: { userId: ada.userId } })).toBe(0);
  });
});

describe('GET /api/user/opportunity/save', () => {
  it('answers an empty list when nothing is saved', async () => {
    const ada = await someone();
    const res = await ada.inject({ method: 'GET', url: `${SAVE}?userId=${ada.userId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ savedOpportunities: [] });
  });

  it("lists the candidate's own saves only, newest save first; saving again does not move one up", async () => {
    const ada = await someone();
    const bob = await someone();
    const [a, b, c] = [await opportunity(), await opportunity(), await opportunity()];
    await saveInOrder(ada, [b.id, a.id, c.id]);
    await saveInOrder(bob, [a.id]);
    expect(await savedIds(ada)).toEqual([c.id, a.id, b.id]);
    await saveInOrder(ada, [b.id]);
    expect(await savedIds(ada)).toEqual([c.id, a.id, b.id]);
    expect(await savedIds(bob)).toEqual([a.id]);
  });

  it('keeps closed opportunities and leaves deleted ones out', async () => {
    const ada = await someone();
    const [open, closed, deleted] = [await opportunity(), await opportunity(), await opportunity()];
    await saveInOrder(ada, [open.id, closed.id, deleted.id]);
    await closeOpportunity(gw.db, closed.id);
    await deleteOpportunity(gw.db, deleted.id);
    expect(await savedIds(ada)).toEqual([closed.id, open.id]);
  });
});

describe('GET /api/user/opportunity/save/details', () => {
  it('answers the public opportunity shape the detail API uses, without the fields only the detail page shows', async () => {
    const ada = await someone();
    const { id } = await opportunity();
    await saveInOrder(ada, [id]);
    const page = await details(ada);
    expect(page.pagination).toEqual({ total: 1 });
    const publicDetail = (await gw.app.inject({ method: 'GET', url: `/api/opportunities/${id}` })).json() as Record<
      string,
      unknown
    >;
    // The description, the closing time (the page says when a position closed), expiry, the funding
    // facts, the language, the duplicate group, the provenance and the letters a university site's
    // position asks for are the detail page's own (the funding type is on cards too).
    const {
      description,
      closed_at: closedAt,
      references_required: _letters,
      expired_at: _expired,
      facts: _facts,
      inferred: _inferred,
      language: _language,
      also_posted_at: _alsoPostedAt,
      imported_from: _importedFrom,
      ...listItem
    } = publicDetail;
    expect(description).toContain('Description');
    expect(closedAt).toBeNull();
    expect(page.data).toEqual([listItem]);
    expect(page.data[0]).toMatchObject({
      id,
      university: 'University of Testing',
      country: 'Norway',
      status: 'open',
      closing_date: Date.UTC(2031, 5, 30) / 1000,
    });
    expect(page.data[0]).not.toHaveProperty('description');
  });

  it('pages newest save first, 30 by default, with the total of all saved', async () => {
    const ada = await someone();
    const rows = [];
    for (let i = 0; i < 5; i++) rows.push(await opportunity());
    await saveInOrder(
      ada,
      rows.map((r) => r.id),
    );
    const newestFirst = rows.map((r) => r.id).reverse();

    const all = await details(ada);
    expect(all.pagination.total).toBe(5);
    expect(all.data.map((o) => o.id)).toEqual(newestFirst);

    const first = await details(ada, '&limit=2&offset=0');
    expect(first.pagination.total).toBe(5);
    expect(first.data.map((o) => o.id)).toEqual(newestFirst.slice(0, 2));
    const second = await details(ada, '&limit=2&offset=2');
    expect(second.data.map((o) => o.id)).toEqual(newestFirst.slice(2, 4));
    const last = await details(ada, '&limit=2&offset=4');
    expect(last).toEqual({ data: [expect.objectContaining({ id: newestFirst[4] })], pagination: { total: 5 } });
    const beyond = await details(ada, '&limit=2&offset=10');
    expect(beyond).toEqual({ data: [], pagination: { total: 5 } });
  });

  it('lists closed saves marked closed, leaves deleted ones out of the page and the total', async () => {
    const ada = await someone();
    const [open, closed, deleted] = [await opportunity(), await opportunity(), await opportunity()];
    await saveInOrder(ada, [open.id, closed.id, deleted.id]);
    await closeOpportunity(gw.db, closed.id);
    await deleteOpportunity(gw.db, deleted.id);
    const page = await details(ada);
    expect(page.pagination.total).toBe(2);
    expect(page.data.map((o) => [o.id, o.status])).toEqual([
      [closed.id, 'closed'],
      [open.id, 'open'],
    ]);
  });

  it('answers an empty page when nothing is saved', async () => {
    const ada = await someone();
    expect(await details(ada)).toEqual({ data: [], pagination: { total: 0 } });
  });
});
