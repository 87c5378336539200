// Opening an opportunity counts a view without touching the database on the request path: the
// gateway keeps (visitor, opportunity) pairs in memory and sends them as ONE view-counts.batch job
// about every second (or at 500 pairs); see batch-buffer.ts for the best-effort rules.
import type { DirectJobData } from '@phd/services/events/catalogue';
import type { Logger } from '@phd/services/logger';
import { createBatchBuffer, type BatchBuffer } from './batch-buffer.ts';
import type { JobProducer } from './direct-queue.ts';

export type ViewBatch = DirectJobData<'view-counts', 'view-counts.batch'>;
export type ViewRecord = ViewBatch['views'][number];

/** What the buffer needs of a producer; a view queue (view-producer.ts) is one. */
export type ViewProducer = JobProducer<'view-counts'>;

export interface ViewBuffer extends Omit<BatchBuffer<ViewRecord>, 'record'> {
  /** Records one opening; returns at once. */
  record(visitor: string, opportunityId: string): void;
}

export interface ViewBufferOptions {
  producer: ViewProducer;
  logger: Logger;
  flushMs?: number;
  maxPending?: number;
  now?: () => number;
}

export function createViewBuffer({ producer, now = Date.now, ...options }: ViewBufferOptions): ViewBuffer {
  // Keyed by visitor and opportunity: repeated openings inside one batch travel once.
  const buffer = createBatchBuffer<ViewRecord>({
    ...options,
    what: 'view counts',
    send: (views) => producer.add('view-counts.batch', { views }),
  });
  return {
    record: (visitor, opportunityId) =>
      buffer.record(`${visitor}:${opportunityId}`, { visitor, opportunityId, at: now() }),
    flush: buffer.flush,
    close: buffer.close,
    get pending() {
      return buffer.pending;
    },
  };
}
