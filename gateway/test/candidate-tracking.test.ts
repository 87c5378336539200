// "Every application tracked" end to end on real parts (issue 32; docs/candidates-tracking.md): the
// external-application calls with their contracts' answers, who may call them (signed out 401, CSRF
// 403, someone else's id 404), bad input 400 with a sentence (NUL, control characters, odd id case,
// http links), "applied externally" twice at once, the calendar, and the private ICS feed read back
// event by event: made, reset (the old address 404), turned off, cache headers and its rate limit.
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@phd/contracts/endpoints/candidate-tracking';
import { LIMITS } from '../src/routes/rate-limits.ts';
import { veventsOf } from '../../services/test/candidates/ics-events.ts';
import { signInAs, type SignedInCandidate } from './candidate.ts';
import { expectContractAnswer } from './contract-answer.ts';
import { startGateway, type Gateway } from './harness.ts';
import { createOpportunity } from './opportunity-fixture.ts';

const LIST = '/api/user/external-applications';
const FROM_OPPORTUNITY = `${LIST}/from-opportunity`;
const CALENDAR = '/api/user/calendar';
const FEED = '/api/user/calendar/feed';
const PUBLIC_URL = 'https://phd.example';
const EXPIRED = 'This form has expired. Please reload the page and try again.';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway({ label: 'tracking', env: { PUBLIC_URL } });
});
afterAll(() => gw?.close());

let people = 0;
const someone = () => signInAs(gw.app, gw.db, `tracker-${++people}@example.org`);
const opportunity = (fields = {}) => createOpportunity(gw.db, 'Tracking test', fields);

const valid = { title: 'PhD in Optics', university: 'ETH Zürich', applied_on: '2026-10-01' };

async function add(who: SignedInCandidate, payload: Record<string, unknown> = valid) {
  const res = await who.inject({ method: 'POST', url: LIST, payload });
  expect(res.statusCode, res.body).toBe(201);
  expectContractAnswer(contracts.addExternalApplication, res);
  return (res.json() as { application: { id: string } }).application;
}

async function list(who: SignedInCandidate) {
  const res = await who.inject({ method: 'GET', url: LIST });
  expect(res.statusCode).toBe(200);
  expectContractAnswer(contracts.listExternalApplications, res);
  return (res.json() as { data: Record<string, unknown>[] }).data;
}

async function newFeed(who: SignedInCandidate): Promise<string> {
  const res = await who.inject({ method: 'POST', url: FEED });
  expect(res.statusCode).toBe(201);
  expectContractAnswer(contracts.createCalendarFeed, res);
  return (res.json() as { url: string }).url;
}

const feedPath = (url: string) => url.slice(PUBLIC_URL.length);

describe('who may call', () => {
  it.each<[string, InjectOptions]>([
    ['list', { method: 'GET', url: LIST }],
    ['add', { method: 'POST', url: LIST, payload: valid }],
    ['change', { method: 'PATCH', url: `${LIST}/${randomUUID()}`, payload: { status: 'offered' } }],
    ['delete', { method: 'DELETE', url: `${LIST}/${randomUUID()}` }],
    ['mark', { method: 'POST', url: FROM_OPPORTUNITY, payload: { opportunity_id: randomUUID() } }],
    ['calendar', { method: 'GET', url: CALENDAR }],
    ['new feed', { method: 'POST', url: FEED }],
    ['stop feed', { method: 'DELETE', url: FEED }],
  ])('%s answers 401 when signed out', async (_call, request) => {
    const res = await gw.app.inject(request);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorized', message: 'Please sign in to continue.' });
  });

  it('writes answer 403 without the CSRF token, and change nothing', async () => {
    const ada = await someone();
    const res = await gw.app.inject({ method: 'POST', url: LIST, cookies: ada.cookies, payload: valid });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'csrf_invalid', message: EXPIRED });
    const feed = await gw.app.inject({ method: 'POST', url: FEED, cookies: ada.cookies });
    expect(feed.statusCode).toBe(403);
    expect(await list(ada)).toEqual([]);
  });

  it("answers 404 for someone else's application, in any letter case, and leaves it alone", async () => {
    const [ada, bob] = [await someone(), await someone()];
    const bobs = await add(bob);
    for (const id of [bobs.id, bobs.id.toUpperCase()]) {
      const change = await ada.inject({ method: 'PATCH', url: `${LIST}/${id}`, payload: { status: 'rejected' } });
      expect(change.statusCode).toBe(404);
      expect(change.json()).toEqual({
        error: 'not_found',
        message: 'Application not found. It may have been deleted.',
      });
      expect((await ada.inject({ method: 'DELETE', url: `${LIST}/${id}` })).statusCode).toBe(404);
    }
    expect(await list(ada)).toEqual([]);
    expect(await list(bob)).toMatchObject([{ id: bobs.id, status: 'applied' }]);
  });
});

