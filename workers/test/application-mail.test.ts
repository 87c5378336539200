// The e-mails of an application on real parts (Postgres, a real SMTP server): the candidate's
// confirmation and the owner's notice (the recruiter who posted it, else the team), each sent once
// under its own receipt, so a retry after one of them failed sends only the other; and the status
// e-mails, sent only when the recruiter confirmed them and only for the latest change.
import type { Job } from 'bullmq';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusInput } from '@phd/contracts/input/recruiter';
import type { Actor } from '@phd/services/audit/audit-log';
import { changeApplicationStatus } from '@phd/services/recruiters/recruiter-applications';
import { freePort } from '../../infra/local/free-port.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/services.ts';
import { parseJob } from '../src/jobs.ts';
import { mailProcessor } from '../src/processors/mail.ts';
import { noRedis, silentLogger } from './helpers.ts';
import { mailContextFor, recipients, startInbox, type Inbox } from './mail-inbox.ts';

/** A status change as the recruiter's request sends it, read with the gateway's schema. */
const setApplicationStatus = (db: TestDatabase['db'], actor: Actor, applicationId: string, body: unknown) =>
  changeApplicationStatus(db, actor, applicationId, statusInput.parse(body));

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

let n = 0;
/** An application as submitApplication records it, with its outbox event, as the relay would deliver it. */
async function applied(recruiterEmail?: string, name = 'Ada Lovelace') {
  const i = ++n;
  const recruiter = recruiterEmail
    ? await database.db.recruiter.create({
        data: {
          email: recruiterEmail,
          firstName: 'Rita',
          lastName: 'Recruiter',
          passwordHash: 'x',
          universityName: 'University of Testing',
        },
      })
    : null;
  const opportunity = await database.db.opportunity.create({
    data: {
      title: `Quantum <optics> PhD ${i}`,
      universityName: 'University of Testing',
      country: 'Norway',
      description: '<p>x</p>',
      collectResumes: true,
      recruiterId: recruiter?.id,
    },
  });
  const application = await database.db.application.create({
    data: {
      opportunityId: opportunity.id,
      name,
      email: `ada-${i}@example.org`,
      country: 'France',
      contactMobile: '+33 6 12 34 56 78',
      comments: 'I <3 optics',
      resumeKey: `resumes/${i}.pdf`,
      resumeFilename: 'cv.pdf',
      resumeMime: 'application/pdf',
      resumeSize: 100,
    },
  });
  const event = await database.db.outboxEvent.create({
    data: { type: 'application.submitted', payload: { version: 1, applicationId: application.id } },
  });
  return {
    application,
    opportunity,
    job: parseJob('mail', 'application.submitted', { eventId: String(event.id), payload: event.payload }),
  };
}

async function run(job: ReturnType<typeof parseJob<'mail'>>, smtpUrl = inbox.url) {
  const context = { db: database.db, logger: silentLogger(), search: null as never, redis: noRedis, keyPrefix: 'x' };
  const mail = mailContextFor(smtpUrl);
  try {
    return await mailProcessor.handle(job, { ...context, mail }, {} as Job);
  } finally {
    // The mailer pools its connections: close them, or a test server waits for them to end.
    mail.mailer.close();
  }
}

