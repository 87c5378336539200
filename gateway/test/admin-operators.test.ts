// The operators' tools (issue 15) against real Postgres and Redis: the queue board at /admin/queues
// (admins only; a failed job with its error, retried through the board's own API, refused from another
// site, audited) and the search panel (documents vs open rows, the lag, the last reindex, a reindex
// queued once at a time and audited).
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getSearchPanel,
  requestSearchReindex,
  type SearchPanel as SearchPanelJson,
} from '@phd/contracts/endpoints/admin-operations';
import { finishRun, startRun } from '@phd/services/admin/search-reindex';
import { createOpportunity } from '@phd/services/opportunities/index';
import { redisUrl } from '../../tests/support/services.ts';
import { opportunityInput } from '../../services/test/opportunities.fixtures.ts';
import {
  ACTION_SWITCHED_OFF,
  CROSS_SITE_REFUSED,
  SCHEDULED_RUN_KEPT,
  SCHEDULED_RUNS_KEPT,
} from '../src/operators/queue-board.ts';
import { BOARD_SCRIPT_PATH, boardScript } from '../src/operators/queue-board-page.ts';
import { signInAs, type SignedInCandidate } from './candidate.ts';
import { startGateway, type Gateway } from './harness.ts';
import { fixtureWebRoot } from './web-root.ts';
import { expectContractAnswer } from './contract-answer.ts';

let gw: Gateway;
let admin: SignedInCandidate;
let candidate: SignedInCandidate;

let webRoot: string;

