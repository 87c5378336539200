// A candidate's data in their hands, end to end on real parts (Postgres under row-level security, the
// local file store, the gateway in-process): "Download my data" (asked once per 10 minutes, built by
// the data-export job run in-process, the e-mailed link working once with no session, whoever is
// signed in, then 410; expired 410; unknown or malformed 404) and "Delete my account" (confirmation
// by typing DELETE, the account gone, the session ended and its cookie cleared).
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@phd/contracts/endpoints/candidate-data';
import { CONFIRMATION_NEEDED } from '@phd/contracts/endpoints/candidate-data';
import { SESSION_COOKIE } from '@phd/contracts/http/session-cookies';
import { buildExport } from '@phd/services/candidates/data-export/build-export';
import {
  EXPORT_LINK_EXPIRED,
  EXPORT_LINK_UNKNOWN,
  EXPORT_LINK_USED,
} from '@phd/services/candidates/data-export/download';
import { EXPORT_TOO_SOON } from '@phd/services/candidates/data-export/request-export';
import { exportToken } from '@phd/services/candidates/data-export/tokens';
import { readZip } from '../../services/test/candidates/read-zip.ts';
import { signInAs, type SignedInCandidate } from './candidate.ts';
import { expectContractAnswer } from './contract-answer.ts';
import { startGateway, testConfig, type Gateway } from './harness.ts';

const EXPORT = '/api/account/export';
const ACCOUNT = '/api/account';
const link = (token: string) => `/api/account/exports/${token}`;
const { appSecret } = testConfig();

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway({ label: 'candidate-data' });
});
afterAll(() => gw?.close());

let people = 0;
const someone = () => signInAs(gw.app, gw.db, `data-${++people}@example.org`, { firstName: 'Grace' });

/** Asks for the data and runs the data-export job in-process, as the worker would: the e-mailed link. */
async function readyExport(who: SignedInCandidate): Promise<{ id: string; token: string }> {
  const res = await who.inject({ method: 'POST', url: EXPORT });
  expect(res.statusCode).toBe(202);
  const { id } = (res.json() as { export: { id: string } }).export;
  expect((await buildExport(gw.db, gw.storage, id)).built).toBe(true);
  return { id, token: exportToken(appSecret, id) };
}

const state = async (who: SignedInCandidate) => {
  const res = await who.inject({ method: 'GET', url: EXPORT });
  expectContractAnswer(contracts.getDataExport, res);
  return (res.json() as { export: { state: string } | null }).export?.state ?? null;
};

describe('who may call', () => {
  it.each<[string, InjectOptions]>([
    ['GET the export', { method: 'GET', url: EXPORT }],
    ['POST an export', { method: 'POST', url: EXPORT }],
    ['DELETE the account', { method: 'DELETE', url: ACCOUNT, payload: { confirm: 'DELETE' } }],
  ])('%s answers 401 signed out', async (_what, request) => {
    const res = await gw.app.inject(request);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorized', message: 'Please sign in to continue.' });
  });

  it('refuses writes without the CSRF token', async () => {
    const who = await someone();
    for (const request of [
      { method: 'POST', url: EXPORT },
      { method: 'DELETE', url: ACCOUNT, payload: { confirm: 'DELETE' } },
    ] as InjectOptions[]) {
      const res = await gw.app.inject({ ...request, cookies: { [SESSION_COOKIE]: who.cookies[SESSION_COOKIE]! } });
      expect(res.statusCode).toBe(403);
    }
    expect(await gw.db.user.count({ where: { id: who.userId } })).toBe(1);
  });
});

