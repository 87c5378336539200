// The admin console's contact messages and audit log (issue 15) against real Postgres: admins only
// (401 signed out, 403 anyone else, never 404, on every /api/admin path), newest first with paging,
// handled or open, soft delete through either path (a second delete, or two at once, is "not found"),
// and every change in the audit log, which the application's role can add to but never change.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteContactMessage,
  deleteContactMessageAtContact,
  listContactMessages,
  setContactHandled,
} from '@phd/contracts/endpoints/admin-contact';
import { submitContactMessage } from '@phd/services/contact/index';
import { expectContractAnswer } from './contract-answer.ts';
import { startGateway, type Gateway } from './harness.ts';
import { signInAs, type SignedInCandidate } from './candidate.ts';

let gw: Gateway;
let admin: SignedInCandidate;
let candidate: SignedInCandidate;

beforeAll(async () => {
  gw = await startGateway({ label: 'admin-contact' });
  admin = await signInAs(gw.app, gw.db, 'admin@admin-contact.test', { role: 'admin' });
  candidate = await signInAs(gw.app, gw.db, 'someone@admin-contact.test');
});
afterAll(async () => {
  await gw?.close();
});

async function message(name: string): Promise<string> {
  const row = await submitContactMessage(gw.db, {
    name,
    email: `${name.toLowerCase().replace(/\W/g, '')}@example.org`,
    message: `A question from ${name}, long enough to be a message.`,
  });
  return row.id;
}

describe('who may use /api/admin', () => {
  const calls = [
    { method: 'GET', url: '/api/admin/contact' },
    { method: 'PUT', url: `/api/admin/contact/${randomUUID()}`, payload: { handled: true } },
    { method: 'DELETE', url: `/api/admin/contact?id=${randomUUID()}` },
    { method: 'DELETE', url: `/api/contact?id=${randomUUID()}` },
    { method: 'GET', url: '/api/admin/audit' },
    { method: 'GET', url: '/api/admin/opportunities' },
    // No such endpoint: still no hint to outsiders whether it exists.
    { method: 'POST', url: '/api/admin/anything/at/all', payload: {} },
  ] as const;

  it('answers 401 signed out and 403 to a signed-in candidate, never 404', async () => {
    for (const call of calls) {
      const out = await gw.app.inject(call);
      expect(out.statusCode, `${call.method} ${call.url} signed out`).toBe(401);
      const other = await candidate.inject(call);
      expect(other.statusCode, `${call.method} ${call.url} as a candidate`).toBe(403);
      expect(other.json().message).toBe('Only admins can do this.');
    }
    // An admin reaching a path that does not exist is told so.
    expect((await admin.inject({ method: 'GET', url: '/api/admin/anything/at/all' })).statusCode).toBe(404);
  });

  it('refuses an admin write without the CSRF token', async () => {
    const id = await message('Csrf Check');
    const res = await gw.app.inject({ method: 'DELETE', url: `/api/admin/contact?id=${id}`, cookies: admin.cookies });
    expect(res.statusCode).toBe(403);
    const list = await admin.inject({ method: 'GET', url: '/api/admin/contact?limit=100' });
    expect(list.json().data.map((m: { id: string }) => m.id)).toContain(id);
  });
});

