// The public post-jobs form (issue 18) on real parts (Postgres, Redis, the workers' relay, search-index
// and mail processors, a real SMTP inbox): validation with the form's messages, the e-mailed
// confirmation link (hashed in the database, single use, expiring), auto-approval for an address at a
// university our table records versus the moderation queue for any other (the poster e-mailed either
// way), the /phd-postings listing filter, duplicates at once, and the per-IP limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import {
  POSTING_ALREADY_CONFIRMED,
  POSTING_CONFIRMATION_INVALID,
  POSTING_HELD,
  POSTING_LIVE,
  POSTING_RECEIVED,
} from '@phd/contracts/input/post-jobs';
import { confirmPostJobs, submitPostJobs } from '@phd/contracts/endpoints/post-jobs';
import { hashPostingToken } from '@phd/services/postings/posting-tokens';
import { APPLY_LINK_NEEDED } from '@phd/services/opportunities/editor-body';
import { recipients } from '../../workers/test/mail-inbox.ts';
import { waitFor } from '../../workers/test/helpers.ts';
import { expectContractAnswer } from './contract-answer.ts';
import { signInAs, type SignedInCandidate } from './candidate.ts';
import { verifiedRecruiter } from './recruiter.ts';
import { startMailSuite, type MailSuite } from './mail-suite.ts';

let suite: MailSuite;
let admin: SignedInCandidate;

beforeAll(async () => {
  suite = await startMailSuite({ label: 'post-jobs' });
  admin = await signInAs(suite.gw.app, suite.gw.db, 'admin@post-jobs.test', { role: 'admin' });
  await suite.gw.db.university.createMany({
    data: [
      {
        name: 'Postings Test University',
        slug: 'postings-test-university',
        country: 'Ireland',
        emailDomains: ['ptu.ie'],
      },
    ],
    skipDuplicates: true,
  });
});
afterAll(() => suite?.close());

let made = 0;
function form(fields: Record<string, unknown> = {}) {
  made += 1;
  return {
    poster_name: 'Dr Aoife Byrne',
    poster_position: 'Associate Professor',
    poster_department: 'School of Physics',
    poster_email: `aoife.byrne${made}@ptu.ie`,
    university: 'Postings Test University',
    title: `Quantum optics PhD ${made} ${Math.random().toString(36).slice(2, 8)}`,
    country: 'Ireland',
    city: 'Dublin',
    ai_department: 'Physics',
    fully_funded: true,
    description: '<p>Build single-photon sources.</p><script>alert(1)</script>',
    opportunity_url: 'https://ptu.ie/jobs/quantum-optics',
    closing_date: 4_000_000_000,
    ...fields,
  };
}

const post = (payload: unknown, ip = suite.freshIp()) =>
  suite.gw.app.inject({ method: 'POST', url: '/api/post-jobs', payload: payload as object, remoteAddress: ip });
const confirm = (token: unknown, ip = suite.freshIp()) =>
  suite.gw.app.inject({ method: 'POST', url: '/api/post-jobs/confirm', payload: { token }, remoteAddress: ip });

const TOKEN = /\/post-jobs\?confirm=([A-Za-z0-9_-]{43})/;

async function confirmationMail(to: string): Promise<{ mail: ParsedMail; token: string }> {
  const mail = await suite.inbox.waitForMessage((m) => recipients(m).includes(to), `the confirmation to ${to}`);
  return { mail, token: TOKEN.exec(mail.text ?? '')![1]! };
}

async function listedAsPosting(title: string): Promise<boolean> {
  const res = await suite.gw.app.inject(`/api/opportunities?posted=true&q=${encodeURIComponent(title)}`);
  return (res.json().data as { title: string }[]).some((o) => o.title === title);
}

