// The referees' e-mails on real parts (Postgres under row-level security, a real SMTP server, the mail
// and reminders processors): a referee is asked with a link to the site's /reference page that opens
// their request, once; an answered or expired reference sends nothing; the references.remind sweep
// reminds after five and ten days, once each however often it runs, with the same link.
import type { Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@phd/services/config';
import { addReferences } from '@phd/services/references/request-references';
import { hashReferenceToken, referenceToken } from '@phd/services/references/reference-links';
import { declineReference, writeLetter } from '@phd/services/references/referee-response';
import { remindReferences } from '@phd/services/references/remind-references';
import { withTenant } from '@phd/services/tenants/unit-of-work';
import { createTestDatabase, type TestDatabase } from '../../tests/support/services.ts';
import { parseJob } from '../src/jobs.ts';
import { mailProcessor } from '../src/processors/mail.ts';
import { remindersProcessor } from '../src/processors/reminders.ts';
import { noRedis, silentLogger } from './helpers.ts';
import { mailContextFor, recipients, startInbox, type Inbox } from './mail-inbox.ts';

const DAY = 24 * 60 * 60 * 1000;
const appSecret = loadConfig({ NODE_ENV: 'test' }).appSecret;

let database: TestDatabase;
let inbox: Inbox;
let tenantId: string;
let opportunityId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  inbox = await startInbox();
  const tenant = await database.owner.tenant.create({
    data: { slug: 'letters-mail', name: 'Letters Mail Site', universityName: 'Letters University' },
  });
  tenantId = tenant.id;
  opportunityId = await withTenant(database.owner, tenantId, async (tx) => {
    const row = await tx.opportunity.create({
      data: {
        title: 'PhD in Letters',
        universityName: 'Letters University',
        country: 'Ireland',
        tenantId,
        source: 'tenant',
        referencesRequired: 1,
      },
    });
    return row.id;
  });
});
afterAll(async () => {
  await inbox?.close();
  await database?.drop();
});

const context = () => ({
  db: database.db,
  logger: silentLogger(),
  search: null as never,
  redis: noRedis,
  keyPrefix: 'unused',
  mail: mailContextFor(inbox.url),
});

/** An applicant with one referee asked at `at`; answers the reference's id. */
async function referee(email: string, at = new Date()): Promise<string> {
  return withTenant(database.db, tenantId, async (tx) => {
    const applicant = await tx.applicant.create({
      data: { tenantId, opportunityId, name: 'Grace Hopper', email: `applicant-${email}`, confirmedAt: new Date() },
    });
    await addReferences(
      tx,
      appSecret,
      tenantId,
      applicant.id,
      [{ name: 'Alan Turing', email, relation: 'MSc supervisor' }],
      { send: true, now: at },
    );
    return (await tx.applicantReference.findFirstOrThrow({ where: { applicantId: applicant.id } })).id;
  });
}

/** Every outbox event of `type` for this reference, handled by the mail processor in order. */
async function deliverAll(
  type: 'reference.requested' | 'reference.reminder_due' | 'reference.responded',
  referenceId: string,
) {
  const rows = await database.owner.outboxEvent.findMany({ where: { type }, orderBy: { id: 'asc' } });
  const mine = rows.filter((e) => (e.payload as { referenceId: string }).referenceId === referenceId);
  const results = [];
  for (const event of mine) {
    const job = parseJob('mail', type, { eventId: String(event.id), payload: event.payload });
    results.push(await mailProcessor.handle(job, context(), {} as Job));
  }
  return results;
}

const linkIn = (text: string) => new URL(/https?:\/\/\S+\/reference\?token=\S+/.exec(text)![0]);

describe('reference e-mails', () => {
  it('e-mails the referee whom and what the letter is for, the site and a link that opens their request', async () => {
    const id = await referee('alan@example.org');
    expect(await deliverAll('reference.requested', id)).toEqual([expect.objectContaining({ sent: true })]);
    const mail = await inbox.waitForMessage((m) => recipients(m).includes('alan@example.org'));
    expect(mail.subject).toBe('Reference letter for Grace Hopper (Letters Mail Site)');
    expect(mail.text).toContain('Hello Alan Turing,');
    expect(mail.text).toContain('"PhD in Letters"');
    expect(mail.from?.value[0]?.name).toBe('Letters Mail Site');
    const row = await withTenant(database.db, tenantId, (tx) =>
      tx.applicantReference.findUniqueOrThrow({ where: { id } }),
    );
    const expiry = row.expiresAt.toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(mail.text).toContain(`until ${expiry}`);
    const url = linkIn(mail.text!);
    expect(url.hostname.startsWith('letters-mail.')).toBe(true);
    expect(hashReferenceToken(url.searchParams.get('token')!)).toBe(row.tokenHash);
    // A retry of the same event sends nothing twice.
    expect(await deliverAll('reference.requested', id)).toEqual([expect.objectContaining({ duplicate: true })]);
  });

  it('sends nothing once the letter came, or the link expired', async () => {
    const answered = await referee('answered@example.org');
    const expired = await referee('expired@example.org');
    await withTenant(database.db, tenantId, async (tx) => {
      await tx.applicantReference.update({
        where: { id: answered },
        data: { status: 'received', letterText: 'x'.repeat(60), respondedAt: new Date() },
      });
      await tx.applicantReference.update({ where: { id: expired }, data: { expiresAt: new Date(Date.now() - 1) } });
    });
    expect(await deliverAll('reference.requested', answered)).toEqual([{ sent: false }]);
    expect(await deliverAll('reference.requested', expired)).toEqual([{ sent: false }]);
    expect(inbox.messages.some((m) => recipients(m).includes('answered@example.org'))).toBe(false);
    expect(inbox.messages.some((m) => recipients(m).includes('expired@example.org'))).toBe(false);
  });
});

