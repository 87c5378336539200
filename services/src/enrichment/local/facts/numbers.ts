// Numbers as postings write them: digits with thousands separators of any locale, and small number
// words ("three-year", "three and a half years").

const WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  eighteen: 18,
  twenty: 20,
  'twenty-four': 24,
  thirty: 30,
  'thirty-six': 36,
  'forty-two': 42,
  'forty-eight': 48,
  // German, French, Dutch, Spanish, Italian, Swedish, Danish/Norwegian, Finnish: the lengths
  // doctoral positions run.
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  twee: 2,
  drie: 3,
  vijf: 5,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  due: 2,
  tre: 3,
  quattro: 4,
  cinque: 5,
  två: 2,
  fyra: 4,
  fem: 5,
  to: 2,
  fire: 4,
  kaksi: 2,
  kolme: 3,
  neljä: 4,
  viisi: 5,
  // Finnish puts a length in the genitive or the translative: "neljän vuoden", "neljäksi vuodeksi".
  kahden: 2,
  kolmen: 3,
  neljän: 4,
  viiden: 5,
  kahdeksi: 2,
  kolmeksi: 3,
  neljäksi: 4,
  viideksi: 5,
  // Portuguese.
  dois: 2,
  três: 3,
  quatro: 4,
};

export const NUMBER_WORD = Object.keys(WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');

/** "3", "3.5", "3,5", "three": the number, or null. */
export function smallNumber(text: string): number | null {
  const word = WORDS[text.toLowerCase()];
  if (word !== undefined) return word;
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/**
 * An amount as written: "20,780", "20.780" (German thousands), "47'040", "20 780", "2,770.50",
 * "2.770,50", "20k". Null when it does not read as one number.
 */
export function parseAmount(raw: string): number | null {
  let text = raw.trim().replace(/[\s\u00a0\u202f'’]/g, '');
  let factor = 1;
  if (/k$/i.test(text)) {
    factor = 1000;
    text = text.slice(0, -1);
  }
  const lastSep = Math.max(text.lastIndexOf(','), text.lastIndexOf('.'));
  if (lastSep >= 0) {
    const decimals = text.length - lastSep - 1;
    if (decimals === 3) text = text.replace(/[.,]/g, '');
    else {
      const integer = text.slice(0, lastSep).replace(/[.,]/g, '');
      text = `${integer}.${text.slice(lastSep + 1)}`;
    }
  }
  const n = Number(text) * factor;
  return Number.isFinite(n) && n > 0 ? n : null;
}
