/**
 * A language's field words for each discipline (catalogue names), comma-separated. A single word is a
 * stem looked for inside the posting's words, so it also finds compounds ("werkstoff" in
 * Werkstoffwissenschaften); several words are a phrase matched as adjacent words.
 */
export type ForeignVocabulary = Partial<Record<string, string>>;
