// Spellings one edit away from a word (deletion, transposition, substitution, insertion): the
// candidates typo tolerance checks against the index. About 55 per letter of the word.
const LATIN = 'abcdefghijklmnopqrstuvwxyz';

export function oneEditVariants(word: string): string[] {
  const letters = [...new Set([...LATIN, ...word])];
  const out = new Set<string>();
  for (let i = 0; i <= word.length; i += 1) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (tail) out.add(head + tail.slice(1));
    if (tail.length > 1) out.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const c of letters) {
      if (tail) out.add(head + c + tail.slice(1));
      out.add(head + c + tail);
    }
  }
  out.delete(word);
  return [...out];
}
