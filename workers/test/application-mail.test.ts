// The two e-mails of an application on real parts (Postgres, a real SMTP server): the candidate's
// confirmation and the owner's notice (the recruiter who posted it, else the team), each sent once
// under its own receipt, so a retry after one of them failed sends only the other.
import type { Job } from 'bullmq';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../infra/local/free-port.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/services.ts';
import { parseJob } from '../src/jobs.ts';
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

function run(job: ReturnType<typeof parseJob<'mail'>>, smtpUrl = inbox.url) {
  const context = { db: database.db, logger: silentLogger(), search: null as never, redis: noRedis, keyPrefix: 'x' };
  return mailProcessor.handle(job, { ...context, mail: mailContextFor(smtpUrl) }, {} as Job);
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

  it('sends the notice to the team when no recruiter posted the opportunity', async () => {
    const { job } = await applied();
    await run(job);
    const team = mailContextFor(inbox.url).teamEmail;
    await inbox.waitForMessage((m) => recipients(m).includes(team) && (m.subject ?? '').startsWith('New application'));
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
