// Counting without touching the database on the request path: records are kept in memory under a
// key (a repeat inside one batch is merged into the first) and sent as ONE direct job about every
// second, or as soon as maxPending keys wait. Best-effort: when Redis is down a batch is dropped
// with one warning per outage, and recording never waits for or fails on any of this.
import type { Logger } from '@phd/services/logger';

export interface BatchBuffer<T> {
  /** Records one item; returns at once. */
  record(key: string, item: T): void;
  /** Sends what is buffered now (the timer does this by itself). Resolves when the send settles. */
  flush(): Promise<void>;
  /** Stops the timer after a last flush. */
  close(): Promise<void>;
  /** Keys waiting for the next flush. */
  readonly pending: number;
}

export interface BatchBufferOptions<T> {
  /** What is counted, for the logs ("view counts"). */
  what: string;
  send(items: T[]): Promise<unknown>;
  logger: Logger;
  /** Combines a repeat of a key inside one batch (default: the first one stays). */
  merge?(first: T, repeat: T): T;
  flushMs?: number;
  maxPending?: number;
}

export function createBatchBuffer<T>({
  what,
  send,
  logger,
  merge = (first) => first,
  flushMs = 1_000,
  maxPending = 500,
}: BatchBufferOptions<T>): BatchBuffer<T> {
  let pending = new Map<string, T>();
  let dropping = false;
  const inFlight = new Set<Promise<void>>();

  function sendBatch(items: T[]): Promise<void> {
    const sent = send(items)
      .then(() => {
        if (dropping) logger.info(`${what} reach Redis again`);
        dropping = false;
      })
      .catch((err: unknown) => {
        // One warning per outage, not one per second of it.
        const context = { err: err instanceof Error ? err.message : String(err), dropped: items.length };
        if (!dropping) logger.warn(context, `${what} dropped: Redis unavailable (they are best-effort)`);
        else logger.debug(context, `${what} dropped`);
        dropping = true;
      })
      .finally(() => inFlight.delete(sent));
    inFlight.add(sent);
    return sent;
  }

  function flush(): Promise<void> {
    if (pending.size > 0) {
      const items = [...pending.values()];
      pending = new Map();
      void sendBatch(items);
    }
    return Promise.all(inFlight).then(() => undefined);
  }

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  return {
    record(key, item) {
      const first = pending.get(key);
      pending.set(key, first === undefined ? item : merge(first, item));
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
