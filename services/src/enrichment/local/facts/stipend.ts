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
  // "R150 000" is the rand only in South Africa; R$ is the real.
  [/^r$/i, (country) => (country === 'South Africa' ? 'ZAR' : '')],
  [/^(?:r\$|brl)$/i, 'BRL'],
  [/^(?:mx\$|mxn)$/i, 'MXN'],
  [/^clp$/i, 'CLP'],
  [/^(?:huf|ft)$/i, 'HUF'],
  [/^(?:ron|lei)$/i, 'RON'],
  [/^(?:try|tl|₺)$/i, 'TRY'],
  [/^(?:ils|nis|₪)$/i, 'ILS'],
  [/^(?:myr|rm)$/i, 'MYR'],
  [/^(?:thb|baht|฿)$/i, 'THB'],
  [/^sar$/i, 'SAR'],
  [/^aed$/i, 'AED'],
  [/^qar$/i, 'QAR'],
  [/^(?:rub|roubles?|rubles?|₽)$/i, 'RUB'],
];

function currencyOf(symbol: string, country: string): string | null {
  for (const [pattern, code] of CURRENCY_WORDS) {
    if (pattern.test(symbol)) return (typeof code === 'string' ? code : code(country)) || null;
  }
  return null;
}

// ISO codes written after a symbol ("$24,000 CAD", "$16,000 MXN") name the currency.
const ISO_CODES =
  'GBP|EUR|USD|AUD|CAD|NZD|SGD|HKD|TWD|NTD|CHF|SEK|DKK|NOK|ISK|JPY|KRW|PLN|CZK|INR|CNY|RMB|ZAR|BRL|MXN|CLP|HUF|RON|TRY|ILS|NIS|MYR|THB|SAR|AED|QAR|RUB';
const SYMBOL = `(?:US\\$|NT\\$|A\\$|AU\\$|C\\$|CA\\$|NZ\\$|S\\$|HK\\$|R\\$|MX\\$|£|€|\\$|¥|￥|₩|₹|₺|₪|₽|฿|SFr\\.?|(?<![\\p{L}])(?:${ISO_CODES}|kr\\.?|Rs\\.?|RM|R(?=\\s?\\d)))`;
const AMOUNT = "\\d{1,3}(?:[,.'’\\s\\u00a0\\u202f]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?k?";
const AFTER = `(?:€|euros?|euroa|euron|\\$|dollars?|Franken|francs|${ISO_CODES}|zł|Kč|Ft|lei|TL|baht|roubles?|rubles?|yen|won|yuan|円|원|元|kr\\.?|kronor|kroner|pounds(?: sterling)?)`;
const CODE_AFTER = new RegExp(`^\\s?(${ISO_CODES})(?![\\p{L}])`, 'u');
/** Codes are written in capitals: "environ 2 150 €" holds no Romanian leu, "try 3" no Turkish lira. */
const LOWER_CODE = new RegExp(`^(?:${ISO_CODES})$`, 'i');
const writtenAsCode = (symbol: string) => !LOWER_CODE.test(symbol) || symbol === symbol.toUpperCase();
const MONEY = new RegExp(
  `(${SYMBOL})\\s?(${AMOUNT})(?![\\d])|(?<![\\w.,])(${AMOUNT})\\s?(${AFTER})(?![\\p{L}])`,
  'giu',
);

/** "£300 million of research income": an institution's money, never a stipend. */
const MILLIONS =
  /^\s?(?:million|billion|bn|m|mio|mrd|milliard\w*|millones|milioni|miljon\w*|miljoen\w*|millions)(?![\p{L}])/iu;
/** "KRW 2.5 million per month": a month's pay in currencies with small units. */
const MILLION_PAY = /^\s?(?:million|mio\.?)(?![\p{L}])/iu;

/** An hourly or weekly wage (a research assistant's hours) is no stipend of a month, a year or a total. */
const HOURLY =
  /^\s?(?:gross |net |brutto )?(?:per (?:hour|week)|an hour|a week|hourly|weekly|\/\s?(?:h|hr|hour|week|wk)\b|pro stunde|par heure|per uur|la hora|all.ora|i timmen|i timen|om ugen|時給)/i;

/** Dutch pay compounds: "maandloon", "brutomaandloon", "nettoloon" ("loon" alone is also a bird). */
const DUTCH_WAGE = '(?:bruto|netto|aanvangs)?(?:maand|jaar|bruto|netto)loon';
const PAY = new RegExp(
  `\\b(?:${PAY_WORDS}|${DUTCH_WAGE}|grants?|living (?:costs|expenses)|paid|pays?|gross|net|brutto|bruto|brut|income|fellowship|tax[- ]free|per annum|annual(?:ly)?|${PER_MONTH})(?![\\p{L}])|${COMPOUND_PAY}`,
  'giu',
);
/** PAY without the global flag, for a yes-or-no test. */
const PAY_ONCE = new RegExp(PAY.source, 'iu');
const FEE = new RegExp(`\\b(?:${FEE_WORDS}|${COST_WORDS})(?![\\p{L}])`, 'giu');
const COST = new RegExp(`\\b(?:${COST_WORDS})(?![\\p{L}])`, 'giu');