describe('application e-mails', () => {
  it('sends the candidate a confirmation and the recruiter a notice that replies to the candidate', async () => {
    const { application, opportunity, job } = await applied('rita@ed.ac.uk');
    expect(await run(job)).toEqual([expect.objectContaining({ sent: true }), expect.objectContaining({ sent: true })]);

    const confirmation = await inbox.waitForMessage((m) => recipients(m).includes(application.email));
    expect(confirmation.subject).toBe(`Application received: ${opportunity.title}`);
    expect(confirmation.text).toContain('was received and will be reviewed shortly');
    expect(confirmation.text).toContain(`/opportunities/${opportunity.id}`);
    expect(confirmation.html).toContain('Quantum &lt;optics&gt;');

    const notice = await inbox.waitForMessage((m) => recipients(m).includes('rita@ed.ac.uk'));
    expect(notice.subject).toBe(`New application: ${opportunity.title}`);
    expect(notice.text).toContain('+33 6 12 34 56 78');
    expect(notice.replyTo?.value[0]?.address).toBe(application.email);
    expect(notice.html).toContain('I &lt;3 optics');

    // Redelivered: both receipts exist, nothing is sent again.
    expect(await run(job)).toEqual([
      { sent: false, duplicate: true },
      { sent: false, duplicate: true },
    ]);
  });

  it('gives the recruiter the time in words and a link to the application on their applications page', async () => {
    const { application, opportunity, job } = await applied('reader@ed.ac.uk');
    await database.db.application.update({
      where: { id: application.id },
      data: { createdAt: new Date('2026-11-25T14:05:42Z') },
    });
    await run(job);
    const notice = await inbox.waitForMessage((m) => recipients(m).includes('reader@ed.ac.uk'));
    const review = `/university/applications/${opportunity.id}?application=${application.id}`;
    expect(notice.text).toContain('Submitted: 25 November 2026, 14:05 UTC');
    expect(notice.text).toContain(`Review the application: http`);
    expect(notice.text).toContain(review);
    expect(notice.text).not.toContain(`/opportunities/${opportunity.id}`);
    expect(notice.html).toMatch(new RegExp(`href="http[^"]+${review.replace(/[?]/g, '\\?')}"`));
    // The candidate's own confirmation still links to the public page.
    const confirmation = await inbox.waitForMessage((m) => recipients(m).includes(application.email));
    expect(confirmation.text).toContain(`/opportunities/${opportunity.id}`);
    expect(confirmation.text).not.toContain('/university/');
  });

  it('sends the notice to the team when no recruiter posted the opportunity, linking to the public page', async () => {
    const { opportunity, job } = await applied();
    await run(job);
    const team = mailContextFor(inbox.url).teamEmail;
    const notice = await inbox.waitForMessage(
      (m) => recipients(m).includes(team) && m.subject === `New application: ${opportunity.title}`,
    );
    expect(notice.text).toContain(`Opportunity: `);
    expect(notice.text).toContain(`/opportunities/${opportunity.id}`);
    expect(notice.text).not.toContain('/university/');
  });

  it('a retry after a failure sends only the message still unsent', async () => {
    const { application, job } = await applied('busy@ed.ac.uk');
    // A server that takes the confirmation but turns the notice away for now (451, temporary).
    const accepted: string[] = [];
    const port = await freePort();
    const flaky = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (address.address === 'busy@ed.ac.uk') {
          return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        }
        accepted.push(address.address);
        callback();
      },
      onData: (stream, _session, callback) => stream.on('end', () => callback()).resume(),
    });
    await new Promise<void>((resolve) => flaky.listen(port, '127.0.0.1', resolve));
    try {
      await expect(run(job, `smtp://127.0.0.1:${port}`)).rejects.toThrow();
      expect(accepted).toEqual([application.email]);
    } finally {
      await new Promise<void>((resolve) => flaky.close(() => resolve()));
    }
    // The queue's retry, with the server well again: only the notice goes out.
    expect(await run(job)).toEqual([{ sent: false, duplicate: true }, expect.objectContaining({ sent: true })]);
    await inbox.waitForMessage((m) => recipients(m).includes('busy@ed.ac.uk'));
    expect(inbox.messages.filter((m) => recipients(m).includes(application.email))).toHaveLength(0);
  });

  it('escapes what the candidate typed: markup stays text, line breaks never make a header', async () => {
    const { application, job } = await applied('escape@ed.ac.uk', '<b>Eve</b>\r\nBcc: victim@example.org');
    await run(job);
    const notice = await inbox.waitForMessage((m) => recipients(m).includes('escape@ed.ac.uk'));
    expect(notice.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(notice.html).not.toContain('<b>Eve');
    expect(notice.bcc).toBeUndefined();
    expect(notice.replyTo?.value[0]).toMatchObject({
      address: application.email,
      name: '<b>Eve</b> Bcc: victim@example.org',
    });
    const confirmation = await inbox.waitForMessage((m) => recipients(m).includes(application.email));
    expect(confirmation.html).toContain('Thank you, &lt;b&gt;Eve&lt;/b&gt; Bcc: victim@example.org.');
    expect(inbox.messages.some((m) => recipients(m).includes('victim@example.org'))).toBe(false);
  });

  it('sends nothing for an application deleted before the job ran', async () => {
    const { application, job } = await applied('gone@ed.ac.uk');
    await database.db.application.delete({ where: { id: application.id } });
    expect(await run(job)).toEqual([{ sent: false }, { sent: false }]);
    const addressed = (m: (typeof inbox.messages)[number]) =>
      recipients(m).includes('gone@ed.ac.uk') || recipients(m).includes(application.email);
    expect(inbox.messages.filter(addressed)).toHaveLength(0);
  });
});

