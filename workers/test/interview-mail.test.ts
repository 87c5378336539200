// The e-mails of interviews (issue 34) on real parts (Postgres under row-level security, a real SMTP
// server, the mail processor): the proposal reaches the candidate with the link to pick; a pick sends
// both sides a METHOD:REQUEST invitation with the interview's UID and SEQUENCE; a reschedule updates it
// under the same UID; a cancellation sends METHOD:CANCEL; an event a later change superseded sends
// nothing, and a retried event sends nothing twice.
import type { Job } from 'bullmq';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@phd/services/config';
import { pickSlot, requestOtherTimes } from '@phd/services/interviews/candidate-link';
import { interviewToken } from '@phd/services/interviews/interview-token';
import { proposeInterview } from '@phd/services/interviews/propose-interview';
import { cancelInterview, rescheduleInterview } from '@phd/services/interviews/staff-changes';
import type { StaffSession } from '@phd/services/tenants/staff-sessions';
import { withTenant } from '@phd/services/tenants/unit-of-work';
import { createTestDatabase, type TestDatabase } from '../../tests/support/services.ts';
import { parseJob } from '../src/jobs.ts';
import { mailProcessor } from '../src/processors/mail.ts';
import { noRedis, silentLogger } from './helpers.ts';
import { mailContextFor, recipients, startInbox, type Inbox } from './mail-inbox.ts';

const DAY = 24 * 60 * 60 * 1000;

let database: TestDatabase;
let inbox: Inbox;
let tenantId: string;
let opportunityId: string;
let owner: StaffSession;
let panelist: { id: string; email: string };
let ownerEmail: string;

beforeAll(async () => {
  database = await createTestDatabase();
  inbox = await startInbox();
  const tenant = await database.owner.tenant.create({
    data: { slug: 'iv-mail', name: 'Interview Site', universityName: 'Interview University' },
  });
  tenantId = tenant.id;
  ({ opportunityId, owner, panelist, ownerEmail } = await withTenant(database.owner, tenantId, async (tx) => {
    const opportunity = await tx.opportunity.create({
      data: {
        title: 'PhD in Optics',
        universityName: 'Interview University',
        country: 'Ireland',
        tenantId,
        source: 'tenant',
      },
    });
    const staff = (name: string, email: string) =>
      tx.tenantUser.create({ data: { tenantId, name, email, passwordHash: 'x', role: 'owner' } });
    const o = await staff('Olive Owner', 'olive@iv-mail.test');
    const p = await staff('Pat Panel', 'pat@iv-mail.test');
    return {
      opportunityId: opportunity.id,
      owner: { tenantId, userId: o.id, role: o.role },
      panelist: { id: p.id, email: p.email },
      ownerEmail: o.email,
    };
  }));
});
afterAll(async () => {
  await inbox?.close();
  await database?.drop();
});

const mailContext = () => mailContextFor(inbox.url);

async function applicant(email: string) {
  return withTenant(database.owner, tenantId, async (tx) => {
    const row = await tx.applicant.create({
      data: { tenantId, opportunityId, name: 'Cora Candidate', email, confirmedAt: new Date() },
    });
    return row.id;
  });
}

/** The interview's events, oldest first, as the relay hands them to the mail queue. */
async function eventsOf(interviewId: string) {
  const rows = await database.owner.outboxEvent.findMany({
    where: { type: 'interview.changed' },
    orderBy: { id: 'asc' },
  });
  return rows.filter((r) => (r.payload as { interviewId: string }).interviewId === interviewId);
}

async function deliver(event: { id: bigint; payload: unknown }) {
  const job = parseJob('mail', 'interview.changed', { eventId: String(event.id), payload: event.payload });
  const context = {
    db: database.db,
    logger: silentLogger(),
    search: null as never,
    redis: noRedis,
    keyPrefix: 'unused',
    mail: mailContext(),
  };
  return mailProcessor.handle(job, context, {} as Job);
}

