// The full reindex both benchmarks time (run.ts reports it, plans.ts notes it beside the plans): over
// a settled catalogue, as production reindexes one (vacuumed, its writes checkpointed), not while
// Postgres is still setting hint bits on and flushing the rows the seed wrote a moment ago.
import type { Db } from '@phd/services/db/client';
import { createPostgresEngine } from '@phd/search/postgres/engine';

export interface TimedReindex {
  documents: number;
  seconds: number;
  /** Documents per second. */
  rate: number;
}

export async function timedFullReindex(db: Db, log: (line: string) => void): Promise<TimedReindex> {
  log('vacuum and checkpoint of the seeded catalogue...');
  await db.$executeRawUnsafe('VACUUM (ANALYZE) opportunities');
  await db.$executeRawUnsafe('CHECKPOINT');
  // The seed writes no search documents: this first full reindex is the one measured.
  log('full reindex...');
  const started = performance.now();
  const result = await createPostgresEngine(db).reindexAll();
  const seconds = (performance.now() - started) / 1000;
  const documents = result.indexed + result.removed;
  log(
    `full reindex: ${documents} documents in ${seconds.toFixed(1)} s (${Math.round(documents / seconds)} documents/s)`,
  );
  return { documents, seconds, rate: documents / seconds };
}
