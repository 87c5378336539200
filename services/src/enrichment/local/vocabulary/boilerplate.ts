// What a posting says about its university rather than its project: the introduction (founded in
// 1450, 40,000 students, ranked among the best, known for robotics and biomedicine), the equality
// statement and the staff benefits. Their field words describe the whole university, so a stretch of
// text dense with these words counts for little in the discipline. Words folded and stemmed as the
// tokeniser does; a word ending in "*" is a prefix.
import { tokenize } from '../text.ts';

const MARKERS = `
  founded established oldest largest ranked ranking rankings renowned campus campuses staff employees employer
  alumni nobel laureates inhabitants located vibrant comprehensive equality diversity inclusive inclusion known
  abroad strengths hosts kendt kjent kand bekannt connue conocida reconocida destaca acoge nota vahvuu*
  underrepresented disabilities disability ethnicity gender women backgrounds committed
  univers* hochschul* gegrundet studierend* beschaftigt* mitarbeitend* standort* exzellen* frauenanteil*
  gleichstellung* chancengleich* schwerbehindert* vielfalt* diversitat* bevorzugt* fondee fonde etudiant*
  classement* egalite diversite handicap* femmes opgericht studenten medewerkers diversiteit* inclusie* vrouwen
  fundada fundado estudiantes igualdad mujeres hombres discapacidad diversidad ateneo fondata fondato studenti
  classifica parita disabilita grundades grundlagt grunnlagt studerande studerende anstallda ansatte
  medarbetare medarbejdere lärosäte* jamstalldhet mangfald* mangfold* ligestilling likestilling yliopisto*
  perustettu opiskelij* henkilo* yhdenvertais* monimuotoisuu* universidade estudantes
`;

const EXACT = new Set<string>();
const PREFIXES: string[] = [];
for (const word of MARKERS.split(/\s+/).filter(Boolean)) {
  if (word.endsWith('*')) {
    for (const stem of tokenize(word.slice(0, -1))) PREFIXES.push(stem);
  } else for (const stem of tokenize(word)) EXACT.add(stem);
}
const PREFIX = new RegExp(`^(?:${PREFIXES.join('|')})`);

const MARKER_CACHE = new Map<string, boolean>();
const MARKER_CACHE_MAX = 100_000;

function isMarker(token: string): boolean {
  let marker = MARKER_CACHE.get(token);
  if (marker !== undefined) return marker;
  marker = EXACT.has(token) || PREFIX.test(token);
  if (MARKER_CACHE.size >= MARKER_CACHE_MAX) MARKER_CACHE.clear();
  MARKER_CACHE.set(token, marker);
  return marker;
}

/** Tokens either side that make a token's neighbourhood: about a sentence of content words. */
const REACH = 8;
/** What a boilerplate token counts for, against 1 for a project's. */
export const BOILERPLATE_WEIGHT = 0.2;

/**
 * Each body token's weight in the discipline: low inside stretches about the university, that is
 * between two of their words (or on one, with another close by). Both sides, so that a project
 * paragraph right after the introduction keeps its first words.
 */
export function bodyWeights(tokens: readonly string[]): Float64Array {
  const n = tokens.length;
  const marks = tokens.map(isMarker);
  const FAR = 1e9;
  // The nearest marker strictly before each token, and strictly after it.
  const before = new Float64Array(n);
  const after = new Float64Array(n);
  for (let i = 0, last = -FAR; i < n; i++) {
    before[i] = last;
    if (marks[i]) last = i;
  }
  for (let i = n - 1, next = FAR; i >= 0; i--) {
    after[i] = next;
    if (marks[i]) next = i;
  }
  const weights = new Float64Array(n).fill(1);
  for (let i = 0; i < n; i++) {
    const previous = i - before[i]! <= REACH;
    const following = after[i]! - i <= REACH;
    if (marks[i] ? previous || following : previous && following) weights[i] = BOILERPLATE_WEIGHT;
  }
  return weights;
}
