// The summary's funding and deadline sentences, written from the engine's facts (so they never
// contradict them) in the posting's own figures: the amount as the posting writes it ("S$2,700 per
// month", "€2,901 gross per month", "CHF 47'040 per year"), the pay scale, what happens to tuition.
import type { PostingFacts } from '../engine.ts';
import { UNSTATED_FUNDING } from '../funding-words.ts';

const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const MONTH = '(January|February|March|April|May|June|July|August|September|October|November|December)';

/** The deadline as the summary writes it ("31 January 2027"), or null when there is no date. */
export function deadlineText(closingDate: Date | null, deadline: string | null): string | null {
  if (closingDate) return LONG_DATE.format(closingDate);
  if (!deadline) return null;
  const dayFirst = new RegExp(`\\b(\\d{1,2}) ${MONTH}(?: (\\d{4}))?\\b`, 'i').exec(deadline);
  if (dayFirst) return [dayFirst[1], dayFirst[2], dayFirst[3]].filter(Boolean).join(' ');
  const monthFirst = new RegExp(`\\b${MONTH} (\\d{1,2})(?:st|nd|rd|th)?(?:,? (\\d{4}))?\\b`, 'i').exec(deadline);
  if (monthFirst) return [monthFirst[2], monthFirst[1], monthFirst[3]].filter(Boolean).join(' ');
  return null;
}

/** How the posting words its pay. */
export interface PayWording {
  salaried: boolean;
  /** The amount as the posting writes it ("€2,901 gross per month", "CHF 47'040 per year"). */
  amount: string | null;
  /** A public pay scale ("TV-L E13 (65%)", "cao Nederlandse Universiteiten", "kode 1017"). */
  scale: string | null;
  /** What the posting calls the pay when not a salary ("scholarship", "maintenance grant"), if it names it. */
  noun: string | null;
  /** How the posting words tuition covered ("a full tuition waiver", "a tuition fee offset"). */
  tuition: string | null;
}

const PAY_SCALE =
  /\b(?:(?:Entgeltgruppe|EG|E) ?\d{1,2} (?:TV-?L|TVöD)|(?:TV-?L|TVöD(?: Bund)?|TV-?H|TV-?AVH)(?:,? ?E ?\d{1,2})?(?: \(\d{2,3} ?%\))?|cao Nederlandse Universiteiten|(?:salary )?(?:kode|code) 1017|doktorandlönestegen?|SNSF rates)/i;
// What postings call a stipend, most specific first: the summary names it as they do.
const PAY_NOUN =
  /\b(?:top-up scholarship|research scholarship|postgraduate (?:scholarship|studentship)|maintenance (?:grant|allowance|stipend)|stipend|scholarship|bursary)\b/gi;
const TUITION_NOUN =
  /(?<![-\w])(?:full )?(?:tuition(?:[- ]fee)?|fee) (?:waiver|remission|offset(?: scholarship)?|exemption|reduction|scholarship)\b/i;
const CURRENCY_BEFORE =
  '(?:US\\$|A\\$|AU\\$|C\\$|CA\\$|NZ\\$|S\\$|HK\\$|£|€|\\$|¥|₩|(?:GBP|EUR|USD|AUD|CAD|NZD|SGD|HKD|CHF|SEK|DKK|NOK|JPY|KRW|CNY|RMB)\\s?)';
const CURRENCY_AFTER = '(?:\\s?(?:€|EUR|euros?|kr\\.?|SEK|DKK|NOK|CHF|KRW|won|yen|JPY|円|원)(?![\\p{L}]))';
const NUMBER = "\\d{1,3}(?:[,.'’ \\u00a0]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?";
const PERIOD_WORDS =
  '(?:\\s(?:gross|net|before tax|tax[- ]free|brutto|bruto|brut))?(?:\\s?(?:per|a|each|pro|par|i|om)\\s(?:year|annum|month|Jahr|Monat|an|mois|jaar|maand|året|månaden|måneden|måned|år)(?![\\p{L}])|\\s(?:monthly|annually|yearly)|\\s?/\\s?(?:month|year|yr|mo)|\\sp\\.a\\.)?';
const AMOUNT = new RegExp(
  `${CURRENCY_BEFORE}(?:${NUMBER})(?:\\s(?:CAD|AUD|USD|SGD|HKD))?${PERIOD_WORDS}|(?<![\\d.,])(?:${NUMBER})${CURRENCY_AFTER}${PERIOD_WORDS}`,
  'gu',
);
const SALARY =
  /\b(?:salary|salaries|TV-?L|TVöD|pay (?:group|grade|scale)|employment|employed|employee|gross|Gehalt|Entgelt|Vergütung|salaire|salaris|lön|løn|lønn|palkka|salario|sueldo)\b/i;