describe('POST /api/post-jobs: the rules', () => {
  it.each([
    ['no name', { poster_name: '' }, 'Your name is required', 'poster_name'],
    ['no position', { poster_position: undefined }, 'Your position is required', 'poster_position'],
    ['a malformed e-mail', { poster_email: 'aoife-at-ptu.ie' }, 'Email is invalid', 'poster_email'],
    ['no university', { university: '  ' }, 'University is required', 'university'],
  ])('answers 400 for %s with the form message', async (_case, fields, message, field) => {
    const res = await post(form(fields));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid', message, details: { [field]: message } });
  });

  it.each([
    // The gateway's input guard refuses NUL in any field before the form is read.
    ['a NUL byte in the name', { poster_name: 'Ao\u0000ife' }, /poster_name may not contain the NUL character/],
    ['no title', { title: '' }, /title/i],
    ['no country', { country: undefined }, /country/i],
    ['a title of the wrong type', { title: 42 }, /title/],
    ['a closing date in 2200', { closing_date: 7_258_118_400 }, /closing_date/],
    ['a link that is not http(s)', { opportunity_url: 'javascript:alert(1)' }, /http/],
    ['no link to apply', { opportunity_url: null }, new RegExp(APPLY_LINK_NEEDED.slice(0, 30))],
  ])('answers 400 for %s', async (_case, fields, message) => {
    const res = await post(form(fields));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('answers 400, never 500, for bodies that are not a form', async () => {
    for (const payload of [[], 'text', 12, null]) {
      const res = await suite.gw.app.inject({
        method: 'POST',
        url: '/api/post-jobs',
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
        remoteAddress: suite.freshIp(),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await suite.gw.db.postingSubmission.count({ where: { email: { startsWith: 'nobody' } } })).toBe(0);
  });

  it('limits each address to 5 accepted submissions in 10 minutes; refused forms do not count', async () => {
    const ip = suite.freshIp();
    for (let i = 0; i < 6; i += 1) expect((await post(form({ poster_email: 'bad' }), ip)).statusCode).toBe(400);
    for (let i = 0; i < 5; i += 1) expect((await post(form(), ip)).statusCode).toBe(201);
    const limited = await post(form(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('rate_limited');
  });
});

describe('confirmation and publication', () => {
  it('keeps nothing public until the e-mailed link is used; a known university address goes live at once', async () => {
    const payload = form();
    const res = await post(payload);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: POSTING_RECEIVED });
    expectContractAnswer(submitPostJobs, res);
    expect(await suite.gw.db.opportunity.count({ where: { title: payload.title } })).toBe(0);

    const { mail, token } = await confirmationMail(payload.poster_email);
    expect(mail.subject).toContain(payload.title);
    expect(mail.text).toContain('Dear Dr Aoife Byrne');
    // Only the token's SHA-256 is stored.
    const row = await suite.gw.db.postingSubmission.findFirstOrThrow({ where: { email: payload.poster_email } });
    expect(row.tokenHash).toBe(hashPostingToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      message: POSTING_LIVE,
      state: 'live',
      opportunity: { id: expect.any(String) },
    });
    expectContractAnswer(confirmPostJobs, confirmed);
    const id = confirmed.json().opportunity.id as string;

    // Single use.
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: POSTING_CONFIRMATION_INVALID });

    await waitFor(() => listedAsPosting(payload.title), { what: 'the posting listed', timeoutMs: 10_000 });
    const detail = (await suite.gw.app.inject(`/api/opportunities/${id}`)).json();
    expect(detail).toMatchObject({
      title: payload.title,
      university: 'Postings Test University',
      collect_resumes: false,
      opportunity_url: 'https://ptu.ie/jobs/quantum-optics',
      posted_by: { name: 'Dr Aoife Byrne', position: 'Associate Professor', department: 'School of Physics' },
    });
    expect(detail.description).not.toContain('<script>');
    expect(JSON.stringify(detail)).not.toContain(payload.poster_email);
    // The whole catalogue shows it too; a catalogue listing is not a posting.
    const postings = (await suite.gw.app.inject('/api/opportunities?posted=true&limit=100')).json();
    expect(postings.data.every((o: { posted_by: unknown }) => o.posted_by !== undefined)).toBe(true);

    const live = await suite.inbox.waitForMessage(
      (m) => recipients(m).includes(payload.poster_email) && (m.subject ?? '').includes('is now on PhD Finder'),
      'the live notice',
    );
    expect(live.text).toContain(`/opportunities/${id}`);
    expect(live.text).not.toContain('Our team has reviewed');

    // The admin's catalogue filters the form's postings by their source.
    const mine = await admin.inject({ method: 'GET', url: '/api/admin/opportunities?source=post_jobs&limit=100' });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.map((o: { id: string }) => o.id)).toContain(id);

    // Sending the same form again after confirming makes no second posting.
    expect((await post(payload)).json()).toEqual({ message: POSTING_ALREADY_CONFIRMED });
    expect(await suite.gw.db.opportunity.count({ where: { title: payload.title } })).toBe(1);
  });

  it('holds a posting from any other address for moderation, and e-mails the decision to the poster', async () => {
    const payload = form({
      poster_email: `prof.${made}@gmail.com`,
      description: '<p>Pay the application fee of £80 and WhatsApp me.</p>',
    });
    expect((await post(payload)).statusCode).toBe(201);
    const { token } = await confirmationMail(payload.poster_email);
    const confirmed = await confirm(token);
    expect(confirmed.json()).toMatchObject({ message: POSTING_HELD, state: 'pending' });
    const id = confirmed.json().opportunity.id as string;
    expect((await suite.gw.app.inject(`/api/opportunities/${id}`)).statusCode).toBe(404);

    const queue = await admin.inject({ method: 'GET', url: '/api/admin/moderation?state=pending&limit=100' });
    const item = queue.json().data.find((o: { id: string }) => o.id === id);
    // Fees 50 + WhatsApp 40 + an address no university uses 30, capped at 100.
    expect(item).toMatchObject({ poster: payload.poster_email, state: 'pending', risk_score: 100 });
    expect(item.risk_reasons.map((r: { code: string }) => r.code)).toEqual([
      'candidate_fees',
      'off_platform_contact',
      'non_academic_poster',
    ]);

    const reject = await admin.inject({
      method: 'POST',
      url: `/api/admin/moderation/${id}/reject`,
      payload: { message: 'Candidates may not be asked for fees.' },
    });
    expect(reject.statusCode, reject.body).toBe(200);
    const notice = await suite.inbox.waitForMessage(
      (m) => recipients(m).includes(payload.poster_email) && (m.subject ?? '').includes('was not approved'),
      'the rejection',
    );
    expect(notice.text).toContain('Candidates may not be asked for fees.');
    expect(notice.text).toContain('/post-jobs');
    expect(await listedAsPosting(payload.title)).toBe(false);
  });

  it('refuses an expired link, and malformed tokens, with one message', async () => {
    const payload = form();
    await post(payload);
    const { token } = await confirmationMail(payload.poster_email);
    await suite.gw.db.postingSubmission.updateMany({
      where: { email: payload.poster_email },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    for (const bad of [token, 'x'.repeat(43), 'short', 'A'.repeat(201), 42, null, '\u0000']) {
      const res = await confirm(bad);
      expect(res.statusCode, String(bad)).toBe(400);
    }
    expect((await confirm(token)).json().message).toBe(POSTING_CONFIRMATION_INVALID);
    expect(await suite.gw.db.opportunity.count({ where: { title: payload.title } })).toBe(0);
  });
});

describe('duplicates', () => {
  it('makes one submission and one posting of two identical submits at once, and of two clicks at once', async () => {
    const payload = form();
    const [a, b] = await Promise.all([post(payload), post(payload)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(await suite.gw.db.postingSubmission.count({ where: { email: payload.poster_email } })).toBe(1);
    const { token } = await confirmationMail(payload.poster_email);
    const results = await Promise.all([confirm(token), confirm(token), confirm(token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    expect(await suite.gw.db.opportunity.count({ where: { title: payload.title } })).toBe(1);
    // One confirmation e-mail for the pair.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const sent = suite.inbox.messages.filter(
      (m) => recipients(m).includes(payload.poster_email) && (m.subject ?? '').startsWith('Confirm'),
    );
    expect(sent).toHaveLength(1);
  });
});

describe("recruiters' positions", () => {
  it('are PhD postings too, posted by the recruiter as their profile says', async () => {
    const recruiter = await verifiedRecruiter(suite.gw.app, suite.gw.db);
    await suite.gw.db.recruiter.update({
      where: { id: recruiter.id },
      data: { position: 'PhD Programme Manager', department: 'Graduate School' },
    });
    const title = `Recruiter posting ${Math.random().toString(36).slice(2, 8)}`;
    const res = await recruiter.inject({
      method: 'POST',
      url: '/api/university/opportunities',
      payload: { title, country: 'United Kingdom', collect_resumes: true, description: '<p>Hi.</p>' },
    });
    expect(res.statusCode, res.body).toBe(201);
    await waitFor(() => listedAsPosting(title), { what: "the recruiter's posting listed", timeoutMs: 10_000 });
    const detail = (await suite.gw.app.inject(`/api/opportunities/${res.json().data.id}`)).json();
    expect(detail.posted_by).toEqual({
      name: expect.stringMatching(/^Rita Recruiter \d+$/),
      position: 'PhD Programme Manager',
      department: 'Graduate School',
    });
  });
});
