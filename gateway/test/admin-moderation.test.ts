// The moderation queue (issue 15) on real parts (Postgres, Redis, the workers' relay, search-index and
// mail processors, a real SMTP inbox): a recruiter whose domain only the academic dataset knows
// publishes into the queue, off the public listing, with a score and reasons; the recruiter sees
// "pending" or "rejected" with the message; an admin approves (the listing shows it once the outbox is
// processed) or rejects with a message, the poster is e-mailed either way; a second decision, or two
// at once, is a 409 for all but one; each decision has its audit row (beside the recruiter's own
// rows for publishing and editing). Admins only.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvePosting,
  listModerationQueue,
  MESSAGE_NEEDED,
  rejectPosting,
} from '@phd/contracts/endpoints/admin-moderation';
import { HELD_MESSAGE } from '@phd/services/moderation/poster-view';
import { recipients } from '../../workers/test/mail-inbox.ts';
import { waitFor } from '../../workers/test/helpers.ts';
import { signInAs, type SignedInCandidate } from './candidate.ts';
import { startMailSuite, type MailSuite } from './mail-suite.ts';
import { verifiedRecruiter, type SignedInRecruiter } from './recruiter.ts';
import { expectContractAnswer } from './contract-answer.ts';

let suite: MailSuite;
let admin: SignedInCandidate;
let candidate: SignedInCandidate;
let outsider: SignedInRecruiter;
let outsiderEmail: string;
let trusted: SignedInRecruiter;

beforeAll(async () => {
  suite = await startMailSuite({ label: 'admin-moderation' });
  admin = await signInAs(suite.gw.app, suite.gw.db, 'admin@admin-moderation.test', { role: 'admin' });
  candidate = await signInAs(suite.gw.app, suite.gw.db, 'someone@admin-moderation.test');
  outsider = await verifiedRecruiter(suite.gw.app, suite.gw.db, 'Swot Only College', { trusted: false });
  outsiderEmail = (await suite.gw.db.recruiter.findUniqueOrThrow({ where: { id: outsider.id } })).email;
  trusted = await verifiedRecruiter(suite.gw.app, suite.gw.db, 'Trusted Testing University');
});
afterAll(() => suite?.close());

function position(fields: Record<string, unknown> = {}) {
  return {
    title: `Marine robotics PhD ${Math.random().toString(36).slice(2, 8)}`,
    country: 'United Kingdom',
    city: 'Plymouth',
    ai_department: 'Engineering',
    fully_funded: true,
    description: '<p>Build underwater robots with us.</p>',
    collect_resumes: true,
    ...fields,
  };
}

