// Search alerts and deadline reminders on real parts (Postgres with the Postgres search engine, Redis,
// BullMQ, a real SMTP server): an alert e-mails the listings created since its last run that match its
// filters, leaving out what its candidate applied to; daily and weekly alerts are due on their days; a
// reminder goes out three days before a saved opportunity's deadline, once, unless turned off. Each
// job run twice sends one e-mail, and an e-mail queued while the mail server is down arrives once.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runScheduledPass } from '@phd/services/admin/scheduled-runs';
import { createAlertInput } from '@phd/contracts/input/alert';
import { alertUnsubscribeUrl, runAlerts, saveAlert } from '@phd/services/alerts/index';
import { createOpportunity } from '@phd/services/opportunities/index';
import { remindersOffUrl, runDeadlineReminders } from '@phd/services/reminders/index';
import { createPostgresEngine } from '@phd/search/postgres/engine';
import { createTestDatabase, redisUrl, uniquePrefix, type TestDatabase } from '../../tests/support/services.ts';
import { createQueue } from '../src/queue-factory.ts';
import { schedules } from '../src/schedules.ts';
import { silentLogger, startScheduler, waitFor, startTestWorkers } from './helpers.ts';
import { mailContextFor, recipients, startInbox, type Inbox } from './mail-inbox.ts';

const DAY = 86_400_000;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let database: TestDatabase;
let inbox: Inbox;
beforeAll(async () => {
  database = await createTestDatabase();
  inbox = await startInbox();
});
afterAll(async () => {
  await inbox?.close();
  await database?.drop();
});
beforeEach(async () => {
  await database.db.user.deleteMany({});
});

const engine = () => createPostgresEngine(database.db);
const secret = () => mailContextFor(inbox.url).appSecret;
const mailsTo = (address: string) => inbox.messages.filter((m) => recipients(m).includes(address));
let counter = 0;

async function candidate(email: string) {
  return database.db.user.create({ data: { email } });
}

async function listing(fields: { title: string; country?: string; discipline?: string; closingInDays?: number }) {
  const row = await createOpportunity(database.db, {
    title: fields.title,
    universityName: 'University of Bergen',
    country: fields.country ?? 'Norway',
    discipline: fields.discipline ?? 'Geology',
    description: '<p>A doctoral project.</p>',
    closingDate: new Date(Date.now() + (fields.closingInDays ?? 60) * DAY),
  });
  await engine().index([row.id]);
  return row;
}

async function apply(userId: string, opportunityId: string, email: string) {
  counter += 1;
  await database.db.application.create({
    data: {
      opportunityId,
      userId,
      name: 'Ada',
      email,
      country: 'France',
      contactMobile: '+33 6 12 34 56 78',
      resumeKey: `resumes/${counter}.pdf`,
      resumeFilename: 'cv.pdf',
      resumeMime: 'application/pdf',
      resumeSize: 100,
    },
  });
}

/** The alert as if saved `daysAgo` days ago (its last run then). */
async function alertFor(userId: string, filters: object, frequency: 'daily' | 'weekly' = 'daily', daysAgo = 1) {
  const { alert } = await saveAlert(database.db, userId, createAlertInput.parse({ filters, frequency }));
  await database.db.searchAlert.update({
    where: { id: alert.id },
    data: { lastRunAt: new Date(Date.now() - daysAgo * DAY), ranAt: new Date(Date.now() - daysAgo * DAY) },
  });
  return alert;
}

async function withWorkers(work: (run: (job: 'alerts.run' | 'deadlines.run') => Promise<void>) => Promise<void>) {
  const prefix = uniquePrefix('touch');
  const workers = await startTestWorkers({
    db: database.db,
    prefix,
    pollMs: 50,
    concurrency: 2,
    mail: mailContextFor(inbox.url),
  });
  const queue = createQueue('reminders', { redisUrl: redisUrl(), prefix }, silentLogger());
  try {
    await work(async (job) => {
      const added = await queue.add(job, {});
      await waitFor(async () => (await queue.getJob(added.id!))?.isCompleted(), { what: `${job} done` });
    });
  } finally {
    await workers.close();
    await queue.obliterate({ force: true });
    await queue.close();
  }
}