// Not "a year-end bonus", "a month-long visit".
const YEAR = new RegExp(`(?:^|[^\\p{L}])(?:${PER_YEAR})(?![\\p{L}-])`, 'iu');
const MONTH = new RegExp(`(?:^|[^\\p{L}])(?:${PER_MONTH})(?![\\p{L}-])`, 'iu');
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
  PLN: 20_000,
  BRL: 15_000,
  MXN: 60_000,
  CLP: 5_000_000,
  HUF: 2_000_000,
  RON: 15_000,
  TRY: 200_000,
  ILS: 30_000,
  THB: 100_000,
  SAR: 30_000,
  AED: 40_000,
  QAR: 40_000,
  RUB: 500_000,
};

/**
 * Periods the facts have no name for, as parts of a year: a semester (two), four weeks (thirteen), a
 * fortnight (twenty-six). An equivalent written beside it wins ("£1,640 per four-week period (£21,320
 * a year)", "₩12,000,000 per semester (₩2,000,000 per month)").
 */
const PER_YEAR_COUNT = { semester: 2, fourWeeks: 13, fortnight: 26 } as const;
type Period = Stipend['period'] | keyof typeof PER_YEAR_COUNT;
const PERIODS: [RegExp, Period][] = [
  // A month's pay paid so many times a year: "€3.099,10 brutto (14 x jährlich)", "14 times a year".
  [
    /\b1[2-5]\s?(?:x|×|mal|times|fois|keer|gånger|gange|ganger) (?:\S+ )?(?:jährlich|pro jahr|im jahr|a year|per year|annually|par an|per jaar|om året|per år|al año)/giu,
    'month',
  ],
  [new RegExp(MONTH.source, 'giu'), 'month'],
  [/maandloon/giu, 'month'],
  [/jaarloon/giu, 'year'],
  [new RegExp(YEAR.source, 'giu'), 'year'],
  [
    /\b(?:per|an|each|for the|for an|pro|par|por|all.)\s?(?:academic|school|akademisches|année universitaire|curso académico|anno accademico) ?(?:year|jahr)?\b/giu,
    'year',
  ],
  [
    /\b(?:per|a|each|every|pro|par|por|al|i|om)\s(?:semester|semestre|halvår)\b|\/\s?semester\b|semestral\w*/giu,
    'semester',
  ],
  [/\b(?:per|a|each|every) (?:four|4)[- ]weeks?(?: period)?\b|\bfour-weekly\b/giu, 'fourWeeks'],
  [/\b(?:per|a|each|every) (?:fortnight|two weeks)\b|\bfortnightly\b|\bbi-?weekly\b/giu, 'fortnight'],
  [new RegExp(TOTAL.source, 'gi'), 'total'],
];

/** The periods written in a stretch of text, in order. */
function periodsIn(text: string): Period[] {
  const found: { at: number; period: Period }[] = [];
  for (const [pattern, period] of PERIODS) for (const m of text.matchAll(pattern)) found.push({ at: m.index, period });
  return found.sort((a, b) => a.at - b.at).map((f) => f.period);
}

const CLAUSE_END = /[(;]|[.!?](?:\s|$)/;

// The amount's own clause decides: the words after it, then the words before it, and only then a
// remark in brackets ("€2.981,30 brutto (14 x jährlich)" is a monthly figure paid 14 times a year).
const monthlyBelow = (currency: string) => MONTHLY_BELOW[currency] ?? 8000;

function periodOf(after: string, before: string, amount: number, currency: string): Period {
  const near = after.slice(0, 60);
  const clauseBefore = before.split(CLAUSE_END).pop()!;
  return (
    periodsIn(near.split(CLAUSE_END)[0]!)[0] ??
    periodsIn(clauseBefore).pop() ??
    periodsIn(near)[0] ??
    (amount < monthlyBelow(currency) ? 'month' : 'year')
  );
}

/** "€2,100 net per month (€2,900 gross)": the gross figure is the one kept. */
const NET_AFTER = /^[^.;(]{0,20}?(?<![\p{L}])(?:net|netto|nett|neto|netos)(?![\p{L}])/iu;
const NET_BEFORE = /(?<![\p{L}])(?:net|netto|nett|neto)(?![\p{L}])[^.;]{0,20}$/iu;
const GROSS = /(?<![\p{L}])(?:gross|brutto|bruto|brut|bruts|lordo|brutt)(?![\p{L}])/iu;

/** "a bursary of £3,000 towards their tuition fees": money for the fees, not pay. */
const TOWARDS_FEES = new RegExp(
  `^[^.;]{0,20}?\\b(?:towards?|to cover|against|off)\\s(?:the (?:cost of )?|their |your |part of the )?(?:${FEE_WORDS})`,
  'iu',
);
// The fee's own noun phrase may run on: "the tuition fee of the Doctoral Programme in Information
// Systems (€2,750 per year)", unless a pay word comes between.
const FEE_BEFORE = new RegExp(`(?:${FEE_WORDS})[^.;()]{0,80}$`, 'iu');

/** "tuition fees (currently €7,390 for EU students and €21,500 for non-EU students)": fees, all of them. */
function inFeeBrackets(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 100), start);
  const open = before.lastIndexOf('(');
  if (open < 0 || before.includes(')', open)) return false;
  const fee = FEE_BEFORE.exec(before.slice(0, open));
  return fee !== null && !PAY_ONCE.test(fee[0]);
}

