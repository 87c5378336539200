// Pay words the posting names without promising them: under a negation ("neither a position nor a
// stipend", "ohne Stipendium", "ei palkkaa eikä apurahaa"), in a list of examples of the candidate's
// own sources ("their own funding, for example a government scholarship"), or as the candidate's own
// ("candidates who hold their own scholarships"). They are blanked out of the promised text, so every
// component reads the same promise; the rest of the clause (who pays the fees) stays as written.
import { COMPOUND_PAY, EMPLOYMENT_WORDS, PAY_WORDS } from './vocabulary.ts';

/** A pay or post word, or "funded"/"paid" said of the place. */
const PAY_WORD = new RegExp(
  `(?<![\\p{L}])(?:${EMPLOYMENT_WORDS}|${PAY_WORDS}|fellowships?|funded|paid|salary|salaries|stelle|position|post|contrat|contract|contrato|contratto)(?![\\p{L}])|\\p{L}*${COMPOUND_PAY}\\p{L}*`,
  'giu',
);

/**
 * A negation, in every language the engine reads, not the ones that widen ("not only", "nicht nur",
 * "no later than", "non-EU").
 */
const NEGATION =
  /(?<![\p{L}-])(?:not|no|without|neither|nor|never|kein\w*|ohne|weder|nicht|pas|sans|ni|aucun\w*|geen|zonder|niet|ingen|inget|inga|utan|uden|uten|ikke|inte|ei|eikä|ilman|sin|senza|né|non|sem|nem|não|nessun\w*|ningún|ninguna|nenhum\w*)(?![\p{L}-])(?!\s+(?:only|just|later|earlier|less|fewer|more|sooner|nur|später|seulement|plus tard|alleen|later dan|bara|kun|bare|vain|solo|sólo|só|apenas|más tarde|oltre|dopo|longer)\b)/giu;
/** Where a negation's reach ends: a clause break or a new coordinated clause ("no fees and a stipend"). */
const SCOPE_END =
  /[.,;:!?()]|\s(?:and|plus|but|while|whereas|und|sowie|aber|sondern|et|mais|en|maar|y|pero|sino|e|ma|och|men|og|ja|mutta|vaan|as well as|together with)\s/iu;
/** "For example", "such as", "zum Beispiel", "par exemple", "bijvoorbeeld", "esimerkiksi"... */
const EXAMPLES =
  /(?<![\p{L}])(?:for (?:example|instance)|e\.\s?g\.|such as|zum beispiel|z\.\s?b\.|beispielsweise|etwa (?:über|durch|ein)|par exemple|p\.\s?ex\.|bijvoorbeeld|bv\.|zoals|till exempel|t\.\s?ex\.|for eksempel|f\.\s?eks\.|esimerkiksi|esim\.|por ejemplo|p\.\s?ej\.|ad esempio|per esempio|ad es\.|por exemplo)(?![\p{L}])/iu;
/** Examples of funding, or of the candidate's own sources: not "benefits such as a pension". */
const FUNDING_BEFORE =
  /(?:fund|financ|finanz|rahoit|sponsor|sources?|quellen|bronnen|fuentes|fonti|fontes|kilder|källor|lähte|own|eigen|propre|propi|proprio|selbst|itse|zelf|själv|selv|themselves|yourself)/iu;

/** The candidate's own: "hold their own scholarships", "ein eigenes Stipendium", "egen lön". */
const OWN = /(?<![\p{L}])(?:own|eigene[nmrs]?|eigen|propre|egen|egne|oma)(?![\p{L}])/giu;

/**
 * Same length, so the clause's other words keep their places, and still a word to the rules that
 * count words between two others ("no scholarship or fee waiver"), though no letter.
 */
const blank = (text: string) => text.replace(PAY_WORD, (w) => '_'.repeat(w.length));

const FIRST_PAY = new RegExp(PAY_WORD.source, 'iu');
/** At most `near` words before the first pay word: "does not carry a scholarship" (three). */
const WITHIN = (near: number) => new RegExp(`^\\s*(?:[\\p{L}'’-]+\\s+){0,${near}}$`, 'u');
const WITHIN_ONE = WITHIN(1);
const WITHIN_THREE = WITHIN(3);

/**
 * The pay word is what the negated verb is done by or in, not what is denied: "fees are not covered
 * by the studentship", "nicht im Stipendium enthalten", "ne sont pas inclus dans la bourse".
 */
const AGENT =
  /(?<![\p{L}])(?:by|in|from|within|under|through|durch|von|vom|im|aus|par|dans|de|du|door|van|uit|da|dal|dalla|nel|nella|por|en|del|av|af|fra|från|genom|gennem|kautta)\s+(?:\S+\s+)?$/iu;

/** Blank the pay words an opener reaches, the first of them near it. */
function blankAfter(text: string, opener: RegExp, near: RegExp): { text: string; blanked: boolean } {
  let out = text;
  let blanked = false;
  for (const m of text.matchAll(opener)) {
    const start = m.index + m[0].length;
    const after = text.slice(start);
    const end = after.search(SCOPE_END);
    const scope = end < 0 ? after : after.slice(0, end);
    const first = FIRST_PAY.exec(scope);
    if (!first) continue;
    const between = scope.slice(0, first.index);
    if (!near.test(between) || AGENT.test(between)) continue;
    out = out.slice(0, start) + blank(scope) + out.slice(start + scope.length);
    blanked = true;
  }
  return { text: out, blanked };
}

/** "Applicants without a scholarship", "those with no salary": people, not the place, lack the pay. */
const PEOPLE_WITHOUT =
  /\b(?:candidates?|applicants?|students?|those|people|persons?|bewerber\S*|kandidat\S*|candidat\S*|aspirantes?|sökande|søkere|ansøgere|hakij\S*) (?:with |who have |who hold )?(?:no|not|without|ohne|sans|zonder|sin|senza|sem|utan|uden|uten|ilman)\b/iu;

/**
 * The clause with the pay words it does not promise blanked out, and whether a negation took pay
 * away from the place itself ("this is not a paid position", "weder eine Stelle noch ein Stipendium").
 */
export function withoutUnpromisedPay(clause: string): { text: string; noPay: boolean } {
  if (!FIRST_PAY.test(clause)) return { text: clause, noPay: false };
  let text = clause;
  // Examples of funding sources: everything after the marker, in a clause about funding.
  const example = EXAMPLES.exec(text);
  if (example && FUNDING_BEFORE.test(text.slice(0, example.index)))
    text = text.slice(0, example.index) + blank(text.slice(example.index));
  const negated = blankAfter(blankAfter(text, OWN, WITHIN_ONE).text, NEGATION, WITHIN_THREE);
  return { text: negated.text, noPay: negated.blanked && !PEOPLE_WITHOUT.test(clause) };
}
