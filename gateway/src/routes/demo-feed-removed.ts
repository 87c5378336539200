// Which of the demo feed's items have been taken out on the demo page (issue 31, docs/imports.md
// "Trying it offline"). Kept in Redis, so a removal outlives a gateway restart (the two runs that close
// a removed position may be minutes apart) and every gateway process serves the same feed. Without
// Redis (an in-process test app) they live in this process's memory.
import type { Redis } from 'ioredis';
import { unavailable } from '@phd/services/errors';

export interface RemovedItems {
  list(): Promise<Set<string>>;
  remove(guid: string): Promise<void>;
  putBack(guid: string): Promise<void>;
}

export const DEMO_FEED_UNAVAILABLE =
  'The demo feed cannot be read or changed right now (its store, Redis, is not answering); try again in a moment.';

/** The set's key, under the environment's prefix like the rate limits, so environments sharing a Redis keep apart. */
export const removedItemsKey = (prefix: string) => `${prefix}:demo-imports:removed`;

export function createRemovedItems(store?: { redis: Redis; prefix: string }): RemovedItems {
  if (!store) {
    const removed = new Set<string>();
    return {
      list: async () => new Set(removed),
      remove: async (guid) => void removed.add(guid),
      putBack: async (guid) => void removed.delete(guid),
    };
  }
  const key = removedItemsKey(store.prefix);
  // The gateway's Redis connection fails fast: a refusal becomes a 503 with a sentence, never a 500.
  const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch {
      throw unavailable(DEMO_FEED_UNAVAILABLE);
    }
  };
  return {
    list: () => guarded(async () => new Set(await store.redis.smembers(key))),
    remove: (guid) => guarded(async () => void (await store.redis.sadd(key, guid))),
    putBack: (guid) => guarded(async () => void (await store.redis.srem(key, guid))),
  };
}
