// The Porter stemmer (M. F. Porter, 1980; the rules of his reference C version, which Lucene's
// porter_stem filter, and so Elasticsearch's `english` analyzer, implements). Lower-case ASCII words.

const isVowelAt = (w: string, i: number): boolean => {
  const c = w[i];
  if (c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u') return true;
  // y is a vowel after a consonant ("happy"), a consonant at the start or after a vowel ("yes", "toy").
  return c === 'y' && i > 0 && !isVowelAt(w, i - 1);
};

/** m: the number of vowel-consonant sequences in the stem ([C](VC)^m[V]). */
function measure(stem: string): number {
  let m = 0;
  let previousVowel = false;
  for (let i = 0; i < stem.length; i += 1) {
    const vowel = isVowelAt(stem, i);
    if (!vowel && previousVowel) m += 1;
    previousVowel = vowel;
  }
  return m;
}

const hasVowel = (stem: string): boolean => [...stem].some((_, i) => isVowelAt(stem, i));

const endsDoubleConsonant = (w: string): boolean =>
  w.length >= 2 && w.at(-1) === w.at(-2) && !isVowelAt(w, w.length - 1);

/** consonant-vowel-consonant, the last not w, x or y ("hop", not "snow"). */
function endsCvc(w: string): boolean {
  const n = w.length;
  if (n < 3) return false;
  const last = w[n - 1]!;
  return !isVowelAt(w, n - 1) && isVowelAt(w, n - 2) && !isVowelAt(w, n - 3) && !'wxy'.includes(last);
}

/** Replaces the first matching suffix whose stem satisfies `condition`; returns null when none ends `w`. */
function replaceSuffix(w: string, rules: [string, string][], condition: (stem: string) => boolean): string | null {
  for (const [suffix, replacement] of rules) {
    if (!w.endsWith(suffix)) continue;
    const stem = w.slice(0, -suffix.length);
    return condition(stem) ? stem + replacement : w;
  }
  return null;
}

// prettier-ignore
const STEP2: [string, string][] = [
  ['ational', 'ate'], ['tional', 'tion'], ['enci', 'ence'], ['anci', 'ance'], ['izer', 'ize'], ['bli', 'ble'],
  ['alli', 'al'], ['entli', 'ent'], ['eli', 'e'], ['ousli', 'ous'], ['ization', 'ize'], ['ation', 'ate'],
  ['ator', 'ate'], ['alism', 'al'], ['iveness', 'ive'], ['fulness', 'ful'], ['ousness', 'ous'], ['aliti', 'al'],
  ['iviti', 'ive'], ['biliti', 'ble'], ['logi', 'log'],
];
// prettier-ignore
const STEP3: [string, string][] = [
  ['icate', 'ic'], ['ative', ''], ['alize', 'al'], ['iciti', 'ic'], ['ical', 'ic'], ['ful', ''], ['ness', ''],
];
// prettier-ignore
const STEP4 = [
  'al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'ion', 'ou', 'ism', 'ate', 'iti',
  'ous', 'ive', 'ize',
];

function step1ab(w: string): string {
  if (w.endsWith('sses') || w.endsWith('ies')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);

  if (w.endsWith('eed')) return measure(w.slice(0, -3)) > 0 ? w.slice(0, -1) : w;
  const suffix = w.endsWith('ed') ? 'ed' : w.endsWith('ing') ? 'ing' : null;
  if (!suffix || !hasVowel(w.slice(0, -suffix.length))) return w;
  w = w.slice(0, -suffix.length);
  if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) return `${w}e`;
  if (endsDoubleConsonant(w) && !'lsz'.includes(w.at(-1)!)) return w.slice(0, -1);
  if (measure(w) === 1 && endsCvc(w)) return `${w}e`;
  return w;
}

function step4(w: string): string {
  for (const suffix of STEP4) {
    if (!w.endsWith(suffix)) continue;
    const stem = w.slice(0, -suffix.length);
    if (suffix === 'ion' && !(stem.endsWith('s') || stem.endsWith('t'))) return w;
    return measure(stem) > 1 ? stem : w;
  }
  return w;
}

export function porterStem(word: string): string {
  if (word.length <= 2 || !/^[a-z]+$/.test(word)) return word;
  let w = step1ab(word);
  if (w.endsWith('y') && hasVowel(w.slice(0, -1))) w = `${w.slice(0, -1)}i`;
  w = replaceSuffix(w, STEP2, (stem) => measure(stem) > 0) ?? w;
  w = replaceSuffix(w, STEP3, (stem) => measure(stem) > 0) ?? w;
  w = step4(w);
  if (w.endsWith('e')) {
    const stem = w.slice(0, -1);
    const m = measure(stem);
    if (m > 1 || (m === 1 && !endsCvc(stem))) w = stem;
  }
  if (w.endsWith('ll') && measure(w) > 1) w = w.slice(0, -1);
  return w;
}
