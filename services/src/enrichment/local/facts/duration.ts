// How long the position lasts, in months: "three-year", "3.5 years", "36 months", "three and a half
// years", "befristet auf 3 Jahre", "4 ans", "4 jaar", "fyra år". Years of experience, ages and past
// periods are not durations, and neither is a renewable appointment of a year or less ("a 12-month
// appointment, renewable"): a PhD's length is stated as its total or not at all.
import { NUMBER_WORD, smallNumber } from './numbers.ts';
import { untilDatesOf } from './start-date.ts';

const NUM = `(\\d+(?:[.,]\\d)?|${NUMBER_WORD})`;
const YEAR_UNIT =
  'years?|yrs?|jahre?n?|ans?|années?|jaar|jaren|år(?:s|et)?|años?|anos|anni|anno|vuotta|vuoden|vuodeksi';
const MONTH_UNIT = 'months?|monate?n?|mois|maanden?|månader|måneder|månedar|meses|mesi|kuukautta';
const HALF = 'and a half|½|et demi|en een half|y medio|e mezzo|och ett halvt|og et halvt|og eit halvt';
// "dreijährige", "vierjarig", "treårigt": the number and the unit in one word.
const COMPOUND = '(?:jährig|jarig|årig)\\p{L}*';
const DURATION = new RegExp(
  `(?<![\\p{L}\\d])${NUM}(?:\\s?(?:${HALF})|(?:\\s|-)?\\+(?:\\s|-)?\\d)?(${COMPOUND})|(?<![\\p{L}\\d])${NUM}(?:\\s?(?:${HALF})|(?:\\s|-)?\\+(?:\\s|-)?\\d)?(?:\\s|-)(${YEAR_UNIT}|${MONTH_UNIT})(?![\\p{L}])`,
  'giu',
);
const NOT_A_DURATION_AFTER =
  /^[\s\S]{0,4}(?:of (?:relevant |research |professional |postdoctoral )?experience|experience|old|of age|ago|after|prior|before|in industry|berufserfahrung|d.expérience|ervaring|erfarenhet|erfaring|de experiencia|di esperienza)/i;
const NOT_A_DURATION_BEFORE =
  /(?:past|last|previous|within|least|first|initial|final|over the|each|every|after|minimum of|aged?|mindestens|au moins|minstens|minst|al menos|almeno|vähintään)\s*$/i;
/** "a scholarship of €1,600 per month for the first three years": the funded time is the length. */
const FUNDED_FIRST =
  /(?:fund\w*|financ\w*|finanz\w*|paid|pays|stipend\w*|scholarship\w*|salary|per (?:month|year|annum))[^.;]{0,30}\bfirst\s*$/i;
const CONTEXT =
  /(?:duration|period|funded for|funding for|lasts?|length|contract|fixed[- ]term|appointment|for (?:a |up to )?$|studentship|scholarship|position|phd|doctoral|programme|program|project|fellowship|post|full[- ]time|befristet|laufzeit|dauer|vertrag|stelle|promotion|auf $|für $|durée|contrat|thèse|doctorat|pendant $|looptijd|aanstelling|promotie|voor $|anställning|tjänst|ansættelse|stilling|stipendiat|på $|i $|duración|contrato|durante $|durata|corso|per $|kesto|ajaksi|määräaik|työsuh|tehtävä)/i;
/** Words that name the length itself: they outrank a length merely near the position ("for 36 months"). */
const LENGTH_WORDS =
  /(?:duration|lasts?|length|laufzeit|dauer|durée|durata|duración|duração|looptijd|duur|varighed|varighet|kesto|ajaksi|maximum of)/i;
/** "a four-year doctorate", "a 3-year studentship": the length as the position's adjective. */
const NOUN_AFTER =
  /^\s(?:(?:fully[- ]funded|funded|full[- ]time|salaried)\s)?(?:phd|ph\.d\.|doctorate|doctoral|position|programme|program|contract|studentship|scholarship|fellowship|appointment|post|period of (?:employment|appointment))\b/i;
/** Pay, funding or employment earlier in the sentence: the length the money is for. */
const PAID_BEFORE =
  /(?:allowance|stipend|salary|scholarship|studentship|bursary|fund(?:s|ed|ing)|grant|paid|pays|contract|appointment|employ\w*|befristet|anställ\w*|ansat\w*|contrat|aanstelling)\b[^.;]{0,60}$/i;
/** "durata triennale", "a triennial programme": the length as one adjective. */
const LENGTH_ADJECTIVE = /(?<![\p{L}])(tri|quadri|cuatri)enn?(?:al(?:e|i|es)?|io)(?![\p{L}])/giu;
/** "to" is Norwegian for two and "an" French for year, but "to an inclusive culture" is neither. */
const NORDIC_UNIT = /^(?:år|måne|månad)/i;
const FRENCH_NUMBER = /^(?:\d|deux|trois|quatre|cinq)/i;

