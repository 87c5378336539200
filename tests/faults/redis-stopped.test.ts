// Fault drill: Redis stopped under the whole product. The gateway is the production one
// (gateway/src/gateway.ts: its readiness check, view and analytics producers, operator queues) on a
// redis-server of this file's own, listening on a real port; the workers (relay and processors) run on
// the same Redis and send e-mail to a real SMTP server. With Redis down, reads, sign-in and writes all
// answer as usual and nothing hangs; the writes' events wait in the outbox and are processed once
// Redis is back (the restarted server is empty: nothing survived in Redis). The relay's backoff is
// shortened (100 to 800 ms instead of 1 to 60 s) so the drill does not wait a minute for its next try.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@phd/services/config';
import { freePort } from '../../infra/local/free-port.ts';
import { startLocalRedis, type LocalRedis } from '../../infra/local/redis.ts';
import { createGateway, type Gateway } from '../../gateway/src/gateway.ts';
import { signInAs, type SignedInCandidate } from '../../gateway/test/candidate.ts';
import { STRONG_PASSWORD, verifiedRecruiter } from '../../gateway/test/recruiter.ts';
import { createQueue } from '../../workers/src/queue-factory.ts';
import { startWorkers, type WorkerProcess } from '../../workers/src/start.ts';
import { silentLogger, waitFor } from '../../workers/test/helpers.ts';
import { mailContextFor, recipients, startInbox, type Inbox } from '../../workers/test/mail-inbox.ts';
import { createTestDatabase, uniquePrefix, type TestDatabase } from '../support/services.ts';
import { seedCatalogue, visitorRead, type Catalogue } from './support/catalogue.ts';
import { request, type Answer } from './support/traffic.ts';

const METRICS_TOKEN = 'drill-metrics-token-0123456789';
const prefix = uniquePrefix('redis-stopped');

let database: TestDatabase;
let catalogue: Catalogue;
let redisDir: string;
let redis: LocalRedis;
let redisPort: number;
let gateway: Gateway;
let workers: WorkerProcess;
let inbox: Inbox;
let base: string;

beforeAll(async () => {
  database = await createTestDatabase();
  catalogue = await seedCatalogue(database.url, 120);
  redisDir = mkdtempSync(join(tmpdir(), 'fault-redis-'));
  redisPort = await freePort();
  redis = await startLocalRedis({ dir: redisDir, port: redisPort, persistent: false });
  inbox = await startInbox();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    QUEUE_PREFIX: prefix,
    METRICS_TOKEN,
  });
  gateway = await createGateway(config);
  base = await gateway.app.listen({ host: '127.0.0.1', port: 0 });
  workers = await startWorkers({
    db: database.db,
    logger: silentLogger(),
    redisUrl: redis.url,
    prefix,
    pollMs: 50,
    concurrency: 2,
    schedules: [],
    mail: mailContextFor(inbox.url),
    relay: { backoff: { baseMs: 100, maxMs: 800 }, commandTimeoutMs: 500 },
  });
});

afterAll(async () => {
  // Workers wait out an outage, so they can only close against a running Redis (after a failed test too).
  const stopped = redis && (redis.process.exitCode !== null || redis.process.signalCode !== null);
  if (stopped) redis = await startLocalRedis({ dir: redisDir, port: redisPort, persistent: false });
  // Bounded, so a failed test reports its own failure rather than a hook time-out.
  await Promise.race([workers?.close(), new Promise((r) => setTimeout(r, 15_000))]);
  await gateway?.close();
  await redis?.stop();
  await inbox?.close();
  await database?.drop();
  rmSync(redisDir, { recursive: true, force: true });
});

/** A request as the signed-in candidate would send it (session cookie, CSRF token on writes). */
const asCandidate = (who: SignedInCandidate, path: string, init: RequestInit = {}) =>
  request(base, path, {
    ...init,
    headers: {
      cookie: Object.entries(who.cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; '),
      ...who.headers,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
  });

const json = (body: object): RequestInit => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});

const show = (a: Answer) => `${a.status} ${a.path}: ${a.error ?? a.body.slice(0, 300)}`;

const pending = () => database.db.outboxEvent.count({ where: { publishedAt: null } });

