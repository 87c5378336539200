// Who may apply, as short notes. Each rule names the note it adds; notes keep the posting's order
// of strictness (a restriction before an openness note) and never repeat.

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
    /\b(?:open to|welcome(?:s)?|invite) (?:applicants|candidates|students)? ?(?:of|from) (?:all|any) nationalit(?:y|ies)\b|\b(?:open to|regardless of|irrespective of) (?:all |any )?nationalit(?:y|ies)\b|\b(?:applicants|candidates|students) (?:of|from) (?:any|all) (?:nationalit(?:y|ies)|countr(?:y|ies))\b|\bno nationality restrictions?\b|\ball nationalities\b|\bopen to (?:both )?(?:home and international|international and home|uk and international|all) (?:applicants|students|candidates)\b|\binternational (?:applicants|students|candidates) are (?:welcome|eligible|encouraged)\b|\bopen to international\b|\bworldwide\b/i,
    'open to all nationalities',
  ],
  [
    /\bright to work in the (?:uk|eu|netherlands|germany|country)\b/i,
    (m) => `right to work in ${m[0].replace(/^.*in the /i, 'the ')} required`,
  ],
];

export function eligibilityOf(text: string): string[] {
  const notes: string[] = [];
  for (const [pattern, note] of RULES) {
    const m = pattern.exec(text);
    if (!m) continue;
    const value = typeof note === 'string' ? note : note(m);
    if (!notes.includes(value)) notes.push(value);
  }
  // An openness note beside a restriction usually speaks of something else ("international students
  // are welcome to apply for other projects"): the restriction is what binds.
  if (notes.length > 1) {
    const open = notes.indexOf('open to all nationalities');
    if (open >= 0 && notes.some((n) => /only|not open/.test(n))) notes.splice(open, 1);
  }
  return notes.slice(0, 10);
}
