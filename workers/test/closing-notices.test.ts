// "The loop always closes" end to end on real parts (Postgres under row-level security, a real SMTP
// server, the closing-notices and mail processors): a closed position's undecided applicants, on the
// main site and on a university site, each receive one kind e-mail that names the position and the
// university and says how it ended; decided ones receive none; the sweep twice, and each e-mail job
// delivered twice or twice at once, still sends one e-mail per person.
import type { Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventType } from '@phd/services/events/catalogue';
import { setOpportunityStatus } from '@phd/services/opportunities/set-status';
import { withTenant } from '@phd/services/tenants/unit-of-work';
import { createTestDatabase, type TestDatabase } from '../../tests/support/services.ts';
import { parseJob } from '../src/jobs.ts';
import { closingNoticesProcessor } from '../src/processors/closing-notices.ts';
import { mailProcessor } from '../src/processors/mail.ts';
import { noRedis, silentLogger } from './helpers.ts';
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

const context = () => ({
  db: database.db,
  logger: silentLogger(),
  search: null as never,
  redis: noRedis,
  keyPrefix: 'unused',
  mail: mailContextFor(inbox.url),
});

const sweep = () =>
  closingNoticesProcessor.handle(parseJob('closing-notices', 'closing-notices.sweep', {}), context(), {} as Job);

/** The close's own event, as the relay delivers it to the closing-notices queue. */
async function deliverClosed(opportunityId: string) {
  const [event] = await database.owner.outboxEvent.findMany({
    where: { type: 'opportunity.closed', payload: { path: ['opportunityId'], equals: opportunityId } },
  });
  const job = parseJob('closing-notices', 'opportunity.closed', {
    eventId: String(event!.id),
    payload: event!.payload,
  });
  return closingNoticesProcessor.handle(job, context(), {} as Job);
}

/** Every closing e-mail event recorded so far, delivered to the mail processor as the relay would. */
async function deliverAll() {
  const types: EventType[] = ['application.closing_notice', 'applicant.closing_notice'];
  const rows = await database.owner.outboxEvent.findMany({ where: { type: { in: types } }, orderBy: { id: 'asc' } });
  return Promise.all(
    rows.map((event) => {
      const job = parseJob('mail', event.type, { eventId: String(event.id), payload: event.payload });
      return mailProcessor.handle(job, context(), {} as Job);
    }),
  );
}

const mailsTo = (address: string) => inbox.messages.filter((m) => recipients(m).includes(address));

describe('closing e-mails', () => {
  it('tells each undecided main-site candidate once, kindly, with a link to My Applications', async () => {
    const opportunity = await database.db.opportunity.create({
      data: { title: 'PhD in Closed Loops', universityName: 'Loop University', country: 'Ireland' },
    });
    const apply = (email: string, status: 'new' | 'shortlisted' | 'rejected' | 'offered') =>
      database.db.application.create({
        data: {
          opportunityId: opportunity.id,
          name: 'Ada Lovelace',
          email,
          country: 'Ireland',
          contactMobile: '+353 1',
          status,
        },
      });
    await apply('waiting@example.org', 'new');
    await apply('short@example.org', 'shortlisted');
    await apply('rejected@example.org', 'rejected');
    await apply('offered@example.org', 'offered');
    await setOpportunityStatus(database.db, opportunity.id, 'closed');

    // The close's own event sends a notice due at once, without waiting for the ten-minute sweep.
    expect(await deliverClosed(opportunity.id)).toEqual({ notices: 1, told: 2 });
    expect(await sweep()).toEqual({ notices: 0, told: 0 });
    // Each job twice at once and once more after: the receipt lets one through.
    await Promise.all([deliverAll(), deliverAll()]);
    await deliverAll();

    const mail = await inbox.waitForMessage((m) => recipients(m).includes('waiting@example.org'));
    await inbox.waitForMessage((m) => recipients(m).includes('short@example.org'));
    expect(mail.subject).toBe('Your application for "PhD in Closed Loops": the position has closed');
    expect(mail.text).toContain('Dear Ada Lovelace,');
    // An offer was made: filled.
    expect(mail.text).toContain(
      'Thank you for applying for "PhD in Closed Loops" at Loop University. We are writing to let you know that the position has been filled.',
    );
    expect(mail.text).toContain('Nothing else is needed from you.');
    expect(mail.text).toContain('/account/applications');
    expect(mail.html).toContain('/account/applications');
    expect(mailsTo('waiting@example.org')).toHaveLength(1);
    expect(mailsTo('short@example.org')).toHaveLength(1);
    expect(mailsTo('rejected@example.org')).toHaveLength(0);
    expect(mailsTo('offered@example.org')).toHaveLength(0);
  });

  it("tells a university site's undecided applicants in the site's name, in the words its closer chose", async () => {
    const tenant = await database.owner.tenant.create({
      data: {
        slug: 'closing-site',
        name: 'Closing Site',
        universityName: 'Site University',
        closingNoticeDelayDays: 0,
      },
    });
    const tenantId = tenant.id;
    const opportunityId = await withTenant(database.db, tenantId, async (tx) => {
      const row = await tx.opportunity.create({
        data: {
          title: 'PhD in Careful Goodbyes',
          universityName: 'Site University',
          country: 'Ireland',
          tenantId,
          source: 'tenant',
        },
      });
      for (const [email, status] of [
        ['careers@example.org', 'interview'],
        ['declined@example.org', 'rejected'],
      ] as const) {
        await tx.applicant.create({
          data: { tenantId, opportunityId: row.id, name: 'Grace Hopper', email, status, confirmedAt: new Date() },
        });
      }
      return row.id;
    });
    await withTenant(database.db, tenantId, (tx) =>
      setOpportunityStatus(tx, opportunityId, 'closed', { tenantId }, undefined, 'not_filled'),
    );
    expect(await sweep()).toEqual({ notices: 1, told: 1 });
    await deliverAll();

    const mail = await inbox.waitForMessage((m) => recipients(m).includes('careers@example.org'));
    expect(mail.from?.value[0]?.name).toBe('Closing Site');
    expect(mail.text).toContain('We are writing to let you know that the position has closed without an appointment.');
    expect(mail.text).toContain('"PhD in Careful Goodbyes" at Site University');
    expect(mail.text).toContain('status on the university’s site now shows');
    expect(mail.text).not.toContain('/account/applications');
    expect(mailsTo('careers@example.org')).toHaveLength(1);
    expect(mailsTo('declined@example.org')).toHaveLength(0);
  });
});