describe('fault drill: Redis stopped (production gateway and workers, real Postgres, Redis and SMTP)', () => {
  it('keeps reads, sign-in and writes working while Redis is down, and their events flow when it returns', async () => {
    const candidate = await signInAs(gateway.app, database.db, 'candidate@example.org');
    const recruiter = await verifiedRecruiter(gateway.app, database.db);
    const { email: recruiterEmail } = await database.db.recruiter.findUniqueOrThrow({ where: { id: recruiter.id } });
    const admin = await signInAs(gateway.app, database.db, 'admin@example.org', { role: 'admin' });
    expect((await request(base, '/readyz')).status).toBe(200);

    await redis.stop();

    // Public reads: listing pages, keyword searches and details, none of them cached before.
    for (let n = 0; n < 24; n += 1) {
      const answer = await request(base, visitorRead(catalogue, n));
      expect(answer.status, show(answer)).toBe(200);
    }
    // Page views and analytics are counted best-effort: accepted, and dropped while Redis is away.
    const pageView = await request(base, '/api/analytics/page-view', json({ path: '/opportunities' }));
    expect(pageView.status, show(pageView)).toBe(202);

    // Sign-in: a recruiter logs in with a password and uses the new session; a candidate's session holds.
    const login = await request(
      base,
      '/api/university/auth/login',
      json({ email: recruiterEmail, password: STRONG_PASSWORD }),
    );
    expect(login.status, show(login)).toBe(200);
    const token = (JSON.parse(login.body) as { token: string }).token;
    const bearer = { authorization: `Bearer ${token}` };
    const me = await request(base, '/api/university/auth/me', { headers: bearer });
    expect(me.status, show(me)).toBe(200);
    const user = await asCandidate(candidate, '/api/user');
    expect(user.status, show(user)).toBe(200);

    // Writes: a contact message, a saved opportunity, a recruiter's posting.
    const contact = await request(
      base,
      '/api/contact',
      json({ name: 'Ada', email: 'ada@example.org', message: 'Written while Redis is down' }),
    );
    expect(contact.status, show(contact)).toBe(201);
    const saved = await asCandidate(candidate, '/api/user/opportunity/save', {
      method: 'POST',
      body: JSON.stringify({ user_id: candidate.userId, opportunity_id: catalogue.ids[0] }),
    });
    expect(saved.status, show(saved)).toBe(201);
    const title = `Redis outage PhD ${Date.now()}`;
    const posting = await request(base, '/api/university/opportunities', {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({
        title,
        country: 'United Kingdom',
        city: 'Edinburgh',
        department: 'School of Physics',
        ai_department: 'Physics',
        closing_date: Math.floor(Date.parse('2031-03-31T00:00:00Z') / 1000),
        fully_funded: true,
        collect_resumes: true,
        description: '<p>Posted while Redis was down.</p>',
      }),
    });
    expect(posting.status, show(posting)).toBe(201);

    // The operators' views answer, saying Redis is away, rather than hang or fail.
    const ready = await request(base, '/readyz');
    expect(ready.status, show(ready)).toBe(503);
    expect(JSON.parse(ready.body).checks).toEqual({ postgres: 'ok', redis: expect.stringMatching(/^unavailable/) });
    const metrics = await request(base, '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.status, show(metrics)).toBe(200);
    const panel = await asCandidate(admin, '/api/admin/search');
    expect(panel.status, show(panel)).toBe(200);
    const board = await asCandidate(admin, '/admin/queues/api/queues?activeQueue=mail&page=1');
    expect(board.status, show(board)).toBe(503);
    expect(board.headers?.get('retry-after')).toBe('5');
    expect(JSON.parse(board.body)).toEqual({ error: 'unavailable', message: expect.stringMatching(/job queues/) });

    // Every write's event waits in Postgres: nothing was lost, nothing was delivered.
    expect(await pending()).toBeGreaterThanOrEqual(3);
    expect(inbox.messages).toHaveLength(0);

    redis = await startLocalRedis({ dir: redisDir, port: redisPort, persistent: false });

    await waitFor(async () => (await pending()) === 0, { timeoutMs: 20_000, what: 'the outbox to drain' });
    const mail = await inbox.waitForMessage((m) => m.text?.includes('Written while Redis is down') ?? false);
    expect(recipients(mail)).toEqual(['team@phd-finder.test']);
    await waitFor(
      async () => {
        const found = await request(base, `/api/opportunities?q=${encodeURIComponent(title)}`);
        return found.status === 200 && found.body.includes(title);
      },
      { timeoutMs: 20_000, what: 'the posting in the public listing' },
    );
    const recommendations: Queue = createQueue('recommendations', { redisUrl: redis.url, prefix }, silentLogger());
    try {
      await waitFor(
        async () => (await recommendations.getJobs(['completed'])).some((job) => job.name === 'saved.changed'),
        { timeoutMs: 20_000, what: "the saved opportunity's event to be processed" },
      );
    } finally {
      await recommendations.close();
    }
    await waitFor(async () => (await request(base, '/readyz')).status === 200, { what: 'ready again' });
  }, 60_000);
});
