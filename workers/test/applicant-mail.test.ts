// The e-mails of a university site's applicant review on real parts (Postgres under row-level
// security, a real SMTP server, the mail processor): a status change the staff chose to announce
// reaches the applicant from the site's template, once, and not at all once a later change superseded
// it; a comment's @mentions reach the colleagues it names with a link to the applicant.
import type { Job } from 'bullmq';
import addressparser from 'nodemailer/lib/addressparser';
import { loadConfig } from '@phd/services/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicantStatus } from '@phd/contracts/applicant-statuses';
import { changeStatus } from '@phd/services/applicants/change-status';
import { addComment } from '@phd/services/applicants/comments';
import type { EventType } from '@phd/services/events/catalogue';
import type { StaffSession } from '@phd/services/tenants/staff-sessions';
import { withTenant } from '@phd/services/tenants/unit-of-work';
import { createTestDatabase, type TestDatabase } from '../../tests/support/services.ts';
import { parseJob } from '../src/jobs.ts';
import { mailProcessor } from '../src/processors/mail.ts';
import { noRedis, silentLogger } from './helpers.ts';
import { mailContextFor, recipients, startInbox, type Inbox } from './mail-inbox.ts';

let database: TestDatabase;
let inbox: Inbox;
let tenantId: string;
let opportunityId: string;
let owner: StaffSession;
let colleague: { id: string; email: string };

beforeAll(async () => {
  database = await createTestDatabase();
  inbox = await startInbox();
  const tenant = await database.owner.tenant.create({
    data: {
      slug: 'mail-site',
      name: 'Mail Site',
      universityName: 'Mail University',
      statusTemplates: { rejected: { subject: 'About {opportunity}', body: 'Dear {name},\n\nNo, sorry.\n\n{site}' } },
    },
  });
  tenantId = tenant.id;
  ({ opportunityId, owner, colleague } = await withTenant(database.owner, tenantId, async (tx) => {
    const opportunity = await tx.opportunity.create({
      data: { title: 'PhD in Mail', universityName: 'Mail University', country: 'Ireland', tenantId, source: 'tenant' },
    });
    const staff = (name: string, email: string) =>
      tx.tenantUser.create({ data: { tenantId, name, email, passwordHash: 'x', role: 'owner' } });
    const o = await staff('Olive Owner', 'olive@mail-site.test');
    const c = await staff('Carl Colleague', 'carl@mail-site.test');
    return {
      opportunityId: opportunity.id,
      owner: { tenantId, userId: o.id, role: o.role },
      colleague: { id: c.id, email: c.email },
    };
  }));
});
afterAll(async () => {
  await inbox?.close();
  await database?.drop();
});

const applicant = (email: string) =>
  withTenant(database.owner, tenantId, async (tx) => {
    const row = await tx.applicant.create({
      data: { tenantId, opportunityId, name: 'Ada Applicant', email, confirmedAt: new Date() },
    });
    return row.id;
  });

/** The newest outbox event of a type, as the relay delivers it to the mail queue, handled. */
async function deliver(type: EventType) {
  const event = await database.owner.outboxEvent.findFirstOrThrow({ where: { type }, orderBy: { id: 'desc' } });
  const job = parseJob('mail', type, { eventId: String(event.id), payload: event.payload });
  const context = {
    db: database.db,
    logger: silentLogger(),
    search: null as never,
    redis: noRedis,
    keyPrefix: 'unused',
    mail: mailContextFor(inbox.url),
  };
  return mailProcessor.handle(job, context, {} as Job);
}

const setStatus = (id: string, status: ApplicantStatus) =>
  withTenant(database.db, tenantId, (tx) => changeStatus(tx, owner, id, { status, notify: true }));

describe('applicant e-mails', () => {
  it('sends the status e-mail from the site’s template once, and nothing once superseded', async () => {
    const id = await applicant('rejected@example.org');
    await setStatus(id, 'rejected');
    expect(await deliver('applicant.status_changed')).toMatchObject({ sent: true });
    const mail = await inbox.waitForMessage((m) => recipients(m).includes('rejected@example.org'));
    expect(mail.subject).toBe('About PhD in Mail');
    expect(mail.text).toContain('Dear Ada Applicant,');
    expect(mail.text).toContain('Mail Site');
    // In the site's name, from the product's own sending address.
    const [product] = addressparser(loadConfig({ NODE_ENV: 'test' }).mail.from, { flatten: true });
    expect(mail.from?.value).toEqual([{ name: 'Mail Site', address: product!.address }]);
    // The same event again (a retry): not sent twice.
    expect(await deliver('applicant.status_changed')).toMatchObject({ sent: false, duplicate: true });

    const other = await applicant('superseded@example.org');
    await setStatus(other, 'interview');
    await setStatus(other, 'reviewing');
    expect(await deliver('applicant.status_changed')).toEqual({ sent: false });
    expect(inbox.messages.some((m) => recipients(m).includes('superseded@example.org'))).toBe(false);
  });

  it('e-mails a mentioned colleague a link to the applicant', async () => {
    const id = await applicant('mentioned@example.org');
    await withTenant(database.db, tenantId, (tx) =>
      addComment(tx, owner, id, { comment: '@Carl Colleague, please have a look.' }),
    );
    expect(await deliver('applicant.mentioned')).toMatchObject({ sent: true });
    const mail = await inbox.waitForMessage((m) => recipients(m).includes(colleague.email));
    expect(mail.subject).toBe('Olive Owner mentioned you about Ada Applicant');
    expect(mail.text).toContain(`/review/${opportunityId}?applicant=${id}`);
  });
});
