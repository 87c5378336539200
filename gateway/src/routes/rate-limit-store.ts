// Where the per-IP limits of rate-limits.ts are counted: in Redis, so every gateway process sharing it
// counts the same window (two gateways allow what one does). One fail-fast connection per gateway,
// made here and closed with the gateway (gateway.ts); /readyz pings the same connection, so a gateway
// that says "ready" counts its limits.
//
// The limits fail open: while Redis is down, a check fails at once (no offline queue) and the request
// goes through; while Redis hangs, after COMMAND_TIMEOUT_MS. An outage costs the limits for its
// length, never the forms, listings or sign-in.
import { Redis } from 'ioredis';
import type { Logger } from '@phd/services/logger';

/** How long a limit check may wait for Redis before the request goes through uncounted. */
export const COMMAND_TIMEOUT_MS = 500;

/** Redis and key prefix the limits count under (the environment's QUEUE_PREFIX; tests use their own). */
export interface RateLimitStore {
  redis: Redis;
  prefix: string;
}

/** The gateway's connection for limit counters (and readiness): never queues, never waits long. */
export function createRateLimitRedis(url: string, logger: Logger): Redis {
  const redis = new Redis(url, {
    connectionName: 'gateway-rate-limits',
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
  redis.on('error', (error) => logger.warn({ err: error }, 'redis connection error'));
  return redis;
}

/** Every counter's key starts with this, e.g. `phd:rate-limit:POST/api/contact-203.0.113.7`. */
export const rateLimitNamespace = (prefix: string) => `${prefix}:rate-limit:`;

/** The @fastify/rate-limit options that count in Redis and let requests through when it fails. */
export function rateLimitStoreOptions({ redis, prefix }: RateLimitStore) {
  return { redis, nameSpace: rateLimitNamespace(prefix), skipOnError: true };
}
