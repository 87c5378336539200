// `npm run bench:digest -- [--scale 100000] [--subscribers 100000] [--concurrency 32] [--workers 2]`: the weekly
// digest at full size. A throwaway embedded Postgres with the demo catalogue at --scale, a local
// Redis, a local SMTP catcher (smtp-server counting what it accepts), and worker processes as
// production runs them. The digest job runs twice; the figures are the time until every digest was
// queued and until the last e-mail was accepted, the worker's memory through the run (sampled from its
// metrics port), and the check that nobody got two. Writes the "digest" section of docs/benchmarks.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { randomUUID } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { createDb } from '@phd/services/db/client';
import { migrate } from '@phd/services/db/migrate';
import { digestWindow, isoWeek } from '@phd/services/digest/index';
import { createLogger } from '@phd/services/logger';
import { seedDemo } from '@phd/services/seed/index';
import { tokenHash, unsubscribeToken } from '@phd/services/subscriptions/index';
import { freePort } from '../../infra/local/free-port.ts';
import { startLocalPostgres } from '../../infra/local/postgres.ts';
import { startLocalRedis } from '../../infra/local/redis.ts';
import { createQueue } from '../../workers/src/queue-factory.ts';
import { startWorkerProcess, type RunningProcess } from '../support/processes.ts';
import { writeSection } from './report.ts';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '100000' },
    subscribers: { type: 'string', default: '100000' },
    concurrency: { type: 'string', default: '32' },
    workers: { type: 'string', default: '2' },
  },
});
const scale = Number(values.scale);
const subscribers = Number(values.subscribers);
const concurrency = Number(values.concurrency);
/** Worker processes (production runs several; on 2 cores, two use both). */
const workerCount = Number(values.workers);
const APP_SECRET = 'bench-digest-secret-0123456789abcdef0123';
const PREFIX = 'bench-digest';
const log = (line: string) => console.log(`[digest] ${line}`);

/** Choices subscribers make: most none, the rest a country or two, a discipline, or both. */
const CHOICES: { countries: string[]; disciplines: string[] }[] = [
  { countries: [], disciplines: [] },
  { countries: [], disciplines: [] },
  { countries: [], disciplines: [] },
  { countries: ['Germany'], disciplines: [] },
  { countries: ['United Kingdom', 'Netherlands'], disciplines: [] },
  { countries: [], disciplines: ['Computer Science'] },
  { countries: ['Sweden'], disciplines: ['Physics'] },
];

