// Whether tuition fees are covered, for home and for international students. Null where the
// posting does not say.

export interface Tuition {
  home: boolean | null;
  international: boolean | null;
}

const COVERED =
  /\b(?:cover(?:s|ing|ed)?|pay(?:s|ing)?|includ(?:e|es|ing)|waiv(?:e|er|ed)|paid|funds?|fee waiver|exempt)\b/i;
const FEES = /\b(?:tuition|fees?)\b/i;

export function tuitionOf(text: string, fundingType: string): Tuition {
  const sentences = text.split(/(?<=[.!?;])\s+/).filter((s) => FEES.test(s));
  let home: boolean | null = null;
  let international: boolean | null = null;
  for (const s of sentences) {
    const lower = s.toLowerCase();
    const covered =
      COVERED.test(s) ||
      /\bno tuition fees\b|\bfree of (?:tuition|charge)\b|\bthere are no (?:tuition )?fees\b/i.test(s);
    if (!covered) continue;
    const mentionsHome = /\b(?:home|uk|eu|domestic|in-state|resident)\b/.test(lower);
    const mentionsIntl = /\b(?:international|overseas|non-eu|non-uk|out-of-state|all students)\b/.test(lower);
    const intlNot =
      /\binternational[^.]{0,80}\b(?:must|will need to|need to|are required to|would need to|have to|should)\b[^.]{0,40}\b(?:pay|cover|fund|meet|find)\b|\b(?:difference|top[- ]up)\b[^.]{0,60}\b(?:international|overseas)\b|\b(?:international|overseas)\b[^.]{0,60}\bdifference\b|\bhome (?:rate|level)\b|\bat the home\b|\bhome fees? only\b|\bnot (?:cover|include)[^.]{0,40}international\b/.test(
        lower,
      );
    if (mentionsHome || !mentionsIntl) home = true;
    if (intlNot) international = false;
    else if (mentionsIntl || (!mentionsHome && international === null))
      international ??= mentionsIntl || !mentionsHome ? true : null;
  }
  if (home === null && international === null && fundingType === 'self_funded')
    return { home: false, international: false };
  return { home, international };
}