describe('contact messages', () => {
  it('lists newest first with paging and the number still open', async () => {
    const first = await message('First Sender');
    const second = await message('Second Sender');
    const page = await admin.inject({ method: 'GET', url: '/api/admin/contact?limit=2&offset=0' });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expectContractAnswer(listContactMessages, page);
    const body = page.json();
    expect(body.data.map((m: { id: string }) => m.id)).toEqual([second, first]);
    expect(body.data[0]).toMatchObject({
      name: 'Second Sender',
      email: 'secondsender@example.org',
      handled_at: null,
      created_at: expect.any(String),
    });
    expect(body.pagination.total).toBeGreaterThanOrEqual(2);
    expect(body.open).toBeGreaterThanOrEqual(2);
    const next = await admin.inject({ method: 'GET', url: '/api/admin/contact?limit=1&offset=1' });
    expect(next.json().data.map((m: { id: string }) => m.id)).toEqual([first]);
    for (const bad of ['limit=0', 'limit=101', 'offset=-1', 'limit=abc', 'state=closed']) {
      const res = await admin.inject({ method: 'GET', url: `/api/admin/contact?${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message, bad).toMatch(/Limit|Offset|State/);
    }
  });

  it('marks a message handled and open again, and filters by it', async () => {
    const id = await message('Handled Person');
    const done = await admin.inject({ method: 'PUT', url: `/api/admin/contact/${id}`, payload: { handled: true } });
    expect(done.statusCode, done.body).toBe(200);
    expectContractAnswer(setContactHandled, done);
    expect(done.json().data.handled_at).toEqual(expect.any(String));
    const handled = await admin.inject({ method: 'GET', url: '/api/admin/contact?state=handled&limit=100' });
    expect(handled.json().data.map((m: { id: string }) => m.id)).toContain(id);
    const open = await admin.inject({ method: 'GET', url: '/api/admin/contact?state=open&limit=100' });
    expect(open.json().data.map((m: { id: string }) => m.id)).not.toContain(id);
    // The same state again changes nothing and adds nothing to the audit log.
    await admin.inject({ method: 'PUT', url: `/api/admin/contact/${id}`, payload: { handled: true } });
    const reopened = await admin.inject({
      method: 'PUT',
      url: `/api/admin/contact/${id}`,
      payload: { handled: false },
    });
    expect(reopened.json().data.handled_at).toBeNull();
    const audit = await admin.inject({ method: 'GET', url: `/api/admin/audit?record_id=${id}` });
    expect(audit.json().data.map((e: { action: string }) => e.action)).toEqual([
      'contact_message.reopened',
      'contact_message.handled',
    ]);
    const bad = await admin.inject({ method: 'PUT', url: `/api/admin/contact/${id}`, payload: { handled: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Handled must be true or false');
  });

  it('deletes through either path, once: a repeat or a race is "not found", and the audit log says who', async () => {
    const id = await message('Deleted Person');
    // Odd letter case in the id is the same id.
    const res = await admin.inject({ method: 'DELETE', url: `/api/admin/contact?id=${id.toUpperCase()}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Message deleted.' });
    expectContractAnswer(deleteContactMessage, res);
    const again = await admin.inject({ method: 'DELETE', url: `/api/contact?id=${id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Message not found.');
    const list = await admin.inject({ method: 'GET', url: '/api/admin/contact?limit=100' });
    expect(list.json().data.map((m: { id: string }) => m.id)).not.toContain(id);

    const raced = await message('Raced Person');
    const both = await Promise.all([
      admin.inject({ method: 'DELETE', url: `/api/contact?id=${raced}` }),
      admin.inject({ method: 'DELETE', url: `/api/admin/contact?id=${raced}` }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    const [atContact, atAdmin] = both as [(typeof both)[0], (typeof both)[0]];
    if (atContact.statusCode === 200) expectContractAnswer(deleteContactMessageAtContact, atContact);
    else expectContractAnswer(deleteContactMessage, atAdmin);

    const audit = await admin.inject({
      method: 'GET',
      url: `/api/admin/audit?action=contact_message.deleted&record_id=${id}`,
    });
    expect(audit.json().data).toEqual([
      expect.objectContaining({
        actor: { kind: 'admin', id: admin.userId, email: admin.email },
        action: 'contact_message.deleted',
        record_type: 'contact_message',
        record_id: id,
        before: expect.objectContaining({ name: 'Deleted Person', email: 'deletedperson@example.org' }),
        ip: expect.any(String),
      }),
    ]);
    for (const bad of ['', '?id=', '?id=not-an-id', '?id=%00']) {
      const out = await admin.inject({ method: 'DELETE', url: `/api/admin/contact${bad}` });
      expect(out.statusCode, bad).toBe(400);
    }
  });
});

describe('the audit log', () => {
  it('filters by actor and can be added to but never changed or removed by the application', async () => {
    const byActor = await admin.inject({ method: 'GET', url: '/api/admin/audit?actor=ADMIN@admin-contact' });
    expect(byActor.json().pagination.total).toBeGreaterThan(0);
    const nobody = await admin.inject({ method: 'GET', url: '/api/admin/audit?actor=nobody@example.org' });
    expect(nobody.json()).toEqual({ data: [], pagination: { total: 0 } });
    await expect(gw.db.$executeRaw`UPDATE audit_events SET action = 'x'`).rejects.toThrow(/permission denied/);
    await expect(gw.db.$executeRaw`DELETE FROM audit_events`).rejects.toThrow(/permission denied/);
    expect((await admin.inject({ method: 'GET', url: '/api/admin/audit?limit=0' })).statusCode).toBe(400);
  });
});