const calendarOf = (mail: ParsedMail) =>
  mail.attachments.find((a) => a.contentType === 'text/calendar')?.content.toString('utf8') ?? null;

/** Unfolded iCalendar lines (RFC 5545 folds long lines with CRLF + space). */
const icsLines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split(/\r\n/);

const mailsTo = (address: string) => inbox.messages.filter((m) => recipients(m).includes(address));

async function scheduled(email: string) {
  const id = await applicant(email);
  const slots = [new Date(Date.now() + 3 * DAY), new Date(Date.now() + 4 * DAY)];
  const iv = await withTenant(database.db, tenantId, (tx) =>
    proposeInterview(tx, owner, loadConfig({ NODE_ENV: 'test' }).appSecret, id, {
      slots,
      time_zone: 'Europe/Dublin',
      duration_minutes: 30,
      location: 'Room 4.01, Physics Building',
      panel: [panelist.id],
      note: null,
    }),
  );
  return iv;
}

describe('interview e-mails', () => {
  it('sends the proposal with the link, then both sides a REQUEST invitation, once', async () => {
    const iv = await scheduled('cora@example.org');
    const [proposed] = await eventsOf(iv.id);
    expect(await deliver(proposed!)).toEqual([{ sent: true, messageId: expect.any(String) }, { sent: false }]);
    const proposal = await inbox.waitForMessage((m) => recipients(m).includes('cora@example.org'));
    expect(proposal.subject).toBe('Interview for PhD in Optics: please choose a time');
    expect(proposal.from?.value[0]?.name).toBe('Interview Site');
    expect(proposal.text).toMatch(/\/interview\?token=[A-Za-z0-9_-]{43}/);
    expect(proposal.text).toContain('Room 4.01, Physics Building');
    expect(proposal.text).toMatch(/GMT|IST/);
    expect(calendarOf(proposal)).toBeNull();

    // The candidate picks through the link the e-mail carries.
    const token = /token=([A-Za-z0-9_-]{43})/.exec(proposal.text!)![1]!;
    await withTenant(database.db, tenantId, (tx) => pickSlot(tx, tenantId, token, { slot_id: iv.slots[0]!.id }));
    const picked = (await eventsOf(iv.id))[1]!;
    expect(await deliver(picked)).toEqual([
      { sent: true, messageId: expect.any(String) },
      { sent: true, messageId: expect.any(String) },
    ]);
    const host = new URL(loadConfig({ NODE_ENV: 'test' }).publicUrl).hostname;
    for (const address of ['cora@example.org', panelist.email]) {
      const mail = await inbox.waitForMessage((m) => recipients(m).includes(address) && calendarOf(m) !== null);
      const lines = icsLines(calendarOf(mail)!);
      expect(lines).toContain('METHOD:REQUEST');
      expect(lines).toContain(`UID:${iv.id}@${host}`);
      expect(lines).toContain('SEQUENCE:1');
      expect(lines.some((l) => l.startsWith('ORGANIZER;CN="Interview Site":mailto:'))).toBe(true);
      const attendees = lines.filter((l) => l.startsWith('ATTENDEE')).map((l) => l.toLowerCase());
      expect(attendees.some((l) => l.endsWith('mailto:cora@example.org'))).toBe(true);
      expect(attendees.some((l) => l.endsWith(`mailto:${panelist.email}`))).toBe(true);
      expect(lines).toContain('LOCATION:Room 4.01\\, Physics Building');
      expect(lines.find((l) => l.startsWith('DTSTART'))).toMatch(/^DTSTART:\d{8}T\d{6}Z$/);
      expect(lines.some((l) => l.startsWith('DESCRIPTION:') && l.includes('PhD in Optics'))).toBe(true);
    }
    // A retry of the same event sends nothing again.
    const count = inbox.messages.length;
    expect(await deliver(picked)).toEqual([
      { sent: false, duplicate: true },
      { sent: false, duplicate: true },
    ]);
    expect(inbox.messages.length).toBe(count);
    expect(mailsTo(ownerEmail)).toEqual([]);
  });

  it('updates under the same UID on a reschedule, cancels with METHOD:CANCEL, and skips superseded events', async () => {
    const iv = await scheduled('dora@example.org');
    const link = interviewToken(loadConfig({ NODE_ENV: 'test' }).appSecret, iv.id);
    await withTenant(database.db, tenantId, (tx) => pickSlot(tx, tenantId, link, { slot_id: iv.slots[1]!.id }));
    await withTenant(database.db, tenantId, (tx) =>
      rescheduleInterview(tx, owner, iv.id, {
        starts_at: new Date(Date.now() + 9 * DAY),
        location: undefined,
        note: null,
      }),
    );
    const [proposed, picked, moved] = await eventsOf(iv.id);
    // The proposal and the pick were superseded by the reschedule: nothing goes.
    expect(await deliver(proposed!)).toEqual([{ sent: false }, { sent: false }]);
    expect(await deliver(picked!)).toEqual([{ sent: false }, { sent: false }]);
    expect(mailsTo('dora@example.org')).toEqual([]);

    expect(await deliver(moved!)).toEqual([
      { sent: true, messageId: expect.any(String) },
      { sent: true, messageId: expect.any(String) },
    ]);
    const update = await inbox.waitForMessage((m) => recipients(m).includes('dora@example.org'));
    expect(update.subject).toMatch(/^Interview moved: /);
    const updateLines = icsLines(calendarOf(update)!);
    expect(updateLines).toContain('METHOD:REQUEST');
    expect(updateLines).toContain('SEQUENCE:2');
    const uid = updateLines.find((l) => l.startsWith('UID:'));

    await withTenant(database.db, tenantId, (tx) =>
      cancelInterview(tx, owner, iv.id, { reason: 'The committee is ill.' }),
    );
    const cancelled = (await eventsOf(iv.id))[3]!;
    expect(await deliver(cancelled)).toEqual([
      { sent: true, messageId: expect.any(String) },
      { sent: true, messageId: expect.any(String) },
    ]);
    for (const address of ['dora@example.org', panelist.email]) {
      const mail = await inbox.waitForMessage(
        (m) => recipients(m).includes(address) && (calendarOf(m) ?? '').includes('METHOD:CANCEL'),
      );
      const lines = icsLines(calendarOf(mail)!);
      expect(lines).toContain(uid);
      expect(lines).toContain('SEQUENCE:3');
      expect(lines).toContain('STATUS:CANCELLED');
      expect(mail.text).toContain('The committee is ill.');
    }
  });

  it('tells the candidate of a withdrawn proposal without an invitation, and the panel of a request for other times', async () => {
    const first = await scheduled('eve@example.org');
    await withTenant(database.db, tenantId, (tx) => cancelInterview(tx, owner, first.id, { reason: null }));
    const cancelled = (await eventsOf(first.id))[1]!;
    expect(await deliver(cancelled)).toEqual([{ sent: true, messageId: expect.any(String) }, { sent: false }]);
    const notice = await inbox.waitForMessage((m) => recipients(m).includes('eve@example.org'));
    expect(notice.text).toMatch(/no longer works/);
    expect(calendarOf(notice)).toBeNull();

    const second = await scheduled('fay@example.org');
    const link = interviewToken(loadConfig({ NODE_ENV: 'test' }).appSecret, second.id);
    await withTenant(database.db, tenantId, (tx) =>
      requestOtherTimes(tx, tenantId, link, { note: 'Mornings suit me better.' }),
    );
    const asked = (await eventsOf(second.id))[1]!;
    expect(await deliver(asked)).toEqual([{ sent: false }, { sent: true, messageId: expect.any(String) }]);
    const request = await inbox.waitForMessage((m) => recipients(m).includes(ownerEmail));
    expect(recipients(request).sort()).toEqual([ownerEmail, panelist.email].sort());
    expect(request.text).toContain('Mornings suit me better.');
  });
});
