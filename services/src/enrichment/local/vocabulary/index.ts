// The field words of the languages other than English, as terms the classifier can look for: stems
// found inside a posting's words (compounds: "werkstoff" in Werkstoffwissenschaften) and phrases of
// adjacent words, each word a prefix ("maschinell lern" is maschinelles Lernen and maschinellen
// Lernens). Their terms start with "~" so they never coincide with an English term.
import { tokenize } from '../text.ts';
import { GERMAN } from './de.ts';
import { ROMANCE } from './es.ts';
import { FINNISH } from './fi.ts';
import { FRENCH } from './fr.ts';
import { DUTCH } from './nl.ts';
import { NORDIC } from './nordic.ts';
import { SHARED } from './shared.ts';
import type { ForeignVocabulary } from './types.ts';

const VOCABULARIES: readonly ForeignVocabulary[] = [SHARED, GERMAN, FRENCH, DUTCH, ROMANCE, NORDIC, FINNISH];

/** Stems shorter than this are only looked for at the start of a word ("kemi" in kemisk, not in akemi). */
const ANYWHERE_MIN = 6;
/** Words the stems are looked for in: shorter ones are not compounds. */
const WORD_MIN = 4;

interface Phrase {
  words: readonly string[];
  term: string;
}

/** Where in a word a stem may stand: "^stem" only at its start, "stem$" only at its end (a compound's head). */
interface Anchor {
  start: boolean;
  end: boolean;
}

export interface ForeignLexicon {
  /** term -> the disciplines whose vocabulary lists it. */
  disciplines: Map<string, Set<string>>;
  /** stem -> its term. */
  stems: Map<string, string>;
  /**
   * Stems that other words hold by chance, with where they must stand: Italian "stelle" (stars) is in
   * every German "Doktorandenstelle", Dutch "gedrag" in "bijgedragen", "election" in "selection".
   */
  anchors: Map<string, Anchor>;
  /** Distinct stem lengths that may match anywhere, longest first. */
  anywhere: number[];
  /** Distinct stem lengths matched at the start of a word only. */
  prefixes: number[];
  /** Phrases by their first word's first three letters. */
  phrases: Map<string, Phrase[]>;
}

function buildLexicon(): ForeignLexicon {
  const lexicon: ForeignLexicon = {
    disciplines: new Map(),
    stems: new Map(),
    anchors: new Map(),
    anywhere: [],
    prefixes: [],
    phrases: new Map(),
  };
  const file = (term: string, discipline: string) => {
    const set = lexicon.disciplines.get(term) ?? new Set();
    set.add(discipline);
    lexicon.disciplines.set(term, set);
  };
  const anywhere = new Set<number>();
  const prefixes = new Set<number>();
  for (const vocabulary of VOCABULARIES) {
    for (const [discipline, list] of Object.entries(vocabulary)) {
      for (const raw of list!.split(',')) {
        const entry = raw.trim();
        const anchor = { start: entry.startsWith('^'), end: entry.endsWith('$') };
        const words = tokenize(entry.replace(/^\^|\$$/g, ''));
        if (words.length === 0) continue;
        const term = `~${words.join(' ')}`;
        file(term, discipline);
        if (words.length === 1) {
          const stem = words[0]!;
          lexicon.stems.set(stem, term);
          if (anchor.start || anchor.end) lexicon.anchors.set(stem, anchor);
          (stem.length >= ANYWHERE_MIN ? anywhere : prefixes).add(stem.length);
        } else {
          const key = words[0]!.slice(0, 3);
          const list = lexicon.phrases.get(key) ?? [];
          if (!list.some((p) => p.term === term)) list.push({ words, term });
          lexicon.phrases.set(key, list);
        }
      }
    }
  }
  lexicon.anywhere = [...anywhere].sort((a, b) => b - a);
  lexicon.prefixes = [...prefixes].sort((a, b) => b - a);
  return lexicon;
}

export const FOREIGN_LEXICON = buildLexicon();

// Word -> the terms of the stems inside it. Bounded like the tokeniser's cache.
const FOUND = new Map<string, readonly string[]>();
const FOUND_MAX = 100_000;

/** The terms of the vocabulary's stems inside a word, none overlapping (the longest win), in word order. */
export function stemsInside(word: string, lexicon = FOREIGN_LEXICON): readonly string[] {
  let found = FOUND.get(word);
  if (found) return found;
  const matches: { start: number; end: number; term: string }[] = [];
  if (word.length >= WORD_MIN) {
    for (const length of lexicon.anywhere) {
      for (let start = 0; start + length <= word.length; start++) {
        const stem = word.slice(start, start + length);
        const term = lexicon.stems.get(stem);
        const anchor = term && lexicon.anchors.get(stem);
        if (anchor && ((anchor.start && start > 0) || (anchor.end && start + length < word.length))) continue;
        if (term) matches.push({ start, end: start + length, term });
      }
    }
    for (const length of lexicon.prefixes) {
      const term = length <= word.length ? lexicon.stems.get(word.slice(0, length)) : undefined;
      if (term && lexicon.anchors.get(word.slice(0, length))?.end && length < word.length) continue;
      if (term) matches.push({ start: 0, end: length, term });
    }
  }
  // Longest first: "geofysik" is Earth Sciences, not the "fysik" inside it.
  matches.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const taken: { start: number; end: number; term: string }[] = [];
  for (const m of matches) {
    if (taken.some((t) => m.start < t.end && t.start < m.end)) continue;
    taken.push(m);
  }
  // In the order they stand: a compound's head, its last part, comes last.
  taken.sort((a, b) => a.start - b.start);
  const terms: string[] = [];
  for (const m of taken) {
    const at = terms.indexOf(m.term);
    if (at >= 0) terms.splice(at, 1);
    terms.push(m.term);
  }
  found = terms;
  if (FOUND.size >= FOUND_MAX) FOUND.clear();
  FOUND.set(word, found);
  return found;
}

/** The terms of the vocabulary's phrases among adjacent words of a token sequence. */
export function phrasesIn(tokens: readonly string[], lexicon = FOREIGN_LEXICON): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const candidates = lexicon.phrases.get(tokens[i]!.slice(0, 3));
    if (!candidates) continue;
    for (const phrase of candidates) {
      if (i + phrase.words.length > tokens.length) continue;
      if (phrase.words.every((w, j) => tokens[i + j]!.startsWith(w))) out.push(phrase.term);
    }
  }
  return out;
}