interface Money {
  amount: number;
  currency: string;
  start: number;
  end: number;
}

function moneyAt(match: RegExpMatchArray, text: string, country: string): Money | null {
  const start = match.index!;
  let end = start + match[0].length;
  let amount = parseAmount(match[2] ?? match[3]!);
  // A code after the figure names the currency: "$24,000 CAD", "$16,000 MXN".
  const code = match[1] ? CODE_AFTER.exec(text.slice(end, end + 6)) : null;
  const symbol = match[1] ?? match[4]!;
  if (!writtenAsCode(symbol)) return null;
  const currency = currencyOf(code ? code[1]! : symbol, country);
  if (code) end += code[0].length;
  if (!amount || !currency) return null;
  const next = text.slice(end, end + 12);
  if (MILLION_PAY.test(next)) amount *= 1_000_000;
  else if (MILLIONS.test(next)) return null;
  // Beyond fifteen months' pay even as a year's figure: a project grant or a budget, not a stipend.
  if (amount < 100 || amount > 15 * monthlyBelow(currency)) return null;
  return { amount, currency, start, end };
}

/** "2 600–3 200 euros per month", "zwischen 2.600 und 3.200 €": the scale's first figure, written bare. */
const RANGE_START = new RegExp(
  `(?<![\\d.,])(${AMOUNT})\\s?(?:[–—-]|to|bis|und|à|a|tot|en|e|y|till|til|and)\\s?$`,
  'iu',
);

function rangeStart(text: string, money: Money): number | null {
  const m = RANGE_START.exec(text.slice(Math.max(0, money.start - 25), money.start));
  const first = m ? parseAmount(m[1]!) : null;
  return first && first < money.amount && first * 2 > money.amount ? first : null;
}

/** "(equivalent to $38,480 a year)": the same pay in a period the facts name, just after the figure. */
function equivalentBeside(text: string, money: Money, country: string): Stipend | null {
  const near = text.slice(money.end, money.end + 80).split(/[.;](?:\s|$)/)[0]!;
  for (const match of near.matchAll(MONEY)) {
    const other = moneyAt(match, near, country);
    if (!other || other.currency !== money.currency) continue;
    const period = periodsIn(near.slice(other.end, other.end + 25).split(/[);]/)[0]!)[0];
    if (period === 'month' || period === 'year') return { amount: other.amount, currency: other.currency, period };
  }
  return null;
}

/** A gross figure given beside a net one, in the same clause. */
function grossBeside(text: string, money: Money, country: string): number | null {
  const before = text.slice(Math.max(0, money.start - 30), money.start);
  if (!NET_AFTER.test(text.slice(money.end, money.end + 30)) && !NET_BEFORE.test(before)) return null;
  const clause = text.slice(money.end, money.end + 80).split(/[.;](?:\s|$)/)[0]!;
  for (const match of clause.matchAll(MONEY)) {
    const other = moneyAt(match, clause, country);
    if (!other || other.currency !== money.currency) continue;
    const around = clause.slice(Math.max(0, other.start - 15), other.end + 15);
    if (GROSS.test(around)) return other.amount;
  }
  return null;
}

export function stipendOf(text: string, country: string): Stipend | null {
  for (const match of text.matchAll(MONEY)) {
    const money = moneyAt(match, text, country);
    if (!money) continue;
    const { start, end, currency } = money;
    if (HOURLY.test(text.slice(end, end + 24)) || TOWARDS_FEES.test(text.slice(end, end + 50))) continue;
    if (inFeeBrackets(text, start)) continue;
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
    const amount = grossBeside(text, money, country) ?? (match[3] ? rangeStart(text, money) : null) ?? money.amount;
    const preceding = text.slice(Math.max(0, start - 80), start);
    const period = periodOf(text.slice(end), preceding, amount, currency);
    if (period === 'month' || period === 'year' || period === 'total')
      return { amount: Math.round(amount * 100) / 100, currency, period };
    const equivalent = equivalentBeside(text, money, country);
    if (equivalent) return equivalent;
    return { amount: Math.round(amount * PER_YEAR_COUNT[period] * 100) / 100, currency, period: 'year' };
  }
  return null;
}
