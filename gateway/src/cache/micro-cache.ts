// A one-second in-process cache for public reads. Under load, every request for the same listing in
// the same second shares one engine query (single-flight: concurrent misses wait on the same
// promise), while a change still shows within about a second. Failures are never cached.
import { LRUCache } from 'lru-cache';

export interface MicroCache {
  /** The cached value for `key`, or the result of `load()` (shared by concurrent callers). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export interface MicroCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
}

export function createMicroCache({ ttlMs = 1_000, maxEntries = 5_000 }: MicroCacheOptions = {}): MicroCache {
  const entries = new LRUCache<string, Promise<unknown>>({ max: maxEntries, ttl: ttlMs, ttlAutopurge: false });
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit) return hit as Promise<T>;
      const pending = load();
      entries.set(key, pending);
      pending.catch(() => {
        if (entries.get(key) === pending) entries.delete(key);
      });
      return pending;
    },
    clear: () => entries.clear(),
  };
}

/** A stable key: object keys sorted at every level (dates become ISO strings), so equal requests share an entry. */
export function cacheKey(route: string, params: unknown): string {
  return `${route} ${JSON.stringify(params, (_key, value: unknown) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    return value;
  })}`;
}
