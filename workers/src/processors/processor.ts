// What a processor is: the queue it serves and a handler for that queue's validated jobs.
import type { Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Db } from '@phd/services/db/client';
import type { EnrichmentEngine } from '@phd/services/enrichment/engine';
import type { QueueJob, QueueName } from '@phd/services/events/catalogue';
import type { Logger } from '@phd/services/logger';
import type { MailContext } from '@phd/services/mail/index';
import type { WebhookSettings } from '@phd/services/webhooks/settings';
import type { Storage } from '@phd/services/storage/storage';
import type { SearchEngine } from '@phd/search/engine';

/** Everything a processor may use; built once per worker process. */
export interface ProcessorContext {
  db: Db;
  logger: Logger;
  search: SearchEngine;
  /** A shared Redis connection for processor state (e.g. view de-duplication); waits out outages. */
  redis: Redis;
  /** Prefix for keys a processor writes to Redis (the BullMQ prefix, so environments never mix). */
  keyPrefix: string;
  /** Outgoing e-mail; absent without SMTP_URL (mail jobs then fail and wait for a retry). */
  mail?: MailContext;
  /** Stored files (resumes); absent in processes that read none (jobs needing it then fail and wait). */
  storage?: Storage;
  /** The enrichment engine, built on first use (the local engine trains its classifier then). */
  enrichment?: () => Promise<EnrichmentEngine>;
  /** Import runs may fetch from 127.0.0.1 (fixture servers): test configurations only (config.ts refuses it in production). */
  intakeAllowLoopback?: boolean;
  /** Signing and sending webhooks; absent in processes that send none (webhook jobs then fail and wait). */
  webhooks?: WebhookSettings;
}

export interface Processor<Q extends QueueName = QueueName> {
  queue: Q;
  /** Must be safe to run twice for the same job (redelivery, a re-published event, a retry). */
  handle(job: QueueJob<Q>, context: ProcessorContext, raw: Job): Promise<unknown>;
}

/** Keeps the queue/job pairing checked where a processor is declared. */
export function defineProcessor<Q extends QueueName>(processor: Processor<Q>): Processor<Q> {
  return processor;
}
