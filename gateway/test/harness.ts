// The gateway as the discovery suites use it: its own database (optionally with the demo catalogue,
// indexed), local file storage in a temporary folder, and a view-counts producer on a queue prefix of
// its own, all in-process (app.inject, no listening).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { pino } from 'pino';
import { createSearchEngine } from '@phd/search/create-engine';
import type { SearchEngine } from '@phd/search/engine';
import { loadConfig } from '@phd/services/config';
import type { Db } from '@phd/services/db/client';
import { publiclyOpen } from '@phd/services/opportunities/public-visibility';
import { seedDemo } from '@phd/services/seed/index';
import { createLocalStorage, type Storage } from '@phd/services/storage/index';
import { buildApp, type App } from '../src/app.ts';
import { createOperatorQueues, type OperatorQueues } from '../src/operators/queues.ts';
import { createRateLimitRedis } from '../src/routes/rate-limit-store.ts';
import { createDirectQueue, type DirectQueue } from '../src/views/direct-queue.ts';
import { createViewQueue, type ViewQueue } from '../src/views/view-producer.ts';
import { createTestDatabase, redisUrl, uniquePrefix, type TestDatabase } from '../../tests/support/services.ts';

export interface Gateway {
  app: App;
  db: Db;
  database: TestDatabase;
  search: SearchEngine;
  storage: Storage;
  views: ViewQueue;
  /** The analytics queue page views and events are sent to (same prefix as views). */
  analytics: DirectQueue<'analytics'>;
  /** BullMQ prefix of this gateway's queues (view-counts, analytics). */
  prefix: string;
  /** Every catalogue queue under that prefix, as the queue board and the search panel see them. */
  operators: OperatorQueues;
  /** The connection rate limits count on (fail-fast: until it is ready, limits let everything through). */
  rateLimitRedis: Redis;
  close(): Promise<void>;
}

export interface GatewayOptions {
  /** Seed the demo catalogue with this many listings and index it (default: no catalogue). */
  seedCount?: number;
  cacheTtlMs?: number;
  viewFlushMs?: number;
  /** Where view batches go and rate limits are counted (default: the test Redis). */
  redisUrl?: string;
  label?: string;
  /** Wraps the engine the app uses (e.g. to count queries). */
  wrapSearch?: (engine: SearchEngine) => SearchEngine;
  /** Variables on top of the test configuration (e.g. MAIL_CATCHER_DIR, NODE_ENV). */
  env?: Record<string, string>;
  analyticsFlushMs?: number;
  /** The built web app to serve (default web/dist); page tests pass a fixture index.html. */
  webRoot?: string;
  /** URLs per sitemap file (default 50,000). */
  sitemapPageSize?: number;
  /** Another process of that gateway's deployment: its database and queue prefix, caches of its own. */
  sharing?: Gateway;
}

export const testConfig = (env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });

export async function startGateway(options: GatewayOptions = {}): Promise<Gateway> {
  const database = options.sharing?.database ?? (await createTestDatabase());
  const config = testConfig(options.env);
  const search = createSearchEngine(config, database.db);
  if (options.seedCount !== undefined && !options.sharing) {
    await seedDemo(database.owner, { count: options.seedCount });
    await search.reindexAll();
  }
  const storageRoot = mkdtempSync(join(tmpdir(), 'gateway-files-'));
  const storage = createLocalStorage(storageRoot);
  const prefix = options.sharing?.prefix ?? uniquePrefix(options.label ?? 'gateway');
  // Errors only: a 500 in a test run names its cause in the CI log (TEST_LOG_LEVEL=silent hides them).
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'error' });
  const views = createViewQueue(options.redisUrl ?? redisUrl(), prefix, logger);
  const analytics = createDirectQueue('analytics', options.redisUrl ?? redisUrl(), prefix, logger);
  const operators = createOperatorQueues(options.redisUrl ?? redisUrl(), prefix, logger);
  // Limits count in Redis under this gateway's prefix, as in production (fresh counters per gateway).
  const limits = createRateLimitRedis(options.redisUrl ?? redisUrl(), logger);
  if (!options.redisUrl) await Promise.all([views.ready(), analytics.ready(), redisReady(limits)]);
  const app = await buildApp({
    config,
    logger,
    readiness: [],
    db: database.db,
    search: options.wrapSearch ? options.wrapSearch(search) : search,
    storage,
    views,
    cacheTtlMs: options.cacheTtlMs,
    viewFlushMs: options.viewFlushMs,
    analytics,
    analyticsFlushMs: options.analyticsFlushMs,
    webRoot: options.webRoot,
    sitemapPageSize: options.sitemapPageSize,
    operators,
    rateLimits: { redis: limits, prefix },
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    search,
    storage,
    views,
    analytics,
    prefix,
    operators,
    rateLimitRedis: limits,
    async close() {
      await app.close();
      await views.close();
      await analytics.close();
      await operators.close();
      limits.disconnect();
      if (!options.sharing) await database.drop();
      rmSync(storageRoot, { recursive: true, force: true });
    },
  };
}

/** Resolves once a fail-fast connection takes commands (before that, limits would not count). */
export function redisReady(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => redis.once('ready', () => resolve()));
}

/** Rows the public catalogue shows (services/src/opportunities/public-visibility.ts). */
export const searchable = publiclyOpen;

/** GET as JSON, failing with the body when the status is not the expected one. */
export async function getJson<T = unknown>(app: App, url: string, status = 200): Promise<T> {
  const res = await app.inject({ method: 'GET', url });
  if (res.statusCode !== status) throw new Error(`GET ${url}: expected ${status}, got ${res.statusCode}: ${res.body}`);
  return res.json() as T;
}

/** A filter parameter in the spec's form: JSON text {"in":[...]}, URL-encoded. */
export const inList = (...values: string[]) => encodeURIComponent(JSON.stringify({ in: values }));
