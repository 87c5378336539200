// The mail processor on real parts (Postgres, Redis, BullMQ, a real SMTP server): nothing is lost
// while the mail server is down (the queue retries with backoff until it is back), each event is
// e-mailed at most once, messages are composed from current state, and a permanent refusal stops.
import type { Job } from 'bullmq';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitContactMessage } from '@phd/services/contact/index';
import { queues } from '@phd/services/events/catalogue';
import { subscribe, tokenHash } from '@phd/services/subscriptions/index';
import { freePort } from '../../infra/local/free-port.ts';
import { createTestDatabase, redisUrl, uniquePrefix, type TestDatabase } from '../../tests/support/services.ts';
import { parseJob } from '../src/jobs.ts';
import { mailProcessor } from '../src/processors/mail.ts';
import { createQueue } from '../src/queue-factory.ts';
import { noRedis, silentLogger, waitFor, startTestWorkers } from './helpers.ts';
import { mailContextFor, recipients, startInbox, type Inbox } from './mail-inbox.ts';

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

const secret = () => mailContextFor(inbox.url).appSecret;
const contact = (message: string) =>
  submitContactMessage(database.db, { name: 'Tester', email: 'tester@example.org', message });

/** The outbox event a write recorded, as the relay would deliver it to the mail queue. */
async function mailJob(type: 'contact.received' | 'subscription.confirmation_requested') {
  const event = await database.db.outboxEvent.findFirstOrThrow({ where: { type }, orderBy: { id: 'desc' } });
  return parseJob('mail', type, { eventId: String(event.id), payload: event.payload });
}

async function run(job: ReturnType<typeof parseJob<'mail'>>, smtpUrl = inbox.url) {
  const mail = mailContextFor(smtpUrl);
  const context = {
    db: database.db,
    logger: silentLogger(),
    search: null as never,
    redis: noRedis,
    keyPrefix: 'unused',
    mail,
  };
  try {
    return await mailProcessor.handle(job, context, {} as Job);
  } finally {
    // The mailer pools its connections: close them, or a test server waits for them to end.
    mail.mailer.close();
  }
}

describe('mail processor', () => {
  it('keeps retrying while the SMTP server is down and delivers everything once it is back', async () => {
    const prefix = uniquePrefix('mail-outage');
    await inbox.stop();
    const workers = await startTestWorkers({
      db: database.db,
      prefix,
      pollMs: 50,
      concurrency: 2,
      mail: mailContextFor(inbox.url),
    });
    const queue = createQueue('mail', { redisUrl: redisUrl(), prefix }, silentLogger());
    try {
      await contact('Sent while the mail server is down');
      await subscribe(database.db, secret(), { email: 'down@example.org' });

      // Both jobs failed at least twice and wait for their next attempt, none given up.
      await waitFor(
        async () => {
          const jobs = await queue.getJobs(['delayed', 'waiting', 'active']);
          return jobs.length === 2 && jobs.every((j) => j.attemptsMade >= 2) ? jobs : null;
        },
        { timeoutMs: 15_000, what: 'two mail jobs retried twice' },
      );
      expect(await queue.getFailedCount()).toBe(0);
      const [job] = await queue.getJobs(['delayed']);
      expect(job?.opts.attempts).toBe(queues.mail.retry.attempts);
      expect(job?.failedReason).toMatch(/ECONNREFUSED|connect/i);
      expect(inbox.messages.filter((m) => m.text?.includes('mail server is down'))).toHaveLength(0);

      await inbox.start();
      await inbox.waitForMessage(
        (m) => m.text?.includes('Sent while the mail server is down') ?? false,
        'contact',
        30_000,
      );
      await inbox.waitForMessage((m) => recipients(m).includes('down@example.org'), 'confirmation', 30_000);
      await waitFor(async () => (await queue.getCompletedCount()) === 2, { what: 'both jobs completed' });
      expect(await queue.getFailedCount()).toBe(0);
      expect(inbox.messages.filter((m) => recipients(m).includes('down@example.org'))).toHaveLength(1);
    } finally {
      await inbox.start();
      await workers.close();
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });

  it('sends each event at most once: a redelivered event finds its receipt', async () => {
    await contact('Delivered twice by the queue');
    const job = await mailJob('contact.received');
    expect(await run(job)).toMatchObject({ sent: true });
    expect(await run(job)).toEqual({ sent: false, duplicate: true });
    await inbox.waitForMessage((m) => m.text?.includes('Delivered twice by the queue') ?? false);
    await new Promise((r) => setTimeout(r, 300));
    expect(inbox.messages.filter((m) => m.text?.includes('Delivered twice by the queue'))).toHaveLength(1);
  });

  it('composes from current state: nothing for a deleted message or a cancelled subscription', async () => {
    const message = await contact('Deleted before the job ran');
    await database.db.contactMessage.update({ where: { id: message.id }, data: { deletedAt: new Date() } });
    expect(await run(await mailJob('contact.received'))).toEqual({ sent: false });

    await subscribe(database.db, secret(), { email: 'changed-mind@example.org' });
    await database.db.newsletterSubscription.update({
      where: { email: 'changed-mind@example.org' },
      data: { status: 'unsubscribed' },
    });
    expect(await run(await mailJob('subscription.confirmation_requested'))).toEqual({ sent: false });
  });

  it('repairs the stored confirmation hash after an APP_SECRET rotation, so the new link works', async () => {
    await subscribe(database.db, 'an-old-secret-that-was-rotated-away-0123', { email: 'rotated@example.org' });
    expect(await run(await mailJob('subscription.confirmation_requested'))).toMatchObject({ sent: true });
    const mail = await inbox.waitForMessage((m) => recipients(m).includes('rotated@example.org'));
    const token = /token=([\w-]+)/.exec(mail.text ?? '')![1]!;
    const row = await database.db.newsletterSubscription.findUniqueOrThrow({ where: { email: 'rotated@example.org' } });
    expect(row.confirmTokenHash).toBe(tokenHash(token));
  });

  it('a permanent refusal (5xx) fails the job for good instead of retrying', async () => {
    const port = await freePort();
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (_address, _session, callback) =>
        callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 })),
    });
    await new Promise<void>((resolve) => refusing.listen(port, '127.0.0.1', resolve));
    try {
      await contact('Refused by the server');
      const job = await mailJob('contact.received');
      await expect(run(job, `smtp://127.0.0.1:${port}`)).rejects.toMatchObject({ name: 'UnrecoverableError' });
      // Nothing recorded: a manual retry of the dead letter can still send it.
      expect(await run(job)).toMatchObject({ sent: true });
    } finally {
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });

  it('without a mail server configured, fails the job so the queue keeps it', async () => {
    await contact('No SMTP_URL');
    const job = await mailJob('contact.received');
    const context = { db: database.db, logger: silentLogger(), search: null as never, redis: noRedis, keyPrefix: 'x' };
    await expect(mailProcessor.handle(job, context, {} as Job)).rejects.toThrow(/SMTP_URL/);
  });
});
