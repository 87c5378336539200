// One way to compare names a person typed (headers, countries, universities): case, accents, spacing
// and punctuation are noise, so "Universität", "universitat" and "UNIVERSITAT " are the same key.

/** Lower case, accents removed (NFD then no combining marks), ß as ss, & as "and". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/&/g, ' and ');
}

/** A compact key: letters and digits only ("Apply-by date" -> "applybydate"). */
export function compactKey(text: string): string {
  return fold(text).replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Words kept apart by single spaces, punctuation gone ("Univ. of Oslo," -> "univ of oslo"). Apostrophes
 * join rather than split, so "King’s", "King's" and "Kings" are one word.
 */
export function wordKey(text: string): string {
  return fold(text)
    .replace(/['’ʼ`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
