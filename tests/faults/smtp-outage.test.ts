// Fault drill: the mail server is down while people write to the site, for longer than the mail
// queue's first retries. The production retry policy is used as is (waits doubling from 1 s: tries at
// 0, 1, 3, 7, 15, 31... s), so the outage lasts until every e-mail has failed five times, about 15 s,
// rather than a full minute (which would deliver at the try at 63 s): past that point each retry
// waits longer than the one before, as in a longer outage. When the server is back, every e-mail
// arrives at its next try, each once.
import type { Job, Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailSuite, type MailSuite } from '../../gateway/test/mail-suite.ts';
import { recruiterSignup } from '../../gateway/test/recruiter.ts';
import { createQueue } from '../../workers/src/queue-factory.ts';
import { silentLogger, waitFor } from '../../workers/test/helpers.ts';
import { recipients } from '../../workers/test/mail-inbox.ts';
import { redisUrl } from '../support/services.ts';

let suite: MailSuite;
let mailQueue: Queue;

beforeAll(async () => {
  suite = await startMailSuite({ label: 'smtp-outage' });
  mailQueue = createQueue('mail', { redisUrl: redisUrl(), prefix: suite.gw.prefix }, silentLogger());
});

afterAll(async () => {
  await mailQueue?.close();
  await suite?.close();
});

const post = (url: string, payload: object) =>
  suite.gw.app.inject({ method: 'POST', url, payload, remoteAddress: suite.freshIp() });

const FAILED_TRIES = 5;

describe('fault drill: SMTP down for longer than the first retries (gateway, workers, real SMTP server stopped)', () => {
  it('delivers every e-mail queued during the outage once the server is back, each exactly once', async () => {
    await suite.inbox.stop();
    const expected: string[] = [];
    for (let i = 1; i <= 4; i += 1) {
      const contact = { name: `Visitor ${i}`, email: `visitor-${i}@example.org`, message: `Outage message ${i}` };
      expect((await post('/api/contact', contact)).statusCode).toBe(201);
      expected.push('team@phd-finder.test');
      expect((await post('/api/subscribe/email', { email: `reader-${i}@example.org` })).statusCode).toBeLessThan(300);
      expected.push(`reader-${i}@example.org`);
    }
    for (let i = 1; i <= 2; i += 1) {
      const signup = recruiterSignup({ email: `recruiter-${i}@ed.ac.uk`, first_name: `Rosalind ${i}` });
      expect((await post('/api/university/auth/signup', signup)).statusCode).toBeLessThan(300);
      expected.push(`recruiter-${i}@ed.ac.uk`);
    }

    // Down past the first retries: every e-mail's job has failed FAILED_TRIES times and waits again.
    const jobs = () => mailQueue.getJobs(['delayed', 'wait', 'active', 'completed', 'failed']);
    const triedEnough = (all: Job[]) =>
      all.length === expected.length && all.every((j) => j.attemptsMade >= FAILED_TRIES);
    await waitFor(async () => triedEnough(await jobs()), {
      what: `every job to fail ${FAILED_TRIES} times`,
      timeoutMs: 45_000,
    });
    expect(suite.inbox.messages).toHaveLength(0);
    expect(await mailQueue.getJobCounts('failed', 'completed')).toEqual({ failed: 0, completed: 0 });

    await suite.inbox.start();
    await waitFor(() => suite.inbox.messages.length >= expected.length, {
      what: `${expected.length} e-mails after the server returned`,
      timeoutMs: 40_000,
    });
    await waitFor(async () => (await mailQueue.getJobCounts('completed')).completed === expected.length, {
      what: 'every mail job to complete',
    });

    // Each once: the same recipients as were queued, no more, no fewer.
    const received = suite.inbox.messages.flatMap(recipients).sort();
    expect(received).toEqual([...expected].sort());
    const teamTexts = suite.inbox.messages.filter((m) => recipients(m).includes('team@phd-finder.test'));
    expect(teamTexts.map((m) => /Outage message \d/.exec(m.text ?? '')?.[0]).sort()).toEqual([
      'Outage message 1',
      'Outage message 2',
      'Outage message 3',
      'Outage message 4',
    ]);
    expect(await mailQueue.getJobCounts('failed', 'delayed', 'wait')).toEqual({ failed: 0, delayed: 0, wait: 0 });
  }, 90_000);
});
