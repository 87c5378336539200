// Opening an opportunity counts a view without touching the database on the request path: the
// gateway keeps (visitor, opportunity) pairs in memory and sends them as ONE view-counts.batch job
// about every second (or at 500 pairs). Views are best-effort: when Redis is down the batch is
// dropped with a warning, and the request never waits for or fails on any of this.
import type { DirectJobData } from '@phd/services/events/catalogue';
import type { Logger } from '@phd/services/logger';

export type ViewBatch = DirectJobData<'view-counts', 'view-counts.batch'>;
export type ViewRecord = ViewBatch['views'][number];

/** What the buffer needs of a producer; a BullMQ Queue on a fail-fast connection is one. */
export interface ViewProducer {
  add(name: 'view-counts.batch', data: ViewBatch): Promise<unknown>;
}

export interface ViewBuffer {
  /** Records one opening; returns at once. */
  record(visitor: string, opportunityId: string): void;
  /** Sends what is buffered now (the timer does this by itself). Resolves when the send settles. */
  flush(): Promise<void>;
  /** Stops the timer after a last flush. */
  close(): Promise<void>;
  /** Pairs waiting for the next flush. */
  readonly pending: number;
}

export interface ViewBufferOptions {
  producer: ViewProducer;
  logger: Logger;
  flushMs?: number;
  maxPending?: number;
  now?: () => number;
}

export function createViewBuffer({
  producer,
  logger,
  flushMs = 1_000,
  maxPending = 500,
  now = Date.now,
}: ViewBufferOptions): ViewBuffer {
  // Keyed by visitor and opportunity: repeated openings inside one batch travel once.
  let pending = new Map<string, ViewRecord>();
  let dropping = false;
  const inFlight = new Set<Promise<void>>();

  function send(views: ViewRecord[]): Promise<void> {
    const sent = producer
      .add('view-counts.batch', { views })
      .then(() => {
        if (dropping) logger.info('view counts reach Redis again');
        dropping = false;
      })
      .catch((err: unknown) => {
        // One warning per outage, not one per second of it.
        const context = { err: err instanceof Error ? err.message : String(err), dropped: views.length };
        if (!dropping) logger.warn(context, 'view counts dropped: Redis unavailable (views are best-effort)');
        else logger.debug(context, 'view counts dropped');
        dropping = true;
      })
      .finally(() => inFlight.delete(sent));
    inFlight.add(sent);
    return sent;
  }

  function flush(): Promise<void> {
    if (pending.size > 0) {
      const views = [...pending.values()];
      pending = new Map();
      void send(views);
    }
    return Promise.all(inFlight).then(() => undefined);
  }

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  return {
    record(visitor, opportunityId) {
      const key = `${visitor}:${opportunityId}`;
      if (!pending.has(key)) pending.set(key, { visitor, opportunityId, at: now() });
      if (pending.size >= maxPending) void flush();
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
    get pending() {
      return pending.size;
    },
  };
}
