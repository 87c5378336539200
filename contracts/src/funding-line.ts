// A position's funding in a few words, for places that show it beside a summary (the cards' funding
// line, the weekly digest's items): the one funding type the badge and the filters read
// (services/src/opportunities/funding.ts), with the posting's own funding words after it when they add
// something ("Fully funded · CHF 47,040 a year"). Shared by the web app and the server.

export const FUNDING_TYPE_WORDS = {
  fully_funded: 'Fully funded',
  partially_funded: 'Partially funded',
  self_funded: 'Self-funded',
} as const;

export type FundingTypeName = keyof typeof FUNDING_TYPE_WORDS;

/** The funding type in words; null when unknown or not stated. */
export function fundingTypeLabel(type: FundingTypeName | 'unknown' | null): string | null {
  return type && type !== 'unknown' ? FUNDING_TYPE_WORDS[type] : null;
}

export function fundingLine(type: FundingTypeName | 'unknown' | null, words: string | null): string | null {
  const label = fundingTypeLabel(type);
  const own = words?.replace(/\s+/g, ' ').trim() || null;
  if (!own || own.toLowerCase() === label?.toLowerCase()) return label;
  return label ? `${label} · ${own}` : own;
}
