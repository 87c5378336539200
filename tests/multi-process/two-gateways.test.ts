// Two gateway processes and two worker processes on one Postgres and one Redis, each started as
// production starts it (`node --import tsx gateway/src/server.ts`, `workers/src/main.ts`): a visitor
// whose requests land on either gateway sees one site. Sessions and CSRF tokens made on one gateway
// work on the other, the contact form's limit is one limit, views add up exactly, and every outbox
// event is handled once although two relays and two sets of processors compete for it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@phd/services/recruiters/password';
import { createQueue } from '../../workers/src/queue-factory.ts';
import { schedules } from '../../workers/src/schedules.ts';
import { silentLogger, waitFor } from '../../workers/test/helpers.ts';
import { startInbox, type Inbox } from '../../workers/test/mail-inbox.ts';
import { createOpportunity } from '../../gateway/test/opportunity-fixture.ts';
import { LIMITS } from '../../gateway/src/routes/rate-limits.ts';
import { startGatewayProcess, startWorkerProcess, type RunningProcess } from '../support/processes.ts';
import { createTestDatabase, redisUrl, uniquePrefix, type TestDatabase } from '../support/services.ts';

const PASSWORD = 'Violet kettle marathon 42';

let database: TestDatabase;
let inbox: Inbox;
let dataDir: string;
let prefix: string;
let gateways: RunningProcess[] = [];
let workers: RunningProcess[] = [];

