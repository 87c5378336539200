// The subject a posting's title names, without the position words around it: "PhD Studentship:
// Verified Compilation of Rust" -> "Verified Compilation of Rust", "Doctoral researcher (m/f/d) in
// Optimal Transport" -> "Optimal Transport", "Wissenschaftliche*r Mitarbeiter*in – Laufzeitsysteme"
// -> "Laufzeitsysteme", "Soil Carbon Dynamics (PhD)" -> "Soil Carbon Dynamics". Only ever a piece
// of the title as written, so a title of another shape is left whole rather than garbled.

// Gender notes and trailing remarks in brackets: "(m/f/d)", "(all genders)", "(PhD)", "(100 %)".
const BRACKETS = /\s*\([^()]{0,40}\)/g;
const GENDER_NOTE = /\s*\((?:[mfwdx]\s*\/\s*){1,3}[mfwdx]\)|\s*\((?:all genders|gn\*?|w\/m\/d|m\/w\/d)\)/gi;
const POSITION =
  /(?<![\p{L}])(?:ph\.?\s?d\.?(?:-\p{L}+)?|dphil|doctoral|doctorate|doktorand(?:in|\*in|enstelle)?|doktoratsstipendium|mitarbeiter(?:in|\*in)?|wissenschaftliche[r*]*|universitätsassistent(?:in|\*in|\/in)?|studentships?|scholarships?|stipendium|positions?|researcher|research|candidate|students?|fellow(?:ship)?|assistant|assistantship|programme|program|opportunit(?:y|ies)|project|place|contrat|doctorat|thèse|these|sujet|proposition|proposal|bourse|(?:buiten)?promovend(?:us|a)?|promotieplaats|doktorgrad|stipendiat|doctorado|predoctoral|tohtorikoulutettava|väitöskirjatutkija|admission|vacancy|call|promotion|promotionsstelle|promotionsprogramm|ausschreibung|dottorato|thesis|topic)(?![\p{L}])/iu;
const POSITIONS = new RegExp(POSITION.source, 'giu');
const JOIN = /\s(?:in|on|for|of|zu|zum|zur|im|en|sur|i|om|inom|within|into|about)\s/i;
const JOIN_FIRST = new RegExp(`^${JOIN.source}`, 'i');

/** What follows the title's position words ("PhD Studentship in X" -> "X"), or null when none lead. */
function afterPosition(text: string, fieldOnly = false): string | null {
  const join = JOIN.exec(text);
  const head = join && join.index < 60 ? text.slice(0, join.index) : text.split(' ').slice(0, 6).join(' ');
  const last = [...head.matchAll(POSITIONS)].at(-1);
  if (!last) return null;
  const rest = ` ${text.slice(last.index + last[0].length).replace(/^[\s,]+/, '')}`;
  const joined = JOIN_FIRST.exec(rest);
  const topic = (joined ? rest.slice(joined[0].length) : rest).trim();
  // A field is named after "in" ("Doctoral Researcher in Phonetics"); other leftovers are not one.
  if (fieldOnly && !joined) return null;
  return topic.length >= 3 && /^[\p{L}\p{N}]/u.test(topic) ? topic : null;
}

export function titleTopic(title: string): string {
  let text = title.replace(GENDER_NOTE, '').replace(/\s+/g, ' ').trim();
  const unbracketed = text.replace(BRACKETS, '').replace(/\s+/g, ' ').trim();
  if (unbracketed.length > 10) text = unbracketed;
  const separator = /\s*:\s+|\s+[–—-]\s+/.exec(text);
  if (separator) {
    const left = text.slice(0, separator.index);
    const right = text.slice(separator.index + separator[0].length);
    const count = (side: string) => side.match(POSITIONS)?.length ?? 0;
    // The side with fewer position words, or with more words besides them, names the subject.
    const rest = (side: string) =>
      side
        .replace(POSITIONS, '')
        .replace(/[\d\s]+/g, ' ')
        .trim();
    const rightIsTopic =
      count(right) < count(left) || (count(right) === count(left) && rest(right).length >= rest(left).length);
    if (count(left) > 0 && rightIsTopic && right.length > 3) {
      // "Doctoral Researcher in Phonetics: Prosody of Questions" keeps its field too.
      const field = afterPosition(left, true);
      return field ? `${right} (${field})` : right;
    }
    if (count(right) > 0 && left.length > 3) return afterPosition(left) ?? left;
    return text;
  }
  return afterPosition(text) ?? text;
}

// Where a subject's head ends: "Hydrogen Combustion | for Low-Emission Gas Turbines".
const HEAD_END =
  /\s(?:for|of|in|with|on|from|to|at|under|across|beyond|between|among|using|via|through|during|after|before|and the|für|von|im|zur|zum|bei|mit|pour|dans|avec|sur|van|voor|bij|met|för|av|til|med|para|del|en|con|–|—|-)\s/i;

/** The subject's head, when shorter and still a phrase of two words or more ("Hydrogen Combustion"). */
export function topicHead(topic: string): string | null {
  const end = HEAD_END.exec(topic);
  if (!end) return null;
  const head = topic.slice(0, end.index).replace(/[\s,;:]+$/, '');
  return head.split(/\s+/).length >= 2 && head.length < topic.length ? head : null;
}
