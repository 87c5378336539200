// The words that name each funding type, as a reader looks for them: the local engine picks summary
// sentences by them, and a summary that names another type than the one stated contradicts the badge.
import type { FundingType } from './engine.ts';

export const TYPE_WORDS: Record<FundingType, RegExp | null> = {
  fully_funded: /\bfull(?:y)?[- ]funded\b|\bfull (?:funding|scholarship|studentship)\b/i,
  partially_funded: /\bpartial(?:ly)?[- ]funded\b|\bpartial (?:funding|scholarship)\b/i,
  self_funded: /\bself[- ]?fund(?:ed|ing)?\b|\bown funding\b|\bno funding\b|\bnot funded\b/i,
  unknown: null,
};

/** The local engine's second sentence when a posting says nothing about money. */
// "funding", not "funded": a summary of a posting silent on money never reads as calling it funded.
export const UNSTATED_FUNDING = 'The posting does not mention funding for the position.';

/** Whether `text` names a funding type other than `stated`, or says the funding is not stated. */
export function contradictsFunding(text: string, stated: FundingType): boolean {
  if (stated === 'unknown') return false;
  if (
    /\b(?:does not|doesn't) say how\b[^.]*\bfunded\b|\b(?:does not|doesn't) mention (?:any )?funding\b|\bfunding (?:is )?not (?:stated|specified|given)\b/i.test(
      text,
    )
  ) {
    return true;
  }
  return Object.entries(TYPE_WORDS).some(([type, words]) => type !== stated && words !== null && words.test(text));
}