describe('Download my data', () => {
  it('queues one export, shows its state, and refuses another within 10 minutes', async () => {
    const who = await someone();
    expect(await state(who)).toBeNull();
    const first = await who.inject({ method: 'POST', url: EXPORT });
    expectContractAnswer(contracts.requestDataExport, first);
    expect(first.statusCode).toBe(202);
    expect(await state(who)).toBe('queued');
    const again = await who.inject({ method: 'POST', url: EXPORT });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ message: EXPORT_TOO_SOON });
  });

  it('makes one export of two clicks at once', async () => {
    const who = await someone();
    const answers = await Promise.all([1, 2].map(() => who.inject({ method: 'POST', url: EXPORT })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([202, 429]);
    expect(await gw.db.dataExport.count({ where: { userId: who.userId } })).toBe(1);
  });

  it('serves the ZIP once through the link with no session, then 410', async () => {
    const who = await someone();
    const { token } = await readyExport(who);
    expect(await state(who)).toBe('ready');

    const res = await gw.app.inject({ method: 'GET', url: link(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="phd-finder-my-data-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const zip = await readZip(res.rawPayload);
    expect(JSON.parse(zip.get('account.json')!.toString())).toMatchObject({ id: who.userId, email: who.email });
    expect(await state(who)).toBe('downloaded');

    const second = await gw.app.inject({ method: 'GET', url: link(token) });
    expect(second.statusCode).toBe(410);
    expect(second.json()).toEqual({ error: 'gone', message: EXPORT_LINK_USED });
  });

  it('works for whoever holds the link, signed in as someone else or not, and shows nobody else the state', async () => {
    const owner = await someone();
    const other = await someone();
    const { token } = await readyExport(owner);
    expect(await state(other)).toBeNull();
    const res = await other.inject({ method: 'GET', url: link(token) });
    expect(res.statusCode).toBe(200);
    const zip = await readZip(res.rawPayload);
    expect(JSON.parse(zip.get('account.json')!.toString())).toMatchObject({ id: owner.userId });
  });

  it('answers 410 for an expired link and 404 for one we never sent, malformed ones included', async () => {
    const who = await someone();
    const { id, token } = await readyExport(who);
    await gw.db.dataExport.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await gw.app.inject({ method: 'GET', url: link(token) });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ error: 'gone', message: EXPORT_LINK_EXPIRED });
    expect(await state(who)).toBe('expired');

    for (const guess of ['A'.repeat(43), 'short', `${token.slice(0, 42)}%01`, 'x'.repeat(500), token.toUpperCase()]) {
      const res = await gw.app.inject({ method: 'GET', url: link(guess) });
      expect(res.statusCode, guess.slice(0, 50)).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: EXPORT_LINK_UNKNOWN });
    }
    // The gateway's input guard refuses a NUL byte anywhere before the route runs, with its own sentence.
    const nul = await gw.app.inject({ method: 'GET', url: link(`${token}%00`) });
    expect(nul.statusCode).toBe(400);
    expect((nul.json() as { message: string }).message).toMatch(/NUL/);
  });
});

describe('Delete my account', () => {
  it.each<[string, unknown]>([
    ['nothing', {}],
    ['a lower-case word', { confirm: 'delete' }],
    ['another word', { confirm: 'yes' }],
    ['a number', { confirm: 1 }],
  ])('asks for DELETE when given %s', async (_what, payload) => {
    const who = await someone();
    const res = await who.inject({ method: 'DELETE', url: ACCOUNT, payload: payload as Record<string, unknown> });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: CONFIRMATION_NEEDED });
    expect(await gw.db.user.count({ where: { id: who.userId } })).toBe(1);
  });

  it('refuses a NUL byte in the confirmation with a sentence', async () => {
    const who = await someone();
    const res = await who.inject({ method: 'DELETE', url: ACCOUNT, payload: { confirm: 'DELETE\u0000' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'confirm may not contain the NUL character (U+0000).' });
    expect(await gw.db.user.count({ where: { id: who.userId } })).toBe(1);
  });

  it('erases the account, its newsletter subscription and contact messages, says what went, ends the session and clears its cookie', async () => {
    const who = await someone();
    await readyExport(who);
    // The newsletter and the contact form know the address only (in another letter case, too).
    const shouted = who.email.toUpperCase();
    await gw.db.newsletterSubscription.create({
      data: { email: who.email, unsubscribeTokenHash: `hash-${who.userId}` },
    });
    await gw.db.contactMessage.create({ data: { name: 'Ada', email: shouted, message: 'Hello' } });
    await gw.db.contactMessage.create({ data: { name: 'Someone else', email: 'other@example.org', message: 'Hi' } });
    const res = await who.inject({ method: 'DELETE', url: ACCOUNT, payload: { confirm: ' DELETE ' } });
    expect(res.statusCode).toBe(200);
    expectContractAnswer(contracts.deleteAccount, res);
    expect(res.json()).toMatchObject({
      message: contracts.ACCOUNT_DELETED,
      erased: { exports: 1, newsletter: 1, contact_messages: 1 },
      kept: [],
    });
    expect(await gw.db.newsletterSubscription.count({ where: { email: who.email } })).toBe(0);
    expect(await gw.db.contactMessage.count({ where: { email: shouted } })).toBe(0);
    expect(await gw.db.contactMessage.count({ where: { email: 'other@example.org' } })).toBe(1);
    const cleared = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect(await gw.db.user.count({ where: { id: who.userId } })).toBe(0);
    expect(await gw.db.dataExport.count({ where: { userId: who.userId } })).toBe(0);

    // The old cookie signs in no one any more.
    const after = await who.inject({ method: 'GET', url: '/api/user' });
    expect(after.statusCode).toBe(401);
    const again = await who.inject({ method: 'DELETE', url: ACCOUNT, payload: { confirm: 'DELETE' } });
    expect(again.statusCode).toBe(401);
  });
});
