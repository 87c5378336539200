// The admin's recruiters (issue 15) on real parts (Postgres, Redis, the workers' outbox relay,
// search-index and mail processors, a real SMTP inbox): the list with verification state, domain
// trust and posting counts; verify by hand; suspend (sessions end, sign-in refused, the listings leave
// PhD Finder through the outbox and the indexer) and reinstate; resend the verification e-mail; each
// change once in the audit log, even when sent twice at once; admins only.
import { randomUUID } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listAdminRecruiters,
  reinstateAdminRecruiter,
  resendAdminRecruiterVerification,
  suspendAdminRecruiter,
  verifyAdminRecruiter,
  type AdminRecruiter as AdminRecruiterJson,
} from '@phd/contracts/endpoints/admin-people';
import { hashPassword } from '@phd/services/recruiters/password';
import { NOT_VERIFIED, SUSPENDED } from '@phd/services/recruiters/login';
import { recipients } from '../../workers/test/mail-inbox.ts';
import { waitFor } from '../../workers/test/helpers.ts';
import { signInAs, type SignedInCandidate } from './candidate.ts';
import { startMailSuite, type MailSuite } from './mail-suite.ts';
import { STRONG_PASSWORD, verifiedRecruiter, type SignedInRecruiter } from './recruiter.ts';
import { expectContractAnswer } from './contract-answer.ts';

let suite: MailSuite;
let admin: SignedInCandidate;
let candidate: SignedInCandidate;
beforeAll(async () => {
  suite = await startMailSuite({ label: 'admin-recruiters' });
  // verifiedRecruiter's addresses are @testing.ac.uk: a domain our universities table knows (trusted).
  await suite.gw.database.owner.university.create({
    data: {
      name: 'University of Testing',
      slug: 'university-of-testing',
      country: 'United Kingdom',
      emailDomains: ['testing.ac.uk'],
    },
  });
  admin = await signInAs(suite.gw.app, suite.gw.db, 'admin@admin-recruiters.test', { role: 'admin' });
  candidate = await signInAs(suite.gw.app, suite.gw.db, 'someone@admin-recruiters.test');
});
afterAll(() => suite?.close());

const db = () => suite.gw.db;

let made = 0;
/** A recruiter who signed up and has not verified their address yet. */
async function pendingRecruiter(email = `waiting-${++made}@testing.ac.uk`) {
  return db().recruiter.create({
    data: {
      email,
      passwordHash: await hashPassword(STRONG_PASSWORD),
      firstName: 'Wanda',
      lastName: `Waiting ${made}`,
      universityName: 'University of Testing',
    },
  });
}

const action = (id: string, verb: string) =>
  admin.inject({ method: 'POST', url: `/api/admin/recruiters/${id}/${verb}` });

const login = (email: string) =>
  suite.gw.app.inject({
    method: 'POST',
    url: '/api/university/auth/login',
    payload: { email, password: STRONG_PASSWORD },
    remoteAddress: suite.freshIp(),
  });

const auditOf = async (id: string) =>
  (await admin.inject({ method: 'GET', url: `/api/admin/audit?record_type=recruiter&record_id=${id}` })).json()
    .data as { action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }[];

