// Fault drill: a worker process killed with SIGKILL in the middle of a job. The job (a contact-form
// e-mail) is held mid-conversation by the SMTP server, so it is certainly in flight when the process
// dies; a second worker process must take it over once its lock lapses (BullMQ's stalled-job check,
// WORKER_STALLED_MS) and send the e-mail exactly once.
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitContactMessage } from '@phd/services/contact/index';
import { freePort } from '../../infra/local/free-port.ts';
import { createQueue } from '../../workers/src/queue-factory.ts';
import { silentLogger, waitFor } from '../../workers/test/helpers.ts';
import { createTestDatabase, redisUrl, uniquePrefix, type TestDatabase } from '../support/services.ts';
import { startHoldingSmtp, type HoldingSmtp } from './support/holding-smtp.ts';
import { startNodeProcess, waitForStatus, type NodeProcess } from './support/node-process.ts';

/** Short, so the drill does not wait BullMQ's default 30 s for the dead worker's lock to lapse. */
const STALLED_MS = 3_000;

let database: TestDatabase;
let smtp: HoldingSmtp;
let mailQueue: Queue;
const prefix = uniquePrefix('killed');
const workers: NodeProcess[] = [];

/** A worker process as production runs it, ready once its metrics port answers. */
async function startWorkerProcess(): Promise<NodeProcess> {
  const metricsPort = await freePort();
  const worker = startNodeProcess('workers/src/main.ts', {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl(),
    QUEUE_PREFIX: prefix,
    SMTP_URL: smtp.url,
    TEAM_EMAIL: 'team@drill.test',
    OUTBOX_POLL_MS: '50',
    WORKER_CONCURRENCY: '1',
    WORKER_STALLED_MS: String(STALLED_MS),
    WORKER_METRICS_PORT: String(metricsPort),
  });
  workers.push(worker);
  await waitForStatus(`http://127.0.0.1:${metricsPort}/metrics`, 200, worker);
  return worker;
}

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startHoldingSmtp();
  mailQueue = createQueue('mail', { redisUrl: redisUrl(), prefix }, silentLogger());
});

afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop('SIGKILL')));
  await mailQueue?.close();
  await smtp?.stop();
  await database?.drop();
});

const receipts = () => database.db.eventReceipt.count({ where: { consumer: 'mail' } });

describe('fault drill: a worker killed mid-job (worker processes, real Postgres, Redis and SMTP)', () => {
  it('runs the job to completion on the next worker, sending the e-mail exactly once', async () => {
    const first = await startWorkerProcess();
    const held = smtp.holdNext();
    const { id } = await submitContactMessage(database.db, {
      name: 'Ada',
      email: 'ada@example.org',
      message: 'Sent while a worker dies',
    });
    await held;

    // In flight: the job is active and its receipt's transaction is open, so nothing is recorded yet.
    const [job] = await mailQueue.getJobs(['active']);
    expect(job?.name).toBe('contact.received');
    expect(await receipts()).toBe(0);

    await first.stop('SIGKILL');
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(smtp.delivered).toHaveLength(0);

    await startWorkerProcess();
    const mail = await waitFor(() => smtp.delivered.find((m) => m.text?.includes('Sent while a worker dies')), {
      what: 'the e-mail from the second worker',
      timeoutMs: 30_000,
    });
    expect(mail.replyTo?.text).toContain('ada@example.org');
    await waitFor(async () => (await mailQueue.getJobState(job!.id!)) === 'completed', { what: 'the job to complete' });

    // Exactly once: one e-mail, one receipt, and nothing left to run (two more stalled checks pass).
    await new Promise((r) => setTimeout(r, 2 * STALLED_MS));
    expect(smtp.delivered.filter((m) => m.text?.includes('Sent while a worker dies'))).toHaveLength(1);
    expect(await receipts()).toBe(1);
    expect(await mailQueue.getJobCounts('active', 'wait', 'delayed', 'failed')).toEqual({
      active: 0,
      wait: 0,
      delayed: 0,
      failed: 0,
    });
    const message = await database.db.contactMessage.findUniqueOrThrow({ where: { id } });
    expect(message.email).toBe('ada@example.org');
  }, 60_000);
});