describe('search alerts', () => {
  it('matches new listings of its filters only, leaving out applied ones and older listings', async () => {
    const ada = await candidate('ada@example.org');
    const before = await listing({ title: 'Glaciers before the alert' });
    await database.db.opportunity.update({
      where: { id: before.id },
      data: { createdAt: new Date(Date.now() - 3 * DAY) },
    });
    await engine().index([before.id]);
    const alert = await alertFor(ada.id, { country: ['Norway'], discipline: ['Geology'] });
    const match = await listing({ title: 'Fjord sediments' });
    const applied = await listing({ title: 'Already applied to' });
    await listing({ title: 'Wrong country', country: 'Spain' });
    await apply(ada.id, applied.id, ada.email);

    const result = await runAlerts(database.db, engine());
    expect(result).toMatchObject({ due: 1, matched: 1 });
    const run = await database.db.searchAlertRun.findFirstOrThrow({ where: { alertId: alert.id } });
    expect(run.opportunityIds).toEqual([match.id]);
    // Run again the same day: not due, nothing added.
    expect(await runAlerts(database.db, engine())).toMatchObject({ due: 0, matched: 0 });
    expect(await database.db.outboxEvent.count({ where: { type: 'alert.matched' } })).toBe(1);
  });

  it('daily alerts are due each day, weekly ones once their week is up', async () => {
    const bo = await candidate('bo@example.org');
    await alertFor(bo.id, { discipline: ['Geology'] }, 'weekly', 3);
    await listing({ title: 'A new geology position' });
    expect(await runAlerts(database.db, engine())).toMatchObject({ due: 0 });
    await database.db.searchAlert.updateMany({ data: { ranAt: new Date(Date.now() - 8 * DAY) } });
    expect(await runAlerts(database.db, engine())).toMatchObject({ due: 1, matched: 1 });
  });

  it('a new alert is due at the next run, the day it was saved too, with what was published since', async () => {
    const di = await candidate('di@example.org');
    await listing({ title: 'Older tundra position', country: 'Finland' });
    await new Promise((r) => setTimeout(r, 5));
    const { alert } = await saveAlert(
      database.db,
      di.id,
      createAlertInput.parse({ filters: { country: ['Finland'] }, frequency: 'daily' }),
    );
    const match = await listing({ title: 'Tundra carbon', country: 'Finland' });
    expect(await runAlerts(database.db, engine())).toMatchObject({ due: 1, matched: 1 });
    const run = await database.db.searchAlertRun.findFirstOrThrow({ where: { alertId: alert.id } });
    expect(run.opportunityIds).toEqual([match.id]);
    expect(await runAlerts(database.db, engine())).toMatchObject({ due: 0, matched: 0 });
  });

  it('a listing created before a run but indexed after it is in the next run', async () => {
    const ed = await candidate('ed@example.org');
    const alert = await alertFor(ed.id, { country: ['Estonia'] });
    const late = await createOpportunity(database.db, {
      title: 'Bog hydrology',
      universityName: 'University of Tartu',
      country: 'Estonia',
      discipline: 'Geology',
      description: '<p>A doctoral project.</p>',
      closingDate: new Date(Date.now() + 60 * DAY),
    });
    // Not indexed yet when the run comes: nothing to send, and the window stops before it.
    expect(await runAlerts(database.db, engine())).toMatchObject({ due: 1, matched: 0 });
    await engine().index([late.id]);
    await database.db.searchAlert.update({ where: { id: alert.id }, data: { ranAt: new Date(Date.now() - DAY) } });
    expect(await runAlerts(database.db, engine())).toMatchObject({ due: 1, matched: 1 });
    const run = await database.db.searchAlertRun.findFirstOrThrow({ where: { alertId: alert.id } });
    expect(run.opportunityIds).toEqual([late.id]);
  });

  it('job runs twice: one e-mail with the matches and a one-click link that stops the alert', async () => {
    const cy = await candidate('cy@example.org');
    const alert = await alertFor(cy.id, { country: ['Iceland'] });
    await listing({ title: 'Volcanic soils', country: 'Iceland' });
    await withWorkers(async (run) => {
      await run('alerts.run');
      await run('alerts.run');
      const mail = await inbox.waitForMessage((m) => recipients(m).includes('cy@example.org'), 'the alert');
      expect(mail.subject).toBe('1 new match: PhD positions in Iceland');
      expect(mail.text).toContain('Volcanic soils');
      const unsubscribe = alertUnsubscribeUrl('http://localhost:3000', secret(), alert.id);
      const header = mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line.replace(/\r?\n/g, '');
      expect(header).toBe(`List-Unsubscribe: <${unsubscribe}>`);
      await new Promise((r) => setTimeout(r, 1_000));
      expect(mailsTo('cy@example.org')).toHaveLength(1);
    });
  });
});

