// Plain text from a posting's sanitised HTML, and the word tokens the classifier and the summary's
// sentence similarity share. Kept dependency-free and cheap: the seed runs it on up to 100,000 rows.

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  euro: '€',
  pound: '£',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

export interface TextBlock {
  text: string;
  /** A heading: context, never a summary sentence. */
  heading: boolean;
  /** A list item. */
  item: boolean;
}

const BLOCK_TAG = /<(\/?)(p|div|li|ul|ol|h[1-6]|br|tr|td|th|table|section|article|blockquote|dd|dt)\b[^>]*>/gi;

/** The HTML's text blocks (paragraphs, list items, headings), whitespace collapsed. */
export function htmlBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let kind: 'p' | 'h' | 'li' = 'p';
  let last = 0;
  const push = (raw: string) => {
    const text = decodeEntities(raw.replace(/<[^>]*>/g, ''))
      .replace(/\s+/g, ' ')
      .trim();
    if (text) blocks.push({ text, heading: kind === 'h', item: kind === 'li' });
  };
  for (const match of html.matchAll(BLOCK_TAG)) {
    push(html.slice(last, match.index));
    last = match.index + match[0].length;
    const tag = match[2]!.toLowerCase();
    const closing = match[1] === '/';
    if (closing || tag === 'br') kind = 'p';
    else if (tag[0] === 'h' && tag.length === 2) kind = 'h';
    else if (tag === 'li') kind = 'li';
    else kind = 'p';
  }
  push(html.slice(last));
  return blocks;
}

/** A block's text ending on a stop, so blocks joined read as sentences. */
const closed = (b: TextBlock) => (/[.!?:;]$/.test(b.text) ? b.text : `${b.text}.`);

/** The paragraphs' text without the headings, each closed by a stop: what the fact rules read. */
export function paragraphsText(blocks: readonly TextBlock[]): string {
  return blocks
    .filter((b) => !b.heading)
    .map(closed)
    .join(' ');
}

/** The whole posting as one plain string (facts are read from it). */
export function plainText(html: string): string {
  return htmlBlocks(html).map(closed).join(' ');
}

// Function words and the vocabulary every posting shares: they say nothing about a discipline.
const STOPWORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between
both but by can could did do does doing down during each few for from further had has have having he her here hers
him his how i if in into is it its itself just me more most my no nor not now of off on once only or other our ours
out over own same she should so some such than that the their theirs them then there these they this those through
to too under until up very was we were what when where which while who whom why will with would you your yours
will shall may might must us within without upon via per etc e.g i.e eg ie across towards toward whose whether
phd doctoral doctorate student students studentship studentships candidate candidates position positions project
projects research researcher researchers university universities school department faculty institute centre center
apply application applications applicant applicants year years month months programme program opportunity
opportunities successful work working team group new including based using use well strong good excellent
degree master masters msc bsc require required requirement requirements skill skills experience ability
funding funded fund stipend salary tuition fee fees scholarship full fully per annum award start date deadline
please contact email information details http https www com org edu uk de one two three four five first second
third part time offer offers offered provide provides supervision supervisor supervisors prof dr professor
invite invited invites join joining field fields related area areas topic topics study studies develop developing
approach approaches method methods`.split(/\s+/),
);

/** A crude suffix stemmer: enough to merge plurals and common derivations for similarity. */
export function stem(word: string): string {
  if (word.length <= 4) return word;
  if (word.endsWith('ies') && word.length > 5) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is'))
    word = word.slice(0, -1);
  if (word.length > 6 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 6 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 7 && word.endsWith('ation')) return word.slice(0, -5);
  if (word.length > 6 && word.endsWith('al')) return word.slice(0, -2);
  return word;
}

// Runs of letters, digits, hyphens and apostrophes; split() is several times faster than matchAll.
const NON_WORD = /[^a-z0-9'’-]+/;

// Letters without a decomposition into a base letter and a mark.
const LIGATURES: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  đ: 'd',
  ı: 'i',
};

/**
 * Accents and ligatures folded to plain letters ("Universität" -> "universitat", "maskinlæring" ->
 * "maskinlaering"), so a word in German, French or a Nordic language stays one token. Lower-cased
 * text in, and ASCII text is returned as it is, cheaply.
 */
export function foldAccents(lower: string): string {
  if (!/[\u0080-\uffff]/.test(lower)) return lower;
  return lower
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ßæøœðþłđı]/g, (c) => LIGATURES[c]!);
}

// French and Italian elided articles and prepositions: "l'université" is "université".
const ELISION = /^(?:[cdjlmnst]|qu|dell|dall|nell|sull|all|un)'(?=[a-z]{3})/;

// Word -> its stems (none for a stopword). Postings share most of their words, so the cache makes
// tokenising mostly one regex pass and map look-ups. Bounded so a long-running worker never grows it
// without limit.
const STEMS = new Map<string, readonly string[]>();
const STEM_CACHE_MAX = 200_000;

function stemsOf(word: string): readonly string[] {
  let stems = STEMS.get(word);
  if (stems) return stems;
  if (word.includes('-'))
    stems = word
      .split('-')
      .filter((p) => p.length > 1 && !STOPWORDS.has(p))
      .map(stem);
  else if (word.length < 2 || STOPWORDS.has(word)) stems = [];
  else if (ELISION.test(word)) stems = stemsOf(word.replace(ELISION, ''));
  else stems = [stem(word.replace(/'s$/, ''))];
  if (STEMS.size >= STEM_CACHE_MAX) STEMS.clear();
  STEMS.set(word, stems);
  return stems;
}

/** Content-word stems of a text, in order. Hyphenated words yield their parts. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (let word of foldAccents(text.toLowerCase()).split(NON_WORD)) {
    if (word.length < 2) continue;
    const first = word.charCodeAt(0);
    if (first < 97 || first > 122 || word.charCodeAt(word.length - 1) === 45) {
      word = word.replace(/^[^a-z]+|[-'’]+$/g, '');
      if (word.length < 2) continue;
    }
    for (const s of stemsOf(word.replace(/’/g, "'"))) out.push(s);
  }
  return out;
}