beforeAll(async () => {
  [database, inbox] = await Promise.all([createTestDatabase(), startInbox()]);
  dataDir = mkdtempSync(join(tmpdir(), 'two-gateways-'));
  prefix = uniquePrefix('two-gateways');
  // What processes of one deployment share; each also gets a port of its own (PORT, WORKER_METRICS_PORT).
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl(),
    QUEUE_PREFIX: prefix,
    DATA_DIR: dataDir,
    SMTP_URL: inbox.url,
    OUTBOX_POLL_MS: '50',
  };
  [gateways, workers] = await Promise.all([
    Promise.all([startGatewayProcess(env), startGatewayProcess(env)]),
    Promise.all([startWorkerProcess(env), startWorkerProcess(env)]),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([...gateways, ...workers].map((p) => p.stop()));
  await inbox?.close();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A tiny cookie jar: what a browser would send back after the answers it has seen. */
class Browser {
  private cookies = new Map<string, string>();

  async request(base: string, path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    if (init.body !== undefined) headers.set('content-type', 'application/json');
    const res = await fetch(base + path, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)];
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
}

const [first, second] = [0, 1];
const url = (i: number) => gateways[i]!.url;
const json = (body: unknown) => JSON.stringify(body);

describe('two gateways and two workers on one Postgres and one Redis (real processes)', () => {
  it('a session and a CSRF token made on gateway 1 work on gateway 2, and logging out on 2 ends it on 1', async () => {
    const email = `rita-${Date.now()}@testing.ac.uk`;
    await database.db.recruiter.create({
      data: {
        email,
        passwordHash: await hashPassword(PASSWORD),
        firstName: 'Rita',
        lastName: 'Recruiter',
        universityName: 'University of Testing',
        emailVerifiedAt: new Date(),
        status: 'active',
      },
    });
    const browser = new Browser();
    const { token } = (await (await browser.request(url(first), '/api/csrf-token')).json()) as { token: string };
    const login = await browser.request(url(first), '/api/university/auth/login', {
      method: 'POST',
      body: json({ email, password: PASSWORD }),
    });
    expect(login.status).toBe(200);

    const me = await browser.request(url(second), '/api/university/auth/me');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(email);

    const profile = { first_name: 'Rosalind', last_name: 'Recruiter' };
    const forged = await browser.request(url(second), '/api/university/auth/profile', {
      method: 'PUT',
      body: json(profile),
    });
    expect(forged.status).toBe(403);
    const updated = await browser.request(url(second), '/api/university/auth/profile', {
      method: 'PUT',
      body: json(profile),
      headers: { 'x-csrf-token': token },
    });
    expect(updated.status).toBe(200);
    expect(((await updated.json()) as { user: { first_name: string } }).user.first_name).toBe('Rosalind');

    const logout = await browser.request(url(second), '/api/university/auth/logout', {
      method: 'POST',
      headers: { 'x-csrf-token': token },
    });
    expect(logout.status).toBe(200);
    // The session ended in the shared database; the old cookie no longer signs anyone in on gateway 1.
    const stale = new Browser();
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith('university_session_id='))!;
    expect((await stale.request(url(first), '/api/university/auth/me', { headers: { cookie } })).status).toBe(401);
  });

  it("the contact form's limit is one limit: spread over both gateways it stops at the same count as on one", async () => {
    const max = LIMITS.contact.max;
    const sent: string[] = [];
    for (let i = 0; i < max; i++) {
      const message = `Shared limit message ${i} (${prefix})`;
      const res = await fetch(`${url(i % 2)}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: json({ name: 'Tester', email: 'tester@example.org', message }),
      });
      expect(res.status, `message ${i} on gateway ${(i % 2) + 1}`).toBe(201);
      sent.push(message);
    }
    for (const i of [first, second]) {
      const res = await fetch(`${url(i)}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: json({ name: 'Tester', email: 'tester@example.org', message: 'One too many' }),
      });
      expect(res.status, `gateway ${i + 1} after ${max} in all`).toBe(429);
      expect(await res.json()).toMatchObject({ error: 'rate_limited' });
    }

    // Each message, written through one gateway, reaches the team once with two relays and two mail
    // processors running.
    const queue = createQueue('mail', { redisUrl: redisUrl(), prefix }, silentLogger());
    try {
      const arrived = (message: string) => inbox.messages.filter((m) => m.text?.includes(message)).length;
      await waitFor(() => sent.every((m) => arrived(m) >= 1), { what: 'every contact e-mail', timeoutMs: 30_000 });
      await waitFor(async () => (await queue.getCompletedCount()) >= max, { what: 'mail jobs completed' });
      expect(await queue.getJobCounts('wait', 'active', 'delayed', 'failed')).toEqual({
        wait: 0,
        active: 0,
        delayed: 0,
        failed: 0,
      });
      expect(await queue.getCompletedCount()).toBe(max);
      expect(sent.map(arrived)).toEqual(sent.map(() => 1));
      expect(await database.db.contactMessage.count()).toBe(max);
    } finally {
      await queue.close();
    }
  });

  it('views from both gateways add up exactly, one per visitor however many gateways it reached', async () => {
    const opportunity = await createOpportunity(database.db, 'Viewed');
    const open = async (gateway: number, visitor: string) => {
      const res = await fetch(`${url(gateway)}/api/opportunities/${opportunity.id}`, {
        headers: { 'user-agent': `visitor ${visitor}` },
      });
      expect(res.status).toBe(200);
    };
    for (const visitor of ['a', 'b', 'c', 'd']) await open(first, visitor);
    for (const visitor of ['e', 'f', 'g']) await open(second, visitor);
    // The same visitor on both gateways (and twice on one) is one view.
    await open(first, 'h');
    await open(second, 'h');
    await open(second, 'h');

    const views = () => database.db.opportunity.findUniqueOrThrow({ where: { id: opportunity.id } });
    await waitFor(async () => (await views()).views >= 8, { what: '8 views folded', timeoutMs: 20_000 });
    const queue = createQueue('view-counts', { redisUrl: redisUrl(), prefix }, silentLogger());
    try {
      await waitFor(async () => {
        const counts = await queue.getJobCounts('wait', 'active', 'delayed');
        return counts.wait! + counts.active! + counts.delayed! === 0;
      });
    } finally {
      await queue.close();
    }
    expect((await views()).views).toBe(8);
  });

  it('the repeating jobs are scheduled once, though both workers upsert them at start', async () => {
    for (const schedule of schedules) {
      const queue = createQueue(schedule.queue, { redisUrl: redisUrl(), prefix }, silentLogger());
      try {
        // A tick that failed under load waits in `delayed` for its retry (attemptsMade > 0): that is the
        // same run trying again, not a second schedule, so only first attempts count as next runs.
        const next = () =>
          queue
            .getJobs(['delayed'])
            .then((jobs) => jobs.filter((j) => j.name === schedule.job && j.attemptsMade === 0));
        await waitFor(async () => (await next()).length > 0, { what: `the next ${schedule.job}` });
        const schedulers = await queue.getJobSchedulers();
        const expected = 'pattern' in schedule ? schedule.pattern : schedule.everyMs;
        // A queue may hold several schedules (reminders: alerts and deadlines): each is there once.
        const mine = schedulers.filter((s) => s.name === schedule.job);
        expect(mine.map((s) => [s.name, s.pattern ?? s.every])).toEqual([[schedule.job, expected]]);
        // One next run. BullMQ adds a scheduler's next job just before it moves the due one on, so for a
        // moment under load two can show; a second scheduler would keep two for good.
        await waitFor(async () => (await next()).length === 1, { what: `one next ${schedule.job}` });
      } finally {
        await queue.close();
      }
    }
  });

  it('every process stops cleanly on SIGTERM, none having logged an error', async () => {
    const processes = [...gateways, ...workers];
    const codes = await Promise.all(processes.map((p) => p.stop()));
    expect(codes).toEqual([0, 0, 0, 0]);
    // pino's error and fatal levels (50, 60): a race between the processes would show here.
    const errors = processes.flatMap((p) => p.output().split('\n')).filter((line) => /"level":[56]0/.test(line));
    expect(errors).toEqual([]);
  });
});
