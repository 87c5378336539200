// The demo catalogue as `npm start` and `npm run seed` load it: the seed (which writes no outbox
// events) followed by one bulk pass of the search indexer, so listings are searchable at once.
import type { Db } from '@phd/services/db/client';
import { seedDemo, type SeedOptions, type SeedResult } from '@phd/services/seed/index';
import { createPostgresEngine } from '@phd/search/postgres/engine';

export async function loadDemoCatalogue(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const result = await seedDemo(db, options);
  if (!result.skipped) await createPostgresEngine(db).reindexAll();
  return result;
}