async function publish(who: SignedInRecruiter) {
  const res = await who.inject({
    method: 'POST',
    url: '/api/university/opportunities',
    payload: {
      title: `Cryogenic sensing PhD ${Math.random().toString(36).slice(2, 8)}`,
      country: 'United Kingdom',
      city: 'Testing',
      ai_department: 'Physics',
      description: '<p>Join us.</p>',
      collect_resumes: true,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; title: string };
}

async function listedPublicly(title: string): Promise<boolean> {
  const res = await suite.gw.app.inject(`/api/opportunities?q=${encodeURIComponent(title)}&limit=30`);
  return (res.json().data as { title: string }[]).some((o) => o.title === title);
}

describe('admin recruiters', () => {
  it('refuses everyone but admins on every route: 401 signed out, 403 signed in', async () => {
    const id = randomUUID();
    const calls = [
      { method: 'GET', url: '/api/admin/recruiters' },
      ...['verify', 'suspend', 'reinstate', 'resend-verification'].map((verb) => ({
        method: 'POST' as const,
        url: `/api/admin/recruiters/${id}/${verb}`,
      })),
    ] as const;
    for (const call of calls) {
      expect((await suite.gw.app.inject(call)).statusCode, call.url).toBe(401);
      expect((await candidate.inject(call)).statusCode, call.url).toBe(403);
    }
  });

  it('lists accounts newest first with verification, domain trust and posting counts, filtered', async () => {
    const active = await verifiedRecruiter(suite.gw.app, db());
    await publish(active);
    const closed = await publish(active);
    const close = await active.inject({ method: 'POST', url: `/api/university/opportunities/${closed.id}/close` });
    expect(close.statusCode, close.body).toBe(200);
    const academic = await pendingRecruiter(`grace-${randomUUID().slice(0, 8)}@mit.edu`);
    const unknown = await pendingRecruiter(`someone-${randomUUID().slice(0, 8)}@example.com`);

    const res = await admin.inject({ method: 'GET', url: '/api/admin/recruiters?limit=100' });
    expect(res.statusCode, res.body).toBe(200);
    expectContractAnswer(listAdminRecruiters, res);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data, pagination } = res.json() as { data: AdminRecruiterJson[]; pagination: { total: number } };
    expect(pagination.total).toBe(data.length);
    const byId = new Map(data.map((r) => [r.id, r]));
    expect(data.map((r) => r.created_at)).toEqual([...data.map((r) => r.created_at)].sort().reverse());
    const row = byId.get(active.id)!;
    expect(row).toMatchObject({ status: 'active', email_verified: true, domain: 'trusted' });
    expect(row.email_verified_at).toEqual(expect.any(String));
    expect(row.postings).toEqual({ open: 1, total: 2 });
    expect(byId.get(academic.id)).toMatchObject({
      status: 'pending',
      email_verified: false,
      email_verified_at: null,
      domain: 'academic',
      postings: { open: 0, total: 0 },
      last_login_at: null,
    });
    expect(byId.get(unknown.id)?.domain).toBe('unknown');

    const pending = (
      await admin.inject({ method: 'GET', url: '/api/admin/recruiters?status=pending&limit=100' })
    ).json().data as AdminRecruiterJson[];
    expect(pending.every((r) => r.status === 'pending')).toBe(true);
    expect(pending.map((r) => r.id)).toContain(academic.id);
    const found = (
      await admin.inject({
        method: 'GET',
        url: `/api/admin/recruiters?q=${encodeURIComponent(academic.email.toUpperCase())}`,
      })
    ).json();
    expect(found.data.map((r: AdminRecruiterJson) => r.id)).toEqual([academic.id]);
  });

  it('answers bad filters with 400 and a sentence, and unknown or malformed ids with 404', async () => {
    const status = await admin.inject({ method: 'GET', url: '/api/admin/recruiters?status=banned' });
    expect(status.statusCode).toBe(400);
    expect(status.json()).toMatchObject({
      error: 'invalid',
      message: 'Status must be one of: pending, active, suspended, all',
    });
    const limit = await admin.inject({ method: 'GET', url: '/api/admin/recruiters?limit=0' });
    expect(limit.statusCode).toBe(400);
    expect(limit.json().message).toBe('Limit must be a whole number from 1 to 100');
    for (const id of ['not-an-id', randomUUID()]) {
      const res = await action(id, 'suspend');
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe('Recruiter not found.');
    }
    // A NUL character is refused at the edge, as everywhere.
    expect((await action(`${randomUUID()}%00`, 'suspend')).statusCode).toBe(400);
  });

  it('verifies by hand: the account becomes active and may sign in; a repeat changes nothing', async () => {
    const r = await pendingRecruiter();
    expect((await login(r.email)).json()).toMatchObject({ error: 'email_not_verified', message: NOT_VERIFIED });
    const both = await Promise.all([action(r.id.toUpperCase(), 'verify'), action(r.id, 'verify')]);
    expect(both.map((res) => res.statusCode)).toEqual([200, 200]);
    for (const res of both) expect(res.json().data).toMatchObject({ status: 'active', email_verified: true });
    for (const res of both) expectContractAnswer(verifyAdminRecruiter, res);
    expect((await login(r.email)).statusCode).toBe(200);
    const audit = await auditOf(r.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'recruiter.verified',
      before: { status: 'pending', email_verified_at: null },
      after: { status: 'active' },
    });
  });

  it('suspends: sessions end, sign-in is refused, the listings leave PhD Finder; reinstating brings them back', async () => {
    const r = await verifiedRecruiter(suite.gw.app, db());
    const listing = await publish(r);
    await waitFor(() => listedPublicly(listing.title), { what: 'the listing before the suspension' });
    const { email } = await db().recruiter.findUniqueOrThrow({ where: { id: r.id } });

    // Twice at once: the same final state and one audit row.
    const both = await Promise.all([action(r.id, 'suspend'), action(r.id, 'suspend')]);
    expect(both.map((res) => res.statusCode)).toEqual([200, 200]);
    for (const res of both) expect(res.json().data.status).toBe('suspended');
    expectContractAnswer(suspendAdminRecruiter, both[0]);
    expect((await r.inject({ method: 'GET', url: '/api/university/auth/me' })).statusCode).toBe(401);
    expect(await db().session.count({ where: { recruiterId: r.id } })).toBe(0);
    const refused = await login(email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'account_suspended', message: SUSPENDED });
    await waitFor(async () => !(await listedPublicly(listing.title)), { what: 'the listing gone from PhD Finder' });
    expect((await suite.gw.app.inject(`/api/opportunities/${listing.id}`)).statusCode).toBe(404);

    const reinstated = await action(r.id, 'reinstate');
    expect(reinstated.statusCode).toBe(200);
    expectContractAnswer(reinstateAdminRecruiter, reinstated);
    expect(reinstated.json().data).toMatchObject({ status: 'active', postings: { open: 1, total: 1 } });
    expect((await login(email)).statusCode).toBe(200);
    await waitFor(() => listedPublicly(listing.title), { what: 'the listing back on PhD Finder' });
    expect((await action(r.id, 'reinstate')).json().message).toMatch(/not suspended/);

    expect((await auditOf(r.id)).map((e) => e.action)).toEqual(['recruiter.reinstated', 'recruiter.suspended']);
    const [, suspended] = await auditOf(r.id);
    expect(suspended).toMatchObject({ before: { status: 'active' }, after: { status: 'suspended' } });
  });

  it('a suspended account that verifies an old link stays suspended', async () => {
    const r = await pendingRecruiter();
    expect((await action(r.id, 'resend-verification')).statusCode).toBe(200);
    const mail = await mailTo(r.email);
    expect((await action(r.id, 'suspend')).statusCode).toBe(200);
    const verify = await suite.gw.app.inject({
      method: 'POST',
      url: '/api/university/auth/verify',
      payload: { token: tokenIn(mail) },
      remoteAddress: suite.freshIp(),
    });
    expect(verify.statusCode).toBe(200);
    expect(await db().recruiter.findUniqueOrThrow({ where: { id: r.id } })).toMatchObject({ status: 'suspended' });
    expect((await login(r.email)).json().error).toBe('account_suspended');
  });

  it('resends the verification e-mail through the outbox; its link verifies; a verified account gets 409', async () => {
    const r = await pendingRecruiter();
    const res = await action(r.id, 'resend-verification');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(`A new verification link is on its way to ${r.email}.`);
    expectContractAnswer(resendAdminRecruiterVerification, res);
    const mail = await mailTo(r.email);
    const verify = await suite.gw.app.inject({
      method: 'POST',
      url: '/api/university/auth/verify',
      payload: { token: tokenIn(mail) },
      remoteAddress: suite.freshIp(),
    });
    expect(verify.statusCode, verify.body).toBe(200);
    expect((await login(r.email)).statusCode).toBe(200);

    const again = await action(r.id, 'resend-verification');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'conflict',
      message: `${r.email} is already verified: there is no verification link to send.`,
    });
    expect((await auditOf(r.id)).map((e) => e.action)).toEqual(['recruiter.verification_resent']);
  });
});

const mailTo = (email: string): Promise<ParsedMail> =>
  suite.inbox.waitForMessage(
    (m) => recipients(m).includes(email) && /verify/i.test(m.subject ?? ''),
    `the verification e-mail to ${email}`,
  );

function tokenIn(mail: ParsedMail): string {
  const link = /https?:\/\/\S+\/university\/verify\?token=([\w-]+)/.exec(mail.text ?? '');
  expect(link, 'a verification link in the text part').not.toBeNull();
  return link![1]!;
}
