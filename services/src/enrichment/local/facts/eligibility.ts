// Who may apply, as short notes, one per sentence of the posting that speaks of nationality,
// residence or fee status, in the posting's order: a known restriction as its usual short form ("UK
// applicants only", "EU/UK only"), anything else in the posting's own words (at most 200 characters),
// since "international applicants pay the difference in fees" says more than any label would.

const RULES: [RegExp, string | ((m: RegExpExecArray) => string)][] = [
  [
    /\b(?:eu\s?\/\s?uk|uk\s?\/\s?eu|uk (?:and|or) eu|eu (?:and|or) uk)\b[^.]{0,60}\bonly\b|\bonly\b[^.]{0,40}\b(?:eu\s?\/\s?uk|uk\s?\/\s?eu|uk (?:and|or) eu|eu (?:and|or) uk)\b/i,
    'EU/UK only',
  ],
  [
    /\b(?:uk|british) (?:applicants|students|nationals|citizens|candidates|residents)(?: only\b| are eligible\b)|\bonly (?:open|available) to (?:uk|british)\b|\bopen (?:only )?to (?:uk|british) (?:applicants|students|nationals|citizens|candidates) only\b/i,
    'UK applicants only',
  ],
  [
    /\bhome (?:fee[- ]status )?(?:students|applicants|candidates)(?: only\b| are eligible)|\bonly (?:open|available) to home\b|\bhome fee[- ]status\b[^.]{0,30}\b(?:only|required|must)\b|\b(?:must|need to) (?:have|be eligible for|qualify for) home fee/i,
    'home students only',
  ],
  [
    /\beu\s?\/\s?eea\b[^.]{0,40}\bonly\b|\bonly\b[^.]{0,40}\beu\s?\/\s?eea\b|\b(?:eu|eea) (?:nationals|citizens|applicants) only\b/i,
    'EU/EEA applicants only',
  ],
  [
    /\b(?:u\.?s\.?|american) citizens(?: (?:and|or) (?:u\.?s\.? )?permanent residents)?\b/i,
    'US citizens or permanent residents only',
  ],
  [/\bcanadian citizens(?: (?:and|or) permanent residents)?\b/i, 'Canadian citizens or permanent residents only'],
  [
    /\baustralian (?:citizens|permanent residents)(?: (?:and|or) (?:permanent residents|new zealand citizens))?\b/i,
    'Australian citizens or permanent residents only',
  ],
  [
    /\binternational (?:students|applicants|candidates) (?:are )?(?:not eligible|cannot apply|are ineligible)\b/i,
    'not open to international applicants',
  ],
  [
    /\bright to work in the (?:uk|eu|netherlands|germany|country)\b/i,
    (m) => `right to work in ${m[0].replace(/^.*in the /i, 'the ')} required`,
  ],
];

const ELIGIBILITY_SENTENCE =
  /\b(?:nationalit(?:y|ies)|citizenship|citizens? (?:of|only|or|and)|(?:eu|uk|us|u\.s\.|eea|swiss|canadian|australian|american|british|irish) citizens|permanent residen|(?:pay|cover|fund|meet) the difference|(?:non-eu|non-uk|international|overseas) fees|residency|right to work|fee status|(?:international|overseas|non-eu|non-uk|non-eea|eu|eea|uk|home|domestic|foreign) (?:applicants|students|candidates|nationals)|outside the (?:uk|eu)|any country|all countries|open to (?:all|both|uk|eu|home|international|domestic)|eligible to apply|(?:open to|welcomes?) (?:students|applicants|candidates) (?:worldwide|from (?:all|any) countr\w+)|(?:all|any) nationalit(?:y|ies)|home or (?:the )?international|(?:international|overseas|non-eu)(?: fee)? rate)\b|\b(?:toutes (?:les )?nationalités|(?:allen|aller) nationalitäten|todas las nacionalidades|tutte le nazionalità|alle nationaliteiten|alla nationaliteter)/i;

// Sentences that name who may apply only in passing: a language test for international applicants,
// an equality statement ("applicants of every gender, nationality and background"), or a fee
// schedule ("fees are £5,006 for home students and £23,350 for international students"; "details of
// fees for home and international students are on the website").
const LANGUAGE_TEST =
  /\b(?:toefl|ielts|english language|language (?:test|requirements?|proficiency)|not taught in english)\b/i;
const EQUALITY = /\b(?:gender|backgrounds?|disabilit\w*|ethnic\w*|religio\w*|regardless)\b/i;
const FEE = /\b(?:fees?|tuition)\b/i;
const FEE_INFO =
  /\b(?:fees?|tuition)\b[^.;]{0,40}?(?:[£€$¥₩]\s?\d|\d[\d,.]*\s?(?:€|eur|usd|cad|aud|gbp)\b)|\b(?:details|schedule|consult|should note|higher|vary|different rates)\b/i;
const WHO_PAYS =
  /\b(?:only|eligible|ineligible|open to|difference|waive[sd]?|waiver|covers|covering|(?:is|are) covered|balance|same terms|equal terms)\b/i;

/** "can be considered for the Scholarship for International Students": the group names an award to compete for. */
const COMPETED =
  /\b(?:considered for|compete for|apply for)\b[^.;]*\b(?:scholarships?|awards?|fellowships?|grants?) for (?:international|overseas|foreign|domestic|home) (?:students|applicants|candidates)\b/i;

const inPassing = (sentence: string) =>
  LANGUAGE_TEST.test(sentence) ||
  COMPETED.test(sentence) ||
  EQUALITY.test(sentence) ||
  (FEE.test(sentence) && FEE_INFO.test(sentence) && !WHO_PAYS.test(sentence));

/** A long sentence is cut to the clause that speaks of who may apply ("…for both EU and non-EU students"). */
function clipNote(text: string): string {
  if (text.length <= 200) return text;
  const at = ELIGIBILITY_SENTENCE.exec(text)?.index ?? 0;
  const clause = Math.max(text.lastIndexOf(',', at), text.lastIndexOf(';', at), text.lastIndexOf(':', at));
  const from = at + 100 > text.length ? Math.max(0, text.length - 199) : Math.max(0, clause + 1, at - 120);
  const cut = text.slice(from, from + 199).trim();
  const head = from > 0 ? '…' : '';
  if (from + 199 >= text.length) return `${head}${cut}`;
  return `${head}${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s,;:]+$/, '')}…`;
}

export function eligibilityOf(text: string): string[] {
  const notes: string[] = [];
  let restricted = false;
  for (const raw of text.split(/(?<=[.!?])\s+/)) {
    const sentence = raw.trim();
    if (!ELIGIBILITY_SENTENCE.test(sentence)) continue;
    let note: string | null = null;
    for (const [pattern, label] of RULES) {
      const m = pattern.exec(sentence);
      if (!m) continue;
      note = typeof label === 'string' ? label : label(m);
      break;
    }
    if (note !== null) restricted = true;
    else if (inPassing(sentence)) continue;
    note ??= clipNote(sentence.replace(/[.!?]$/, ''));
    if (!notes.includes(note)) notes.push(note);
  }
  // A general welcome beside a restriction usually speaks of something else ("international
  // students are welcome to apply for other projects"): the restriction is what binds.
  const open = /\b(?:welcome|open to (?:all|international)|all nationalities|any nationality)\b/i;
  return (restricted ? notes.filter((n) => !(open.test(n) && !/\bonly\b/i.test(n))) : notes).slice(0, 10);
}
