// The stipend or salary: an amount of money next to a word that names pay, with its ISO currency and
// period. Fees, grants for research costs and bench fees are amounts too, so an amount counts only
// when pay words are nearer to it than fee words. The period is kept as written, in any language
// ("pro Monat", "par mois", "per maand", "om måneden"); only when none is written is it guessed from
// the amount's size in its own currency (2,000,000 won is a month's pay, 2,000 euros too).
import type { Stipend } from '../../engine.ts';
import { parseAmount } from './numbers.ts';
import { COMPOUND_PAY, COST_WORDS, FEE_WORDS, PAY_WORDS, PER_MONTH, PER_YEAR } from './vocabulary.ts';

const KRONA: Record<string, string> = { Sweden: 'SEK', Denmark: 'DKK', Norway: 'NOK', Iceland: 'ISK' };
const DOLLAR: Record<string, string> = {
  Canada: 'CAD',
  Australia: 'AUD',
  'New Zealand': 'NZD',
  Singapore: 'SGD',
  'Hong Kong': 'HKD',
  Taiwan: 'TWD',
};

const CURRENCY_WORDS: [RegExp, string | ((country: string) => string)][] = [
  [/^(?:£|gbp|pounds?(?: sterling)?)$/i, 'GBP'],
  [/^(?:€|eur|euros?|euroa|euron)$/i, 'EUR'],
  [/^(?:franken|francs?)$/i, 'CHF'],
  [/^(?:us\$|usd)$/i, 'USD'],
  [/^(?:a\$|au\$|aud)$/i, 'AUD'],
  [/^(?:c\$|ca\$|cad)$/i, 'CAD'],
  [/^(?:nz\$|nzd)$/i, 'NZD'],
  [/^(?:s\$|sgd)$/i, 'SGD'],
  [/^(?:hk\$|hkd)$/i, 'HKD'],
  [/^(?:\$|dollars?)$/i, (country) => DOLLAR[country] ?? 'USD'],
  [/^(?:nt\$|twd|ntd)$/i, 'TWD'],
  [/^(?:chf|sfr\.?|fr\.)$/i, 'CHF'],
  [/^sek$/i, 'SEK'],
  [/^dkk$/i, 'DKK'],
  [/^nok$/i, 'NOK'],
  [/^isk$/i, 'ISK'],
  [/^(?:kr\.?|kronor|kroner|krona|krone)$/i, (country) => KRONA[country] ?? 'SEK'],
  [/^(?:jpy|yen|円)$/i, 'JPY'],
  // The yen and the yuan share ¥: the country tells them apart.
  [/^(?:¥|￥)$/, (country) => (country === 'China' ? 'CNY' : 'JPY')],
  [/^(?:krw|₩|won|원)$/i, 'KRW'],
  [/^(?:pln|zł|zl)$/i, 'PLN'],
  [/^(?:czk|kč)$/i, 'CZK'],
  [/^(?:inr|₹|rs\.?)$/i, 'INR'],
  [/^(?:cny|rmb|yuan|元)$/i, 'CNY'],
  [/^(?:zar)$/i, 'ZAR'],
];

function currencyOf(symbol: string, country: string): string | null {
  for (const [pattern, code] of CURRENCY_WORDS) {
    if (pattern.test(symbol)) return typeof code === 'string' ? code : code(country);
  }
  return null;
}

const SYMBOL =
  '(?:US\\$|NT\\$|A\\$|AU\\$|C\\$|CA\\$|NZ\\$|S\\$|HK\\$|£|€|\\$|¥|￥|₩|₹|GBP|EUR|USD|AUD|CAD|NZD|SGD|HKD|TWD|CHF|SFr\\.?|SEK|DKK|NOK|ISK|JPY|KRW|PLN|CZK|INR|CNY|RMB|ZAR|(?<![A-Za-z])kr\\.?)';
const AMOUNT = "\\d{1,3}(?:[,.'\\s\\u00a0\\u202f]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?k?";
const AFTER =
  '(?:€|euros?|euroa|euron|EUR|GBP|\\$|dollars?|TWD|CHF|Franken|francs|SEK|DKK|NOK|ISK|USD|AUD|CAD|NZD|SGD|HKD|JPY|KRW|CNY|RMB|PLN|zł|CZK|Kč|INR|ZAR|yen|won|yuan|円|원|元|kr\\.?|kronor|kroner|pounds(?: sterling)?)';
const MONEY = new RegExp(
  `(${SYMBOL})\\s?(${AMOUNT})(?![\\d])|(?<![\\w.,])(${AMOUNT})\\s?(${AFTER})(?![\\p{L}])`,
  'giu',
);

/** "£300 million of research income": an institution's money, never a stipend. */
const MILLIONS = /^\s?(?:million|billion|bn|m|mio|mrd|milliard\w*|millones|milioni|miljon\w*|miljoen\w*|millions)\b/i;

/** An hourly or weekly wage (a research assistant's hours) is no stipend of a month, a year or a total. */
const HOURLY =
  /^\s?(?:gross |net |brutto )?(?:per (?:hour|week)|an hour|a week|hourly|weekly|\/\s?(?:h|hr|hour|week|wk)\b|pro stunde|par heure|per uur|la hora|all.ora|i timmen|i timen|om ugen|時給)/i;

