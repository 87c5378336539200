// The funding type from the posting's components (reading.ts), not from keyword lists that fight:
// a candidate is fully funded when someone pays them (stipend or salary) and nobody leaves them a
// fee to pay. Who pays the international fee difference decides (tuition.ts), not the words.
import type { FundingType, Stipend } from '../../engine.ts';
import type { Tuition } from './tuition.ts';
import { EXTRAS, promisedOf } from './competition.ts';
import { selfFunded } from './self-funded.ts';
import { FEES_ONLY, partPaid, shortfall } from './shortfall.ts';
import { COMPOUND_EMPLOYMENT, COMPOUND_PAY, EMPLOYMENT_WORDS, PAY_WORDS } from './vocabulary.ts';

const FULL_IN_WORDS = [
  '\\bfull(?:y)?[- ]funded\\b|\\bfull funding\\b|\\bfull scholarship\\b|\\bfull studentship\\b',
  '\\b(?:voll|vollständig|komplett) finanziert|\\bvollfinanziert|\\bentièrement financée?|\\bfinancement complet|\\bvolledig gefinancierd|\\btotalmente financiad|\\bfullt finansierad|\\bfuldt finansieret|\\bfullfinansiert',
];
/** "Fully funded" in so many words, in any language the engine reads. */
const FULLY = new RegExp(FULL_IN_WORDS.join('|'), 'i');
const FULL = new RegExp(
  [
    ...FULL_IN_WORDS,
    '(?<!-)\\bfunded (?:phd|doctoral|studentship|position|place)s?\\b(?! (?:training|programmes?|programs?|schools?|centres?|centers?|partnerships?|networks?|colleges?)\\b)',
  ].join('|'),
  'i',
);
/** Someone pays the candidate: a salary, an employment, a stipend, a studentship. */
const PAY = new RegExp(
  `\\b(?:${EMPLOYMENT_WORDS}|${PAY_WORDS}|gross (?:monthly|annual|salary|per (?:month|year|annum))|monthly gross|brutto|bruto|brut|tax[- ]free|assistantship|fellowship)(?![\\p{L}])|${COMPOUND_PAY}`,
  'iu',
);
/** The position is a job: a fact of the post, not a prize described beside a competition. */
const EMPLOYED = new RegExp(`\\b(?:${EMPLOYMENT_WORDS}|salaried)(?![\\p{L}])|${COMPOUND_EMPLOYMENT}`, 'iu');

/** A funding noun that names a kind of award, not what this place pays ("Promotionsstipendium" too). */
const BARE_NOUN =
  /(?<![\p{L}])(?:scholarships?|studentships?|bursar(?:y|ies)|fellowships?|becas?|bourses?|borse?|\p{L}*?(?:stipendi(?:um|en|er)|beurs(?:en)?))(?![\p{L}])/iu;
const BARE_NOUNS = new RegExp(BARE_NOUN.source, 'giu');
/** Possibility, in any language: "may", "possible", "subject to", "kann", "éventuellement", "mogelijk". */
const POSSIBLE =
  /\b(?:may|might|could|possib\w*|potential\w*|subject to (?:\w+ ){0,2}(?:funding|approval|availability|applications?|success\w*|outcome|award|confirmation)|depend\w*|can (?:also )?apply|kann|können|möglich\w*|eventuell\w*|peu(?:t|vent)|pourr\w*|éventuel\w*|kunnen|mogelijk\w*|eventue\w*|puede[ns]?|posib\w*|può|possono|possibil\w*|möjlig\w*|mulig\w*|nominat\w*|vorgeschlagen|voorgedragen)\b/iu;

/**
 * The pay named is only a bare funding noun (no amount, job or "fully funded" is checked by the
 * caller) and a sentence naming it speaks of a possibility: a kind of award the candidate might get,
 * not what this place comes with.
 */
function tentative(promised: string, all: string): boolean {
  if (!PAY.test(promised) || PAY.test(promised.replace(BARE_NOUNS, ' '))) return false;
  return all.split(/(?<=[.!?;])\s+/).some((s) => BARE_NOUN.test(s) && POSSIBLE.test(s) && !EXTRAS.test(s));
}

