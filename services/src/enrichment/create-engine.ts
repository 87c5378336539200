// Which enrichment engine a process uses: the OpenAI one (falling back to the local one) when
// OPENAI_API_KEY is set, else the local one. Call it once per process: the OpenAI engine's per-minute
// budget lives in the engine.
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { EnrichmentEngine } from './engine.ts';
import { createOpenAiEngine } from './openai/engine.ts';

export function createEnrichmentEngine(
  config: Pick<Config, 'openai'>,
  local: EnrichmentEngine,
  logger?: Logger,
): EnrichmentEngine {
  if (!config.openai) return local;
  return createOpenAiEngine({ ...config.openai, fallback: local, logger });
}
