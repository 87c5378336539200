// What the suites of the mail-sending routes share: a gateway, a real SMTP inbox, and the workers
// (outbox relay + processors) of that gateway's database and queues, sending to the inbox.
import { startWorkers, type StartWorkersOptions, type WorkerProcess } from '../../workers/src/start.ts';
import { silentLogger } from '../../workers/test/helpers.ts';
import { mailContextFor, startInbox, type Inbox } from '../../workers/test/mail-inbox.ts';
import { redisUrl } from '../../tests/support/services.ts';
import { startGateway, type Gateway, type GatewayOptions } from './harness.ts';

/** The workers for a test gateway: its database, its queue prefix, a fast relay, no schedules. */
export function startWorkersFor(gw: Gateway, options: Partial<StartWorkersOptions> = {}): Promise<WorkerProcess> {
  return startWorkers({
    db: gw.db,
    logger: silentLogger(),
    redisUrl: redisUrl(),
    prefix: gw.prefix,
    pollMs: 50,
    concurrency: 2,
    schedules: [],
    ...options,
  });
}

export interface MailSuite {
  gw: Gateway;
  inbox: Inbox;
  workers: WorkerProcess;
  /** A new client address per call, so a rate limit only shows where a test asks for it. */
  freshIp(): string;
  close(): Promise<void>;
}

export async function startMailSuite(options: GatewayOptions & { label: string }): Promise<MailSuite> {
  const gw = await startGateway(options);
  const inbox = await startInbox();
  const workers = await startWorkersFor(gw, { mail: mailContextFor(inbox.url) });
  let nextIp = 1;
  return {
    gw,
    inbox,
    workers,
    freshIp: () => `192.0.2.${nextIp++}`,
    async close() {
      await workers.close();
      await inbox.close();
      await gw.close();
    },
  };
}