const PAY = new RegExp(
  `\\b(?:${PAY_WORDS}|grants?|living (?:costs|expenses)|paid|pays?|gross|net|brutto|bruto|brut|income|fellowship|tax[- ]free|per annum|annual(?:ly)?|${PER_MONTH})(?![\\p{L}])|${COMPOUND_PAY}`,
  'giu',
);
const FEE = new RegExp(`\\b(?:${FEE_WORDS}|${COST_WORDS})(?![\\p{L}])`, 'giu');
const COST = new RegExp(`\\b(?:${COST_WORDS})(?![\\p{L}])`, 'giu');

const YEAR = new RegExp(`(?:^|[^\\p{L}])(?:${PER_YEAR})(?![\\p{L}])`, 'iu');
const MONTH = new RegExp(`(?:^|[^\\p{L}])(?:${PER_MONTH})(?![\\p{L}])`, 'iu');
const TOTAL = /\b(?:in total|total (?:of|value)|totalling|over (?:the )?(?:\S+ )?years|lump sum|one-off)\b/i;

function nearest(pattern: RegExp, text: string, at: number): number {
  let best = Infinity;
  for (const match of text.matchAll(pattern)) best = Math.min(best, Math.abs(match.index - at));
  return best;
}

function lastIndex(pattern: RegExp, text: string): number {
  let last = -1;
  for (const match of text.matchAll(pattern)) last = match.index;
  return last;
}

function lastEnd(pattern: RegExp, text: string): number {
  let last = -1;
  for (const match of text.matchAll(pattern)) last = match.index + match[0].length;
  return last;
}

/** Amounts below which an unqualified figure is a month's pay, in currencies with small units. */
const MONTHLY_BELOW: Record<string, number> = {
  JPY: 1_000_000,
  KRW: 10_000_000,
  CNY: 50_000,
  HKD: 100_000,
  SEK: 100_000,
  NOK: 100_000,
  DKK: 100_000,
  ISK: 2_000_000,
  CZK: 150_000,
  TWD: 100_000,
  INR: 300_000,
  ZAR: 60_000,
};

const PERIODS: [RegExp, Stipend['period']][] = [
  [new RegExp(MONTH.source, 'giu'), 'month'],
  [new RegExp(YEAR.source, 'giu'), 'year'],
  [new RegExp(TOTAL.source, 'gi'), 'total'],
];

/** The periods written in a stretch of text, in order. */
function periodsIn(text: string): Stipend['period'][] {
  const found: { at: number; period: Stipend['period'] }[] = [];
  for (const [pattern, period] of PERIODS) for (const m of text.matchAll(pattern)) found.push({ at: m.index, period });
  return found.sort((a, b) => a.at - b.at).map((f) => f.period);
}

const CLAUSE_END = /[(;]|[.!?](?:\s|$)/;

// The amount's own clause decides: the words after it, then the words before it, and only then a
// remark in brackets ("€2.981,30 brutto (14 x jährlich)" is a monthly figure paid 14 times a year).
const monthlyBelow = (currency: string) => MONTHLY_BELOW[currency] ?? 8000;

function periodOf(after: string, before: string, amount: number, currency: string): Stipend['period'] {
  const near = after.slice(0, 60);
  const clauseBefore = before.split(CLAUSE_END).pop()!;
  return (
    periodsIn(near.split(CLAUSE_END)[0]!)[0] ??
    periodsIn(clauseBefore).pop() ??
    periodsIn(near)[0] ??
    (amount < monthlyBelow(currency) ? 'month' : 'year')
  );
}

export function stipendOf(text: string, country: string): Stipend | null {
  for (const match of text.matchAll(MONEY)) {
    const symbol = match[1] ?? match[4]!;
    const amount = parseAmount(match[2] ?? match[3]!);
    const currency = currencyOf(symbol, country);
    // Beyond fifteen months' pay even as a year's figure: a project grant or a budget, not a stipend.
    if (!amount || !currency || amount < 100 || amount > 15 * monthlyBelow(currency)) continue;
    const start = match.index;
    const end = start + match[0].length;
    if (MILLIONS.test(text.slice(end, end + 12)) || HOURLY.test(text.slice(end, end + 24))) continue;
    const window = text.slice(Math.max(0, start - 120), Math.min(text.length, end + 80));
    const at = start - Math.max(0, start - 120);
    const pay = nearest(PAY, window, at);
    const fee = nearest(FEE, window, at);
    // The word just before an amount names it ("a stipend at the UKRI rate (£20,780), UK tuition
    // fees..."); otherwise the nearer word either side.
    const before = window.slice(0, at);
    const lastPay = lastIndex(PAY, before);
    const lastFee = lastIndex(FEE, before);
    const namedByPay = lastPay >= 0 && lastPay > lastFee && at - lastPay <= 60;
    // A cost named just before it, after any pay word, is no pay whatever follows ("living costs,
    // which the University estimates at £1,200 per month"; "a travel budget of €4,000 a year").
    // "A travel allowance", "a research support grant": the pay word heads a cost.
    const lastCost = lastEnd(COST, before);
    if (lastCost >= 0 && lastCost >= lastPay - 1 && at - lastCost <= 40) continue;
    if (!namedByPay && (pay === Infinity || fee < pay)) continue;
    const preceding = text.slice(Math.max(0, start - 80), start);
    return {
      amount: Math.round(amount * 100) / 100,
      currency,
      period: periodOf(text.slice(end), preceding, amount, currency),
    };
  }
  return null;
}
