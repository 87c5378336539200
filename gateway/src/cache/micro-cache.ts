// A one-second in-process cache for public reads. Under load, every request for the same listing in
// the same second shares one engine query (single-flight: concurrent misses wait on the same
// promise). Once an entry is older than its lifetime it is still served while one background load
// refreshes it (stale-while-revalidate), so no request waits on a refill. Failures are never cached.
//
// Serving a stale answer is only safe while nothing changed, so entries are keyed by the search
// index's generation (cache/index-generation.ts): after an index write every process misses and reads
// afresh within a quarter of a second, however long ago an address was last asked for. Without a
// generation (caches of things the index does not hold) a change shows within ten lifetimes.
import { LRUCache } from 'lru-cache';

export interface MicroCache {
  /** The cached value for `key`, or the result of `load()` (shared by concurrent callers). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export interface MicroCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** Past this age (default ten lifetimes) a stale value is not served: the caller waits for a fresh one. */
  maxStaleMs?: number;
  /** Part of every key: when it changes, nothing cached before is served again. */
  generation?: () => string;
}

interface Entry {
  /** The value (or the first load, still pending). */
  current: Promise<unknown>;
  loadedAt: number;
  refreshing: boolean;
}

export function createMicroCache({
  ttlMs = 1_000,
  maxEntries = 5_000,
  maxStaleMs = ttlMs * 10,
  generation = () => '',
}: MicroCacheOptions = {}): MicroCache {
  // Off: every read goes to the engine (the cold-query benchmark measures the engine this way).
  if (ttlMs === 0) return { get: (_key, loader) => loader(), clear: () => undefined };
  // An entry older than maxStaleMs is never served again, so it is dropped then (ttlAutopurge) rather
  // than kept until 5,000 newer keys push it out: a visitor mix of distinct pages otherwise held
  // hundreds of megabytes of dead listings (the soak drill, tests/faults/soak.test.ts).
  const entries = new LRUCache<string, Entry>({ max: maxEntries, ttl: maxStaleMs, ttlAutopurge: true });

  function load<T>(key: string, loader: () => Promise<T>): Promise<T> {
    const pending = loader();
    const entry: Entry = { current: pending, loadedAt: Date.now(), refreshing: false };
    entries.set(key, entry);
    pending.then(
      () => (entry.loadedAt = Date.now()),
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return pending;
  }

  return {
    get<T>(route: string, loader: () => Promise<T>): Promise<T> {
      const key = `${generation()}\n${route}`;
      const entry = entries.get(key);
      if (!entry) return load(key, loader);
      const age = Date.now() - entry.loadedAt;
      if (age <= ttlMs) return entry.current as Promise<T>;
      if (age > maxStaleMs) return load(key, loader);
      if (!entry.refreshing) {
        entry.refreshing = true;
        loader().then(
          (value) => entries.set(key, { current: Promise.resolve(value), loadedAt: Date.now(), refreshing: false }),
          () => (entry.refreshing = false),
        );
      }
      return entry.current as Promise<T>;
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

const serialized = new WeakMap<object, string>();

/**
 * The reply serializer: JSON text of a payload, computed once per object. Cached reads hand out the
 * same (never mutated) object for a whole second, so a large listing is stringified once, not per request.
 */
export function serializeOnce(payload: unknown): string {
  if (payload === null || typeof payload !== 'object') return JSON.stringify(payload);
  let json = serialized.get(payload);
  if (json === undefined) {
    json = JSON.stringify(payload);
    serialized.set(payload, json);
  }
  return json;
}
