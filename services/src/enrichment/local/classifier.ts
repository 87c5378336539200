// The discipline classifier: TF-IDF nearest centroid. Each discipline's centroid is the mean of its
// labelled examples' vectors blended with its curated vocabulary (training-vocabulary.ts), which
// carries the words real postings use beyond the seed's phrase banks. Deterministic: the same
// examples always give the same model, so every process trains the same one.
import { plainText, tokenize } from './text.ts';
import { TRAINING_VOCABULARY } from './training-vocabulary.ts';
import { FOREIGN_LEXICON, phrasesIn, stemsInside } from './vocabulary/index.ts';

export interface TrainingExample {
  discipline: string;
  title: string;
  department?: string | null;
  /** Sanitised HTML or plain text. */
  description: string;
}

type Vector = Map<string, number>;

export interface DisciplineModel {
  disciplines: string[];
  idf: Map<string, number>;
  /** Weight of a term never seen in training. */
  unknownIdf: number;
  /** term -> its weight in each discipline's centroid (dense, by discipline index). */
  postings: Map<string, Float64Array>;
  /** Below this cosine the classifier answers null. */
  floor: number;
  /**
   * The best score must also be this many times the mean over all disciplines: words every
   * discipline shares ("salary", "team") can add up to a cosine above the floor without saying
   * anything about the field.
   */
  minLift: number;
}

export interface ClassifierOptions {
  /** Share of a centroid taken from the curated vocabulary (the rest from the examples). */
  vocabularyWeight?: number;
  floor?: number;
  minLift?: number;
  /** Weight of each foreign field term in its disciplines' centroids. */
  foreignWeight?: number;
}

/** Title words say most about a discipline, then the department, then the body. */
const TITLE_WEIGHT = 3;
const DEPARTMENT_WEIGHT = 2;

/** Adjacent word pairs, as terms of their own. */
export function pairs(terms: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 1; i < terms.length; i++) out.push(`${terms[i - 1]} ${terms[i]}`);
  return out;
}

/** A posting's weighted term counts, from its title, department and body tokens. */
export function postingTerms(title: string, department: string | null | undefined, body: readonly string[]) {
  const counts = new Map<string, number>();
  const add = (terms: readonly string[], weight: number) => {
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + weight);
  };
  const titleTerms = tokenize(title);
  add(titleTerms, TITLE_WEIGHT);
  // Word pairs of the title: "large language model" is AI where "language" and "model" alone are not.
  add(pairs(titleTerms), TITLE_WEIGHT);
  add(phrasesIn(titleTerms), TITLE_WEIGHT);
  if (department) {
    const departmentTerms = tokenize(department);
    add(departmentTerms, DEPARTMENT_WEIGHT);
    add(phrasesIn(departmentTerms), DEPARTMENT_WEIGHT);
  }
  add(body, 1);
  add(phrasesIn(body), 1);
  return counts;
}

function termCounts(example: Omit<TrainingExample, 'discipline'>): Map<string, number> {
  const body = example.description.includes('<') ? plainText(example.description) : example.description;
  return postingTerms(example.title, example.department, tokenize(body));
}

function weigh(counts: Map<string, number>, idf: (term: string) => number): Vector {
  const vector: Vector = new Map();
  let norm = 0;
  for (const [term, count] of counts) {
    const w = (1 + Math.log(count)) * idf(term);
    if (w <= 0) continue;
    vector.set(term, w);
    norm += w * w;
  }
  norm = Math.sqrt(norm) || 1;
  for (const [term, w] of vector) vector.set(term, w / norm);
  return vector;
}

function normalise(vector: Vector): Vector {
  let norm = 0;
  for (const w of vector.values()) norm += w * w;
  norm = Math.sqrt(norm) || 1;
  const out: Vector = new Map();
  for (const [term, w] of vector) out.set(term, w / norm);
  return out;
}

