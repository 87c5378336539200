// The discipline classifier: TF-IDF nearest centroid. Each discipline's centroid is the mean of its
// labelled examples' vectors blended with its curated vocabulary (training-vocabulary.ts), which
// carries the words real postings use beyond the seed's phrase banks. Deterministic: the same
// examples always give the same model, so every process trains the same one.
import { htmlBlocks, plainText, tokenize, type TextBlock } from './text.ts';
import { TRAINING_VOCABULARY } from './training-vocabulary.ts';
import { bodyTokens } from './vocabulary/boilerplate.ts';
import { framesOf, pastSpans } from './vocabulary/frames.ts';
import { FOREIGN_LEXICON, phrasesIn, stemsInside } from './vocabulary/index.ts';
import { readNames } from './vocabulary/names.ts';

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

/** Adjacent word pairs, as terms of their own. */
export function pairs(terms: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 1; i < terms.length; i++) out.push(`${terms[i - 1]} ${terms[i]}`);
  return out;
}

type Counts = Map<string, number>;

function addAll(counts: Counts, terms: readonly string[], weight: number) {
  for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + weight);
}

/**
 * A title's or department's terms: its words, their pairs and the foreign phrases among them; not the
 * words that only narrow down a field it names ("health" in Health Economics).
 */
function headingTerms(text: string, names: ReturnType<typeof readNames>, withPairs: boolean): Counts {
  const modifiers = new Set(names.modifiers.flatMap((word) => tokenize(word)));
  const terms = modifiers.size ? tokenize(text).filter((t) => !modifiers.has(t)) : tokenize(text);
  const counts: Counts = new Map();
  addAll(counts, terms, 1);
  // Word pairs of the title: "large language model" is AI where "language" and "model" alone are not.
  if (withPairs) addAll(counts, pairs(terms), 1);
  addAll(counts, phrasesIn(terms), 1);
  return counts;
}

/**
 * A posting's terms, kept apart by where they stand: the title, the department and the body are
 * scored each on its own and then weighed (scoreTerms), so the title counts as much in a 300-word
 * posting as in a 50-word one. Body words in stretches about the university (its introduction, its
 * equality statement) count for little.
 */
export interface PostingTerms {
  title: Counts;
  department: Counts;
  body: Counts;
  /** The disciplines the title names outright ("Health Economics"), then the department's. */
  titleNames: ReadonlySet<string>;
  departmentNames: ReadonlySet<string>;
  /** The disciplines whose question the research asks, whatever its object, with their bonus (frames.ts). */
  frames: ReadonlyMap<string, number>;
}

export function postingTerms(
  title: string,
  department: string | null | undefined,
  blocks: readonly TextBlock[],
): PostingTerms {
  const body = bodyTokens(blocks);
  const bodyCounts: Counts = new Map();
  body.tokens.forEach((term, i) => bodyCounts.set(term, (bodyCounts.get(term) ?? 0) + body.weights[i]!));
  addAll(bodyCounts, phrasesIn(body.tokens), 1);
  const titleNames = readNames(title);
  const departmentNames = readNames(department ?? '');
  const project = [...tokenize(title), ...pastSpans(title)];
  body.tokens.forEach((term, i) => {
    if (body.weights[i] === 1) project.push(term);
  });
  project.push(...pastSpans(body.project));
  return {
    title: headingTerms(title, titleNames, true),
    department: headingTerms(department ?? '', departmentNames, false),
    body: bodyCounts,
    titleNames: titleNames.named,
    departmentNames: departmentNames.named,
    frames: framesOf(project, departmentNames.named),
  };
}

/** Title words say most about a discipline, then the department, then the body (for training). */
const TITLE_WEIGHT = 3;
const DEPARTMENT_WEIGHT = 2;

/** One bag of terms for a training example: the title's and department's counted several times. */
function termCounts(example: Omit<TrainingExample, 'discipline'>): Counts {
  const body = example.description.includes('<') ? plainText(example.description) : example.description;
  const terms = postingTerms(example.title, example.department, []);
  const counts: Counts = new Map();
  for (const [term, n] of terms.title) counts.set(term, (counts.get(term) ?? 0) + TITLE_WEIGHT * n);
  for (const [term, n] of terms.department) counts.set(term, (counts.get(term) ?? 0) + DEPARTMENT_WEIGHT * n);
  const tokens = tokenize(body);
  addAll(counts, tokens, 1);
  addAll(counts, phrasesIn(tokens), 1);
  return counts;
}

