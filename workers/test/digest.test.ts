// The newsletter's weekly digest on real parts (Postgres, Redis, BullMQ, a real SMTP server): who
// gets one (confirmed subscribers only, with something new in their countries and disciplines), what
// it lists (the week's top 10 by freshness and views), at most one per subscriber and ISO week however
// often the job runs, and nothing lost or doubled while the mail server is down. Plus the schedule.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpportunity } from '@phd/services/opportunities/index';
import { runScheduledPass } from '@phd/services/admin/scheduled-runs';
import { digestMail, digestWindow, isoWeek, runWeeklyDigest, weekStart } from '@phd/services/digest/index';
import { tokenHash, unsubscribeToken } from '@phd/services/subscriptions/index';
import { createTestDatabase, redisUrl, uniquePrefix, type TestDatabase } from '../../tests/support/services.ts';
import { createQueue } from '../src/queue-factory.ts';
import { schedules, startSchedules } from '../src/schedules.ts';
import { noSearch, silentLogger, startScheduler, waitFor, startTestWorkers } from './helpers.ts';
import { mailContextFor, recipients, startInbox, type Inbox } from './mail-inbox.ts';

const DAY = 86_400_000;
const WEEK = isoWeek(new Date());
const { since } = digestWindow(WEEK);

let database: TestDatabase;
let inbox: Inbox;
const ids: Record<string, string> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  inbox = await startInbox();
  const at = (hoursIntoWeek: number) => new Date(since.getTime() + hoursIntoWeek * 3_600_000);
  const listing = async (
    key: string,
    fields: { country?: string; discipline?: string; created: Date; views?: number },
  ) => {
    const row = await createOpportunity(database.db, {
      title: `Position ${key}`,
      universityName: 'University of Uppsala',
      country: fields.country ?? 'Sweden',
      discipline: fields.discipline ?? 'Physics',
      description: '<p>A doctoral project.</p>',
      closingDate: new Date(Date.now() + 60 * DAY),
    });
    await database.db.opportunity.update({
      where: { id: row.id },
      data: { createdAt: fields.created, views: fields.views ?? 0 },
    });
    ids[key] = row.id;
  };
  // Twelve Swedish physics positions through the week: later ones fresher, some much viewed.
  for (let i = 0; i < 12; i += 1) await listing(`se-${i}`, { created: at(10 + i * 12), views: i === 0 ? 500 : i });
  await listing('de-1', { country: 'Germany', discipline: 'Chemistry', created: at(50) });
  await listing('de-2', { country: 'Germany', discipline: 'Chemistry', created: at(60), views: 40 });
  // Outside the window (older, and after the week's Monday): never listed.
  await listing('old', { created: new Date(since.getTime() - DAY), views: 10_000 });
  await listing('next', { created: new Date(weekStart(WEEK).getTime() + 3_600_000), views: 10_000 });
  // Closed during the week: not open, so not listed.
  await listing('closed', { created: at(30), views: 10_000 });
  await database.db.opportunity.update({ where: { id: ids.closed }, data: { status: 'closed', closedAt: new Date() } });
});
afterAll(async () => {
  await inbox?.close();
  await database?.drop();
});

const secret = () => mailContextFor(inbox.url).appSecret;

async function subscriber(
  email: string,
  status: 'pending' | 'confirmed' | 'unsubscribed' = 'confirmed',
  choice: { countries?: string[]; disciplines?: string[] } = {},
) {
  const id = randomUUID();
  await database.db.newsletterSubscription.create({
    data: {
      id,
      email,
      status,
      unsubscribeTokenHash: tokenHash(unsubscribeToken(secret(), id)),
      countries: choice.countries ?? [],
      disciplines: choice.disciplines ?? [],
    },
  });
  return id;
}

const digestEvents = () => database.db.outboxEvent.count({ where: { type: 'digest.ready' } });
const mailsTo = (address: string) => inbox.messages.filter((m) => recipients(m).includes(address));

beforeEach(async () => {
  await database.db.newsletterSubscription.deleteMany({});
});

