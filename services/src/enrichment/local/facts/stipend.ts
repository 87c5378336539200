// The stipend or salary: an amount of money next to a word that names pay, with its ISO currency and
// period. Fees, grants for research costs and bench fees are amounts too, so an amount counts only
// when pay words are nearer to it than fee words.
import type { Stipend } from '../../engine.ts';
import { parseAmount } from './numbers.ts';

const KRONA: Record<string, string> = { Sweden: 'SEK', Denmark: 'DKK', Norway: 'NOK', Iceland: 'ISK' };
const DOLLAR: Record<string, string> = {
  Canada: 'CAD',
  Australia: 'AUD',
  'New Zealand': 'NZD',
  Singapore: 'SGD',
  'Hong Kong': 'HKD',
};

const CURRENCY_WORDS: [RegExp, string | ((country: string) => string)][] = [
  [/^(?:£|gbp|pounds?(?: sterling)?)$/i, 'GBP'],
  [/^(?:€|eur|euros?)$/i, 'EUR'],
  [/^(?:us\$|usd)$/i, 'USD'],
  [/^(?:a\$|au\$|aud)$/i, 'AUD'],
  [/^(?:c\$|ca\$|cad)$/i, 'CAD'],
  [/^(?:nz\$|nzd)$/i, 'NZD'],
  [/^(?:s\$|sgd)$/i, 'SGD'],
  [/^(?:hk\$|hkd)$/i, 'HKD'],
  [/^\$$/, (country) => DOLLAR[country] ?? 'USD'],
  [/^(?:chf|sfr\.?|fr\.)$/i, 'CHF'],
  [/^sek$/i, 'SEK'],
  [/^dkk$/i, 'DKK'],
  [/^nok$/i, 'NOK'],
  [/^isk$/i, 'ISK'],
  [/^(?:kr\.?|kronor|kroner|krona|krone)$/i, (country) => KRONA[country] ?? 'SEK'],
  [/^(?:jpy|¥|yen)$/i, 'JPY'],
  [/^(?:pln|zł|zl)$/i, 'PLN'],
  [/^(?:czk|kč)$/i, 'CZK'],
  [/^(?:inr|₹|rs\.?)$/i, 'INR'],
  [/^(?:cny|rmb)$/i, 'CNY'],
  [/^(?:zar)$/i, 'ZAR'],
];

function currencyOf(symbol: string, country: string): string | null {
  for (const [pattern, code] of CURRENCY_WORDS) {
    if (pattern.test(symbol)) return typeof code === 'string' ? code : code(country);
  }
  return null;
}

const SYMBOL =
  '(?:US\\$|A\\$|AU\\$|C\\$|CA\\$|NZ\\$|S\\$|HK\\$|£|€|\\$|¥|₹|GBP|EUR|USD|AUD|CAD|NZD|SGD|HKD|CHF|SFr\\.?|SEK|DKK|NOK|ISK|JPY|PLN|CZK|INR|CNY|RMB|ZAR|(?<![A-Za-z])kr\\.?)';
const AMOUNT = "\\d{1,3}(?:[,.'\\s\\u00a0\\u202f]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?k?";
const AFTER = '(?:euros?|EUR|GBP|CHF|SEK|DKK|NOK|USD|kr\\.?|kronor|kroner|pounds(?: sterling)?)';
const MONEY = new RegExp(`(${SYMBOL})\\s?(${AMOUNT})(?![\\d])|(?<![\\w.,])(${AMOUNT})\\s?(${AFTER})(?![a-z])`, 'gi');

const PAY =
  /\b(?:stipend|salary|salaries|scholarship|bursary|allowance|maintenance|living costs|paid|pay|gross|net|remuneration|income|studentship|fellowship|tax[- ]free|per annum|per month|monthly|annual(?:ly)?)\b/gi;
const FEE =
  /\b(?:fees?|tuition|bench|research (?:training )?(?:support|costs|budget|grant)|travel|conference|consumables|rtsg|equipment)\b/gi;

const YEAR =
  /\b(?:per (?:annum|year|yr)|a year|each year|every year|annual(?:ly)?|p\.?\s?a\.?|\/\s?(?:year|yr|annum)|yearly|pa\b)/i;
const MONTH = /\b(?:per month|a month|each month|monthly|p\.?\s?m\.?|\/\s?(?:month|mo)\b|per calendar month)/i;
const TOTAL = /\b(?:in total|total of|totalling|over (?:the )?(?:three|four|3|4) years|lump sum|one-off)\b/i;

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

function periodOf(after: string, before: string, amount: number): Stipend['period'] {
  const near = after.slice(0, 60);
  if (MONTH.test(near)) return 'month';
  if (YEAR.test(near)) return 'year';
  if (TOTAL.test(near)) return 'total';
  if (MONTH.test(before)) return 'month';
  if (YEAR.test(before)) return 'year';
  return amount < 8000 ? 'month' : 'year';
}

export function stipendOf(text: string, country: string): Stipend | null {
  for (const match of text.matchAll(MONEY)) {
    const symbol = match[1] ?? match[4]!;
    const amount = parseAmount(match[2] ?? match[3]!);
    const currency = currencyOf(symbol, country);
    if (!amount || !currency || amount < 100) continue;
    const start = match.index;
    const end = start + match[0].length;
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
    if (!namedByPay && (pay === Infinity || fee < pay)) continue;
    const preceding = text.slice(Math.max(0, start - 40), start);
    return { amount: Math.round(amount * 100) / 100, currency, period: periodOf(text.slice(end), preceding, amount) };
  }
  return null;
}
