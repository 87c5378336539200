// `npm run start:gateway`: the HTTP process. Connects to Postgres and Redis, listens, and shuts down
// cleanly on SIGINT/SIGTERM (finishing in-flight requests first).
import { Redis } from 'ioredis';
import { loadConfig, requireServices } from '@phd/services/config';
import { createDb } from '@phd/services/db/client';
import { createLogger } from '@phd/services/logger';
import { buildApp } from './app.ts';

const config = requireServices(loadConfig());
const logger = createLogger(config, 'gateway');
const db = createDb(config.databaseUrl);
// Fail fast instead of queueing commands while Redis is away: requests must not hang on it.
const redis = new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
redis.on('error', (error) => logger.warn({ err: error }, 'redis connection error'));

const app = await buildApp({
  config,
  logger,
  readiness: [
    { name: 'postgres', check: async () => void (await db.$queryRaw`SELECT 1`) },
    { name: 'redis', check: async () => void (await redis.ping()) },
  ],
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logger.info({ signal }, 'shutting down');
  await app.close();
  redis.disconnect();
  await db.$disconnect();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