function weigh(counts: Map<string, number>, idf: (term: string) => number): Vector {
  const vector: Vector = new Map();
  let norm = 0;
  for (const [term, count] of counts) {
    // Sublinear in the count; a term seen only in boilerplate weighs less than one seen once.
    const w = (count >= 1 ? 1 + Math.log(count) : count) * idf(term);
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
 * Each channel's share of a posting's score. The department weighs least: it names another field
 * than the project's about one posting in ten (an AI project in Computer Science, a crop project in
 * Biosciences).
 */
export const CHANNEL_WEIGHTS = { title: 1, department: 0.3, body: 1 };
/**
 * A discipline the title (or the department) names outright gains this share of the posting's best
 * score. A share, not a fixed amount: a short posting's scores are of another size than a long one's,
 * and a fixed amount that only breaks ties in one outweighs the whole body in the other. Chosen on the
 * tuning sets, with their bodies thinned out (half the words dropped, or only the first or last 60
 * kept) to stand for postings in words the model knows less well: the department's share is as large
 * as the title's there, a larger title share gained nothing.
 */
export const NAMED_BONUS = { title: 0.3, department: 0.3 };
/** What a compound's modifier counts for beside its head: Medizinrecht is law first. */
const MODIFIER_WEIGHT = 0.5;

/**
 * A word the English model never saw may hold foreign field stems (Werkstoffwissenschaften,
 * maskinlæring): it counts as those stems' terms instead, its last part (the compound's head) fully.
 * A posting with foreign field terms is written in another language, and its words that neither
 * vocabulary knows (its function words, its everyday words) are left out: they say nothing about the
 * field, and there are so many of them that they would push every score under the floor.
 */
function withForeignStems(model: DisciplineModel, channels: readonly Counts[]): Counts[] {
  let foreign = false;
  const expanded = channels.map((counts) => {
    const out: Counts = new Map();
    for (const [term, count] of counts) {
      if (model.idf.has(term)) {
        out.set(term, (out.get(term) ?? 0) + count);
        foreign ||= term.charCodeAt(0) === 126; // "~"
        continue;
      }
      const inside = term.includes(' ') ? [] : stemsInside(term);
      if (inside.length > 0) foreign = true;
      inside.forEach((t, i) => {
        const weight = i === inside.length - 1 ? count : count * MODIFIER_WEIGHT;
        out.set(t, (out.get(t) ?? 0) + weight);
      });
    }
    return out;
  });
  return foreign ? expanded : [...channels];
}

function cosines(model: DisciplineModel, counts: Counts, into: Float64Array, share: number) {
  const vector = weigh(counts, (term) => model.idf.get(term) ?? model.unknownIdf);
  for (const [term, w] of vector) {
    const row = model.postings.get(term);
    if (row) for (let i = 0; i < row.length; i++) into[i]! += share * w * row[i]!;
  }
}

/** Each discipline's similarity to the title, the department and the body, apart. */
export interface ChannelScores {
  title: Float64Array;
  department: Float64Array;
  body: Float64Array;
}

export function channelScores(model: DisciplineModel, terms: PostingTerms): ChannelScores {
  const [title, department, body] = withForeignStems(model, [terms.title, terms.department, terms.body]);
  const out = {
    title: new Float64Array(model.disciplines.length),
    department: new Float64Array(model.disciplines.length),
    body: new Float64Array(model.disciplines.length),
  };
  cosines(model, title!, out.title, 1);
  cosines(model, department!, out.department, 1);
  cosines(model, body!, out.body, 1);
  return out;
}

/** Every discipline's score for a posting (postingTerms), best first. */
export function scoreTerms(model: DisciplineModel, terms: PostingTerms): DisciplineScore[] {
  const channels = channelScores(model, terms);
  const scores = new Float64Array(model.disciplines.length);
  for (let i = 0; i < scores.length; i++)
    scores[i] =
      CHANNEL_WEIGHTS.title * channels.title[i]! +
      CHANNEL_WEIGHTS.department * channels.department[i]! +
      CHANNEL_WEIGHTS.body * channels.body[i]!;
  const best = Math.max(...scores);
  model.disciplines.forEach((d, i) => {
    if (terms.titleNames.has(d)) scores[i]! += NAMED_BONUS.title * best;
    // A title that names a field names the project's; the department it sits in ("Doktorand i
    // miljövetenskap" at an Institution för geovetenskap) then adds nothing of its own.
    const departmentCounts = terms.titleNames.size === 0 || terms.titleNames.has(d);
    if (departmentCounts && terms.departmentNames.has(d)) scores[i]! += NAMED_BONUS.department * best;
    scores[i]! += (terms.frames.get(d) ?? 0) * best;
  });
  return model.disciplines
    .map((discipline, i) => ({ discipline, score: scores[i]! }))
    .sort((a, b) => b.score - a.score || (a.discipline < b.discipline ? -1 : 1));
}

/** A description's blocks: HTML's paragraphs and headings, or plain text as one paragraph. */
const blocksOf = (description: string): TextBlock[] =>
  description.includes('<') ? htmlBlocks(description) : [{ text: description, heading: false, item: false }];

export const scoreDisciplines = (model: DisciplineModel, posting: Omit<TrainingExample, 'discipline'>) =>
  scoreTerms(model, postingTerms(posting.title, posting.department, blocksOf(posting.description)));

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
