// How long the position lasts, in months: "three-year", "3.5 years", "36 months", "three and a half
// years", "befristet auf 3 Jahre", "4 ans", "4 jaar", "fyra år". Years of experience, ages and past
// periods are not durations, and neither is a renewable appointment of a year or less ("a 12-month
// appointment, renewable"): a PhD's length is stated as its total or not at all.
import { NUMBER_WORD, smallNumber } from './numbers.ts';

const NUM = `(\\d+(?:[.,]\\d)?|${NUMBER_WORD})`;
const YEAR_UNIT = 'years?|yrs?|jahre?n?|ans?|années?|jaar|jaren|år(?:s|et)?|años?|anni|anno|vuotta|vuoden';
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
  /(?:past|last|previous|within|least|first|final|over the|each|every|after|minimum of|maximum of|aged?|mindestens|au moins|minstens|minst|al menos|almeno|vähintään)\s*$/i;
const CONTEXT =
  /(?:duration|period|funded for|funding for|lasts?|length|contract|fixed[- ]term|appointment|for (?:a |up to )?$|studentship|scholarship|position|phd|doctoral|programme|program|project|fellowship|post|full[- ]time|befristet|laufzeit|dauer|vertrag|stelle|promotion|auf $|für $|durée|contrat|thèse|doctorat|pendant $|looptijd|aanstelling|promotie|voor $|anställning|tjänst|ansættelse|stilling|stipendiat|på $|i $|duración|contrato|durante $|durata|per $|kesto)/i;

/** "extendable to four years in total": the total, whatever came first. */
const TOTAL_BEFORE = /(?:in total|a total of|in totaal|insgesamt|au total|en total|i alt|totalt|totaal)[^.;]{0,12}$/i;
/** "18 months, with extension to four years": one term of several. */
const ONE_TERM =
  /^[^.;]{0,30}\b(?:renewable|extendable|extension|verlängerbar|verlängerung|renouvelable|verlengbaar|verlenging|förlängning|forlængelse|forlengelse|prorrogable|rinnovabile)\b/i;
const HALF_RE = new RegExp(HALF, 'i');
const MONTH_RE = new RegExp(`^(?:${MONTH_UNIT})$`, 'i');

export function durationMonthsOf(text: string): number | null {
  let fallback: number | null = null;
  let oneTerm: number | null = null;
  for (const match of text.matchAll(DURATION)) {
    const n = smallNumber(match[1] ?? match[3]!);
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
    if (NOT_A_DURATION_AFTER.test(after) || NOT_A_DURATION_BEFORE.test(before)) continue;
    if (TOTAL_BEFORE.test(before)) return months;
    // A first term that may be extended is the length only if no total follows.
    if (ONE_TERM.test(after)) {
      oneTerm ??= months;
      continue;
    }
    if (CONTEXT.test(before.slice(-40)) || CONTEXT.test(after.slice(0, 30))) return oneTerm ?? months;
    fallback ??= months;
  }
  return oneTerm ?? fallback;
}
