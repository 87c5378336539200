// Withdrawing an application on real parts (Postgres with row-level security, the outbox, a real SMTP
// server; docs/candidates-tracking.md, "Withdrawing"): the candidate's own application becomes
// withdrawn (an offer too: declining it) with an audit row and one acknowledgement e-mail; ended ones
// (withdrawn, not selected, closed) answer 409 in words; anyone else's 404; bad ids 400; two requests
// at once withdraw once and e-mail once; a university site's applicant made from it is withdrawn with
// a history row; and the calendar drops its deadline.
import type { Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@phd/contracts/endpoints/application-withdrawal';
import { WITHDRAWAL_RECEIVED } from '@phd/contracts/endpoints/application-withdrawal';
import { APPLICATION_NOT_FOUND, CANNOT_WITHDRAW } from '@phd/services/applications/withdraw-application';
import type { ApplicationStatus } from '@phd/services/db/client';
import { bulkChangeStatus, changeStatus, WITHDRAWN_BY_CANDIDATE } from '@phd/services/applicants/change-status';
import { withTenant } from '@phd/services/tenants/unit-of-work';
import { parseJob } from '../../workers/src/jobs.ts';
import { mailProcessor } from '../../workers/src/processors/mail.ts';
import { noRedis, silentLogger } from '../../workers/test/helpers.ts';
import { mailContextFor, recipients, startInbox, type Inbox } from '../../workers/test/mail-inbox.ts';
import { signInAs, type SignedInCandidate } from './candidate.ts';
import { expectContractAnswer } from './contract-answer.ts';
import { startGateway, type Gateway } from './harness.ts';
import { createOpportunity } from './opportunity-fixture.ts';

let gw: Gateway;
let inbox: Inbox;
beforeAll(async () => {
  gw = await startGateway({ label: 'withdrawal' });
  inbox = await startInbox();
});
afterAll(async () => {
  await inbox?.close();
  await gw?.close();
});

let people = 0;
const someone = () => signInAs(gw.app, gw.db, `withdrawer-${++people}@example.org`, { firstName: 'Ada' });

const withdrawUrl = (id: string) => `/api/user/applications/${id}/withdraw`;
const withdraw = (who: SignedInCandidate, id: string) => who.inject({ method: 'POST', url: withdrawUrl(id) });

/** An application of `who` as the site records it (the multipart path is applications.test.ts's). */
async function applicationOf(who: SignedInCandidate, status: ApplicationStatus = 'new', opportunity?: { id: string }) {
  const o = opportunity ?? (await createOpportunity(gw.database.owner, 'Withdrawal test'));
  return gw.db.application.create({
    data: {
      opportunityId: o.id,
      userId: who.userId,
      name: 'Ada Lovelace',
      email: who.email,
      country: 'France',
      contactMobile: '+33 6 12 34 56 78',
      status,
      resumeKey: `resumes/${o.id}.pdf`,
      resumeFilename: 'cv.pdf',
      resumeMime: 'application/pdf',
      resumeSize: 100,
    },
  });
}

const withdrawnEvents = async (applicationId: string) =>
  (
    await gw.database.owner.outboxEvent.findMany({ where: { type: 'application.withdrawn' }, orderBy: { id: 'asc' } })
  ).filter((e) => (e.payload as { applicationId?: string }).applicationId === applicationId);

/** Runs the mail job of an outbox event as the relay would deliver it, against the real SMTP server. */
async function sendMail(event: { id: bigint; payload: unknown }) {
  const job = parseJob('mail', 'application.withdrawn', { eventId: String(event.id), payload: event.payload });
  const mail = mailContextFor(inbox.url);
  const context = { db: gw.db, logger: silentLogger(), search: null as never, redis: noRedis, keyPrefix: 'x', mail };
  try {
    return await mailProcessor.handle(job, context, {} as Job);
  } finally {
    mail.mailer.close();
  }
}

describe('POST /api/user/applications/:id/withdraw', () => {
  it('withdraws the candidate’s application, audits it, and e-mails the acknowledgement once', async () => {
    const who = await someone();
    const application = await applicationOf(who, 'reviewing');
    const res = await withdraw(who, application.id);
    expect(res.statusCode).toBe(200);
    expectContractAnswer(contracts.withdrawApplication, res);
    expect(res.json()).toEqual({
      message: WITHDRAWAL_RECEIVED,
      application: { id: application.id, status: 'withdrawn' },
    });

    const row = await gw.db.application.findUniqueOrThrow({ where: { id: application.id } });
    expect(row.status).toBe('withdrawn');
    expect(row.statusChangedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const list = await who.inject({ method: 'GET', url: '/api/applications' });
    expect((list.json() as { data: { id: string; status: string }[] }).data).toEqual([
      expect.objectContaining({ id: application.id, status: 'withdrawn' }),
    ]);
    const audit = await gw.database.owner.auditEvent.findMany({ where: { recordId: application.id } });
    expect(audit).toEqual([
      expect.objectContaining({
        actorKind: 'candidate',
        actorId: who.userId,
        action: 'application.withdrawn',
        before: { status: 'reviewing' },
        after: { status: 'withdrawn' },
      }),
    ]);

    const [event, ...more] = await withdrawnEvents(application.id);
    expect(more).toHaveLength(0);
    expect(await sendMail(event!)).toEqual(expect.objectContaining({ sent: true }));
    const opportunity = await gw.db.opportunity.findUniqueOrThrow({ where: { id: application.opportunityId } });
    const mail = await inbox.waitForMessage((m) => recipients(m).includes(who.email));
    expect(mail.subject).toBe(`Withdrawal received: ${opportunity.title}`);
    expect(mail.text).toContain(
      `We have received your withdrawal from "${opportunity.title}" at ${opportunity.universityName}. The university has been told`,
    );
    expect(mail.text).toContain('/account/applications');
    // Redelivered: the receipt exists, nothing is sent again.
    expect(await sendMail(event!)).toEqual({ sent: false, duplicate: true });
    expect(inbox.messages.filter((m) => recipients(m).includes(who.email))).toHaveLength(1);
  });

  it('lets the candidate decline an offer by withdrawing, and drops the deadline from their calendar', async () => {
    const who = await someone();
    const application = await applicationOf(who, 'offered');
    const before = await who.inject({ method: 'GET', url: '/api/user/calendar' });
    expect((before.json() as { data: unknown[] }).data).toHaveLength(1);
    expect((await withdraw(who, application.id)).statusCode).toBe(200);
    const after = await who.inject({ method: 'GET', url: '/api/user/calendar' });
    expect((after.json() as { data: unknown[] }).data).toEqual([]);
  });

  it.each<[ApplicationStatus]>([['withdrawn'], ['rejected'], ['closed']])(
    'answers 409 in words for an application already %s, and changes nothing',
    async (status) => {
      const who = await someone();
      const application = await applicationOf(who, status);
      const res = await withdraw(who, application.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'conflict', message: CANNOT_WITHDRAW[status as 'withdrawn'] });
      expect((await gw.db.application.findUniqueOrThrow({ where: { id: application.id } })).status).toBe(status);
      expect(await withdrawnEvents(application.id)).toHaveLength(0);
    },
  );

  it('says "already withdrawn" the second time', async () => {
    const who = await someone();
    const application = await applicationOf(who);
    expect((await withdraw(who, application.id)).statusCode).toBe(200);
    const again = await withdraw(who, application.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'This application was already withdrawn.' });
  });

  it('answers 404 for someone else’s application and an unknown one alike, leaving it alone', async () => {
    const owner = await someone();
    const stranger = await someone();
    const application = await applicationOf(owner);
    for (const id of [application.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await withdraw(stranger, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: APPLICATION_NOT_FOUND });
    }
    expect((await gw.db.application.findUniqueOrThrow({ where: { id: application.id } })).status).toBe('new');
  });

  it('takes the id in any letter case, and refuses malformed ids, NUL bytes and control characters with 400', async () => {
    const who = await someone();
    const application = await applicationOf(who);
    const refusals: [string, RegExp][] = [
      ['not-an-id', /^The application id is not valid$/],
      [`${application.id}%00`, /NUL character/],
      [`%00${application.id.slice(1)}`, /NUL character/],
      [`${application.id}%07`, /^The application id is not valid$/],
    ];
    for (const [bad, message] of refusals) {
      const res = await withdraw(who, bad);
      expect(res.statusCode, bad).toBe(400);
      expect((res.json() as { message: string }).message, bad).toMatch(message);
    }
    const res = await withdraw(who, application.id.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ application: { id: application.id } });
  });

  it('answers 401 signed out and 403 without the CSRF token', async () => {
    const who = await someone();
    const application = await applicationOf(who);
    expect((await gw.app.inject({ method: 'POST', url: withdrawUrl(application.id) })).statusCode).toBe(401);
    const noToken = await gw.app.inject({ method: 'POST', url: withdrawUrl(application.id), cookies: who.cookies });
    expect(noToken.statusCode).toBe(403);
    expect((await gw.db.application.findUniqueOrThrow({ where: { id: application.id } })).status).toBe('new');
  });

  it('withdraws once and e-mails once when two identical requests arrive together', async () => {
    const who = await someone();
    const application = await applicationOf(who, 'shortlisted');
    const answers = await Promise.all([withdraw(who, application.id), withdraw(who, application.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const events = await withdrawnEvents(application.id);
    expect(events).toHaveLength(1);
    expect(await gw.database.owner.auditEvent.count({ where: { recordId: application.id } })).toBe(1);
    await sendMail(events[0]!);
    await inbox.waitForMessage((m) => recipients(m).includes(who.email));
    expect(inbox.messages.filter((m) => recipients(m).includes(who.email))).toHaveLength(1);
  });

  it('withdraws the university site’s applicant made from it, with a history row naming the candidate', async () => {
    const who = await someone();
    const tenant = await gw.database.owner.tenant.create({
      data: { slug: 'withdrawal-site', name: 'Withdrawal site', universityName: 'KU Leuven' },
    });
    const listing = await createOpportunity(gw.database.owner, 'Site withdrawal', {
      tenantId: tenant.id,
      listedPublicly: true,
      collectResumes: true,
    });
    const application = await applicationOf(who, 'shortlisted', listing);
    // Written as the owner (a superuser here); the app's role reads it under row-level security.
    const applicant = await gw.database.owner.applicant.create({
      data: {
        tenantId: tenant.id,
        opportunityId: listing.id,
        name: 'Ada Lovelace',
        email: who.email,
        source: 'main_site',
        applicationId: application.id,
        status: 'interview',
        confirmedAt: new Date(),
      },
    });

    const res = await withdraw(who, application.id.toUpperCase());
    expect(res.statusCode).toBe(200);
    const { row, history } = await withTenant(gw.db, tenant.id, async (tx) => ({
      row: await tx.applicant.findUniqueOrThrow({ where: { id: applicant.id } }),
      history: await tx.applicantStatusChange.findMany({ where: { applicantId: applicant.id } }),
    }));
    expect(row.status).toBe('withdrawn');
    expect(row.statusChangedAt).toBeInstanceOf(Date);
    expect(history).toEqual([
      expect.objectContaining({
        fromStatus: 'interview',
        toStatus: 'withdrawn',
        changedById: null,
        byCandidate: true,
        tenantId: tenant.id,
      }),
    ]);
    expect((await gw.db.application.findUniqueOrThrow({ where: { id: application.id } })).status).toBe('withdrawn');
    expect(await withdrawnEvents(application.id)).toHaveLength(1);

    // Reviewers see "withdrawn" and cannot move the applicant back: the withdrawal is the candidate's.
    const staff = await gw.database.owner.tenantUser.create({
      data: { tenantId: tenant.id, email: 'reviewer@kuleuven.example', passwordHash: 'x', name: 'Rev', role: 'owner' },
    });
    const actor = { tenantId: tenant.id, userId: staff.id, role: 'owner' as const };
    await expect(
      withTenant(gw.db, tenant.id, (tx) =>
        changeStatus(tx, actor, applicant.id, { status: 'reviewing', notify: false }),
      ),
    ).rejects.toMatchObject({ kind: 'conflict', message: WITHDRAWN_BY_CANDIDATE });
    const bulk = await withTenant(gw.db, tenant.id, (tx) =>
      bulkChangeStatus(tx, actor, { ids: [applicant.id], status: 'shortlisted', notify: false }),
    );
    expect(bulk.updated).toBe(0);
    const after = await withTenant(gw.db, tenant.id, (tx) =>
      tx.applicant.findUniqueOrThrow({ where: { id: applicant.id } }),
    );
    expect(after.status).toBe('withdrawn');
  });
});
