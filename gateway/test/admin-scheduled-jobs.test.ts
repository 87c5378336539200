// The operators' "Run digest now", "Run alerts now" and "Run reminders now" (issue 28) against real
// Postgres and Redis: admins only with the CSRF token, one pass that leaves the job scheduler's next
// run where it was (promoting its delayed job used to move the schedule a whole period), once per
// period however often it is clicked, one pass at a time, audited.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAlertsNow, runDigestNow, runRemindersNow } from '@phd/contracts/endpoints/admin-operations';
import { passLock, scheduledPassNames } from '@phd/services/admin/scheduled-runs';
import { digestWindow, isoWeek } from '@phd/services/digest/index';
import { createOpportunity } from '@phd/services/opportunities/index';
import { opportunityInput } from '../../services/test/opportunities.fixtures.ts';
import { signInAs, type SignedInCandidate } from './candidate.ts';
import { startGateway, type Gateway } from './harness.ts';
import { expectContractAnswer } from './contract-answer.ts';

let gw: Gateway;
let admin: SignedInCandidate;
let candidate: SignedInCandidate;

beforeAll(async () => {
  gw = await startGateway({ label: 'admin-scheduled-jobs' });
  admin = await signInAs(gw.app, gw.db, 'admin@admin-scheduled-jobs.test', { role: 'admin' });
  candidate = await signInAs(gw.app, gw.db, 'someone@admin-scheduled-jobs.test');
});
afterAll(async () => {
  await gw?.close();
});

const run = (who: SignedInCandidate, job: string) =>
  who.inject({ method: 'POST', url: `/api/admin/scheduled-jobs/${job}/run` });
const digestEvents = () => gw.db.outboxEvent.count({ where: { type: 'digest.ready' } });

describe('who may run a scheduled job now', () => {
  it('answers 401 signed out, 403 to a candidate and to an admin without the CSRF token', async () => {
    for (const job of scheduledPassNames) {
      const url = `/api/admin/scheduled-jobs/${job}/run`;
      expect((await gw.app.inject({ method: 'POST', url })).statusCode, job).toBe(401);
      const other = await run(candidate, job);
      expect(other.statusCode, job).toBe(403);
      expect(other.json()).toEqual({ error: 'forbidden', message: 'Only admins can do this.' });
      const forged = await admin.inject({ method: 'POST', url, headers: { 'x-csrf-token': 'forged' } });
      expect(forged.statusCode, job).toBe(403);
      expect(forged.json().message).toBe('This form has expired. Please reload the page and try again.');
    }
    expect(await gw.db.auditEvent.count({ where: { recordType: 'scheduled_job' } })).toBe(0);
  });

  it('answers 404 with a sentence for a job it does not know', async () => {
    const res = await run(admin, 'expiry');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found', message: expect.any(String) });
  });
});

describe('running the weekly digest now', () => {
  const week = isoWeek(new Date());

  beforeAll(async () => {
    const row = await createOpportunity(gw.db, opportunityInput({ title: 'Digest on demand' }));
    // Created in the week the current week's digest lists.
    const { since } = digestWindow(week);
    await gw.db.opportunity.update({
      where: { id: row.id },
      data: { createdAt: new Date(since.getTime() + 3_600_000) },
    });
    await gw.db.newsletterSubscription.create({
      data: {
        id: randomUUID(),
        email: 'reader@admin-scheduled-jobs.test',
        status: 'confirmed',
        unsubscribeTokenHash: 'x',
      },
    });
  });

  it("runs one pass for this week, leaves the schedule's next run alone, and sends once however often it is clicked", async () => {
    const queue = gw.operators.queues.get('digest')!;
    await queue.upsertJobScheduler('digest.weekly', { pattern: '0 7 * * 1', tz: 'UTC' }, { name: 'digest.weekly' });
    const scheduled = async () => {
      const [job] = await queue.getJobs(['delayed']);
      return { next: (await queue.getJobScheduler('digest.weekly'))?.next, job: job && [job.id, job.timestamp] };
    };
    const before = await scheduled();
    expect(before.next).toBeGreaterThan(Date.now());
    try {
      const first = await run(admin, 'digest');
      expect(first.statusCode, first.body).toBe(200);
      expectContractAnswer(runDigestNow, first);
      expect(first.json().data).toEqual({
        job: 'digest',
        message: `Weekly digest for ${week}: 1 e-mail queued. Of 1 confirmed subscriber, 0 already had this week's and 0 had nothing new.`,
        next_run_at: new Date(before.next!).toISOString(),
      });
      expect(await scheduled()).toEqual(before);
      expect(await digestEvents()).toBe(1);

      // Two clicks at once and one more: nothing new, one pass at a time (a 409 says so).
      const [a, b] = await Promise.all([run(admin, 'digest'), run(admin, 'digest')]);
      for (const res of [a, b]) expect([200, 409], res.body).toContain(res.statusCode);
      const again = await run(admin, 'digest');
      expect(again.json().data.message).toMatch(/: 0 e-mails queued\. Of 1 confirmed subscriber, 1 already had/);
      expect(await digestEvents()).toBe(1);
      expect(await scheduled()).toEqual(before);

      const audit = await gw.db.auditEvent.findFirstOrThrow({
        where: { action: 'digest.run_now' },
        orderBy: { createdAt: 'asc' },
      });
      expect(audit).toMatchObject({
        actorEmail: admin.email,
        recordType: 'scheduled_job',
        recordId: 'digest.weekly',
        after: { message: first.json().data.message, result: { week, queued: 1 } },
      });
    } finally {
      await queue.obliterate({ force: true });
    }
  });

  it('refuses a second pass while one runs, with a sentence', async () => {
    const [key, which] = passLock('digest');
    let release = () => {};
    let acquired = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const ready = new Promise<void>((resolve) => (acquired = resolve));
    const locked = gw.db.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${key}::int, ${which}::int)`;
      acquired();
      await held;
    });
    await ready;
    try {
      const res = await run(admin, 'digest');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'conflict',
        message: 'The weekly digest is already running. Wait for it to finish: running it again adds nothing.',
      });
      // Another pass is not held up by it.
      expect((await run(admin, 'reminders')).statusCode).toBe(200);
    } finally {
      release();
      await locked;
    }
  });
});

describe('running alerts and reminders now', () => {
  it('answers what each did, and the scheduler it left alone', async () => {
    const alerts = await run(admin, 'alerts');
    expect(alerts.statusCode, alerts.body).toBe(200);
    expectContractAnswer(runAlertsNow, alerts);
    expect(alerts.json().data).toEqual({
      job: 'alerts',
      message: `Search alerts for ${new Date().toISOString().slice(0, 10)}: 0 alerts due, 0 e-mails queued (an alert that already ran today waits for tomorrow).`,
      next_run_at: null,
    });
    const reminders = await run(admin, 'reminders');
    expectContractAnswer(runRemindersNow, reminders);
    expect(reminders.json().data.message).toBe(
      'Deadline reminders: 0 e-mails queued (each saved position is reminded of once).',
    );
    expect(
      await gw.db.auditEvent.count({ where: { action: { in: ['alerts.run_now', 'reminders.run_now'] } } }),
    ).toBeGreaterThanOrEqual(2);
  });
});
