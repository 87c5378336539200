// Labelled examples from the seed catalogue's generator: deterministic (a fixed seed and clock), so
// every process trains the same model. The generator labels each posting with the discipline whose
// phrase banks wrote it.
import { createOpportunityFactory, generateUniversities } from '../../seed/generate.ts';
import type { TrainingExample } from './classifier.ts';

const TRAINING_SEED = 17;
const TRAINING_NOW = new Date('2026-01-01T00:00:00Z');
export const TRAINING_SIZE = 1200;

export function seedTrainingExamples(count = TRAINING_SIZE): TrainingExample[] {
  const universities = generateUniversities(TRAINING_SEED, TRAINING_NOW);
  const next = createOpportunityFactory({ seed: TRAINING_SEED, stream: 'training', now: TRAINING_NOW, universities });
  const examples: TrainingExample[] = [];
  for (let i = 0; i < count; i++) {
    const row = next();
    examples.push({
      discipline: row.discipline,
      title: row.title,
      department: row.department,
      description: row.description,
    });
  }
  return examples;
}