beforeAll(async () => {
  webRoot = fixtureWebRoot();
  gw = await startGateway({ label: 'admin-operators', webRoot });
  admin = await signInAs(gw.app, gw.db, 'admin@admin-operators.test', { role: 'admin' });
  candidate = await signInAs(gw.app, gw.db, 'someone@admin-operators.test');
});
afterAll(async () => {
  await gw?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const SAME_SITE = { 'sec-fetch-site': 'same-origin' };

/** A job in the mail queue that a worker fails once for good, with this error. */
async function failedMailJob(error: string): Promise<string> {
  const queue = gw.operators.queues.get('mail')!;
  const job = await queue.add(
    'contact.received',
    { eventId: '1', payload: { contactMessageId: randomUUID(), version: 1 } },
    { attempts: 1 },
  );
  const worker = new Worker(
    'mail',
    async () => {
      throw new Error(error);
    },
    { connection: { url: redisUrl(), maxRetriesPerRequest: null }, prefix: gw.prefix },
  );
  try {
    for (let i = 0; i < 200 && (await queue.getJobState(job.id!)) !== 'failed'; i += 1) {
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    await worker.close();
  }
  expect(await queue.getJobState(job.id!)).toBe('failed');
  return job.id!;
}

describe('who may use the queue board and the search panel', () => {
  const api = [
    { method: 'GET', url: '/admin/queues/api/queues' },
    { method: 'PUT', url: '/admin/queues/api/queues/mail/1/retry', headers: SAME_SITE },
    { method: 'GET', url: '/admin/queues/api/redis/stats' },
    { method: 'GET', url: '/api/admin/search' },
    { method: 'POST', url: '/api/admin/search/reindex' },
  ] as const;

  it('API calls answer 401 signed out and 403 to a signed-in candidate', async () => {
    for (const call of api) {
      const out = await gw.app.inject(call);
      expect(out.statusCode, `${call.method} ${call.url} signed out`).toBe(401);
      const other = await candidate.inject(call);
      expect(other.statusCode, `${call.method} ${call.url} as a candidate`).toBe(403);
      expect(other.json().message).toBe('Only admins can do this.');
    }
  });

  it('the board page sends a signed-out visitor to sign in and back, and refuses a candidate', async () => {
    for (const url of ['/admin/queues', '/admin/queues/queue/mail', '/admin/queues/static/js/anything.js']) {
      const out = await gw.app.inject({ method: 'GET', url });
      expect(out.statusCode, url).toBe(302);
      expect(out.headers.location).toBe(`/login?returnTo=${encodeURIComponent(url)}`);
      const other = await candidate.inject({ method: 'GET', url });
      expect(other.statusCode, url).toBe(403);
      expect(other.body).not.toContain('__UI_CONFIG__');
    }
  });

  it("answers a signed-in non-admin's page load with the console's page (Admins only), 403", async () => {
    for (const url of ['/admin/queues', '/admin/queues/queue/mail?status=failed']) {
      const page = await candidate.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });
      expect(page.statusCode, url).toBe(403);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('fixture app');
      expect(page.body).toContain('<title>Admin | PhD Finder</title>');
      expect(page.body).not.toContain('__UI_CONFIG__');
      // The web app's own policy: the board's (fonts from Google) is for the board only.
      expect(String(page.headers['content-security-policy'])).not.toContain('fonts.googleapis.com');
    }
    // A script's call still gets JSON.
    const api = await candidate.inject({
      method: 'GET',
      url: '/admin/queues/api/queues',
      headers: { accept: 'text/html' },
    });
    expect(api.json()).toMatchObject({ error: 'forbidden' });
  });

  it('serves the board (not the web app) to an admin, with a CSP of its own under /admin/queues only', async () => {
    const page = await admin.inject({ method: 'GET', url: '/admin/queues' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('__UI_CONFIG__');
    expect(page.body).toContain('PhD Finder queues');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('https://fonts.googleapis.com');
    expect(csp).not.toContain('translate.google');
    expect(page.headers['cache-control']).toBe('no-store');
    const [script] = /static\/js\/main\.[\w.]+\.js/.exec(page.body) ?? [];
    expect((await admin.inject({ method: 'GET', url: `/admin/queues/${script}` })).statusCode).toBe(200);
    // With the site's script that names the board's icon buttons and hides the actions switched off.
    expect(page.body).toContain(`<script defer src="${BOARD_SCRIPT_PATH}"></script></body>`);
    const site = await admin.inject({ method: 'GET', url: BOARD_SCRIPT_PATH });
    expect(site.statusCode).toBe(200);
    expect(site.headers['content-type']).toMatch(/^text\/javascript/);
    expect(site.body).toContain('const OFF_ICONS = ["files","pencil","clock","arrow-up-down","list-x"];');
    expect(site.body).toContain(
      'const OFF_LABELS = ["Add job","Set concurrency","Set rate limit","Empty","Obliterate","Run now","Edit schedule","Remove scheduler"];',
    );
    // A write allowed one day shows its control again.
    expect(boardScript(['PUT /api/queues/:queueName/job-schedulers/:schedulerId/run'])).not.toContain('"Run now"');
    expect((await candidate.inject({ method: 'GET', url: BOARD_SCRIPT_PATH })).statusCode).toBe(403);
    // Elsewhere, the site's own policy, without the board's font host.
    const elsewhere = await gw.app.inject({ method: 'GET', url: '/healthz' });
    expect(String(elsewhere.headers['content-security-policy'])).not.toContain('fonts.googleapis.com');
    // A path the board does not have: 404 for an admin only.
    expect((await admin.inject({ method: 'GET', url: '/admin/queues/api/nothing' })).statusCode).toBe(404);
    expect((await candidate.inject({ method: 'GET', url: '/admin/queues/api/nothing' })).statusCode).toBe(403);
    // Hostile input gets the site's own { error, message } answers, not the board's 500.
    const nul = await admin.inject({ method: 'GET', url: '/admin/queues/api/queues/a%00b/job-data-schema' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ error: 'invalid', message: expect.stringContaining('NUL') });
  });
});

describe("the board's API answers as the rest of the site does", () => {
  const list = (query: string) => admin.inject({ method: 'GET', url: `/admin/queues/api/queues?${query}` });

  it('refuses malformed escapes and out-of-range numbers with a 400 naming the parameter', async () => {
    for (const bad of ['%ZZ%', '%E0%A4%A', '%C0%AF%C0%80', '%FF%FE%C3%28', 'nope']) {
      const res = await list(`activeQueue=${bad}&status=failed&page=1&jobsPerPage=10`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'invalid',
        message: expect.stringMatching(/^activeQueue must be one of the board's queues: .*\bmail\b.*\.$/),
      });
    }
    for (const [query, field] of [
      ['activeQueue=mail&status=failed&page=99999999999999999999999&jobsPerPage=10', 'page'],
      ['activeQueue=mail&status=failed&page=0', 'page'],
      ['activeQueue=mail&status=failed&page=1.5', 'page'],
      ['activeQueue=mail&jobsPerPage=100000', 'jobsPerPage'],
      ['activeQueue=mail&status=everything', 'status'],
      ['activeQueue=mail&activeQueue=mail', 'activeQueue'],
    ] as const) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(new RegExp(`^${field} must be`));
      expect(res.json().details, query).toHaveProperty(field);
    }
    const schedulers = await admin.inject({ method: 'GET', url: '/admin/queues/api/job-schedulers?queueName=%ZZ%' });
    expect(schedulers.statusCode).toBe(400);
    expect(schedulers.json().message).toMatch(/^queueName must be one of the board's queues/);
    // What the board's own UI sends still works, empty values included.
    expect((await list('activeQueue=mail&status=failed&page=1&jobsPerPage=10')).statusCode).toBe(200);
    expect((await list('activeQueue=&status=latest&page=2')).statusCode).toBe(200);
  });

  it("turns the board's own refusals into { error, message } with a sentence", async () => {
    const queue = await admin.inject({ method: 'GET', url: '/admin/queues/api/queues/no-such-queue/1' });
    expect(queue.statusCode).toBe(404);
    expect(queue.json()).toEqual({
      error: 'not_found',
      message: 'The queue board has no queue named "no-such-queue".',
    });
    const job = await admin.inject({ method: 'GET', url: '/admin/queues/api/queues/mail/123456789' });
    expect(job.statusCode).toBe(404);
    expect(job.json()).toMatchObject({
      error: 'not_found',
      message: expect.stringMatching(/^Queue mail has no job 123456789/),
    });
    const retry = await admin.inject({
      method: 'PUT',
      url: '/admin/queues/api/queues/mail/retry/waiting',
      headers: SAME_SITE,
    });
    expect(retry.statusCode).toBe(400);
    expect(retry.json()).toMatchObject({ error: 'invalid', message: 'Jobs that are waiting cannot be retried.' });
  });
});

describe('the queue board (real Redis)', () => {
  it('lists every catalogue queue, shows a failed job with its error, and retries it, audited', async () => {
    const jobId = await failedMailJob('SMTP server refused the message');
    const list = await admin.inject({
      method: 'GET',
      url: '/admin/queues/api/queues?activeQueue=mail&status=failed&page=1&jobsPerPage=10',
    });
    expect(list.statusCode, list.body).toBe(200);
    const queues = list.json().queues as {
      name: string;
      counts: { failed: number };
      jobs: Record<string, unknown>[];
    }[];
    expect(queues.map((q) => q.name).sort()).toEqual(Object.keys((await gw.operators.counts())!).sort());
    expect(queues.map((q) => q.name)).toEqual(expect.arrayContaining(['mail', 'search-index', 'search-reindex']));
    const mail = queues.find((q) => q.name === 'mail')!;
    expect(mail.counts.failed).toBe(1);
    expect(mail.jobs).toEqual([
      expect.objectContaining({ id: jobId, failedReason: 'SMTP server refused the message' }),
    ]);

    const retried = await admin.inject({
      method: 'PUT',
      url: `/admin/queues/api/queues/mail/${jobId}/retry`,
      headers: SAME_SITE,
    });
    expect(retried.statusCode, retried.body).toBe(204);
    expect(await gw.operators.queues.get('mail')!.getJobState(jobId)).toBe('waiting');
    const audit = await gw.db.auditEvent.findFirstOrThrow({ where: { action: 'queue_job.retried' } });
    expect(audit).toMatchObject({
      actorEmail: admin.email,
      recordType: 'queue_job',
      recordId: `mail/${jobId}`,
      after: { queue: 'mail', job: jobId, status: null },
    });
    await gw.operators.queues.get('mail')!.obliterate({ force: true });
  });

  it('refuses a retry that does not come from this site, and the actions it does not allow', async () => {
    const jobId = await failedMailJob('mailbox full');
    const url = `/admin/queues/api/queues/mail/${jobId}/retry`;
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      {},
    ]) {
      const res = await admin.inject({ method: 'PUT', url, headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().message).toBe(CROSS_SITE_REFUSED);
    }
    expect(await gw.operators.queues.get('mail')!.getJobState(jobId)).toBe('failed');
    // An older browser without Sec-Fetch-Site: its Origin must be this site.
    const ok = await admin.inject({ method: 'PUT', url, headers: { origin: 'http://localhost:80' } });
    expect(ok.statusCode, ok.body).toBe(204);

    for (const path of ['mail/obliterate', 'mail/empty', 'mail/add', `mail/${jobId}/update-data`]) {
      const method = path.endsWith('update-data') ? 'PATCH' : path.endsWith('add') ? 'POST' : 'PUT';
      const res = await admin.inject({
        method,
        url: `/admin/queues/api/queues/${path}`,
        headers: SAME_SITE,
        payload: {},
      });
      expect(res.statusCode, path).toBe(403);
      expect(res.json().message).toBe(ACTION_SWITCHED_OFF);
    }
    expect(await gw.operators.queues.get('mail')!.getJobState(jobId)).toBe('waiting');
    await gw.operators.queues.get('mail')!.obliterate({ force: true });
  });

  it('refuses to promote a scheduled run (it would move the schedule) but promotes other delayed jobs', async () => {
    const queue = gw.operators.queues.get('digest')!;
    await queue.upsertJobScheduler('digest.weekly', { pattern: '0 7 * * 1', tz: 'UTC' }, { name: 'digest.weekly' });
    const [scheduled] = await queue.getDelayed();
    expect(scheduled?.id).toMatch(/^repeat:/);
    const nextRun = (await queue.getJobScheduler('digest.weekly'))?.next;

    const one = await admin.inject({
      method: 'PUT',
      url: `/admin/queues/api/queues/digest/${encodeURIComponent(scheduled!.id!)}/promote`,
      headers: SAME_SITE,
    });
    expect(one.statusCode, one.body).toBe(409);
    expect(one.json()).toEqual({ error: 'conflict', message: SCHEDULED_RUN_KEPT });
    const all = await admin.inject({
      method: 'PUT',
      url: '/admin/queues/api/queues/digest/promote',
      headers: SAME_SITE,
    });
    expect(all.statusCode, all.body).toBe(409);
    expect(all.json()).toEqual({ error: 'conflict', message: SCHEDULED_RUNS_KEPT });
    expect(await queue.getJobState(scheduled!.id!)).toBe('delayed');
    expect((await queue.getJobScheduler('digest.weekly'))?.next).toBe(nextRun);

    // An ordinary delayed job (a retry's backoff, say) in a queue without schedulers is promoted as before.
    const mail = gw.operators.queues.get('mail')!;
    const later = await mail.add(
      'contact.received',
      { eventId: '2', payload: { contactMessageId: randomUUID(), version: 1 } },
      { delay: 60_000 },
    );
    const promoted = await admin.inject({
      method: 'PUT',
      url: `/admin/queues/api/queues/mail/${later.id}/promote`,
      headers: SAME_SITE,
    });
    expect(promoted.statusCode, promoted.body).toBe(204);
    expect(await mail.getJobState(later.id!)).toBe('waiting');
    await Promise.all([queue.obliterate({ force: true }), mail.obliterate({ force: true })]);
  });
});

describe('the search panel', () => {
  const panel = async (): Promise<SearchPanelJson> => {
    const res = await admin.inject({ method: 'GET', url: '/api/admin/search' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expectContractAnswer(getSearchPanel, res);
    return res.json();
  };

  it('compares the index with the open rows, shows the lag, and runs one reindex at a time', async () => {
    const rows = [];
    for (let i = 0; i < 3; i += 1) rows.push(await createOpportunity(gw.db, opportunityInput({ title: `Panel ${i}` })));
    await gw.search.index([rows[0]!.id]);

    const before = await panel();
    expect(before).toMatchObject({
      engine: 'postgres',
      documents: 1,
      open: 3,
      outbox: { pending: 3 },
      last_reindex: null,
      running_reindex: null,
    });
    expect(before.oldest_unindexed).toEqual({ at: expect.any(String), age_seconds: expect.any(Number) });
    expect(before.queues?.['search-reindex']).toEqual({ waiting: 0, active: 0, delayed: 0, failed: 0 });
    expect(before.outbox.oldest_pending_age_seconds).toBeGreaterThanOrEqual(0);

    const asked = await admin.inject({ method: 'POST', url: '/api/admin/search/reindex' });
    expect(asked.statusCode, asked.body).toBe(202);
    expectContractAnswer(requestSearchReindex, asked);
    const run = asked.json().data;
    expect(run).toMatchObject({ status: 'queued', requested_by: admin.email });
    const again = await admin.inject({ method: 'POST', url: '/api/admin/search/reindex' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'conflict',
      message: expect.stringMatching(/^A reindex is already queued/),
    });
    expect((await panel()).running_reindex).toMatchObject({ id: run.id, status: 'queued' });
    const audit = await gw.db.auditEvent.findFirstOrThrow({ where: { action: 'search.reindex_requested' } });
    expect(audit).toMatchObject({ actorEmail: admin.email, recordType: 'search_reindex_run', recordId: run.id });

    // What the worker does (workers/test/search-reindex.test.ts runs the real one); the relay publishes.
    await startRun(gw.db, run.id, 'postgres');
    await finishRun(gw.db, run.id, await gw.search.reindexAll());
    await gw.db.outboxEvent.updateMany({ data: { publishedAt: new Date() } });
    const after = await panel();
    expect(after).toMatchObject({
      documents: 3,
      open: 3,
      oldest_unindexed: null,
      outbox: { pending: 0, oldest_pending_age_seconds: null },
      running_reindex: null,
      last_reindex: { id: run.id, status: 'succeeded', indexed: 3, engine: 'postgres' },
    });
  });
});