export interface FundingComponents {
  self: boolean;
  /** A shortfall said in words. */
  partial: boolean;
  /** An award of the fees alone, said in words ("fees-only"). */
  feesOnly: boolean;
  /** Part of the fees, living costs or time left to the candidate: a shortfall beside pay or covered fees. */
  partPaid: boolean;
  /** The only pay named is a bare funding noun said beside a possibility ("scholarships may be available"). */
  tentative: boolean;
  /** "fully funded" said in words. */
  full: boolean;
  /** Funding the candidate would have to compete for. */
  conditional: boolean;
  /** Pay said not to come with the place: "this is not a paid position", "ohne Stipendium". */
  noPay: boolean;
  /** The fees are nobody's because none are charged ("Studiengebühren fallen nicht an"). */
  feesNotCharged: boolean;
  /** A waiver or exemption said in words, whoever it names ("esonerato dal pagamento dei contributi"). */
  feesExempt: boolean;
  /** A stipend, salary or studentship is paid. */
  pay: boolean;
  /** The position is a job (a salary, an employment contract). */
  employed: boolean;
  fees: Tuition;
  /** The fees are waived or paid for the candidate in so many words. */
  feesWaived: boolean;
  /** The pay's amount, read outside sentences about funding to compete for. */
  stipend: Stipend | null;
}

/**
 * The words that decide alone, read in the clauses the posting promises; the candidate's own funding
 * and the unfunded rest of the doctorate are read in all of it ("must bring their own funding or apply
 * to the national calls").
 */
export function wordsOf(all: string) {
  const { promised, said, noPay, conditional } = promisedOf(all);
  return {
    promised,
    noPay,
    self: selfFunded(all),
    // A shortfall is read where pay is said not to be there ("does not include a stipend").
    partial: shortfall(said, all),
    partPaid: partPaid(promised),
    feesOnly: FEES_ONLY.test(promised),
    tentative: tentative(promised, all),
    full: FULL.test(promised),
    conditional,
    pay: PAY.test(promised),
    employed: EMPLOYED.test(promised),
  };
}

/**
 * The editor's short texts: only what they say in words ("Self-funded", "Fully funded"). A job board's
 * category ("Funded PhD Project (Students Worldwide)") says money is attached, not that it is all
 * there: the description decides how much.
 */
export function statedType(text: string) {
  const c = wordsOf(text);
  if (c.self) return 'self_funded';
  if (c.partial) return 'partially_funded';
  if (c.conditional) return null;
  if (FULLY.test(c.promised)) return 'fully_funded';
  return null;
}

export function fundingTypeOf(c: FundingComponents): FundingType {
  // A place without pay whose fees are waived is funded in part: "senza borsa, esonerato dal
  // pagamento dei contributi"; so are fees covered or an amount paid while the candidate's own money
  // is for living ("students must cover their living costs themselves").
  // Fees nobody charges are no money the place gives.
  const feesCovered = c.feesWaived || ((c.fees.home === true || c.fees.international === true) && !c.feesNotCharged);
  const paid = c.pay || c.stipend !== null;
  // Pay said not to come with the place, and none promised: the candidate's own money, unless fees
  // are covered (then it is a fees-only place, below).
  const unpaid = c.noPay && !paid && !c.conditional && !c.full && !feesCovered && !c.feesExempt;
  if (c.self || unpaid)
    // A stipend paid for part of the time or money: only the rest is theirs.
    return c.feesWaived || ((c.partPaid || c.partial) && c.stipend) || ((c.partPaid || c.feesOnly) && feesCovered)
      ? 'partially_funded'
      : 'self_funded';
  // A fee the candidate pays (home or international) is a shortfall whatever else is promised.
  if (c.partial || (c.partPaid && (paid || feesCovered)) || c.fees.home === false || c.fees.international === false)
    return 'partially_funded';
  // Fees covered and pay said not to come: a fees-only place ("cubre la matrícula; no incluye
  // asignación mensual").
  if (feesCovered && c.noPay && !paid && !c.conditional) return 'partially_funded';
  // Beside a competition, a studentship "with fees and a stipend" describes the prize; only an
  // amount, "fully funded" or a job promise pay.
  if ((c.conditional || c.tentative) && !c.stipend && !c.full && !c.employed) return 'unknown';
  if (c.full || c.pay || c.stipend) return 'fully_funded';
  return 'unknown';
}
