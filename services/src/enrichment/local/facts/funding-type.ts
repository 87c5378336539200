// The funding type from the posting's components (reading.ts), not from keyword lists that fight:
// a candidate is fully funded when someone pays them (stipend or salary) and nobody leaves them a
// fee to pay. Who pays the international fee difference decides (tuition.ts), not the words.
import type { FundingType, Stipend } from '../../engine.ts';
import type { Tuition } from './tuition.ts';
import { EMPLOYMENT_WORDS, PAY_WORDS, SELF_FUNDED_WORDS } from './vocabulary.ts';

const SELF_FUNDED: RegExp[] = [
  new RegExp(`\\b(?:${SELF_FUNDED_WORDS})`, 'i'),
  /\bno (?:funding|studentship|scholarship) (?:is )?(?:available|attached|provided|offered)\b|\bthere is no funding\b/i,
  /\bmust (?:secure|find|provide|obtain|arrange|have) (?:their own|own|independent|external) (?:funding|finance)\b|\b(?:with|have|hold) (?:their|your) own funding\b/i,
  /\b(?:must|will need to|need to|expected to) (?:fund|finance|support|pay for) (?:fees and (?:maintenance|living costs)|themselves|their (?:own )?studies)\b/i,
  /\bfunding (?:is )?not (?:available|provided)\b|\bnot paid by the university\b/i,
  // German, French, Dutch, Spanish, Nordic: "eigene Finanzierung mitbringen", "financement propre".
  /\bkein(?:e|en)? (?:stelle|stipendium|finanzierung|vergütung)\b[^.]{0,60}\bverbunden\b|\bselbst (?:zu )?finanzieren\b|\bzelf (?:te )?financieren\b|\bfinancer (?:sa|leur|votre) thèse par (?:ses|leurs|vos) propres moyens\b|\bfinansiera (?:sig )?själv\b|\bselv (?:at )?finansiere\b|\bfinansiere (?:seg )?selv\b|\beigene[n]? finanzierung\b|\bgeen (?:aanstelling|salaris|financiering)\b[^.]{0,40}\bverbonden\b|\bfinancier\w* (?:je|uw|zijn|haar) \w+ zelf\b|\bbuitenpromovend\w*|\bno (?:salary|position|employment) (?:is )?attached\b|\baucun (?:financement|salaire)\b|\bpas de financement\b|\bno (?:hay|existe) financiaci[oó]n\b|\bingen (?:lön|løn|lønn|finansiering)\b|\bfinancement propre\b|\beigen (?:financiering|middelen)\b|\bfinanciaci[oó]n propia\b|\begen finansiering\b/i,
];

/** A shortfall said in words: part of the money, part of the time, no stipend. */
const PARTIAL: RegExp[] = [
  /\bpartial(?:ly)?[- ](?:funded|funding|scholarship|studentship|fee waiver)\b|\bnot (?:fully|full)[- ]?funded\b/i,
  /\b(?:does|do|will) not (?:include|cover|provide)[^.;]{0,30}\b(?:stipend|salary|living (?:allowance|costs)|maintenance)\b/i,
  /\bno (?:\w+ ){0,2}(?:stipend|salary|living allowance)\b|\bliving costs (?:are )?not covered\b/i,
  /\b(?:covers?|covering|pays?) (?:the )?(?:(?:home|uk|eu) )?(?:rate )?tuition fees? only\b|\b(?:tuition )?fees[- ]only\b|\bfee waiver only\b/i,
  /\b(?:expected|required|need) to (?:secure|find|cover|fund) their own (?:living costs|living expenses|maintenance|stipend)\b/i,
  /\bcontribution (?:to|towards) (?:living costs|maintenance)\b|\btop-up scholarship\b|\b(?:for|in) the first (?:year|two years)\b[^.]{0,60}\b(?:stipend|funding|assistantship|support)|\bsupport for later years\b/i,
  // Part of the doctorate or part of the fees: the first years only, half the tuition.
  /\bfor the first (?:one|two|three|year|\d)[^.;]{0,40}\bonly\b|\bexpected to (?:apply for|secure|find) (?:further|additional|continued) funding\b|\bexpected to find their own (?:support|funding)\b|\b(?:[1-9]\d?\s?%|half)[- ](?:reduction|tuition|fee)|\b\d{1,2}\s?% (?:reduction in|of the) (?:tuition|fees)|\bhalf[- ]time (?:graduate )?assistantship\b/i,
  // The rest of the doctorate unfunded: "Anschlussfinanzierung ist nicht gesichert".
  /\b(?:anschlussfinanzierung|weiterfinanzierung|further funding|continued funding|follow-up funding|financement ultérieur|vervolgfinanciering)\b[^.]{0,40}\b(?:nicht (?:gesichert|garantiert)|not (?:guaranteed|secured)|non garanti|niet gegarandeerd)/i,
  /\bteilfinanziert\b|\bteilweise finanziert\b|\bfinancement partiel\b|\bpartiellement financé|\bgedeeltelijk gefinancierd\b|\bfinanciaci[oó]n parcial\b|\bdelvis finansierad\b|\bdelvist finansier/i,
];

