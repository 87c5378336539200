// The gateway process's parts, wired from configuration: database, Redis, search engine, storage,
// the view queue and the app. server.ts listens with it; the benchmark server adds one route to it.
import { createSearchEngine } from '@phd/search/create-engine';
import { requireServices, type Config } from '@phd/services/config';
import { createDb } from '@phd/services/db/client';
import { createLogger } from '@phd/services/logger';
import { createStorage } from '@phd/services/storage/index';
import { buildApp, type App } from './app.ts';
import { createOperatorQueues } from './operators/queues.ts';
import { createRateLimitRedis } from './routes/rate-limit-store.ts';
import { createDirectQueue } from './views/direct-queue.ts';
import { createViewQueue } from './views/view-producer.ts';

export interface Gateway {
  app: App;
  /** Closes the app (finishing in-flight requests, sending buffered views), then every connection. */
  close(): Promise<void>;
}

export async function createGateway(loaded: Config): Promise<Gateway> {
  const config = requireServices(loaded);
  const logger = createLogger(config, 'gateway');
  const db = createDb(config.databaseUrl);
  // Rate-limit counters and the readiness ping; fails fast, so requests never hang on Redis.
  const redis = createRateLimitRedis(config.redisUrl, logger);
  const views = createViewQueue(config.redisUrl, config.queuePrefix, logger);
  const analytics = createDirectQueue('analytics', config.redisUrl, config.queuePrefix, logger);
  const operators = createOperatorQueues(config.redisUrl, config.queuePrefix, logger);

  const app = await buildApp({
    config,
    logger,
    readiness: [
      { name: 'postgres', check: async () => void (await db.$queryRaw`SELECT 1`) },
      { name: 'redis', check: async () => void (await redis.ping()) },
    ],
    db,
    search: createSearchEngine(config, db),
    storage: createStorage(config),
    views,
    analytics,
    operators,
    rateLimits: { redis, prefix: config.queuePrefix },
    cacheTtlMs: config.cacheTtlMs,
  });

  return {
    app,
    async close() {
      await app.close();
      await views.close();
      await analytics.close();
      await operators.close();
      redis.disconnect();
      await db.$disconnect();
    },
  };
}