describe("the applicant's notice of an answer", () => {
  it('tells the applicant which referee sent a letter or declined and how many arrived, never what they wrote', async () => {
    const letter = await referee('writes@example.org');
    const decline = await referee('declines@example.org');
    const secretLetter = 'A confidential letter that praises the applicant at length, for the panel only.';
    await withTenant(database.db, tenantId, async (tx) => {
      await writeLetter(tx, referenceToken(appSecret, letter), secretLetter);
      await declineReference(tx, referenceToken(appSecret, decline), { note: 'A private reason for the panel.' });
    });
    expect(await deliverAll('reference.responded', letter)).toEqual([expect.objectContaining({ sent: true })]);
    expect(await deliverAll('reference.responded', decline)).toEqual([expect.objectContaining({ sent: true })]);
    const sent = await inbox.waitForMessage((m) => recipients(m).includes('applicant-writes@example.org'));
    expect(sent.subject).toBe('Alan Turing sent a reference letter');
    expect(sent.text).toContain('Letters received so far: 1 of 1.');
    expect(sent.text).not.toContain('confidential');
    expect(sent.from?.value[0]?.name).toBe('Letters Mail Site');
    const declined = await inbox.waitForMessage((m) => recipients(m).includes('applicant-declines@example.org'));
    expect(declined.subject).toBe('Alan Turing declined to write a reference letter');
    expect(declined.text).toContain('Letters received so far: 0 of 1.');
    expect(declined.text).not.toContain('private reason');
    // Once: a retry of the same event sends nothing again.
    expect(await deliverAll('reference.responded', letter)).toEqual([expect.objectContaining({ duplicate: true })]);
  });
});

describe('references.remind', () => {
  it('reminds after five and ten days, once each however often it runs, with the same link', async () => {
    const start = new Date(Date.now() - 60_000);
    const id = await referee('remind@example.org', start);
    const waiting = await referee('waiting@example.org', start);
    await withTenant(database.db, tenantId, (tx) =>
      tx.applicantReference.update({
        where: { id: waiting },
        data: { status: 'declined', respondedAt: new Date() },
      }),
    );
    const at = (days: number) => ({ now: new Date(start.getTime() + days * DAY + 1000) });
    const sent = () =>
      withTenant(database.db, tenantId, (tx) =>
        tx.applicantReference.findUniqueOrThrow({ where: { id }, select: { remindersSent: true } }),
      );

    await remindReferences(database.db, at(4));
    expect(await sent()).toEqual({ remindersSent: 0 });
    await remindReferences(database.db, at(5));
    await remindReferences(database.db, at(5));
    expect(await sent()).toEqual({ remindersSent: 1 });
    await remindReferences(database.db, at(9));
    expect(await sent()).toEqual({ remindersSent: 1 });
    await Promise.all([remindReferences(database.db, at(10)), remindReferences(database.db, at(10))]);
    expect(await sent()).toEqual({ remindersSent: 2 });
    await remindReferences(database.db, at(15));
    // Past its three weeks a link is not reminded of.
    await remindReferences(database.db, at(22));
    expect(await sent()).toEqual({ remindersSent: 2 });

    const due = await database.owner.outboxEvent.findMany({ where: { type: 'reference.reminder_due' } });
    const mine = due.map((e) => e.payload as { referenceId: string; reminder: number });
    expect(mine.filter((p) => p.referenceId === id).map((p) => p.reminder)).toEqual([1, 2]);
    expect(mine.some((p) => p.referenceId === waiting)).toBe(false);

    expect((await deliverAll('reference.requested', id))[0]).toMatchObject({ sent: true });
    expect(await deliverAll('reference.reminder_due', id)).toEqual([
      expect.objectContaining({ sent: true }),
      expect.objectContaining({ sent: true }),
    ]);
    const mails = () => inbox.messages.filter((m) => recipients(m).includes('remind@example.org'));
    await expect.poll(() => mails().length).toBe(3);
    expect(mails().filter((m) => m.subject?.startsWith('Reminder: '))).toHaveLength(2);
    const links = new Set(mails().map((m) => linkIn(m.text!).href));
    expect(links.size).toBe(1);
  });

  it('runs as the reminders queue’s references.remind job', async () => {
    const id = await referee('job@example.org', new Date(Date.now() - 6 * DAY));
    const job = parseJob('reminders', 'references.remind', {});
    expect(await remindersProcessor.handle(job, context(), {} as Job)).toMatchObject({ reminded: 1 });
    const row = await withTenant(database.db, tenantId, (tx) =>
      tx.applicantReference.findUniqueOrThrow({ where: { id } }),
    );
    expect(row.remindersSent).toBe(1);
  });
});
