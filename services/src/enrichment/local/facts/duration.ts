// How long the position lasts, in months: "three-year", "3.5 years", "36 months", "three and a half
// years", "4 year". Years of experience, ages and past periods are not durations.
import { NUMBER_WORD, smallNumber } from './numbers.ts';

const NUM = `(\\d+(?:[.,]\\d)?|${NUMBER_WORD})`;
const DURATION = new RegExp(
  `\\b${NUM}(?:\\s?(?:and a half|½)|(?:\\s|-)?\\+(?:\\s|-)?\\d)?(?:\\s|-)(year|yr|month)s?\\b`,
  'gi',
);
const NOT_A_DURATION_AFTER =
  /^[\s\S]{0,4}(?:of (?:relevant |research |professional |postdoctoral )?experience|experience|old|of age|ago|after|prior|before|in industry)/i;
const NOT_A_DURATION_BEFORE =
  /(?:past|last|previous|within|least|first|final|over the|each|every|after|minimum of|maximum of|aged?)\s*$/i;
const CONTEXT =
  /(?:duration|period|funded for|funding for|lasts?|length|contract|fixed[- ]term|appointment|for (?:a |up to )?$|studentship|scholarship|position|phd|doctoral|programme|program|project|fellowship|post|full[- ]time)/i;

export function durationMonthsOf(text: string): number | null {
  let fallback: number | null = null;
  for (const match of text.matchAll(DURATION)) {
    const n = smallNumber(match[1]!);
    if (n === null || n <= 0) continue;
    const half = /and a half|½/i.test(match[0]) ? 0.5 : 0;
    const plus = /\+\s?-?(\d)/.exec(match[0]);
    const unit = match[2]!.toLowerCase();
    const months = unit === 'month' ? n : Math.round((n + half + (plus ? Number(plus[1]) : 0)) * 12);
    if (months < 6 || months > 96) continue;
    const start = match.index;
    const after = text.slice(start + match[0].length, start + match[0].length + 40);
    const before = text.slice(Math.max(0, start - 50), start);
    if (NOT_A_DURATION_AFTER.test(after) || NOT_A_DURATION_BEFORE.test(before)) continue;
    if (CONTEXT.test(before.slice(-40)) || CONTEXT.test(after.slice(0, 30))) return months;
    fallback ??= months;
  }
  return fallback;
}
