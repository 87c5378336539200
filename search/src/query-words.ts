// How both engines read a keyword query, so they agree on what the words are: letters and digits
// only (query syntax characters are separators, never operators), lower case, distinct, bounded.
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/** The words of q, or none when q is blank. */
export function queryWords(q: string | undefined): string[] {
  if (!q) return [];
  const words = q
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
  return [...new Set(words)].slice(0, MAX_WORDS);
}
