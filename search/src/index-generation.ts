// The index generation (table search_generation): a number that goes up after every write to the
// search index, whichever engine holds it. The gateway reads it a few times a second and keys its
// cached answers by it (gateway/src/cache/index-generation.ts), so once a write is visible to search
// no gateway process reuses an answer from before it: that is what keeps docs/catalogue-and-search.md's "a new position
// shows within 2 seconds" true for any read, however long an address has been cached.
//
// Bumped after the engine's write has returned (the Postgres engine's statement has committed; the
// Elasticsearch engine waits for the refresh), so a reader that sees the new number also sees the
// write. View counts do not bump it: they change no listing's membership, only the most-viewed order,
// which the caches refresh within their own lifetime.
import type { Db } from '@phd/services/db/client';
import type { SearchEngine } from './engine.ts';

export async function bumpIndexGeneration(db: Db): Promise<void> {
  await db.$executeRaw`
    INSERT INTO search_generation (id, generation) VALUES (1, 1)
    ON CONFLICT (id) DO UPDATE SET generation = search_generation.generation + 1`;
}

/** The current generation, as text (a bigint). */
export async function readIndexGeneration(db: Db): Promise<string> {
  const [row] = await db.$queryRaw<{ generation: bigint }[]>`SELECT generation FROM search_generation WHERE id = 1`;
  return String(row?.generation ?? 0n);
}

/**
 * The engine with every index write (index, remove, reindexAll and each of its batches) followed by a
 * bump, a failed one too: it may have changed part of the index before it failed.
 */
export function withIndexGeneration<E extends SearchEngine>(db: Db, engine: E): E {
  const bumpAfter = async <T>(write: Promise<T>): Promise<T> => {
    let result: T;
    try {
      result = await write;
    } catch (error) {
      await bumpIndexGeneration(db).catch(() => undefined);
      throw error;
    }
    await bumpIndexGeneration(db);
    return result;
  };
  return {
    ...engine,
    index: (ids) => bumpAfter(engine.index(ids)),
    remove: (ids) => bumpAfter(engine.remove(ids)),
    reindexAll: (options = {}) => {
      // Partitions report concurrently; one chain keeps their reports in the order they were made
      // (the bump awaits the database, so two reports could otherwise overtake each other).
      let reported = Promise.resolve();
      return bumpAfter(
        engine.reindexAll({
          ...options,
          onProgress: (progress) =>
            (reported = reported.then(async () => {
              await bumpIndexGeneration(db);
              await options.onProgress?.(progress);
            })),
        }),
      );
    },
  };
}