describe('deadline reminders', () => {
  it('reminds once per saved opportunity three days before its deadline, unless off or applied', async () => {
    const di = await candidate('di@example.org');
    const off = await candidate('off@example.org');
    await database.db.user.update({ where: { id: off.id }, data: { deadlineReminders: false } });
    const soon = await listing({ title: 'Closing soon', closingInDays: 2.5 });
    const later = await listing({ title: 'Closing later', closingInDays: 10 });
    const appliedTo = await listing({ title: 'Applied already', closingInDays: 2.5 });
    for (const o of [soon, later, appliedTo]) {
      await database.db.savedOpportunity.create({ data: { userId: di.id, opportunityId: o.id } });
      await database.db.savedOpportunity.create({ data: { userId: off.id, opportunityId: o.id } });
    }
    await apply(di.id, appliedTo.id, di.email);

    expect(await runDeadlineReminders(database.db)).toEqual({ queued: 1 });
    expect(await runDeadlineReminders(database.db)).toEqual({ queued: 0 });
    const rows = await database.db.deadlineReminder.findMany();
    expect(rows.map((r) => [r.userId, r.opportunityId])).toEqual([[di.id, soon.id]]);
  });

  it('SMTP down: the reminder waits and arrives once when the server is back; its link turns reminders off', async () => {
    const ed = await candidate('ed@example.org');
    const o = await listing({ title: 'Deadline on Sunday', closingInDays: 2.9 });
    await database.db.savedOpportunity.create({ data: { userId: ed.id, opportunityId: o.id } });
    await inbox.stop();
    try {
      await withWorkers(async (run) => {
        await run('deadlines.run');
        await run('deadlines.run');
        await new Promise((r) => setTimeout(r, 2_000));
        expect(mailsTo('ed@example.org')).toHaveLength(0);
        await inbox.start();
        const mail = await inbox.waitForMessage((m) => recipients(m).includes('ed@example.org'), 'reminder', 30_000);
        expect(mail.subject).toBe('Deadline in 3 days: Deadline on Sunday');
        expect(mail.text).toContain(remindersOffUrl('http://localhost:3000', secret(), ed.id));
        await new Promise((r) => setTimeout(r, 1_000));
        expect(mailsTo('ed@example.org')).toHaveLength(1);
      });
    } finally {
      await inbox.start();
    }
  });
});

describe('run now (npm run alerts, npm run reminders, the panel)', () => {
  it('one e-mail each however often it runs, the scheduled runs after it add nothing, and the schedule stays', async () => {
    const fay = await candidate('fay@example.org');
    await alertFor(fay.id, { country: ['Lithuania'] });
    const o = await listing({ title: 'Baltic peatlands', country: 'Lithuania', closingInDays: 2 });
    await database.db.savedOpportunity.create({ data: { userId: fay.id, opportunityId: o.id } });
    const scheduler = await startScheduler(schedules.filter((s) => s.queue === 'reminders'));
    try {
      const before = await scheduler.next();
      for (let i = 0; i < 2; i += 1) {
        await runScheduledPass(database.db, engine(), 'alerts');
        await runScheduledPass(database.db, engine(), 'reminders');
      }
      await withWorkers(async (run) => {
        await waitFor(() => mailsTo('fay@example.org').length === 2, {
          what: 'the alert and the reminder',
          timeoutMs: 30_000,
        });
        expect(mailsTo('fay@example.org').map((m) => m.subject)).toEqual(
          expect.arrayContaining([
            '1 new match: PhD positions in Lithuania',
            expect.stringMatching(/: Baltic peatlands$/),
          ]),
        );
        await run('alerts.run');
        await run('deadlines.run');
        await new Promise((r) => setTimeout(r, 1_000));
        expect(mailsTo('fay@example.org')).toHaveLength(2);
      });
      expect(await scheduler.next()).toEqual(before);
    } finally {
      await scheduler.close();
    }
  });

  it('npm run reminders prints what it did; a pass it does not know is refused', async () => {
    const cli = (name: string) =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', 'infra/cli/run-scheduled.ts', name],
          { cwd: ROOT, env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'silent' } },
          (error, stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, out: stdout + stderr }),
        );
      });
    const ran = await cli('reminders');
    expect(ran).toEqual({
      code: 0,
      out:
        'Deadline reminders: 0 e-mails queued (each saved position is reminded of once).\n' +
        'The e-mails go out through the outbox once the workers run; the schedule is unchanged.\n',
    });
    const unknown = await cli('expiry');
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain('Say which pass to run: digest, alerts, reminders');
  }, 60_000);
});
