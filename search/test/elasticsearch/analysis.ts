// Text analysis as Elasticsearch's built-in `english` analyzer does it (standard tokenizer, possessive
// 's removed, lower case, the _english_ stop words, Porter stemming), and fuzzy term matching.
import { porterStem } from './porter.ts';

// Lucene's EnglishAnalyzer.ENGLISH_STOP_WORDS_SET.
const ENGLISH_STOP_WORDS = new Set(
  'a an and are as at be but by for if in into is it no not of on or such that the their then there these they this to was will with'.split(
    ' ',
  ),
);

// Letters and digits, with inner apostrophes kept ("don't"): close enough to Unicode word breaks.
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

export function englishTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const [raw] of text.matchAll(WORD)) {
    const word = raw.replace(/['’][sS]$/, '').toLowerCase();
    if (word === '' || ENGLISH_STOP_WORDS.has(word)) continue;
    tokens.push(porterStem(word));
  }
  return tokens;
}

/** Edit distance with transpositions (optimal string alignment), as Lucene's fuzzy queries count. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** fuzziness "AUTO" (AUTO:3,6): no edit below 3 characters, one up to 5, two from 6 on. */
export function maxEdits(fuzziness: unknown, term: string): number {
  if (fuzziness === undefined || fuzziness === null) return 0;
  if (fuzziness === 'AUTO') return term.length < 3 ? 0 : term.length < 6 ? 1 : 2;
  const n = Number(fuzziness);
  if (!Number.isInteger(n) || n < 0 || n > 2) throw new Error(`fuzziness ${String(fuzziness)} is not supported`);
  return n;
}

/**
 * How well a query term matches a document term: 1 for the same term, less for a fuzzy match (the
 * boost Lucene's fuzzy rewrite gives: 1 - edits / shorter length), 0 for no match.
 */
export function termSimilarity(queryTerm: string, docTerm: string, edits: number): number {
  if (queryTerm === docTerm) return 1;
  if (edits === 0 || Math.abs(queryTerm.length - docTerm.length) > edits) return 0;
  const distance = editDistance(queryTerm, docTerm);
  return distance <= edits ? 1 - distance / Math.min(queryTerm.length, docTerm.length) : 0;
}
