// The funding facts of a position in words (the detail page's summary panel); the cards' funding line
// is shared/funding-line.ts, which the digest e-mail uses too.
import type { FundingTypeJson, PostingFactsJson } from '../../api/types.ts';
import { fundingTypeLabel } from '@phd/contracts/funding-line';

const PERIODS = { year: 'a year', month: 'a month', total: 'in total' } as const;

type Stipend = Pick<NonNullable<PostingFactsJson['stipend']>, 'amount' | 'currency' | 'period'>;

export function stipendText(stipend: Stipend): string {
  const amount = new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: stipend.currency,
    maximumFractionDigits: 0,
  }).format(stipend.amount);
  return `${amount} ${PERIODS[stipend.period]}`;
}

export function tuitionText({ home, international }: PostingFactsJson['tuition']): string | null {
  if (home && international) return 'Covered for home and international students';
  if (home && international === false) return 'Covered for home students only';
  if (home) return 'Covered for home students';
  if (international) return 'Covered for international students';
  if (home === false && international === false) return 'Not covered';
  return null;
}

export function durationText(months: number): string {
  if (months % 12 === 0) return months === 12 ? '1 year' : `${months / 12} years`;
  return `${months} months`;
}

/** "2027-10" -> "October 2027"; "2027-10-01" -> "1 October 2027". */
export function startText(start: string): string {
  const [year, month, day] = start.split('-').map(Number);
  const date = new Date(Date.UTC(year!, (month ?? 1) - 1, day ?? 1));
  const options: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric', timeZone: 'UTC' };
  return date.toLocaleDateString('en-GB', day ? { ...options, day: 'numeric' } : options);
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/** "de" -> "German"; null for English (the site's own language) or a code with no English name. */
export function languageText(code: string | null): string | null {
  if (!code || code === 'en') return null;
  try {
    return languageNames.of(code) ?? null;
  } catch {
    return null;
  }
}

/** The rows of the panel, in reading order; only what is known. */
export function factRows(fundingType: FundingTypeJson | null, facts: PostingFactsJson | null, language: string | null) {
  const rows: { label: string; value: string }[] = [];
  const funding = fundingTypeLabel(fundingType);
  if (funding) rows.push({ label: 'Funding', value: funding });
  if (facts) rows.push(...postingFactRows(facts));
  // The description's language, when a reader of the English site may not read it.
  const languageName = languageText(language);
  if (languageName) rows.push({ label: 'Language', value: languageName });
  return rows;
}

function postingFactRows(facts: PostingFactsJson) {
  const rows: { label: string; value: string }[] = [];
  if (facts.stipend) rows.push({ label: 'Stipend', value: stipendText(facts.stipend) });
  const tuition = tuitionText(facts.tuition);
  if (tuition) rows.push({ label: 'Tuition fees', value: tuition });
  if (facts.duration_months) rows.push({ label: 'Duration', value: durationText(facts.duration_months) });
  if (facts.start_date) rows.push({ label: 'Starts', value: startText(facts.start_date) });
  if (facts.eligibility.length > 0) rows.push({ label: 'Eligibility', value: facts.eligibility.join('; ') });
  return rows;
}
