// Page views and UI events from the web app, counted in memory per (UTC day, name, label) and sent
// as ONE analytics.batch job about every second; see batch-buffer.ts for the best-effort rules.
import { randomUUID } from 'node:crypto';
import { PAGE_VIEW, countedPath, type AnalyticsCount } from '@phd/services/analytics/index';
import type { Logger } from '@phd/services/logger';
import { createBatchBuffer, type BatchBuffer } from './batch-buffer.ts';
import type { JobProducer } from './direct-queue.ts';

export type AnalyticsProducer = JobProducer<'analytics'>;

export interface AnalyticsBuffer extends Omit<BatchBuffer<AnalyticsCount>, 'record'> {
  pageView(path: string): void;
  event(name: string, label: string): void;
}

export interface AnalyticsBufferOptions {
  producer: AnalyticsProducer;
  logger: Logger;
  flushMs?: number;
  maxPending?: number;
  now?: () => number;
}

const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);

export function createAnalyticsBuffer({
  producer,
  now = Date.now,
  ...options
}: AnalyticsBufferOptions): AnalyticsBuffer {
  const buffer = createBatchBuffer<AnalyticsCount>({
    ...options,
    what: 'analytics counts',
    merge: (first, repeat) => ({ ...first, count: first.count + repeat.count }),
    send: (counts) => producer.add('analytics.batch', { batchId: randomUUID(), counts }),
  });
  const count = (name: string, label: string) => {
    const day = utcDay(now());
    buffer.record(`${day}\n${name}\n${label}`, { day, name, label, count: 1 });
  };
  return {
    pageView: (path) => count(PAGE_VIEW, countedPath(path)),
    event: count,
    flush: buffer.flush,
    close: buffer.close,
    get pending() {
      return buffer.pending;
    },
  };
}