describe('applications tracked by hand', () => {
  it('adds, lists newest applied first, changes the status and deletes, each answer on its contract', async () => {
    const ada = await someone();
    await add(ada, { ...valid, title: 'Older', applied_on: '2026-09-01' });
    const newer = await add(ada, {
      ...valid,
      url: 'https://eth.example/jobs/1',
      deadline: '2026-12-01',
      notes: 'Line one\r\nLine two',
    });
    expect((await list(ada)).map((a) => a.title)).toEqual(['PhD in Optics', 'Older']);
    expect((await list(ada))[0]).toMatchObject({
      id: newer.id,
      university: 'ETH Zürich',
      url: 'https://eth.example/jobs/1',
      applied_on: '2026-10-01',
      deadline: '2026-12-01',
      status: 'applied',
      notes: 'Line one\nLine two',
      opportunity_id: null,
      opportunity_link: null,
    });

    const upper = newer.id.toUpperCase();
    const changed = await ada.inject({ method: 'PATCH', url: `${LIST}/${upper}`, payload: { status: 'interviewing' } });
    expect(changed.statusCode).toBe(200);
    expectContractAnswer(contracts.changeExternalApplication, changed);
    expect(changed.json()).toMatchObject({
      application: { id: newer.id, status: 'interviewing', deadline: '2026-12-01' },
    });

    const deleted = await ada.inject({ method: 'DELETE', url: `${LIST}/${upper}` });
    expect(deleted.statusCode).toBe(200);
    expectContractAnswer(contracts.deleteExternalApplication, deleted);
    expect((await ada.inject({ method: 'DELETE', url: `${LIST}/${newer.id}` })).statusCode).toBe(404);
    expect((await list(ada)).map((a) => a.title)).toEqual(['Older']);
  });

  it('removes control characters from what it keeps', async () => {
    const ada = await someone();
    // Each control becomes a space (an ANSI colour goes whole); the ends are trimmed.
    const a = await add(ada, { ...valid, title: '\u0001PhD\u0007in \u001b[31mOptics\u0085' });
    expect(a).toMatchObject({ title: 'PhD in Optics' });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no title', { ...valid, title: '  ' }, 'Title is required'],
    // The gateway's input guard refuses a NUL anywhere before the contract reads the body.
    ['a NUL in the title', { ...valid, title: 'PhD\u0000' }, 'title may not contain the NUL character (U+0000).'],
    ['a NUL in the notes', { ...valid, notes: 'a\u0000' }, 'notes may not contain the NUL character (U+0000).'],
    ['an http link', { ...valid, url: 'http://eth.example/' }, 'URL must be an https:// address'],
    ['a link that is no address', { ...valid, url: 'eth dot example' }, 'URL must be an https:// address'],
    ['no date applied', { ...valid, applied_on: undefined }, 'Applied on must be a date (YYYY-MM-DD)'],
    ['a day that does not exist', { ...valid, applied_on: '2026-02-30' }, 'Applied on must be a date (YYYY-MM-DD)'],
    ['a year out of range', { ...valid, deadline: '9999-01-01' }, 'Deadline must be between 1990 and 2100'],
    [
      'an unknown status',
      { ...valid, status: 'ghosted' },
      'Status must be one of: applied, interviewing, offered, rejected, withdrawn',
    ],
    ['notes too long', { ...valid, notes: 'x'.repeat(2001) }, 'Notes may be at most 2,000 characters'],
  ])('refuses %s with a sentence (400)', async (_case, payload, message) => {
    const ada = await someone();
    const res = await ada.inject({ method: 'POST', url: LIST, payload });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toBe(message);
    expect(await list(ada)).toEqual([]);
  });

  it('refuses a change with nothing in it, and an id that is not one', async () => {
    const ada = await someone();
    const a = await add(ada);
    const empty = await ada.inject({ method: 'PATCH', url: `${LIST}/${a.id}`, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Please send at least one field to change' });
    const bad = await ada.inject({ method: 'DELETE', url: `${LIST}/not-an-id` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'The application id is not valid' });
  });
});

describe('"applied externally" on a position of the site', () => {
  it('tracks the position with its link once, even when asked twice at once', async () => {
    const ada = await someone();
    const o = await opportunity({ opportunityUrl: 'https://jobs.example.edu/1' });
    const payload = { opportunity_id: o.id.toUpperCase() };
    const answers = await Promise.all([1, 2].map(() => ada.inject({ method: 'POST', url: FROM_OPPORTUNITY, payload })));
    for (const res of answers) {
      expect(res.statusCode).toBe(201);
      expectContractAnswer(contracts.markAppliedExternally, res);
    }
    const [first, second] = answers.map((r) => (r.json() as { application: { id: string } }).application);
    expect(first!.id).toBe(second!.id);
    expect(await list(ada)).toMatchObject([
      {
        opportunity_id: o.id,
        opportunity_link: expect.stringMatching(new RegExp(`^phd-vacancies-.*${o.id}$`)),
        title: o.title,
        university: 'University of Testing',
        url: 'https://jobs.example.edu/1',
        deadline: '2031-06-30',
      },
    ]);
  });

  it('answers 404 for a position that does not exist, 400 for an id that is not one', async () => {
    const ada = await someone();
    const missing = await ada.inject({
      method: 'POST',
      url: FROM_OPPORTUNITY,
      payload: { opportunity_id: randomUUID() },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'not_found', message: 'Opportunity not found.' });
    const bad = await ada.inject({ method: 'POST', url: FROM_OPPORTUNITY, payload: { opportunity_id: 'x\u0000' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the calendar and its private feed', () => {
  it('lists the deadlines, then serves them to calendar apps as all-day events', async () => {
    const ada = await someone();
    const saved = await opportunity({ closingDate: new Date('2031-02-01T00:00:00Z') });
    await gw.db.savedOpportunity.create({ data: { userId: ada.userId, opportunityId: saved.id } });
    await add(ada, { ...valid, title: 'Elsewhere', deadline: '2031-01-10', url: 'https://eth.example/2' });

    const cal = await ada.inject({ method: 'GET', url: CALENDAR });
    expect(cal.statusCode).toBe(200);
    expectContractAnswer(contracts.calendar, cal);
    expect(cal.json()).toMatchObject({
      data: [
        { date: '2031-01-10', kind: 'external', title: 'Elsewhere', url: 'https://eth.example/2', link: null },
        { date: '2031-02-01', kind: 'saved', title: saved.title, opportunity_id: saved.id },
      ],
      feed: { active: false },
    });

    const url = await newFeed(ada);
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    const created = await ada.inject({ method: 'GET', url: CALENDAR });
    expect(created.json()).toMatchObject({ feed: { active: true } });
    expect(created.body).not.toContain(url.slice(-47, -4));

    // No session: the address is the key.
    const ics = await gw.app.inject({ method: 'GET', url: feedPath(url) });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.headers['cache-control']).toBe('private, no-store');
    expect(ics.headers['x-ratelimit-limit']).toBe(String(LIMITS.calendarFeed.max));
    const events = veventsOf(ics.body);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      'DTSTART;VALUE=DATE': '20310110',
      SUMMARY: 'Deadline: Elsewhere',
      DESCRIPTION: 'ETH Zürich\\nhttps://eth.example/2',
      'URL;VALUE=URI': 'https://eth.example/2',
    });
    expect(events[1]!['DTSTART;VALUE=DATE']).toBe('20310201');
    expect(events[1]!.SUMMARY).toBe(`Deadline: ${saved.title}`);
    expect(events[1]!['URL;VALUE=URI']).toMatch(
      new RegExp(`^${PUBLIC_URL}/opportunities/phd-vacancies-.*${saved.id}$`),
    );
    expect(events[1]!.UID).toBe(`opportunity-${saved.id}@phd.example`);
  });

  it('a reset makes the old address answer 404; turning it off ends the new one too', async () => {
    const ada = await someone();
    const old = await newFeed(ada);
    const fresh = await newFeed(ada);
    const gone = await gw.app.inject({ method: 'GET', url: feedPath(old) });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: 'not_found', message: 'Calendar feed not found.' });
    expect((await gw.app.inject({ method: 'GET', url: feedPath(fresh) })).statusCode).toBe(200);

    const stop = await ada.inject({ method: 'DELETE', url: FEED });
    expect(stop.statusCode).toBe(200);
    expectContractAnswer(contracts.stopCalendarFeed, stop);
    expect((await gw.app.inject({ method: 'GET', url: feedPath(fresh) })).statusCode).toBe(404);
    expect((await ada.inject({ method: 'GET', url: CALENDAR })).json()).toMatchObject({ feed: { active: false } });
  });

  it.each([
    ['a wrong token', `/api/calendar/${'A'.repeat(43)}.ics`],
    ['no .ics', `/api/calendar/${'A'.repeat(43)}`],
    ['a short token', '/api/calendar/abc.ics'],
  ])('answers %s with the same 404, saying nothing of why', async (_case, url) => {
    const res = await gw.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'Calendar feed not found.' });
  });

  it('refuses a NUL in the address before looking anything up', async () => {
    const res = await gw.app.inject({ method: 'GET', url: '/api/calendar/%00.ics' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid' });
  });

  it('limits one address', async () => {
    const remoteAddress = '203.0.113.77';
    const url = `/api/calendar/${'B'.repeat(43)}.ics`;
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.calendarFeed.max; i++) {
      statuses.push((await gw.app.inject({ method: 'GET', url, remoteAddress })).statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
