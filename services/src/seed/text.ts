// Small deterministic text helpers (no locale-dependent formatting: output must not vary by machine).
import { formatDeadline, MONTH_NAMES } from '@phd/contracts/seo';

/** "15 March 2027", always in UTC (the format the site shows deadlines in). */
export const longDate = (date: Date): string => formatDeadline(date.getTime() / 1000);

/** "March 2027", always in UTC. */
export function monthYear(date: Date): string {
  return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Proper nouns and names that keep their capital inside a sentence. */
const KEEP_CAPITAL = new Set(['Alzheimer’s', 'North', 'Sea', 'Europe', 'Cold', 'War', 'Bayesian']);

/** "Neuroinflammation in Alzheimer’s Disease" -> "neuroinflammation in Alzheimer’s disease"; acronyms kept. */
export function inSentence(title: string): string {
  let result = sentenceCache.get(title);
  if (result === undefined) {
    result = title
      .split(' ')
      .map((word) => (KEEP_CAPITAL.has(word) || !/^[A-Z][a-z]+(-[A-Za-z]+)*$/.test(word) ? word : word.toLowerCase()))
      .join(' ');
    // Inputs are curated phrases (a few hundred), so the cache stays small; it matters at 100k rows.
    sentenceCache.set(title, result);
  }
  return result;
}
const sentenceCache = new Map<string, string>();

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

export function escapeHtml(text: string): string {
  if (!/[&<>"]/.test(text)) return text;
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
