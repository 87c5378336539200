// Entry point of the worker process (`npm run start:workers`): the outbox relay and every queue's
// processor. Stops cleanly on SIGINT/SIGTERM: active jobs finish, unfinished work stays queued.
import { ConfigError, loadConfig, requireServices } from '@phd/services/config';
import { lazyEnrichmentEngine } from '@phd/services/enrichment/configured-engine';
import { createDb } from '@phd/services/db/client';
import { createLogger } from '@phd/services/logger';
import { createMailContext } from '@phd/services/mail/index';
import { createStorage } from '@phd/services/storage/index';
import { createSearchEngine } from '@phd/search/create-engine';
import { createWorkerMetrics, serveMetrics } from './metrics.ts';
import { startWorkers } from './start.ts';

const SHUTDOWN_GRACE_MS = 30_000;

async function main(): Promise<void> {
  const config = requireServices(loadConfig());
  const logger = createLogger(config, 'workers');
  // A mail job holds its connection for the SMTP conversation (its receipt commits after the server
  // accepted): enough connections for a full queue's worth of them, plus the relay and the rest.
  const db = createDb(config.databaseUrl, { max: Math.max(10, config.workerConcurrency + 4) });
  const mail = createMailContext(config);
  if (!mail) logger.warn('SMTP_URL is not set: e-mails wait in the mail queue until it is');
  const { workerPort } = config.metrics;
  const metrics = workerPort ? createWorkerMetrics() : undefined;
  const app = await startWorkers({
    db,
    logger,
    redisUrl: config.redisUrl,
    prefix: config.queuePrefix,
    pollMs: config.outboxPollMs,
    concurrency: config.workerConcurrency,
    stalledMs: config.workerStalledMs,
    search: createSearchEngine(config, db),
    mail,
    storage: createStorage(config),
    enrichment: lazyEnrichmentEngine(config, logger),
    metrics,
    intakeAllowLoopback: config.intakeAllowLoopback,
    webhooks: { appSecret: config.appSecret, publicUrl: config.publicUrl, allowLoopback: config.intakeAllowLoopback },
  });
  // On a port of its own, never the public one.
  const metricsServer = metrics && workerPort ? await serveMetrics(metrics.registry, workerPort, config.host) : null;
  if (metricsServer) logger.info({ port: workerPort }, 'worker metrics at /metrics');

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping workers');
    // A job that never returns must not keep the process alive forever.
    setTimeout(() => {
      logger.error('workers did not stop in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    try {
      await app.close();
      metricsServer?.close();
      await db.$disconnect();
      logger.info('workers stopped');
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'workers did not stop cleanly');
      process.exit(1);
    }
  };
  // `on`, not `once`: a second signal (a wrapper such as tsx forwarding the one it got) must not fall
  // through to Node's default handler and kill the process mid-shutdown; stop() runs once.
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