describe('ISO weeks', () => {
  it('names weeks as ISO 8601 does, years that start late or early included', () => {
    expect(isoWeek(new Date('2026-11-26T10:00:00Z'))).toBe('2026-W48');
    expect(isoWeek(new Date('2026-01-01T00:00:00Z'))).toBe('2026-W01');
    expect(isoWeek(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53');
    expect(isoWeek(new Date('2024-12-30T00:00:00Z'))).toBe('2025-W01');
    expect(weekStart('2026-W48').toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(weekStart('2026-W53').toISOString()).toBe('2026-12-28T00:00:00.000Z');
    expect(digestWindow('2026-W48').since.toISOString()).toBe('2026-11-16T00:00:00.000Z');
  });
});

describe('the weekly digest run', () => {
  it('queues one digest per confirmed subscriber with the top 10, narrowed by their choices', async () => {
    const everyone = await subscriber('everyone@example.org');
    const german = await subscriber('german@example.org', 'confirmed', { countries: ['Germany'] });
    const nothing = await subscriber('biology@example.org', 'confirmed', { disciplines: ['Biology'] });
    await subscriber('pending@example.org', 'pending');
    await subscriber('gone@example.org', 'unsubscribed');

    const result = await runWeeklyDigest(database.db, { week: WEEK, batchSize: 2 });
    expect(result).toEqual({ week: WEEK, subscribers: 3, queued: 2, empty: 1, choices: 3 });
    const digests = await database.db.newsletterDigest.findMany({ where: { week: WEEK } });
    expect(digests.map((d) => d.subscriptionId).sort()).toEqual([everyone, german].sort());
    expect(digests.find((d) => d.subscriptionId === nothing)).toBeUndefined();

    const top = digests.find((d) => d.subscriptionId === everyone)!.opportunityIds;
    expect(top).toHaveLength(10);
    // Fresh and viewed comes first; the week's oldest stays in on its 500 views while old listings
    // nobody opened drop out; nothing from outside the window or closed.
    expect(top[0]).toBe(ids['se-11']);
    expect(top).toContain(ids['se-0']);
    expect(top).not.toContain(ids['se-1']);
    for (const key of ['old', 'next', 'closed']) expect(top).not.toContain(ids[key]);
    expect(digests.find((d) => d.subscriptionId === german)!.opportunityIds).toEqual([ids['de-2'], ids['de-1']]);
  });

  it('runs twice in one week: the second run adds no digest and no event', async () => {
    await subscriber('twice@example.org');
    const before = await digestEvents();
    expect((await runWeeklyDigest(database.db, { week: WEEK })).queued).toBe(1);
    expect((await runWeeklyDigest(database.db, { week: WEEK })).queued).toBe(0);
    expect(await digestEvents()).toBe(before + 1);
  });

  it('is scheduled Mondays at 07:00 UTC, once however many workers upsert it', async () => {
    const digest = schedules.find((s) => s.queue === 'digest')!;
    expect(digest).toEqual({ queue: 'digest', job: 'digest.weekly', pattern: '0 7 * * 1' });
    const target = { redisUrl: redisUrl(), prefix: uniquePrefix('digest-schedule') };
    const one = startSchedules(target, silentLogger(), [digest]);
    const two = startSchedules(target, silentLogger(), [digest]);
    const queue = createQueue('digest', target, silentLogger());
    try {
      const [next] = await waitFor(async () => {
        const jobs = await queue.getJobs(['delayed']);
        return jobs.length > 0 ? jobs : null;
      });
      const at = new Date(next!.timestamp + next!.opts.delay!);
      expect([at.getUTCDay(), at.getUTCHours(), at.getUTCMinutes()]).toEqual([1, 7, 0]);
      expect(await queue.getJobSchedulers()).toHaveLength(1);
    } finally {
      await Promise.all([one.close(), two.close()]);
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });
});

describe('the digest e-mail, through the outbox and the mail processor', () => {
  async function withWorkers<T>(work: (enqueue: () => Promise<void>) => Promise<T>) {
    const prefix = uniquePrefix('digest');
    const workers = await startTestWorkers({
      db: database.db,
      prefix,
      pollMs: 50,
      concurrency: 2,
      mail: mailContextFor(inbox.url),
    });
    const queue = createQueue('digest', { redisUrl: redisUrl(), prefix }, silentLogger());
    try {
      return await work(async () => {
        await queue.add('digest.weekly', { week: WEEK });
      });
    } finally {
      await workers.close();
      await queue.obliterate({ force: true });
      await queue.close();
      await createQueue('mail', { redisUrl: redisUrl(), prefix }, silentLogger()).obliterate({ force: true });
    }
  }

  it('job runs twice: each subscriber gets one e-mail, with one-click unsubscribe and the choices link', async () => {
    const id = await subscriber('reader@example.org');
    await withWorkers(async (enqueue) => {
      await enqueue();
      await enqueue();
      const mail = await inbox.waitForMessage((m) => recipients(m).includes('reader@example.org'), 'the digest');
      expect(mail.subject).toBe("This week's new PhD openings (10)");
      expect(mail.text).toContain('Position se-0');
      expect(mail.text).not.toContain('Position old');
      expect(mail.html).toContain(`/opportunities/${ids['se-11']}`);
      const unsubscribe = `http://localhost:3000/api/subscribe/unsubscribe?token=${unsubscribeToken(secret(), id)}`;
      const header = (key: string) => mail.headerLines.find((h) => h.key === key)?.line.replace(/\r?\n/g, '');
      expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${unsubscribe}>`);
      expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(mail.text).toContain(`/newsletter/preferences?token=${unsubscribeToken(secret(), id)}`);
      await new Promise((r) => setTimeout(r, 1_500));
      expect(mailsTo('reader@example.org')).toHaveLength(1);
    });
  });

  it('run now (npm run digest, the panel): one e-mail, the schedule left alone, and the Monday run after it adds nothing', async () => {
    await subscriber('on-demand@example.org');
    const scheduler = await startScheduler(schedules.filter((s) => s.queue === 'digest'));
    try {
      const before = await scheduler.next();
      const now = await runScheduledPass(database.db, noSearch, 'digest');
      expect(now.result).toMatchObject({ week: WEEK, queued: 1 });
      expect((await runScheduledPass(database.db, noSearch, 'digest')).result).toMatchObject({ queued: 0 });
      await withWorkers(async (enqueue) => {
        await inbox.waitForMessage((m) => recipients(m).includes('on-demand@example.org'), 'the digest run now');
        await enqueue(); // the scheduled run of the same week
        await new Promise((r) => setTimeout(r, 1_500));
        expect(mailsTo('on-demand@example.org')).toHaveLength(1);
      });
      expect(await scheduler.next()).toEqual(before);
    } finally {
      await scheduler.close();
    }
  });

  it('SMTP down: the digests wait and each arrives once when the server is back', async () => {
    await subscriber('patient-1@example.org');
    await subscriber('patient-2@example.org', 'confirmed', { countries: ['Germany'] });
    await inbox.stop();
    try {
      await withWorkers(async (enqueue) => {
        await enqueue();
        // Both e-mails were tried and failed, and wait for their next attempt.
        const mailQueue = () => database.db.newsletterDigest.count({ where: { week: WEEK } });
        await waitFor(async () => (await mailQueue()) === 2, { what: 'two digests written' });
        await new Promise((r) => setTimeout(r, 1_500));
        expect(mailsTo('patient-1@example.org')).toHaveLength(0);
        await inbox.start();
        await inbox.waitForMessage((m) => recipients(m).includes('patient-1@example.org'), 'digest 1', 30_000);
        await inbox.waitForMessage((m) => recipients(m).includes('patient-2@example.org'), 'digest 2', 30_000);
        await enqueue();
        await new Promise((r) => setTimeout(r, 1_500));
        expect(mailsTo('patient-1@example.org')).toHaveLength(1);
        expect(mailsTo('patient-2@example.org')).toHaveLength(1);
        expect(mailsTo('patient-2@example.org')[0]!.subject).toBe("This week's new PhD openings (2)");
      });
    } finally {
      await inbox.start();
    }
  });

  it('sends nothing to an address that unsubscribed after the digest was queued', async () => {
    const id = await subscriber('changed-mind@example.org');
    await runWeeklyDigest(database.db, { week: WEEK });
    await database.db.newsletterSubscription.update({ where: { id }, data: { status: 'unsubscribed' } });
    await withWorkers(async () => {
      await waitFor(
        async () => (await database.db.outboxEvent.count({ where: { type: 'digest.ready', publishedAt: null } })) === 0,
        { what: 'the digest event published' },
      );
      await new Promise((r) => setTimeout(r, 1_500));
      expect(mailsTo('changed-mind@example.org')).toHaveLength(0);
    });
  });

  it("shows each opening's funding and summary, and links the listing of the subscriber's choices", async () => {
    const settings = mailContextFor(inbox.url);
    const compose = async (choice: { countries?: string[]; disciplines?: string[] }) => {
      const id = await subscriber(`choice-${randomUUID()}@example.org`, 'confirmed', choice);
      await runWeeklyDigest(database.db, { week: WEEK });
      return (await database.db.$transaction((tx) => digestMail(tx, settings, { subscriptionId: id, week: WEEK })))!;
    };
    const summary = `Soil <chemistry> of the Rhine floodplain. ${'Long words. '.repeat(40)}`;
    await database.db.opportunity.update({
      where: { id: ids['de-2'] },
      data: { aiSummary: summary, fundingType: 'partially_funded', funding: 'EUR 1,800 a month' },
    });
    await database.db.opportunity.update({ where: { id: ids['de-1'] }, data: { fullyFunded: true } });
    try {
      const german = await compose({ countries: ['Germany'] });
      expect(german.text).toContain('Position de-2\nUniversity of Uppsala, Germany\n');
      expect(german.text).toContain('Partially funded · EUR 1,800 a month\nSoil <chemistry> of the Rhine floodplain.');
      expect(german.text).toMatch(/Position de-1\n.*\n.*\nFully funded\n/);
      expect(german.html).toContain('Soil &lt;chemistry&gt; of the Rhine floodplain.');
      // The summary is kept short, cut at a word.
      const shown = german.text.split('\n').find((l) => l.startsWith('Soil'))!;
      expect(shown.length).toBeLessThanOrEqual(300);
      expect(shown.endsWith('…')).toBe(true);
      expect(german.text).toContain(
        'See every opening in:\nGermany: http://localhost:3000/phd-vacancies/standard/Germany\n',
      );
      expect(german.html).toContain(
        'See every opening in <a href="http://localhost:3000/phd-vacancies/standard/Germany">Germany</a>',
      );

      const two = await compose({ countries: ['Germany', 'Sweden'], disciplines: ['Chemistry'] });
      expect(two.html).toContain(
        'See every opening in <a href="http://localhost:3000/phd-vacancies/standard/discipline/Chemistry/country/Germany">Germany</a>' +
          ' · <a href="http://localhost:3000/phd-vacancies/standard/discipline/Chemistry/country/Sweden">Sweden</a>',
      );
      const physics = await compose({ disciplines: ['Physics'] });
      expect(physics.text).toContain(
        'See every opening in:\nPhysics: http://localhost:3000/phd-vacancies/standard/discipline/Physics\n',
      );
      const everyone = await compose({});
      expect(everyone.text).toContain('\nSee every opening: http://localhost:3000/phd-vacancies/standard\n');
    } finally {
      await database.db.opportunity.update({
        where: { id: ids['de-2'] },
        data: { aiSummary: null, fundingType: null, funding: null },
      });
      await database.db.opportunity.update({ where: { id: ids['de-1'] }, data: { fullyFunded: false } });
    }
  });

  it('leaves out openings closed since the digest was queued, and sends nothing when none is left', async () => {
    const id = await subscriber('closing@example.org', 'confirmed', { countries: ['Germany'] });
    await runWeeklyDigest(database.db, { week: WEEK });
    const settings = mailContextFor(inbox.url);
    const compose = () =>
      database.db.$transaction((tx) => digestMail(tx, settings, { subscriptionId: id, week: WEEK }));
    const close = (key: string, status: 'open' | 'closed') =>
      database.db.opportunity.update({ where: { id: ids[key] }, data: { status } });
    try {
      await close('de-2', 'closed');
      expect((await compose())?.subject).toBe("This week's new PhD openings (1)");
      await close('de-1', 'closed');
      expect(await compose()).toBeNull();
    } finally {
      await close('de-1', 'open');
      await close('de-2', 'open');
    }
  });
});