/** "extendable to four years in total": the total, whatever came first. */
const TOTAL_BEFORE = /(?:in total|a total of|in totaal|insgesamt|au total|en total|i alt|totalt|totaal)[^.;]{0,12}$/i;
/** "18 months, with extension to four years": one term of several. */
const ONE_TERM =
  /^[^.;]{0,30}\b(?:renewable|extendable|extension|verlängerbar|verlängerung|renouvelable|verlengbaar|verlenging|förlängning|forlængelse|forlengelse|prorrogable|rinnovabile)\b/i;
const HALF_RE = new RegExp(HALF, 'i');
const MONTH_RE = new RegExp(`^(?:${MONTH_UNIT})$`, 'i');

function lengthAdjective(text: string): number | null {
  for (const m of text.matchAll(LENGTH_ADJECTIVE)) {
    const around = text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 30);
    if (CONTEXT.test(around)) return m[1]!.toLowerCase() === 'tri' ? 36 : 48;
  }
  return null;
}

const DAY_MS = 86_400_000;

/**
 * "zum 01.04.2027 ... bis zum 31.03.2030": a fixed term from its start to its end, when no length is
 * written. Deadlines come before the start, so only an end 13 to 96 months after it counts.
 */
function termBetween(text: string, start: string): number | null {
  const from = Date.parse(start);
  for (const end of untilDatesOf(text)) {
    const months = Math.round((Date.parse(end) - from) / DAY_MS / 30.44);
    if (months > 12 && months <= 96) return months;
  }
  return null;
}

/** The position's length in months; `start` (the start date read from the same text) dates a fixed term. */
export function durationMonthsOf(text: string, start: string | null = null): number | null {
  let fallback: number | null = null;
  let oneTerm: number | null = null;
  let near: number | null = null;
  let paid: number | null = null;
  let firstYears: number | null = null;
  for (const match of text.matchAll(DURATION)) {
    const word = match[1] ?? match[3]!;
    const unit = match[2] ?? match[4] ?? '';
    if (word.toLowerCase() === 'to' && !NORDIC_UNIT.test(unit)) continue;
    // "UBC's Four Year Fellowship": a name, not the position's length.
    if (/^\p{Lu}/u.test(word) && /^\p{Lu}/u.test(unit) && /^\s\p{Lu}/u.test(text.slice(match.index + match[0].length)))
      continue;
    if (/^ans?$/i.test(unit) && !FRENCH_NUMBER.test(word)) continue;
    const n = smallNumber(word);
    if (n === null || n <= 0) continue;
    const half = HALF_RE.test(match[0]) ? 0.5 : 0;
    const plus = /\+\s?-?(\d)/.exec(match[0]);
    const inMonths = match[4] !== undefined && MONTH_RE.test(match[4]);
    const months = inMonths ? n : Math.round((n + half + (plus ? Number(plus[1]) : 0)) * 12);
    // A year or less is a term of an appointment, not a doctorate.
    if (months <= 12 || months > 96) continue;
    const start = match.index;
    const after = text.slice(start + match[0].length, start + match[0].length + 40);
    const before = text.slice(Math.max(0, start - 50), start);
    if (NOT_A_DURATION_AFTER.test(after)) continue;
    if (NOT_A_DURATION_BEFORE.test(before)) {
      // The funded first years are the length only when no other is written.
      if (FUNDED_FIRST.test(before)) firstYears ??= months;
      continue;
    }
    if (TOTAL_BEFORE.test(before)) return months;
    // A first term that may be extended is the length only if no total follows.
    if (ONE_TERM.test(after)) {
      oneTerm ??= months;
      continue;
    }
    const beforeNear = before.slice(-40);
    const afterNear = after.slice(0, 30);
    const sameSentence = (part: string) => part.split(/[.;!?](?:\s|$)/);
    const ownSentence = sameSentence(before).pop()!;
    if (
      LENGTH_WORDS.test(sameSentence(beforeNear).pop()!) ||
      LENGTH_WORDS.test(sameSentence(afterNear)[0]!) ||
      NOUN_AFTER.test(after)
    )
      return months;
    // "an allowance of RM2,300 for three years" outranks "specimens exposed for up to two years".
    if (PAID_BEFORE.test(ownSentence)) paid ??= oneTerm ?? months;
    else if (CONTEXT.test(beforeNear) || CONTEXT.test(afterNear)) near ??= oneTerm ?? months;
    else fallback ??= months;
  }
  return (
    paid ??
    near ??
    oneTerm ??
    lengthAdjective(text) ??
    fallback ??
    firstYears ??
    (start ? termBetween(text, start) : null)
  );
}
