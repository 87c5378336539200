// What text can never be stored (contracts/src/input/text.ts): a NUL, or half of a UTF-16 surrogate pair.
import { describe, expect, it } from 'vitest';
import {
  hasLoneSurrogate,
  lineText,
  loneSurrogateRefusal,
  multilineText,
  storableText,
  unstorable,
} from '@phd/contracts/input/text';

describe('lone surrogates', () => {
  it.each([
    ['a high half alone', 'Dr A\ud800B'],
    ['the highest high half at the end', 'x\udbff'],
    ['a low half alone', 'Dr A\udc00B'],
    ['the highest low half at the start', '\udfffx'],
    ['a pair in the wrong order', '\ude00\ud83d'],
    ['two high halves', '\ud83d\ud83d\ude00'],
  ])('finds %s', (_case, text) => {
    expect(hasLoneSurrogate(text)).toBe(true);
    expect(unstorable('poster_name', text)).toBe(loneSurrogateRefusal('poster_name'));
  });

  it.each([
    ['an emoji (a valid pair)', 'PhD 😀 offer'],
    ['a pair at each end', '😀x🎓'],
    ['U+FFFD, what a decoder makes of broken bytes', 'Dr A\ufffdB'],
    ['accents and CJK', 'Zürich 大学'],
    ['empty text', ''],
  ])('accepts %s', (_case, text) => {
    expect(hasLoneSurrogate(text)).toBe(false);
    expect(unstorable('poster_name', text)).toBeUndefined();
  });

  it('names NUL first when text has both', () => {
    expect(unstorable('title', 'a\u0000\ud800')).toBe('title may not contain the NUL character (U+0000).');
  });

  it('refuses them in single- and multi-line fields with the field named, and nothing after', () => {
    const name = lineText('Name').trim().min(1, 'Name is required');
    expect(name.safeParse('Ada \ud800').error?.issues.map((i) => i.message)).toEqual([
      'Name may not contain half of a character (an unpaired UTF-16 surrogate, U+D800 to U+DFFF).',
    ]);
    expect(multilineText('Message').safeParse('line\n\udc00').error?.issues[0]?.message).toBe(
      loneSurrogateRefusal('Message'),
    );
    expect(name.parse(' Ada 😀 ')).toBe('Ada 😀');
  });
});

describe('storableText (text from files and other systems, which nobody can be asked to correct)', () => {
  it('drops NUL and turns half a character into U+FFFD, keeping whole characters', () => {
    expect(storableText('Ada\u0000 Lovelace')).toBe('Ada Lovelace');
    expect(storableText('A\ud800B\udc00C')).toBe('A\ufffdB\ufffdC');
    expect(storableText('x\ud83d')).toBe('x\ufffd');
    expect(storableText('Ada 😀 — ü')).toBe('Ada 😀 — ü');
    expect(unstorable('text', storableText('\u0000\ude00\ud83d\u0000'))).toBeUndefined();
  });
});
