// Whether tuition fees are covered, for home and for international students; null where the posting
// does not say. Read sentence by sentence: a sentence that says fees must be paid (or are not
// included) sets false, for international students only when it speaks of them ("non-EU students
// pay the difference"); a sentence that names fees among what is provided sets true, for home
// students when it names a home rate, for both when it names both or neither. "A limited number of
// awards cover international fees" decides nothing.
import type { FundingType } from '../../engine.ts';

export interface Tuition {
  home: boolean | null;
  international: boolean | null;
}

const FEES = /\b(?:tuition|fees?)\b/i;
const NOT_COVERED =
  /\b(?:not|no) (?:\w+ ){0,3}(?:include|includes|included|cover|covers|covered|provide|provided)\b|\b(?:must|need to|needs to|will need to|would need to|should|have to|has to|required to|expected to|able to) (?:\w+ ){0,3}(?:pay|fund|cover|self-fund|meet|secure)\b|\bmust be (?:covered|paid|met)\b|\bliable for\b|\bno (?:\w+ ){0,2}fee waiver\b|\bself[- ]fund/i;
const INTERNATIONAL = /\b(?:international|overseas|non-eu|non-uk|non-eea|out-of-state)\b/i;
const HOME = /\b(?:home|uk|eu|domestic|in-state|national|uk-rate|eu-rate)\b|\b[A-Z][a-z]+an (?:students|citizens)\b/i;
const BOTH = /\bboth\b|\ball students\b/i;
const LIMITED = /\blimited number\b|\bsmall number\b|\bexceptional\b|\bsome awards\b|\ba few\b/i;

export function tuitionOf(text: string, fundingType: FundingType): Tuition {
  // A self-funded candidate pays the fees, whether or not the posting says so.
  if (fundingType === 'self_funded') return { home: false, international: false };
  const sentences = text.split(/(?<=[.!?])\s+/).filter((s) => FEES.test(s));
  let home: boolean | null = null;
  let international: boolean | null = null;
  for (const s of sentences) {
    const international_ = INTERNATIONAL.test(s);
    if (NOT_COVERED.test(s)) {
      if (international_) {
        international = false;
        if (HOME.test(s.replace(INTERNATIONAL, ''))) home ??= true;
      } else {
        home = false;
        international = false;
      }
      continue;
    }
    if (international_ && LIMITED.test(s)) continue;
    const home_ = HOME.test(s);
    if (international_ && (home_ || BOTH.test(s))) {
      home = true;
      international = true;
    } else if (home_) home = true;
    else {
      home = true;
      international ??= true;
    }
  }
  return { home, international };
}
