// Word lists written as the tokeniser's stems: a word is matched exactly, a word ending in "*" as a
// prefix of a token (folded and stemmed as the tokeniser does: "Gleichstellung*" matches
// "gleichstellungsbeauftragte").
import { tokenize } from '../text.ts';

export function wordMatcher(words: string): (token: string) => boolean {
  const exact = new Set<string>();
  const prefixes: string[] = [];
  for (const word of words.split(/[\s,]+/).filter(Boolean)) {
    if (word.endsWith('*')) {
      for (const stem of tokenize(word.slice(0, -1))) prefixes.push(stem);
    } else for (const stem of tokenize(word)) exact.add(stem);
  }
  const prefix = prefixes.length ? new RegExp(`^(?:${prefixes.join('|')})`) : null;
  return (token: string) => exact.has(token) || (prefix !== null && prefix.test(token));
}
