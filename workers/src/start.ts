// The worker process, minus process concerns (env, signals): the outbox relay plus one BullMQ worker
// per catalogue queue. main.ts runs it; tests start it against their own database and Redis prefix.
import type { Job, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Db } from '@phd/services/db/client';
import type { EnrichmentEngine } from '@phd/services/enrichment/engine';
import { lazyEnrichmentEngine } from '@phd/services/enrichment/configured-engine';
import { DEFAULT_QUEUE_PREFIX, type QueueName } from '@phd/services/events/catalogue';
import type { Logger } from '@phd/services/logger';
import type { MailContext } from '@phd/services/mail/index';
import type { WebhookSettings } from '@phd/services/webhooks/settings';
import type { Storage } from '@phd/services/storage/storage';
import type { SearchEngine } from '@phd/search/engine';
import { createPostgresEngine } from '@phd/search/postgres/engine';
import { parseJob } from './jobs.ts';
import type { WorkerMetrics } from './metrics.ts';
import type { Processor, ProcessorContext } from './processors/processor.ts';
import { buildRegistry, processors as allProcessors } from './processors/registry.ts';
import { closeQuietly, createWorker, waitingConnection, type RedisTarget } from './queue-factory.ts';
import { createRelay, type Relay, type RelayOptions } from './relay.ts';
import { schedules as allSchedules, startSchedules } from './schedules.ts';

export interface StartWorkersOptions extends RedisTarget {
  db: Db;
  logger: Logger;
  /** OUTBOX_POLL_MS */
  pollMs: number;
  /** WORKER_CONCURRENCY: jobs in flight per queue. */
  concurrency: number;
  /** WORKER_STALLED_MS: how soon a job of a worker that died is run again (BullMQ's 30 s if unset). */
  stalledMs?: number;
  /** Defaults to the Postgres engine on `db`. */
  search?: SearchEngine;
  processors?: readonly Processor[];
  /** Relay tuning, or false to run workers only. */
  relay?: Pick<RelayOptions, 'batchSize' | 'commandTimeoutMs' | 'backoff'> | false;
  /** Job schedulers to upsert (the sweep); tests usually pass []. */
  schedules?: typeof allSchedules;
  /** Outgoing e-mail (createMailContext); without it mail jobs wait in their queue. */
  mail?: MailContext;
  /** Stored files (createStorage): resumes to read and delete. */
  storage?: Storage;
  /** The enrichment engine, built on first use (main.ts: lazyEnrichmentEngine(config)); the local one by default. */
  enrichment?: () => Promise<EnrichmentEngine>;
  /** Job durations and outcomes per queue (metrics.ts), served by main.ts on WORKER_METRICS_PORT. */
  metrics?: WorkerMetrics;
  /** Import runs may fetch from 127.0.0.1: test configurations only. */
  intakeAllowLoopback?: boolean;
  /** Signing and sending webhooks (services/src/webhooks); without it webhook jobs wait in their queue. */
  webhooks?: WebhookSettings;
}

export interface WorkerProcess {
  relay: Relay | null;
  workers: ReadonlyMap<QueueName, Worker>;
  /** Stops the relay, lets active jobs finish, closes every connection. */
  close(): Promise<void>;
}

export async function startWorkers(options: StartWorkersOptions): Promise<WorkerProcess> {
  const { db, logger } = options;
  // First, before any connection: a queue without a processor would silently pile up jobs.
  const registry = buildRegistry(options.processors ?? allProcessors);
  const { maxRetriesPerRequest, retryStrategy } = waitingConnection(options.redisUrl);
  const redis = new Redis(options.redisUrl, { maxRetriesPerRequest, retryStrategy });
  redis.on('error', (err) => logger.warn({ err: err.message }, 'processor redis connection error'));
  const context: ProcessorContext = {
    db,
    logger,
    search: options.search ?? createPostgresEngine(db),
    redis,
    keyPrefix: options.prefix ?? DEFAULT_QUEUE_PREFIX,
    mail: options.mail,
    storage: options.storage,
    intakeAllowLoopback: options.intakeAllowLoopback,
    webhooks: options.webhooks,
    enrichment: options.enrichment ?? lazyEnrichmentEngine(),
  };

  const workers = new Map<QueueName, Worker>();
  for (const [queue, processor] of registry) {
    const handle = (job: Job) => processor.handle(parseJob(queue, job.name, job.data), context, job);
    workers.set(queue, createWorker(queue, handle, { ...options, concurrency: options.concurrency, logger }));
    options.metrics?.watch(queue, workers.get(queue)!);
  }
  const relay = options.relay === false ? null : createRelay({ ...options, ...options.relay });
  relay?.start();
  const scheduler = startSchedules(options, logger, options.schedules ?? allSchedules);
  logger.info({ queues: [...workers.keys()], relay: relay !== null }, 'workers started');

  return {
    relay,
    workers,
    async close() {
      await relay?.stop();
      await closeQuietly(workers.values(), logger);
      await scheduler.close();
      redis.disconnect();
      options.mail?.mailer.close();
    },
  };
}
