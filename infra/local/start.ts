// `npm start`: the whole product on one machine. Starts Postgres and Redis of its own under DATA_DIR
// unless DATABASE_URL / REDIS_URL are set (and a mail catcher unless SMTP_URL is), migrates, loads
// the demo catalogue into an empty database, then runs the gateway and the workers as separate
// processes (as production does) and stops everything it started on Ctrl-C.
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_IMPORTS_PAGE } from '@phd/contracts/demo-imports';
import { ConfigError, loadConfig } from '@phd/services/config';
import { createDb } from '@phd/services/db/client';
import { migrate } from '@phd/services/db/migrate';
import { createLogger } from '@phd/services/logger';
import { createStorage } from '@phd/services/storage/index';
import { formatDemoAccounts } from '@phd/services/seed/index';
import { loadDemoCatalogue } from './demo-catalogue.ts';
import { startMailCatcher } from './mail-catcher.ts';
import { startLocalPostgres } from './postgres.ts';
import { startLocalRedis } from './redis.ts';

const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
const DATABASE = 'phd';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const log = createLogger(config, 'start');
const dataDir = resolve(ROOT, config.dataDir);
const stops: (() => Promise<void>)[] = [];
const children: ChildProcess[] = [];
let stopping = false;

async function stopAll(code: number): Promise<never> {
  if (stopping) return new Promise<never>(() => {});
  stopping = true;
  log.info('stopping');
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done();
          const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(force);
            done();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
  for (const stop of stops.reverse()) await stop().catch((error) => log.error({ err: error }, 'stop failed'));
  log.info('stopped');
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

function runChild(name: string, entry: string, env: NodeJS.ProcessEnv): ChildProcess {
  // A process group of its own keeps the terminal's Ctrl-C away from the child: we stop children
  // ourselves, gateway and workers before the databases they use.
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, entry)], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  child.once('exit', (code, signal) => {
    if (stopping) return;
    log.error({ code, signal }, `${name} exited unexpectedly; stopping everything`);
    void stopAll(1);
  });
  children.push(child);
  return child;
}

async function waitForReady(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

try {
  let databaseUrl = config.databaseUrl;
  let redisUrl = config.redisUrl;
  if (!databaseUrl) {
    const postgres = await startLocalPostgres({
      dir: join(dataDir, 'postgres'),
      persistent: true,
      log: (l) => log.warn(l),
    });
    stops.push(() => postgres.stop());
    databaseUrl = await postgres.createDatabase(DATABASE);
    log.info({ port: postgres.port }, `embedded Postgres running (data in ${join(config.dataDir, 'postgres')})`);
  }
  if (!redisUrl) {
    const redis = await startLocalRedis({ dir: join(dataDir, 'redis'), persistent: true, log: (l) => log.info(l) });
    stops.push(() => redis.stop());
    redisUrl = redis.url;
    log.info({ port: redis.port }, `embedded redis-server running (data in ${join(config.dataDir, 'redis')})`);
  }

  let smtpUrl = config.mail.smtpUrl;
  let mailCatcherDir = config.mail.catcherDir;
  if (!smtpUrl) {
    const catcher = await startMailCatcher({ dir: join(dataDir, 'mail'), log: (l) => log.info(l) });
    stops.push(() => catcher.stop());
    smtpUrl = catcher.url;
    mailCatcherDir = catcher.dir;
    log.info({ port: catcher.port }, `local mail catcher running (messages in ${join(config.dataDir, 'mail')})`);
  }

  const result = await migrate(databaseUrl, { log: (l) => log.info(l) });
  log.info(`${result.applied.length} migration(s) applied, ${result.alreadyApplied} already in place`);

  let seeded = false;
  if (config.seedDemo) {
    // The seed runs as the owner (it drops and rebuilds indexes); the processes run as phd_app.
    const db = createDb(databaseUrl, { max: 4, owner: true });
    try {
      const storage = createStorage({ ...config, dataDir });
      const result = await loadDemoCatalogue(db, { ifEmpty: true, storage, log: (line) => log.info(line) });
      if (!result.skipped) {
        log.info(result, 'demo catalogue loaded and indexed');
        seeded = true;
      }
    } finally {
      await db.$disconnect();
    }
  }

  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    SMTP_URL: smtpUrl,
    ...(mailCatcherDir ? { MAIL_CATCHER_DIR: mailCatcherDir } : {}),
    // The demo's sample feed is served on localhost (docs/imports.md "Trying it offline"): import sources
    // may read loopback addresses here unless the caller said otherwise; production ignores it.
    ...(config.seedDemo ? { INTAKE_ALLOW_LOOPBACK: process.env.INTAKE_ALLOW_LOOPBACK || 'true' } : {}),
  };
  runChild('workers', 'workers/src/main.ts', env);
  runChild('gateway', 'gateway/src/server.ts', env);
  const local = `http://localhost:${config.port}`;
  await waitForReady(`${local}/readyz`, 60_000);

  console.log(
    [
      '',
      `  PhD Finder is running at ${local}${seeded ? ' (demo catalogue loaded)' : ''}`,
      '',
      ...(config.mail.smtpUrl || config.isProduction
        ? []
        : [`  E-mail the site sends is caught locally: ${local}/dev/mail`, '']),
      ...(config.seedDemo && !config.isProduction
        ? [`  Try an import offline with the sample CSV and feed: ${local}${DEMO_IMPORTS_PAGE}`, '']
        : []),
      ...(config.databaseUrl
        ? []
        : [
            `  The command-line tools (npm run expire, npm run reindex) reach this demo's database with`,
            `    DATABASE_URL=${databaseUrl}`,
            '',
          ]),
      '  Demo accounts:',
      formatDemoAccounts(),
      '',
      '  Press Ctrl-C to stop everything.',
      '',
    ].join('\n'),
  );
} catch (error) {
  log.error({ err: error }, 'start failed');
  console.error(`\n${(error as Error).message}\n`);
  await stopAll(1);
}