export function trainDisciplineClassifier(
  examples: readonly TrainingExample[],
  options: ClassifierOptions = {},
): DisciplineModel {
  const vocabularyWeight = options.vocabularyWeight ?? 0.5;
  const disciplines = [...new Set([...examples.map((e) => e.discipline), ...Object.keys(TRAINING_VOCABULARY)])].sort();
  const index = new Map(disciplines.map((d, i) => [d, i]));

  // Document frequencies over the examples plus one pseudo-document per vocabulary list.
  const counted = examples.map((e) => ({ discipline: e.discipline, counts: termCounts(e) }));
  const vocabularies = disciplines.map((d) => {
    const counts = new Map<string, number>();
    for (const phrase of TRAINING_VOCABULARY[d] ?? []) {
      const terms = tokenize(phrase);
      for (const t of [...terms, ...pairs(terms)]) counts.set(t, 1);
    }
    return counts;
  });
  const df = new Map<string, number>();
  for (const counts of [...counted.map((c) => c.counts), ...vocabularies]) {
    for (const term of counts.keys()) df.set(term, (df.get(term) ?? 0) + 1);
  }
  const n = counted.length + vocabularies.length;
  const idf = new Map<string, number>();
  for (const [term, f] of df) idf.set(term, Math.log((n + 1) / (f + 1)) + 1);
  const unknownIdf = Math.log(n + 1) + 1;
  const idfOf = (term: string) => idf.get(term) ?? unknownIdf;

  const sums: Vector[] = disciplines.map(() => new Map());
  const sizes = disciplines.map(() => 0);
  for (const { discipline, counts } of counted) {
    const i = index.get(discipline)!;
    sizes[i]! += 1;
    for (const [term, w] of weigh(counts, idfOf)) sums[i]!.set(term, (sums[i]!.get(term) ?? 0) + w);
  }

  const postings = new Map<string, Float64Array>();
  disciplines.forEach((_, i) => {
    const fromExamples = normalise(sums[i]!);
    const fromVocabulary = weigh(vocabularies[i]!, idfOf);
    const a = sizes[i] ? 1 - vocabularyWeight : 0;
    const b = fromVocabulary.size ? vocabularyWeight : 0;
    const centroid: Vector = new Map();
    for (const [term, w] of fromExamples) centroid.set(term, a * w);
    for (const [term, w] of fromVocabulary) centroid.set(term, (centroid.get(term) ?? 0) + b * w);
    for (const [term, w] of normalise(centroid)) {
      if (w < 1e-4) continue;
      let row = postings.get(term);
      if (!row) postings.set(term, (row = new Float64Array(disciplines.length)));
      row[i] = w;
    }
  });
  addForeignVocabulary(disciplines, n, idf, postings, options.foreignWeight ?? FOREIGN_WEIGHT);
  return { disciplines, idf, unknownIdf, postings, floor: options.floor ?? 0.04, minLift: options.minLift ?? 2.5 };
}

export interface DisciplineScore {
  discipline: string;
  score: number;
}

/**
 * The field words of other languages join each centroid beside the English one, without changing
 * it: their terms are their own ("~informatik"), each with a constant weight, so a discipline with a
 * long foreign list gains nothing over one with a short list, and an English posting, which has none
 * of these terms, scores exactly as it would without them.
 */
const FOREIGN_WEIGHT = 0.12;

function addForeignVocabulary(
  disciplines: readonly string[],
  documents: number,
  idf: Map<string, number>,
  postings: Map<string, Float64Array>,
  weight: number,
) {
  for (const [term, filed] of FOREIGN_LEXICON.disciplines) {
    idf.set(term, Math.log((documents + 1) / (filed.size + 1)) + 1);
    const row = new Float64Array(disciplines.length);
    disciplines.forEach((d, i) => {
      if (filed.has(d)) row[i] = weight;
    });
    postings.set(term, row);
  }
}

/**
 * A word the English model never saw may hold a foreign field stem (Werkstoffwissenschaften,
 * maskinlæring): it counts as those stems' terms instead. A posting with foreign field terms is
 * written in another language, and its words that neither vocabulary knows (its function words, its
 * everyday words) are left out: they say nothing about the field, and there are so many of them that
 * they would push every score under the floor.
 */
function withForeignStems(model: DisciplineModel, counts: Map<string, number>): Map<string, number> {
  const out = new Map<string, number>();
  const unknown: string[] = [];
  let foreign = false;
  for (const [term, count] of counts) {
    if (model.idf.has(term)) {
      out.set(term, (out.get(term) ?? 0) + count);
      foreign ||= term[0] === '~';
      continue;
    }
    const inside = term.includes(' ') ? [] : stemsInside(term);
    if (inside.length === 0) unknown.push(term);
    else foreign = true;
    for (const t of inside) out.set(t, (out.get(t) ?? 0) + count);
  }
  if (!foreign) return counts;
  return out;
}

/** Every discipline's cosine similarity to a posting's term counts (postingTerms), best first. */
export function scoreTerms(model: DisciplineModel, counts: Map<string, number>): DisciplineScore[] {
  const vector = weigh(withForeignStems(model, counts), (term) => model.idf.get(term) ?? model.unknownIdf);
  const scores = new Float64Array(model.disciplines.length);
  for (const [term, w] of vector) {
    const row = model.postings.get(term);
    if (row) for (let i = 0; i < row.length; i++) scores[i]! += w * row[i]!;
  }
  return model.disciplines
    .map((discipline, i) => ({ discipline, score: scores[i]! }))
    .sort((a, b) => b.score - a.score || (a.discipline < b.discipline ? -1 : 1));
}

export const scoreDisciplines = (model: DisciplineModel, posting: Omit<TrainingExample, 'discipline'>) =>
  scoreTerms(model, termCounts(posting));

/** The best discipline, or null when none is similar enough (below the model's floor). */
export function pickDiscipline(model: DisciplineModel, scores: readonly DisciplineScore[]): string | null {
  let best: DisciplineScore | undefined;
  let sum = 0;
  for (const s of scores) {
    sum += s.score;
    if (!best || s.score > best.score) best = s;
  }
  if (!best || best.score < model.floor) return null;
  return best.score >= (model.minLift * sum) / scores.length ? best.discipline : null;
}

/** The posting's discipline, or null when no discipline is similar enough. */
export const classifyDiscipline = (model: DisciplineModel, posting: Omit<TrainingExample, 'discipline'>) =>
  pickDiscipline(model, scoreDisciplines(model, posting));