async function publish(who: SignedInRecruiter, fields: Record<string, unknown> = {}) {
  const res = await who.inject({ method: 'POST', url: '/api/university/opportunities', payload: position(fields) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { message: string; data: { id: string; title: string; moderation: unknown } };
}

async function listedPublicly(title: string): Promise<boolean> {
  const res = await suite.gw.app.inject(`/api/opportunities?q=${encodeURIComponent(title)}&limit=30`);
  return (res.json().data as { title: string }[]).some((o) => o.title === title);
}

const queue = async (state = 'pending') => {
  const res = await admin.inject({ method: 'GET', url: `/api/admin/moderation?state=${state}&limit=100` });
  expect(res.statusCode, res.body).toBe(200);
  expectContractAnswer(listModerationQueue, res);
  return res.json() as { data: { id: string; risk_score: number; title: string }[]; pending: number };
};

const decide = (id: string, decision: 'approve' | 'reject', payload: unknown = {}) =>
  admin.inject({ method: 'POST', url: `/api/admin/moderation/${id}/${decision}`, payload: payload as object });

describe('who may moderate', () => {
  const calls = [
    { method: 'GET', url: '/api/admin/moderation' },
    { method: 'POST', url: `/api/admin/moderation/${randomUUID()}/approve`, payload: {} },
    { method: 'POST', url: `/api/admin/moderation/${randomUUID()}/reject`, payload: { message: 'No.' } },
  ] as const;

  it('answers 401 signed out and 403 to a signed-in candidate', async () => {
    for (const call of calls) {
      expect((await suite.gw.app.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
      expect((await candidate.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(403);
    }
  });
});

describe('the hold', () => {
  it("holds a swot-only recruiter's posting off the listing, scored; the recruiter sees it awaiting review", async () => {
    const held = await publish(outsider, {
      description: '<p>Build robots. Pay the application fee of £80 and WhatsApp me for details.</p>',
      opportunity_url: 'https://forms.gle/robot-phd',
      collect_resumes: false,
    });
    expect(held.message).toBe(HELD_MESSAGE);
    expect(held.data.moderation).toEqual({ state: 'pending', message: null });
    const fair = await publish(trusted);
    expect(fair.message).toBe('Opportunity published');
    expect(fair.data.moderation).toEqual({ state: 'approved', message: null });

    // The trusted one reaches the listing through the outbox; the held one, whose event went the same
    // way, does not.
    await waitFor(() => listedPublicly(fair.data.title), { what: 'the trusted posting listed', timeoutMs: 10_000 });
    expect(await listedPublicly(held.data.title)).toBe(false);
    expect((await suite.gw.app.inject(`/api/opportunities/${held.data.id}`)).statusCode).toBe(404);

    const mine = await outsider.inject({ method: 'GET', url: '/api/university/opportunities' });
    expect(mine.json().data.find((o: { id: string }) => o.id === held.data.id).moderation).toEqual({
      state: 'pending',
      message: null,
    });

    const { data, pending } = await queue();
    const item = data.find((o) => o.id === held.data.id);
    expect(item).toMatchObject({
      title: held.data.title,
      university: 'Swot Only College',
      poster: outsiderEmail,
      state: 'pending',
      risk_score: 100,
      risk_reasons: [
        { code: 'candidate_fees', message: expect.stringContaining('application fee') },
        { code: 'off_platform_contact', message: expect.stringContaining('WhatsApp') },
        { code: 'non_academic_links', message: expect.stringContaining('forms.gle') },
      ],
      created_at: expect.any(String),
    });
    expect(pending).toBeGreaterThanOrEqual(1);
    expect(data.some((o) => o.id === fair.data.id)).toBe(false);
  });

  it('lists the highest risk first, then the oldest', async () => {
    const low = await publish(outsider);
    const high = await publish(outsider, { description: '<p>Contact me on Telegram.</p>' });
    const lowToo = await publish(outsider);
    const ids = (await queue()).data.map((o) => o.id);
    expect(ids.indexOf(high.data.id)).toBeLessThan(ids.indexOf(low.data.id));
    expect(ids.indexOf(low.data.id)).toBeLessThan(ids.indexOf(lowToo.data.id));
    const scores = (await queue()).data.map((o) => o.risk_score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const bad of ['state=open', 'limit=0', 'offset=-1']) {
      const res = await admin.inject({ method: 'GET', url: `/api/admin/moderation?${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message, bad).toMatch(/State|Limit|Offset/);
    }
  });
});

describe('decisions', () => {
  it('approves: the posting joins the listing after the outbox, the poster is e-mailed, the audit log has it', async () => {
    const held = await publish(outsider);
    const res = await decide(held.data.id, 'approve', { message: 'Welcome aboard.' });
    expect(res.statusCode, res.body).toBe(200);
    expectContractAnswer(approvePosting, res);
    expect(res.json().data).toMatchObject({ id: held.data.id, state: 'approved', moderation_note: 'Welcome aboard.' });
    await waitFor(() => listedPublicly(held.data.title), { what: 'the approved posting listed', timeoutMs: 10_000 });

    const mail = await suite.inbox.waitForMessage(
      (m) => recipients(m).includes(outsiderEmail) && (m.subject ?? '').includes(held.data.title),
      'the approval e-mail',
    );
    expect(mail.subject).toBe(`Your position "${held.data.title}" is now on PhD Finder`);
    expect(mail.text).toContain('Welcome aboard.');
    expect(mail.text).toContain(`/opportunities/${held.data.id}`);

    const approved = await queue('approved');
    expect(approved.data.map((o) => o.id)).toContain(held.data.id);
    expect((await queue()).data.map((o) => o.id)).not.toContain(held.data.id);

    const audit = await admin.inject({
      method: 'GET',
      url: `/api/admin/audit?record_id=${held.data.id}&actor=${admin.email}`,
    });
    expect(audit.json().data).toEqual([
      expect.objectContaining({
        action: 'opportunity.approved',
        actor: expect.objectContaining({ email: admin.email }),
        before: expect.objectContaining({ moderation_state: 'pending', risk_score: 0 }),
        after: { moderation_state: 'approved', message: 'Welcome aboard.' },
      }),
    ]);
  });

  it('rejects with a message (required): the poster is e-mailed it and sees it on the dashboard', async () => {
    const held = await publish(outsider, { description: '<p>Write to robots.phd@gmail.com</p>' });
    for (const payload of [{}, { message: '   ' }, { message: 7 }, { message: 'x'.repeat(2001) }]) {
      const bad = await decide(held.data.id, 'reject', payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json().message).toMatch(/message|Message/);
    }
    expect((await decide(held.data.id, 'reject', {})).json().message).toBe(MESSAGE_NEEDED);

    const note = 'Please give an address at your university instead of a Gmail one.';
    const res = await decide(held.data.id, 'reject', { message: note });
    expect(res.statusCode, res.body).toBe(200);
    expectContractAnswer(rejectPosting, res);
    expect(res.json().data).toMatchObject({ state: 'rejected', moderation_note: note });

    const mail = await suite.inbox.waitForMessage(
      (m) => recipients(m).includes(outsiderEmail) && (m.subject ?? '').includes(held.data.title),
      'the rejection e-mail',
    );
    expect(mail.subject).toBe(`Your position "${held.data.title}" was not approved`);
    expect(mail.text).toContain(note);
    expect(mail.text).toContain('/university/dashboard');

    const mine = await outsider.inject({ method: 'GET', url: `/api/university/opportunities/${held.data.id}` });
    expect(mine.json().data.moderation).toEqual({ state: 'rejected', message: note });
    expect((await queue('rejected')).data.map((o) => o.id)).toContain(held.data.id);
    expect(await listedPublicly(held.data.title)).toBe(false);

    // Editing sends it back to the queue, scored again.
    const edited = await outsider.inject({
      method: 'PUT',
      url: `/api/university/opportunities/${held.data.id}`,
      payload: { description: '<p>Write to the School of Engineering.</p>' },
    });
    expect(edited.json().data.moderation).toEqual({ state: 'pending', message: null });
    expect((await queue()).data.find((o) => o.id === held.data.id)?.risk_score).toBe(0);

    const audit = await admin.inject({
      method: 'GET',
      url: `/api/admin/audit?record_id=${held.data.id}&actor=${admin.email}`,
    });
    expect(audit.json().data[0]).toMatchObject({
      action: 'opportunity.rejected',
      before: expect.objectContaining({ moderation_state: 'pending' }),
      after: { moderation_state: 'rejected', message: note },
    });
  });

  it('a decision on a decided posting is a 409; of two at once exactly one wins', async () => {
    const held = await publish(outsider);
    expect((await decide(held.data.id, 'approve')).statusCode).toBe(200);
    for (const decision of ['approve', 'reject'] as const) {
      const again = await decide(held.data.id, decision, { message: 'Again.' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: 'conflict', message: 'This posting was already approved.' });
    }

    const raced = await publish(outsider);
    const answers = await Promise.all([
      decide(raced.data.id, 'approve'),
      decide(raced.data.id, 'reject', { message: 'Not for us.' }),
      decide(raced.data.id, 'approve'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const audit = await admin.inject({
      method: 'GET',
      url: `/api/admin/audit?record_id=${raced.data.id}&actor=${admin.email}`,
    });
    expect(audit.json().data).toHaveLength(1);
    const events = await suite.gw.db.outboxEvent.count({
      where: { type: 'opportunity.moderated', payload: { path: ['opportunityId'], equals: raced.data.id } },
    });
    expect(events).toBe(1);
  });

  it('answers 404 for a posting that does not exist or a malformed id', async () => {
    for (const id of [randomUUID(), 'not-an-id', '1']) {
      const res = await decide(id, 'approve');
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe('Opportunity not found.');
    }
  });
});