/** The SMTP catcher: accepts everything, keeps only who got how many. */
async function startCatcher() {
  const port = await freePort();
  const received = new Map<string, number>();
  let total = 0;
  let lastAt = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // As a mail relay on the same network would: no reverse DNS per connection.
    disableReverseLookup: true,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        for (const r of session.envelope.rcptTo) received.set(r.address, (received.get(r.address) ?? 0) + 1);
        total += 1;
        lastAt = performance.now();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    total: () => total,
    lastAt: () => lastAt,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function residentMb(worker: RunningProcess): Promise<number | null> {
  const text = await fetch(`${worker.url}/metrics`)
    .then((r) => r.text())
    .catch(() => '');
  const match = /^process_resident_memory_bytes (\d+(?:\.\d+)?(?:e\+\d+)?)$/m.exec(text);
  return match ? Number(match[1]) / 1024 / 1024 : null;
}

const dir = mkdtempSync(join(tmpdir(), 'phd-digest-'));
const [postgres, redis, catcher] = await Promise.all([
  startLocalPostgres({ dir: join(dir, 'pg'), persistent: false }),
  startLocalRedis({ dir: join(dir, 'redis'), persistent: false }),
  startCatcher(),
]);
const workers: RunningProcess[] = [];
let cleaned: Promise<void> | null = null;
/** Once, from the end of the run or from Ctrl-C, whichever comes first. */
function cleanup(): Promise<void> {
  cleaned ??= (async () => {
    await Promise.all(workers.map((w) => w.stop()));
    await Promise.all([postgres.stop(), redis.stop(), catcher.stop()]);
    rmSync(dir, { recursive: true, force: true });
  })();
  return cleaned;
}
// Ctrl-C during a long run: stop the worker, Postgres and Redis this script started.
process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));
try {
  const url = await postgres.createDatabase('digest');
  await migrate(url);
  const db = createDb(url, { max: 4, owner: true });
  log(`seeding ${scale.toLocaleString('en')} opportunities...`);
  await seedDemo(db, { count: scale });
  const week = isoWeek(new Date());
  const { since, until } = digestWindow(week);
  const [{ fresh } = { fresh: 0 }] = await db.$queryRaw<{ fresh: number }[]>`
    SELECT count(*)::int AS fresh FROM opportunities WHERE status = 'open' AND created_at >= ${since} AND created_at < ${until}`;
  log(`${fresh.toLocaleString('en')} open opportunities created in the digest's week (${week})`);

  log(`adding ${subscribers.toLocaleString('en')} confirmed subscribers...`);
  for (let from = 0; from < subscribers; from += 5_000) {
    const rows = Array.from({ length: Math.min(5_000, subscribers - from) }, (_, i) => {
      const id = randomUUID();
      const choice = CHOICES[(from + i) % CHOICES.length]!;
      return {
        id,
        email: `reader-${from + i}@bench.test`,
        status: 'confirmed' as const,
        ...choice,
        unsubscribeTokenHash: tokenHash(unsubscribeToken(APP_SECRET, id)),
      };
    });
    await db.newsletterSubscription.createMany({ data: rows });
  }
  await db.$executeRawUnsafe('VACUUM (ANALYZE) newsletter_subscriptions, opportunities');

  for (let i = 0; i < workerCount; i += 1) {
    workers.push(
      await startWorkerProcess({
        DATABASE_URL: url,
        REDIS_URL: redis.url,
        QUEUE_PREFIX: PREFIX,
        SMTP_URL: catcher.url,
        APP_SECRET,
        WORKER_CONCURRENCY: String(concurrency),
        OUTBOX_POLL_MS: '100',
        LOG_LEVEL: 'warn',
      }),
    );
  }
  const memory: number[] = [];
  // The largest worker's resident memory, sampled each second.
  const largest = async () => Math.max(...(await Promise.all(workers.map(residentMb))).map((mb) => mb ?? 0));
  const baseline = await largest();
  const sampler = setInterval(() => {
    void largest().then((mb) => memory.push(mb));
  }, 1_000);

  const queue = createQueue(
    'digest',
    { redisUrl: redis.url, prefix: PREFIX },
    createLogger({ logLevel: 'silent' }, 'bench'),
  );
  const started = performance.now();
  // Twice, as a scheduler running on two hosts or a manual re-run would: still one e-mail each.
  const first = await queue.add('digest.weekly', { week });
  const second = await queue.add('digest.weekly', { week });
  const finished = async (id: string | undefined) => {
    for (;;) {
      const job = await queue.getJob(id!);
      // Read again once completed: the object fetched while it ran has no return value yet.
      if (job && (await job.isCompleted()))
        return (await queue.getJob(id!))!.returnvalue as { queued: number; choices: number };
      if (job && (await job.isFailed())) throw new Error(`digest job failed: ${job.failedReason}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  const [run1, run2] = [await finished(first.id), await finished(second.id)];
  const queuedSeconds = (performance.now() - started) / 1000;
  // The two runs may overlap (the queue runs jobs concurrently): together they must queue each once.
  const rows = await db.newsletterDigest.count({ where: { week } });
  log(
    `queued ${rows.toLocaleString('en')} digests (${run1.choices} distinct choices) in ${queuedSeconds.toFixed(1)} s; the runs queued ${run1.queued} + ${run2.queued}`,
  );

  const expected = run1.queued + run2.queued;
  let lastLog = 0;
  const deadline = Date.now() + 30 * 60_000;
  while (catcher.total() < expected) {
    if (Date.now() > deadline) throw new Error(`only ${catcher.total()} of ${expected} e-mails arrived in 30 minutes`);
    if (Date.now() - lastLog > 15_000) {
      lastLog = Date.now();
      log(`${catcher.total().toLocaleString('en')} of ${expected.toLocaleString('en')} e-mails sent...`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  // Anything sent twice would arrive now.
  await new Promise((r) => setTimeout(r, 3_000));
  clearInterval(sampler);
  const sentSeconds = (catcher.lastAt() - started) / 1000;
  const duplicates = [...catcher.received.values()].filter((n) => n > 1).length;
  const peak = Math.max(...memory);
  const end = memory[memory.length - 1] ?? 0;
  log(
    `sent ${catcher.total().toLocaleString('en')} e-mails in ${sentSeconds.toFixed(1)} s (${Math.round(catcher.total() / sentSeconds)}/s); duplicates ${duplicates}`,
  );
  log(`worker memory: ${baseline.toFixed(0)} MB at start, peak ${peak.toFixed(0)} MB, ${end.toFixed(0)} MB at the end`);
  await queue.close();
  await db.$disconnect();

  writeSection(
    'digest',
    `## Weekly digest

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}):
${scale.toLocaleString('en')} opportunities (${fresh.toLocaleString('en')} new in the week), ${subscribers.toLocaleString('en')} confirmed
subscribers (${CHOICES.length} kinds of choice), ${workerCount} worker processes (\`WORKER_CONCURRENCY=${concurrency}\` each), a local SMTP catcher.
The job ran twice for week ${week}.

| figure | value |
|---|---|
| digests queued (rows + outbox events) by both runs | ${rows.toLocaleString('en')} in ${queuedSeconds.toFixed(1)} s (${run1.queued} + ${run2.queued}) |
| e-mails accepted by the SMTP server | ${catcher.total().toLocaleString('en')} |
| from the first job to the last e-mail | ${sentSeconds.toFixed(1)} s (${Math.round(catcher.total() / sentSeconds)} e-mails/s) |
| addresses that got more than one | ${duplicates} |
| largest worker's resident memory: start / peak / end | ${baseline.toFixed(0)} / ${peak.toFixed(0)} / ${end.toFixed(0)} MB |

Target: under 10 minutes for 100,000 subscribers over 100,000 opportunities, memory flat, no duplicates.
`,
  );
  if (duplicates > 0 || run1.queued + run2.queued !== rows || catcher.total() !== rows) process.exitCode = 1;
} finally {
  await cleanup();
}