describe('status e-mails', () => {
  /** An application to a recruiter's listing, and the recruiter's id to change its status with. */
  async function underReview() {
    const { application, opportunity } = await applied(`owner-${++n}@ed.ac.uk`);
    return { application, opportunity, recruiterId: opportunity.recruiterId! };
  }

  /** The status events of this application as the relay would deliver them, oldest first. */
  async function statusJobs(applicationId: string) {
    const rows = await database.db.outboxEvent.findMany({
      where: { type: 'application.status_changed', payload: { path: ['applicationId'], equals: applicationId } },
      orderBy: { id: 'asc' },
    });
    return rows.map((e) =>
      parseJob('mail', 'application.status_changed', { eventId: String(e.id), payload: e.payload }),
    );
  }

  const toCandidate = (email: string) => inbox.messages.filter((m) => recipients(m).includes(email));

  it('e-mails the candidate once when the recruiter confirmed the e-mail, nothing when they chose not to', async () => {
    const { application, opportunity, recruiterId } = await underReview();
    await setApplicationStatus(database.db, { kind: 'recruiter', id: recruiterId }, application.id, {
      status: 'rejected',
      notify: false,
    });
    const [quiet] = await statusJobs(application.id);
    expect(await run(quiet!)).toEqual({ sent: false });

    await setApplicationStatus(database.db, { kind: 'recruiter', id: recruiterId }, application.id, {
      status: 'shortlisted',
      notify: true,
    });
    const [, told] = await statusJobs(application.id);
    expect(await run(told!)).toEqual(expect.objectContaining({ sent: true }));
    expect(await run(told!)).toEqual({ sent: false, duplicate: true }); // redelivered
    await inbox.waitForMessage((m) => recipients(m).includes(application.email));
    expect(toCandidate(application.email).map((m) => m.subject)).toEqual([
      `You have been shortlisted: ${opportunity.title}`,
    ]);
  });

  it('sends one e-mail for a status set twice before the worker ran, and none for a status changed back', async () => {
    const { application, opportunity, recruiterId } = await underReview();
    const set = (status: string, notify: boolean) =>
      setApplicationStatus(database.db, { kind: 'recruiter', id: recruiterId }, application.id, { status, notify });
    await set('rejected', true);
    await set('reviewing', false);
    await set('rejected', true);
    const jobs = await statusJobs(application.id);
    expect(jobs).toHaveLength(3);
    const results = [];
    for (const job of jobs) results.push(await run(job));
    expect(results).toEqual([{ sent: false }, { sent: false }, expect.objectContaining({ sent: true })]);

    // Offered, then changed back to reviewing before the worker ran: no offer reaches the candidate.
    await set('offered', true);
    await set('reviewing', false);
    for (const job of (await statusJobs(application.id)).slice(3)) expect(await run(job)).toEqual({ sent: false });

    await inbox.waitForMessage((m) => recipients(m).includes(application.email));
    expect(toCandidate(application.email).map((m) => m.subject)).toEqual([
      `An update on your application: ${opportunity.title}`,
    ]);
  });

  it('records one change (and so at most one e-mail) when the same status is sent several times at once', async () => {
    const { application, recruiterId } = await underReview();
    const rejected = () =>
      setApplicationStatus(database.db, { kind: 'recruiter', id: recruiterId }, application.id, {
        status: 'rejected',
        notify: true,
      });
    const rows = await Promise.all([rejected(), rejected(), rejected(), rejected()]);
    expect(rows.map((row) => row.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    expect(await statusJobs(application.id)).toHaveLength(1);
  });

  it('still sends an event recorded before the recruiter could choose (no notify, no changedAt)', async () => {
    const { application, opportunity } = await underReview();
    await database.db.application.update({ where: { id: application.id }, data: { status: 'offered' } });
    const event = await database.db.outboxEvent.create({
      data: {
        type: 'application.status_changed',
        payload: { version: 1, applicationId: application.id, status: 'offered' },
      },
    });
    const job = parseJob('mail', 'application.status_changed', { eventId: String(event.id), payload: event.payload });
    expect(await run(job)).toEqual(expect.objectContaining({ sent: true }));
    const mail = await inbox.waitForMessage((m) => recipients(m).includes(application.email));
    expect(mail.subject).toBe(`You have received an offer: ${opportunity.title}`);
    expect(mail.text).toContain(
      `Congratulations: University of Testing has decided to offer you the position "${opportunity.title}".`,
    );
  });
});