const SALARIES = new RegExp(SALARY.source, 'gi');
const NEGATION = /\b(?:no|not|without|nor|excluding|exclude|excludes)\b[^.;]{0,30}$/i;
const PERIOD: Record<string, string> = { year: 'per year', month: 'per month', total: 'in total' };
const PERIOD_FORMS: Record<string, string[]> = {
  year: ['per year', 'per annum', 'a year', 'annually', 'yearly'],
  month: ['per month', 'a month', 'monthly'],
  total: ['in total'],
};

/**
 * The period as the posting words it: "monthly" when it says "the gross monthly salary is €2,770",
 * else the first wording of the facts' period whose last word the posting writes whole (a summary
 * ending on "month" where the posting only says "monthly" would read as a cut word).
 */
function periodWords(text: string, at: number, period: string): string {
  const before = /\b(monthly|annual|yearly)\b[^.;]{0,40}$/i.exec(text.slice(Math.max(0, at - 60), at));
  if (before) return before[1]!.toLowerCase() === 'monthly' ? 'monthly' : 'per year';
  const forms = PERIOD_FORMS[period] ?? [PERIOD[period]!];
  return forms.find((f) => new RegExp(`\\b${f.split(' ').pop()}\\b(?![.,]\\d)`, 'i').test(text)) ?? forms[0]!;
}
const HAS_PERIOD = /(?:\b(?:per|a|each|pro|par|i|om)\s\p{L}+|monthly|annually|yearly|\/\s?\w+|p\.a\.)$/u;

