// This process's view of the search index's generation (search/src/index-generation.ts), read from
// Postgres every `intervalMs` (one primary-key read, never on a request's path). The micro-cache and
// the name resolver key what they keep by it, so within one interval of an index write every gateway
// process stops serving answers from before it, whichever process or worker wrote.
//
// While the number cannot be read (Postgres unreachable) each failed read gives a generation of its
// own: answers then live one interval at most instead of trusting a number that may be out of date.
import type { Logger } from '@phd/services/logger';

export interface IndexGeneration {
  /** The generation last read: changes within `intervalMs` of an index write. */
  current(): string;
  close(): void;
}

/** Four reads a second: with HTTP max-age=1 a write shows to every client within about 1.3 s. */
export const GENERATION_POLL_MS = 250;

/** Resolves after the first read (answered or failed), so a new process starts with a settled number. */
export async function watchIndexGeneration({
  read,
  intervalMs = GENERATION_POLL_MS,
  logger,
}: {
  read: () => Promise<string>;
  intervalMs?: number;
  logger: Pick<Logger, 'warn'>;
}): Promise<IndexGeneration> {
  let value = 'start';
  let failing = false;
  /** Never reset, so an unreadable spell never reuses the names of an earlier one. */
  let unreadable = 0;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  async function poll() {
    try {
      value = await read();
      failing = false;
    } catch (error) {
      if (!failing) logger.warn({ err: error }, 'search index generation unreadable: caching one interval at most');
      failing = true;
      unreadable += 1;
      value = `unknown-${unreadable}`;
    }
    if (!closed) {
      timer = setTimeout(() => void poll(), intervalMs);
      // Never what keeps a process (or a test run) alive.
      timer.unref();
    }
  }
  await poll();

  return {
    current: () => value,
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}