const FULL = new RegExp(
  [
    '\\bfull(?:y)?[- ]funded\\b|\\bfull funding\\b|\\bfull scholarship\\b|\\bfull studentship\\b|\\bfunded (?:phd|doctoral|studentship|position|place)s?\\b',
    '\\b(?:voll|vollständig|komplett) finanziert|\\bvollfinanziert|\\bentièrement financée?|\\bfinancement complet|\\bvolledig gefinancierd|\\btotalmente financiad|\\bfullt finansierad|\\bfuldt finansieret|\\bfullfinansiert',
  ].join('|'),
  'i',
);
/** Someone pays the candidate: a salary, an employment, a stipend, a studentship. */
const PAY = new RegExp(
  `\\b(?:${EMPLOYMENT_WORDS}|${PAY_WORDS}|gross (?:monthly|annual|salary|per (?:month|year|annum))|monthly gross|brutto|bruto|brut|tax[- ]free|assistantship|fellowship)\\b`,
  'i',
);
/** Pay to compete for, not pay promised: it decides nothing. */
export const CONDITIONAL =
  /\bcompetition[- ]funded\b|\bcompetitive(?:ly)? funded\b|\bcompetitive (?:scholarships?|studentships?|funding)\b|\bsubject to funding\b|\bcompete for\b|\b(?:fellowship|funding|scholarship)s? (?:calls?|competitions?|schemes?)\b|\bnominated for\b|\bdepend\w* on (?:the )?(?:outcome|ranking|result|success|availability)\b|\bdépendr?\w* d[ue] (?:classement|résultat)|\bconcours (?:de l|d.)|\bsous réserve de financement\b|\bvorbehaltlich\b|\bafhankelijk van (?:de )?(?:financiering|toekenning)\b|\binformation(?:en)? (?:zu|über|on|about)\b|\bbewerbung um (?:ein )?stipend|\bmay (?:also )?apply for (?:an? |the )?(?:\w+ ){0,4}(?:fellowship|scholarship)s?\b/i;

export interface FundingComponents {
  self: boolean;
  /** A shortfall said in words. */
  partial: boolean;
  /** "fully funded" said in words. */
  full: boolean;
  /** Funding the candidate would have to compete for. */
  conditional: boolean;
  /** A stipend, salary or studentship is paid. */
  pay: boolean;
  fees: Tuition;
  /** The pay's amount, read outside sentences about funding to compete for. */
  stipend: Stipend | null;
}

const any = (patterns: RegExp[], text: string) => patterns.some((p) => p.test(text));

/** The words that decide alone, for the editor's short funding texts. */
export function wordsOf(funded: string, conditional: boolean) {
  return {
    self: any(SELF_FUNDED, funded),
    partial: any(PARTIAL, funded),
    full: FULL.test(funded),
    conditional,
    pay: PAY.test(funded),
  };
}

/** The editor's short texts: only what they say in words ("Self-funded", "Fully funded"). */
export function statedType(c: Pick<FundingComponents, 'self' | 'partial' | 'full' | 'conditional'>) {
  if (c.self) return 'self_funded';
  if (c.partial) return 'partially_funded';
  if (c.conditional) return null;
  if (c.full) return 'fully_funded';
  return null;
}

export function fundingTypeOf(c: FundingComponents): FundingType {
  if (c.self) return 'self_funded';
  // A fee the candidate pays (home or international) is a shortfall whatever else is promised.
  if (c.partial || c.fees.home === false || c.fees.international === false) return 'partially_funded';
  // A competition to enter is not funding, unless the posting also names an amount it pays or
  // says in words that the position is fully funded.
  if (c.conditional && !c.stipend && !c.full) return 'unknown';
  if (c.full || c.pay || c.stipend) return 'fully_funded';
  return 'unknown';
}
