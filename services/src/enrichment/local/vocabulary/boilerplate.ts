// What a posting says about its university rather than its project: the introduction (founded in
// 1450, 40,000 students, ranked among the best, known for robotics and biomedicine), the equality
// statement and the staff benefits. Their field words describe the whole university, so they count
// for little in the discipline. Two signs mark them: a heading ("About us", "Über uns", "Om oss",
// "À propos", "Over ons") over the blocks that follow it, and, in a posting without such headings, a
// sentence made of the words of such stretches. Words folded and stemmed as the tokeniser does; a word
// ending in "*" is a prefix.
import { sentencesOf } from '../sentences.ts';
import { foldAccents, tokenize, type TextBlock } from '../text.ts';
import { wordMatcher } from './matcher.ts';

// Words that only stretches about the university use.
const STRONG = `
  founded oldest renowned campus campuses staff employees employer alumni nobel laureates inhabitants vibrant
  committed underrepresented univers* hochschul* gegrundet studierend* beschaftigt* mitarbeitend*
  standort* exzellen* frauenanteil* gleichstellung* chancengleich* schwerbehindert* bevorzugt* fondee fonde
  etudiant* classement* egalite opgericht studenten medewerkers fundada fundado estudiantes igualdad ateneo
  fondata fondato studenti classifica parita grundades grundlagt grunnlagt studerande studerende anstallda
  ansatte medarbetare medarbejdere lärosäte* jamstalldhet ligestilling likestilling yliopisto* perustettu
  opiskelij* henkilo* yhdenvertais* universidade estudantes ranked
`;
// Words such stretches use, but so does many a project (a study of gender, of the largest floods).
const WEAK = `
  equality established largest ranking rankings located comprehensive known abroad strengths hosts kendt kjent kand
  bekannt connue conocida reconocida destaca acoge nota vahvuu* diversity inclusive inclusion disabilities
  disability ethnicity gender women backgrounds vielfalt* diversitat* diversite handicap* femmes diversiteit*
  inclusie* vrouwen mujeres hombres discapacidad diversidad disabilita mangfald* mangfold* monimuotoisuu*
`;

const isStrong = wordMatcher(STRONG);
const isWeak = wordMatcher(WEAK);

const MARKER_CACHE = new Map<string, number>();
const MARKER_CACHE_MAX = 100_000;

/** What a token says of its sentence being about the university: 1, a half, or nothing. */
function markerWeight(token: string): number {
  let weight = MARKER_CACHE.get(token);
  if (weight !== undefined) return weight;
  weight = isStrong(token) ? 1 : isWeak(token) ? 0.5 : 0;
  if (MARKER_CACHE.size >= MARKER_CACHE_MAX) MARKER_CACHE.clear();
  MARKER_CACHE.set(token, weight);
  return weight;
}

/** What a boilerplate token counts for, against 1 for a project's. */
export const BOILERPLATE_WEIGHT = 0.2;
/** A sentence is about the university from this many marker words (a weak one counting a half)... */
const SENTENCE_MARKERS = 1.5;
/** ...when they make up this share of its words. */
const SENTENCE_SHARE = 0.15;

/**
 * A sentence made of the words of a university's introduction or equality statement: a strong one and
 * another at least, making a good share of the sentence. One word alone never decides, nor do weak
 * ones alone: a project on gender pay gaps, or on the largest floods on record, keeps its words.
 */
export function isBoilerplateSentence(tokens: readonly string[]): boolean {
  let markers = 0;
  let strong = false;
  const seen = new Set<string>();
  for (const token of tokens) {
    const weight = markerWeight(token);
    if (weight === 0 || seen.has(token)) continue;
    seen.add(token);
    markers += weight;
    strong ||= weight === 1;
  }
  return strong && markers >= SENTENCE_MARKERS && markers >= SENTENCE_SHARE * tokens.length;
}

// A heading over the university's introduction or its equality statement, in every language the
// engine reads (folded: "Über uns" -> "uber uns"). "About the project", "Om stillingen" and "About the
// group" are not: they describe the place.
const ABOUT_HEADING = new RegExp(
  [
    // "About" (in each language) followed by us, the employer or the institution (a name may stand between).
    String.raw`^(?:about|uber|a propos(?: de)?|over|om|sobre|acerca de|tietoa|chi siamo|wir uber)\s+(?:[\w'-]+\s+){0,2}(?:l'|d')?(?:us|uns|nous|ons|oss|os|nosotros|noi|meista|university|universitat|universite|universiteit|universitet\w*|universidad|universita|hochschule|employer|arbeitgeber|employeur|werkgever|arbetsgivare\w*|arbeidsgiver\w*|institution|organi[sz]ation|faculty|fakultat|faculte|faculteit|fakultet\w*|school|department|institute|institut\w*|instituut|college|ecole|etablissement|ateneo|yliopisto\w*|tyonantaja\w*|city|stadt|ville|region|campus|arbetsplatsen|arbeidsplassen|arbejdspladsen)\b`,
    // A heading naming the institution alone, or who it is.
    String.raw`^(?:the university|our university|die universitat|l'universite|de universiteit|universitetet|la universidad|l'universita|who we are|wer wir sind|qui sommes[- ]nous|wie zijn wij|quienes somos|meista|presentation de l'?(?:etablissement|universite)|working at\b|life in\b|living in\b|leben in\b)`,
    // The equality statement.
    String.raw`^(?:(?:our )?commitment to )?(?:equality|diversity|inclusion|equal opportunit\w*|gleichstellung|chancengleichheit|vielfalt|diversitat|egalite|diversite|diversiteit|gelijke kansen|jamstalldhet|mangfald|mangfold|likestilling|ligestilling|igualdad|diversidad|yhdenvertaisuus|tasa-arvo)\b`,
  ].join('|'),
);

export function isAboutHeading(text: string): boolean {
  return ABOUT_HEADING.test(
    foldAccents(text.toLowerCase().replace(/’/g, "'"))
      .replace(/[:.!?]+$/, '')
      .trim(),
  );
}

/**
 * A paragraph that stands as a heading: a few words without a full stop ("<p><strong>Über
 * uns</strong></p>"), as many job boards write their headings.
 */
function standsAsHeading(block: TextBlock): boolean {
  return block.heading || (!block.item && block.text.length <= 40 && !/[.!?]$/.test(block.text));
}

/** A posting's body tokens for the discipline, each with its weight (low for boilerplate). */
export interface BodyTokens {
  tokens: string[];
  weights: number[];
  /** The sentences about the project (not boilerplate), as written. */
  project: string;
}

/**
 * The body's tokens (headings left out: they are context) and what each counts for: little under an
 * "About us" heading (up to the next heading) and in sentences about the university.
 */
export function bodyTokens(blocks: readonly TextBlock[]): BodyTokens {
  const tokens: string[] = [];
  const weights: number[] = [];
  const project: string[] = [];
  let about = false;
  for (const block of blocks) {
    if (standsAsHeading(block)) {
      about = isAboutHeading(block.text);
      if (block.heading) continue;
    }
    if (about) {
      for (const t of tokenize(block.text)) {
        tokens.push(t);
        weights.push(BOILERPLATE_WEIGHT);
      }
      continue;
    }
    for (const sentence of sentencesOf(block.text)) {
      const words = tokenize(sentence);
      const weight = isBoilerplateSentence(words) ? BOILERPLATE_WEIGHT : 1;
      if (weight === 1) project.push(sentence);
      for (const t of words) {
        tokens.push(t);
        weights.push(weight);
      }
    }
  }
  return { tokens, weights, project: project.join(' ') };
}
