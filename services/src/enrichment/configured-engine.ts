// The engine a process uses, built once on first use: the local engine with its discipline classifier
// trained from the labelled seed catalogue (deterministic, so every process trains the same model),
// wrapped by the OpenAI engine when OPENAI_API_KEY is set (it falls back to the local one).
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { createEnrichmentEngine } from './create-engine.ts';
import type { EnrichmentEngine } from './engine.ts';
import {
  createLocalEngine,
  seedTrainingExamples,
  trainDisciplineClassifier,
  type DisciplineModel,
} from './local/index.ts';

let model: DisciplineModel | null = null;

/** The classifier, trained once per process (the seed and the workers share it). */
export function disciplineModel(): DisciplineModel {
  model ??= trainDisciplineClassifier(seedTrainingExamples());
  return model;
}

/** The local engine alone: the seed, and processes without OpenAI settings. */
export const localEnrichmentEngine = (): EnrichmentEngine => createLocalEngine(disciplineModel());

export function lazyEnrichmentEngine(
  config: Pick<Config, 'openai'> = { openai: undefined },
  logger?: Logger,
): () => Promise<EnrichmentEngine> {
  let engine: EnrichmentEngine | null = null;
  return async () => {
    engine ??= createEnrichmentEngine(config, localEnrichmentEngine(), logger);
    return engine;
  };
}
