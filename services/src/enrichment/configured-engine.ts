// The engine the workers and the seed use, built once per process: the local engine, with the
// classifier trained from the labelled catalogue, wrapped by the OpenAI engine when a key is set.
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { EnrichmentEngine } from './engine.ts';

export function lazyEnrichmentEngine(db: Db, logger: Logger): () => Promise<EnrichmentEngine> {
  let engine: Promise<EnrichmentEngine> | null = null;
  return () => {
    engine ??= buildEngine(db, logger).catch((err: unknown) => {
      engine = null;
      throw err;
    });
    return engine;
  };
}

async function buildEngine(db: Db, logger: Logger): Promise<EnrichmentEngine> {
  void db;
  void logger;
  throw new Error('the enrichment engines land with the local and OpenAI engine branches');
}
