// The local enrichment engine (issue 17): offline and deterministic. An extractive summary that leads
// with the posting's research sentences (summarise.ts), the discipline from a TF-IDF nearest-centroid
// classifier trained on the labelled seed catalogue and a curated vocabulary (classifier.ts), facts by
// rules, the funding type of a whole posting by a model trained on the labelled postings (facts/), and
// the description's language from its function words (language.ts).
import type { Enrichment, EnrichmentEngine, EnrichmentInput } from '../engine.ts';
import { pickDiscipline, postingTerms, scoreTerms, type DisciplineModel } from './classifier.ts';
import { extractFacts } from './facts/index.ts';
import { detectLanguage } from './language.ts';
import { splitSentences, summaryBlocks } from './sentences.ts';
import { summarise } from './summarise.ts';
import { htmlBlocks, paragraphsText } from './text.ts';

export { trainDisciplineClassifier, classifyDiscipline, scoreDisciplines } from './classifier.ts';
export type { DisciplineModel, TrainingExample } from './classifier.ts';
export { seedTrainingExamples } from './training-examples.ts';

/** Synchronous: the seed calls it once per generated row. */
export function enrichLocally(model: DisciplineModel, input: EnrichmentInput): Enrichment {
  const blocks = htmlBlocks(input.description);
  const plain = paragraphsText(blocks);
  const editorTexts = [input.funding, input.fundingDetails].filter(Boolean).join('. ');
  const read = extractFacts({ editorTexts, description: plain, country: input.country });
  // The funding a poster or editor stated wins over the one read from the text (the badge shows it).
  const facts = input.statedFundingType ? { ...read, fundingType: input.statedFundingType } : read;
  const discipline = pickDiscipline(model, scoreTerms(model, postingTerms(input.title, input.department, blocks)));
  const summary = summarise({
    title: input.title,
    universityName: input.universityName,
    closingDate: input.closingDate,
    deadline: input.deadline,
    sentences: splitSentences(summaryBlocks(blocks)),
    plain: editorTexts ? `${plain} ${editorTexts}` : plain,
    facts,
  });
  return { summary, discipline, facts, language: detectLanguage(plain), engine: 'local' };
}

export function createLocalEngine(model: DisciplineModel): EnrichmentEngine {
  return {
    name: 'local',
    async enrich(input) {
      return enrichLocally(model, input);
    },
  };
}
