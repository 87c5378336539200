// The gateway's producer for view-counts batches (a direct-job queue on a fail-fast connection).
import type { Logger } from '@phd/services/logger';
import { createDirectQueue, type DirectQueue } from './direct-queue.ts';

export type ViewQueue = DirectQueue<'view-counts'>;

export const createViewQueue = (redisUrl: string, prefix: string, logger: Logger, commandTimeoutMs?: number) =>
  createDirectQueue('view-counts', redisUrl, prefix, logger, commandTimeoutMs);