const digitsOf = (amount: string) => Number((/\d[\d,.'’ \u00a0]*/.exec(amount)?.[0] ?? '').replace(/[^\d]/g, ''));

/** The posting's own wording of its pay, read from its text. */
export function payWording(text: string, facts: PostingFacts): PayWording {
  const scale = PAY_SCALE.exec(text)?.[0] ?? null;
  let amount: string | null = null;
  // A pay named only to say there is none ("no stipend", "does not include a salary") names nothing.
  const stated = (m: RegExpMatchArray) => !NEGATION.test(text.slice(Math.max(0, m.index! - 40), m.index));
  let salaried = [...text.matchAll(SALARIES)].some(stated);
  // The pay's name nearest before its amount, else the first the posting uses.
  const nouns = [...text.matchAll(PAY_NOUN)].filter(stated);
  let noun = nouns[0]?.[0].toLowerCase() ?? null;
  if (facts.stipend) {
    const wanted = facts.stipend.amount;
    for (const m of text.matchAll(AMOUNT)) {
      const value = digitsOf(m[0]);
      if (value !== wanted && value !== Math.round(wanted * 100)) continue;
      amount = m[0].trim();
      // "€2,770 in the first year": the period from the facts, so the clause still says it.
      if (!HAS_PERIOD.test(amount)) amount += ` ${periodWords(text, m.index, facts.stipend.period)}`;
      // What the amount is called next to it decides: a stipend beside a salary scale is a stipend.
      const near = text.slice(Math.max(0, m.index - 160), m.index + m[0].length + 40);
      const named = nouns.filter((n) => n.index < m.index + m[0].length + 40).at(-1);
      if (named) noun = named[0].toLowerCase();
      if (/\b(?:stipend|scholarship|bursary|allowance|Stipendium|bourse|beurs|stipendium|beca)\b/i.test(near)) {
        salaried = SALARY.test(near) && !/\bstipend/i.test(near);
      } else if (SALARY.test(near)) salaried = true;
      break;
    }
  }
  const tuition = TUITION_NOUN.exec(text)?.[0].toLowerCase() ?? null;
  return { salaried, amount, scale, noun, tuition };
}

const CURRENCY_SIGN: Record<string, string> = { GBP: '£', EUR: '€', USD: 'US$', SGD: 'S$', HKD: 'HK$' };

/** What the position pays, in a few words ("a stipend of S$2,700 per month"), or null. */
function payPhrase(facts: PostingFacts, wording: PayWording): string | null {
  const s = facts.stipend;
  const amount =
    wording.amount ??
    (s
      ? `${CURRENCY_SIGN[s.currency] ?? `${s.currency} `}${s.amount.toLocaleString('en-GB')} ${PERIOD[s.period]}`
      : null);
  const pay = wording.salaried || (wording.scale && !amount) ? 'salary' : (wording.noun ?? 'stipend');
  if (amount) return `a ${pay} of ${amount}${wording.scale && pay === 'salary' ? ` under ${wording.scale}` : ''}`;
  if (wording.scale) return `a salary according to ${wording.scale}`;
  // A pay without an amount tells something only of a fully funded place (a partial "scholarship"
  // may be a fee discount).
  if (facts.fundingType !== 'fully_funded') return null;
  if (wording.salaried) return 'a salary';
  return wording.noun ? `a ${wording.noun}` : null;
}

/** What happens to tuition, when the facts say. */
function tuitionPhrase({ tuition, fundingType }: PostingFacts, wording: PayWording): string | null {
  if (fundingType === 'self_funded') return 'the candidate needs their own funding for fees and living costs';
  if ((tuition.home || tuition.international) && wording.tuition && !/reduction/.test(wording.tuition)) {
    return `a ${wording.tuition}`;
  }
  if (tuition.home && tuition.international) return 'tuition fees covered';
  if (tuition.home && tuition.international === false) return 'home tuition fees covered';
  if (tuition.home) return 'home tuition fees covered';
  if (tuition.international && tuition.home === null) return 'tuition fees covered';
  if (tuition.home === false && tuition.international === false) return 'tuition fees not covered';
  return null;
}

/** "the University of Glasgow", "ETH Zurich". */
export const universityPhrase = (name: string) => `${/^University of\b/.test(name.trim()) ? 'the ' : ''}${name.trim()}`;

const TYPE_LEAD = {
  fully_funded: 'Fully funded',
  partially_funded: 'Partially funded',
  self_funded: 'Self-funded',
} as const;

export interface FundingSentence {
  text: string;
  /** How much of the funding it tells, 0 to 1. */
  detail: number;
  /** How much of the title's subject it names: 1 whole, less for its head only, 0 none. */
  topic: number;
}

/**
 * The funding sentence's variants: the funding type with the university, then the pay and the
 * tuition as the facts give them ("Fully funded at the University of Glasgow: a stipend of £20,780
 * per year and tuition fees covered."), and each also naming the title's subject ("The project on X
 * at the University of Glasgow is fully funded: ..."). Shorter ones drop the tuition, then the pay.
 */
export function fundingSentences(
  facts: PostingFacts,
  wording: PayWording,
  universityName: string,
  topics: readonly { text: string; weight: number }[] = [],
): FundingSentence[] {
  const at = universityName.trim() ? ` at ${universityPhrase(universityName)}` : '';
  const pay = payPhrase(facts, wording);
  const tuition = tuitionPhrase(facts, wording);
  const details = [[pay, tuition], [pay], [tuition], []].map((parts) => parts.filter((p): p is string => !!p));
  const out: FundingSentence[] = [];
  const add = (text: string, detail: number, named: number) => {
    if (!out.some((o) => o.text === text)) out.push({ text, detail, topic: named });
  };
  for (const [i, parts] of details.entries()) {
    const detail = 1 - i * 0.25;
    const list = parts.join(' and ');
    for (const topic of [...topics, null]) {
      const subject = topic && `the project on ${topic.text}${at}`;
      const named = topic?.weight ?? 0;
      if (facts.fundingType !== 'unknown') {
        const type = TYPE_LEAD[facts.fundingType];
        if (subject) add(`${capitalise(subject)} is ${type.toLowerCase()}${list ? `: ${list}` : ''}.`, detail, named);
        else add(list ? `${type}${at}: ${list}.` : `The position${at} is ${type.toLowerCase()}.`, detail, 0);
      } else if (list) {
        add(`${capitalise(subject ?? `the position${at}`)} comes with ${list}.`, detail, named);
      } else {
        add(`The posting does not mention funding for ${subject ?? `the position${at}`}.`, detail, named);
      }
    }
  }
  // The shortest, without the university, for a posting whose research sentence is long.
  const bare =
    facts.fundingType === 'unknown'
      ? UNSTATED_FUNDING
      : `The position is ${TYPE_LEAD[facts.fundingType].toLowerCase()}.`;
  add(bare, -0.5, 0);
  return out;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The deadline sentence, or null when there is no date. */
export const deadlineSentence = (deadline: string | null) => (deadline ? `Apply by ${deadline}.` : null);
