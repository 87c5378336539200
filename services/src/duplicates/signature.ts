// MinHash signatures of a posting's text (issue 17, near-duplicates). A posting is the set of its
// word shingles (three words in a row) over the normalised title and description; two postings'
// Jaccard similarity (shared shingles / all shingles) is estimated by the share of equal positions
// in their signatures. Everything here is deterministic: the same text gives the same signature on
// every machine and in every release, because signatures are stored (opportunities.minhash).

/** Hash functions in a signature. 128 estimates a Jaccard of 0.8 within about ±0.07. */
export const SIGNATURE_LENGTH = 128;
/** Words per shingle: three keeps boilerplate sentences from matching on common word pairs. */
export const SHINGLE_WORDS = 3;

/** Lowercase words of the text, without HTML tags, entities or punctuation. */
export function normalisedWords(text: string): string[] {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/** The set of word shingles; a text shorter than one shingle is one shingle of all its words. */
export function shingles(text: string): Set<string> {
  const words = normalisedWords(text);
  const set = new Set<string>();
  if (words.length === 0) return set;
  if (words.length < SHINGLE_WORDS) {
    set.add(words.join(' '));
    return set;
  }
  for (let i = 0; i + SHINGLE_WORDS <= words.length; i++) set.add(words.slice(i, i + SHINGLE_WORDS).join(' '));
  return set;
}

/** FNV-1a over UTF-16 code units: a fast, stable 32-bit hash of a shingle. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** MurmurHash3's finaliser: mixes every input bit into every output bit. */
function mix(value: number): number {
  let h = value;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** One fixed seed per hash function (a linear congruential sequence, so never re-rolled). */
const SEEDS: readonly number[] = Array.from({ length: SIGNATURE_LENGTH }, (_, i) => mix(Math.imul(i + 1, 0x9e3779b1)));

/** The text every signature is taken over: the title counts as part of the posting's text. */
export function postingText(posting: { title: string; description: string }): string {
  return `${posting.title}\n${posting.description}`;
}

/** The shingle's hash is FNV-1a over its words joined by one space, computed without building it. */
function shingleHashes(text: string): number[] {
  const words = normalisedWords(text);
  if (words.length === 0) return [];
  if (words.length < SHINGLE_WORDS) return [fnv1a(words.join(' '))];
  const hashes = new Set<number>();
  for (let i = 0; i + SHINGLE_WORDS <= words.length; i++) {
    let hash = 0x811c9dc5;
    for (let w = 0; w < SHINGLE_WORDS; w++) {
      if (w > 0) hash = Math.imul(hash ^ 32, 0x01000193);
      const word = words[i + w]!;
      for (let c = 0; c < word.length; c++) hash = Math.imul(hash ^ word.charCodeAt(c), 0x01000193);
    }
    hashes.add(hash >>> 0);
  }
  return [...hashes];
}

/**
 * The MinHash signature: for each hash function, the least hash over the shingles, as signed 32-bit
 * integers (Postgres int4). An empty text has an empty signature, which matches nothing.
 */
export function minhashSignature(text: string): number[] {
  // About 0.2 ms for a 350-word posting, nearly all in the loop below (128 mixes per shingle).
  const hashes = shingleHashes(text);
  if (hashes.length === 0) return [];
  const signature: number[] = [];
  for (const seed of SEEDS) {
    let least = 0xffffffff;
    for (const hash of hashes) {
      const value = mix(hash ^ seed);
      if (value < least) least = value;
    }
    signature.push(least | 0);
  }
  return signature;
}

/** The estimated Jaccard similarity of two signatures: the share of equal positions (0 when either is empty). */
export function estimatedSimilarity(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0 || a.length !== b.length) return 0;
  let equal = 0;
  for (let i = 0; i < a.length; i++) if (a[i] === b[i]) equal++;
  return equal / a.length;
}

/** The exact Jaccard similarity of two texts' shingle sets (tests and the evaluation compare against it). */
export function jaccard(a: string, b: string): number {
  const left = shingles(a);
  const right = shingles(b);
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const shingle of left) if (right.has(shingle)) shared++;
  return shared / (left.size + right.size - shared);
}
