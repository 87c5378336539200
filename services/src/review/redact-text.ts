// Blind review's redaction of a resume's text (issue 34): the applicant's name (whole and each part of
// two letters or more), every e-mail address, every run that looks like a phone number (and the
// applicant's own number however it is spaced), the applicant's country and nationality, and every
// link (http(s), www., bare addresses with a path, LinkedIn/GitHub/ORCID handles and iDs) become
// "[removed]". Names and countries match whole words regardless of case and accents ("Müller" finds
// "MULLER" and "müller"): matching runs on a folded copy of the text whose every character remembers
// where it came from, so the cut is made in the original.

export const REMOVED = '[removed]';

export interface RedactionFacts {
  name: string;
  email?: string | null;
  phone?: string | null;
  /** The applicant's country, and the main-site profile's nationality and residence when known. */
  countries?: (string | null | undefined)[];
}

/** Lower case without accents, character by character, with each folded character's source index. */
function fold(text: string): { folded: string; source: number[] } {
  let folded = '';
  const source: number[] = [];
  let index = 0;
  for (const ch of text) {
    const f = ch.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
    // A character that folds to nothing (a lone combining mark) keeps a place so the map stays whole.
    const out = f.length > 0 ? f : ' ';
    for (let i = 0; i < out.length; i++) source.push(index);
    folded += out;
    index += ch.length;
  }
  source.push(index);
  return { folded, source };
}

const foldWord = (word: string) => fold(word).folded;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A whole word (or words): no letter or digit right before or after. */
const wholeWord = (body: string) => `(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`;

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
const URL_LIKE = new RegExp(
  [
    String.raw`\b(?:https?|ftp):\/\/\S+`,
    String.raw`\bwww\.\S+`,
    // Profiles named by their site, with or without a path ("linkedin.com/in/x", "github: x").
    String.raw`\b(?:[a-z]{2,3}\.)?(?:linkedin|github|gitlab|orcid|researchgate|twitter|x|instagram|facebook|scholar\.google|bitbucket|medium|behance|stackoverflow)\.[a-z.]{2,}(?:\/\S*)?`,
    String.raw`\b(?:linkedin|github|gitlab|orcid|twitter|researchgate)\s*[:\/@]\s*[\w.\/-]+`,
    // Any address with a dot in its host and a path.
    String.raw`\b[\w-]{2,}(?:\.[\w-]+)*\.[a-z]{2,}\/\S*`,
    // ORCID iDs and @handles.
    String.raw`\b\d{4}-\d{4}-\d{4}-\d{3}[\dx]\b`,
    String.raw`(?<![\w.])@[a-z0-9_]{2,}`,
  ].join('|'),
  'gi',
);
/** Seven digits or more, with the separators phone numbers are written with. */
const PHONE_LIKE = /(?<![\p{L}\p{N}])\+?\(?\d(?:[\s().\-/]{0,3}\d){6,}(?![\p{L}\p{N}])/gu;
/** Runs of digits that are dates or year ranges, which a resume is full of: not phone numbers. */
const NOT_A_PHONE = [
  /^\d{4}\s*[-/–]\s*\d{4}$/,
  /^\d{4}[-./]\d{1,2}[-./]\d{1,2}$/,
  /^\d{1,2}[-./]\d{1,2}[-./]\d{2,4}$/,
  /^\(?\d{4}\)?\s*[-–]?\s*\(?\d{4}\)?$/,
];

type Range = [number, number];

function collect(re: RegExp, text: string, keep: (match: string) => boolean = () => true): Range[] {
  const out: Range[] = [];
  for (const m of text.matchAll(re)) {
    if (m[0].length > 0 && keep(m[0])) out.push([m.index, m.index + m[0].length]);
  }
  return out;
}

/** The words that name the applicant: the whole name and each part of two letters or more. */
export function nameParts(name: string): string[] {
  const whole = foldWord(name.trim()).replace(/\s+/g, ' ');
  const parts = whole.split(/[^\p{L}\p{N}]+/u).filter((p) => [...p].length >= 2);
  return [...new Set([whole, ...parts].filter((p) => p.length > 0))].sort((a, b) => b.length - a.length);
}

/** The applicant's own phone number however it is spaced (its last nine digits at most, in order). */
function ownPhone(phone: string | null | undefined): RegExp | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length < 6) return null;
  const tail = digits.slice(-9);
  return new RegExp(tail.split('').join('[\\s().\\-/]{0,3}'), 'g');
}

/** `text` with everything that says who the applicant is replaced by "[removed]". */
export function redactText(text: string, facts: RedactionFacts): string {
  const { folded, source } = fold(text);
  const ranges: Range[] = [];
  const words = [
    ...nameParts(facts.name),
    ...(facts.countries ?? []).flatMap((c) => (c && c.trim() ? nameParts(c) : [])),
  ];
  if (words.length > 0) {
    const alternatives = [...new Set(words)].map((w) => escape(w).replace(/ /g, '\\s+')).join('|');
    ranges.push(...collect(new RegExp(wholeWord(alternatives), 'gu'), folded));
  }
  ranges.push(...collect(EMAIL, folded));
  if (facts.email) ranges.push(...collect(new RegExp(escape(foldWord(facts.email)), 'g'), folded));
  ranges.push(...collect(URL_LIKE, folded));
  ranges.push(...collect(PHONE_LIKE, folded, (m) => !NOT_A_PHONE.some((re) => re.test(m.trim()))));
  const own = ownPhone(facts.phone);
  if (own) ranges.push(...collect(own, folded));
  return cut(
    text,
    ranges.map(([from, to]) => [source[from]!, source[to]!] as Range),
  );
}

/** Replaces the (possibly overlapping) ranges of `text`, each merged run once. */
function cut(text: string, ranges: Range[]): string {
  const sorted = ranges.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0]);
  let out = '';
  let at = 0;
  let i = 0;
  while (i < sorted.length) {
    const from = sorted[i]![0];
    let to = sorted[i]![1];
    while (i + 1 < sorted.length && sorted[i + 1]![0] <= to) to = Math.max(to, sorted[++i]![1]);
    out += text.slice(at, Math.max(at, from)) + REMOVED;
    at = Math.max(at, to);
    i++;
  }
  return out + text.slice(at);
}
