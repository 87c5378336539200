// The funding type from the posting's components (reading.ts), not from keyword lists that fight:
// a candidate is fully funded when someone pays them (stipend or salary) and nobody leaves them a
// fee to pay. Who pays the international fee difference decides (tuition.ts), not the words.
import type { FundingType, Stipend } from '../../engine.ts';
import type { Tuition } from './tuition.ts';
import { EMPLOYMENT_WORDS, FUNDING_NOUNS, PAY_WORDS, SELF_FUNDED_WORDS } from './vocabulary.ts';

const any = (patterns: RegExp[], text: string) => patterns.some((p) => p.test(text));

/** The candidate (or a sponsor of theirs) pays for everything: no money comes with the place. */
const SELF_FUNDED: RegExp[] = [
  // "Not a self-funded project" speaks of another kind of place.
  new RegExp(`(?<!\\b(?:not|no|never) (?:an? )?)\\b(?:${SELF_FUNDED_WORDS})`, 'i'),
  // "No funding is attached", "there is no funding", "comes with no salary", "aucun financement".
  /\bno (?:\w+ ){0,2}(?:funding|studentship|scholarship|salary|position|employment|financial support)\b[^.;]{0,20}\b(?:available|attached|provided|offered)\b|\b(?:there is|comes with|carries) no (?:\w+ )?(?:funding|salary|stipend)\b|\bfunding (?:is )?not (?:available|provided)\b|\bnot paid by the university\b/i,
  new RegExp(
    `\\b(?:kein(?:e|en)?|geen) (?:stelle|stipendium|aanstelling|salaris|${FUNDING_NOUNS})\\b[^.]{0,60}\\b(?:verbunden|verbonden)\\b|\\b(?:aucun|pas de|ingen) (?:salaire|lön|løn|lønn|${FUNDING_NOUNS})\\b|\\bno (?:hay|existe|lleva|tiene|incluye|cuenta con) (?:\\S+ ){0,2}financiaci[oó]n\\b|\\bbuitenpromovend\\w*`,
    'i',
  ),
  // The candidate's own money, in any language: "their own funding", "eigene Finanzierung",
  // "financement personnel", "recursos propios", "propres moyens".
  new RegExp(
    `\\b(?:(?:with|have|hold|bring|secure|find|provide|obtain|arrange) (?:their|your) own|eigene?[nr]?|eigen|egen) (?:${FUNDING_NOUNS}|sponsorship|middelen)\\b|\\b(?:${FUNDING_NOUNS}) (?:propre|personnel|propia|proprio|personale|próprio)\\b|\\b(?:own sponsorship|propres moyens|recursos propios|fondi propri)\\b`,
    'i',
  ),
  // The candidate is the one who pays: for their own studies, or for fees and living costs.
  /\b(?:must|will need to|needs? to|expected to|required to|ha(?:ve|s) to|should be able to) (?:secure|find|provide|obtain|arrange|have|bring) (?:own|independent|external) (?:funding|finance)\b/i,
  /\b(?:(?:must|will need to|needs? to|expected to|required to|ha(?:ve|s) to|should be able to) (?:(?:fund|finance|support|pay for) themselves|(?:cover|fund|finance|support|pay(?: for)?|meet))|(?:are|is) responsible for) (?:their (?:own )?studies|(?:\w+ ){0,3}(?:fees|tuition) and (?:maintenance|living (?:costs|expenses))|(?:\w+ ){0,4}(?:living (?:costs|expenses)|maintenance)[^.;]{0,20}\b(?:themselves|privately))\b/i,
  /\bselbst (?:zu )?finanzieren\b|\bzelf (?:te )?financieren\b|\bfinancier\w* (?:je|uw|zijn|haar) \w+ zelf\b|\bfinansiera (?:sig )?själv\b|\bselv (?:at )?finansiere\b|\bfinansiere (?:seg )?selv\b/i,
];
/** Others welcome beside this place: "self-funded applicants are also welcome", "... are not eligible". */
const OTHERS =
  /\balso (?:\w+ ){0,2}(?:welcome|consider\w*|encourag\w*|eligible|accept\w*|invit\w*|apply)|\b(?:welcome\w*|encourag\w*|invit\w*)\b[^.;]{0,60}\balso\b|\bnot (?:eligible|accepted|considered)\b|\bcannot\b/i;

/** The candidate pays for everything, said in a sentence about this place. */
function selfFunded(text: string): boolean {
  if (!any(SELF_FUNDED, text)) return false;
  return text.split(/(?<=[.!?;])\s+/).some((s) => any(SELF_FUNDED, s) && !OTHERS.test(s));
}

/** A shortfall said in words: part of the money (no stipend, fees only, a top-up, part of the fees). */
const PARTIAL: RegExp[] = [
  /\bpartial(?:ly)?[- ](?:funded|funding|scholarship|studentship|fee waiver)\b|\bnot (?:fully|full)[- ]?funded\b/i,
  // No pay for living: "does not include a stipend", "no maintenance is provided".
  /\b(?:does|do|will) not (?:include|cover|provide)[^.;]{0,30}\b(?:stipend|salary|living (?:allowance|costs)|maintenance)\b|\bno (?:\w+ ){0,2}(?:stipend|salary|living allowance|maintenance)\b|\b(?:stipend|maintenance|living costs) (?:is |are )?not (?:covered|provided|included)\b/i,
  /\b(?:covers?|covering|pays?|includes?) (?:\S+ ){0,5}?(?:fees?|tuition)(?: \S+){0,4} only\b|\b(?:tuition )?fees[- ]only\b|\bfee waiver only\b/i,
  /\b(?:expected|required|need) to (?:secure|find|cover|fund) their own (?:living costs|living expenses|maintenance|stipend|support|funding)\b/i,
  // Money added to someone else's: a contribution, a top-up.
  /\bcontribution (?:to|towards) (?:living costs|maintenance)\b|\btop[- ]?up (?:scholarship|stipend|award|grant|payment)\b|\btop[- ]?up (?:of|to) (?:[£€$\d]|[^.;]{0,40}\b(?:scholarship|stipend|grant|fellowship)\b)|\baufstockung (?:\S+ ){0,2}stipendi|\bcomplément de bourse\b/i,
  // Part of the fees: "a 50% reduction", "beca del 50 % sobre la matrícula".
  /\b(?:[1-9]\d?\s?%|half)[- ](?:reduction|tuition|fee)|\b\d{1,2}\s?(?:%|per ?cent) (?:reduction in|of the|of) (?:tuition|fees?)|\bhalf[- ]time (?:graduate )?assistantship\b|\b(?:beca|bourse|borsa|beurs) (?:del? |of )?\d{1,2}\s?%/i,
  /\bteilfinanziert\b|\bteilweise finanziert\b|\bfinancement partiel\b|\bpartiellement financé|\bgedeeltelijk gefinancierd\b|\bfinanciaci[oó]n parcial\b|\bdelvis finansierad\b|\bdelvist finansier/i,
];

/**
 * The rest of the doctorate, in any language. "Extension" or "renewal" alone is as often research
 * ("the extension of the model depends on the data"): they count with the funding or the post they
 * continue, or right before "is not guaranteed".
 */
const REST =
  'remaining (?:period|years?|funding)|rest of the (?:phd|doctorate|programme|project)|(?:further|continued|follow-up|additional) funding|anschluss\\w*|weiterfinanzierung|resterende|vervolgfinanciering|restante|financement ultérieur|återstående|jatkorahoitus|(?:continuation|extension|renewal|verlängerung|fortsetzung|verlenging|continuidad|prórroga|prolongation|rinnovo|proroga|förlängning|forlængelse|forlengelse)(?= (?:\\S+ ){0,3}(?:funding|contract|position|appointment|scholarship|studentship|stipend|grant|thesis|tesis|tesi|doctorate|phd|vertrag\\w*|stipendium\\w*|stelle|beurs|contrat|contrato|contratto|borsa|ist nicht|is not|er ikke|är inte|no está|n.est pas|depends on (?:\\S+ ){0,3}(?:obtaining|securing|winning|external)))';
/** ...is not secured: the candidate must find it, or it depends on their winning it. */
const UNSECURED =
  'not (?:guaranteed|secured|assured)|nicht (?:gesichert|garantiert)|niet (?:verzekerd|gegarandeerd|zeker)|no (?:está )?garantizad\\w*|non garanti\\w*|dépend\\w*|depend\\w*|afhankelijk|hängt|(?:must|will need to|expected to) (?:be )?(?:secure|sought|raised|apply|obtain|find)\\w*|skal søges|ska sökas|må søkes|ikke sikret|inte garanterad|ikke garantert|non garantit\\w*';
/** Progress reviews decide renewals of funded places too: "renewal depends on satisfactory progress". */
const PROGRESS =
  /\b(?:progress|evaluation|performance|satisfactory|review|beoordeling|evaluatie|leistung\w*|évaluation|evaluación|valutazione|utvärdering|evaluering|arvioin\w*)/i;
/** Part of the doctorate funded: "for 12 months only", "Eine Verlängerung ist nicht gesichert". */
const PART_OF_THE_TIME = new RegExp(
  `\\b(?:for|in) the first (?:one|two|year|\\d)[^.;]{0,60}\\b(?:stipend|funding|assistantship|support|only)\\b|\\bsupport for later years\\b|\\bfor (?:the first )?(?:\\w+ ){0,2}(?:months?|years?)[^.;]{0,20}\\bonly\\b|\\b(?:${REST})\\b[^.]{0,80}\\b(?:${UNSECURED})|\\b(?:${UNSECURED})\\b[^.]{0,40}\\b(?:${REST})\\b`,
  'iu',
);

/** Part of the doctorate funded, read in every sentence (the rest is by nature funding to compete for). */
function partOfTheTime(text: string): boolean {
  if (!PART_OF_THE_TIME.test(text)) return false;
  return text.split(/(?<=[.!?])\s+/).some((s) => PART_OF_THE_TIME.test(s) && !PROGRESS.test(s));
}

const FULL = new RegExp(
  [
    '\\bfull(?:y)?[- ]funded\\b|\\bfull funding\\b|\\bfull scholarship\\b|\\bfull studentship\\b|\\bfunded (?:phd|doctoral|studentship|position|place)s?\\b',
    '\\b(?:voll|vollständig|komplett) finanziert|\\bvollfinanziert|\\bentièrement financée?|\\bfinancement complet|\\bvolledig gefinancierd|\\btotalmente financiad|\\bfullt finansierad|\\bfuldt finansieret|\\bfullfinansiert',
  ].join('|'),
  'i',
);
/** Someone pays the candidate: a salary, an employment, a stipend, a studentship. */
const PAY = new RegExp(
  `\\b(?:${EMPLOYMENT_WORDS}|${PAY_WORDS}|gross (?:monthly|annual|salary|per (?:month|year|annum))|monthly gross|brutto|bruto|brut|tax[- ]free|assistantship|fellowship)(?![\\p{L}])`,
  'iu',
);
/** The position is a job: a fact of the post, not a prize described beside a competition. */
const EMPLOYED = new RegExp(`\\b(?:${EMPLOYMENT_WORDS}|salary|salaries|salaried)(?![\\p{L}])`, 'iu');
/**
 * Pay to compete for, not pay promised: it decides nothing. The candidate "may apply for", "will be
 * considered for" or "is supported to apply for" it, it is "awarded competitively", it "may be
 * available", or what happens "depends on the outcome" or "is not yet decided", in any language.
 */
export const CONDITIONAL = new RegExp(
  [
    // English
    '\\bcompetition[- ]funded\\b|\\bcompetitive(?:ly)? (?:funded|awarded|allocated|scholarships?|studentships?|funding|awards?|fellowships?)\\b|\\b(?:awarded|allocated) (?:\\w+ ){0,3}competitively\\b|\\bon a competitive basis\\b|\\b(?:limited|small|restricted) number of\\b|\\b(?:scholarships|studentships|awards|fellowships) (?:\\S+ ){0,6}(?:each|every) year\\b|\\bsubject to funding\\b|\\bcompete for\\b|\\bconsidered for\\b|\\b(?:fellowship|funding|scholarship)s? (?:calls?|competitions?|schemes?)\\b|\\bnominated for\\b|\\bdepend\\w* on (?:the )?(?:outcome|ranking|result|success|availability)\\b|\\b(?:may|might|could|can) (?:\\w+ ){0,2}be (?:available|possible|discussed|arranged)\\b|\\b(?:supported|helped|help|support\\w*) (?:\\w+ ){0,3}(?:to )?(?:apply|prepare)|\\bmay (?:also )?apply for\\b|\\b(?:eligible|invited|encouraged|able) to apply for\\b|\\bnot yet (?:known|decided|confirmed)\\b|\\binformation(?:en)? (?:on|about|zu|über) (?:\\S+ ){0,5}(?:funding|scholarships?|loans?|fellowships?|finanzierung|stipendi\\w*|förder\\w*)',
    // German, Dutch
    '\\bvorbehaltlich\\b|\\bum (?:ein\\w* )?(?:\\S+ ){0,3}\\S*(?:stipendi|förderung|finanzierung)\\S*[^.;]{0,80}\\bbewerben\\b|\\bbewerbung um\\b|\\bsteht noch nicht fest\\b|\\bnoch (?:nicht|offen)\\b[^.;]{0,30}\\b(?:entschieden|fest)\\b|\\bafhankelijk van\\b|\\baanvraag (?:voor|in|bij)\\b|\\bkan (?:\\S+ ){0,6}worden besproken\\b|\\bnog niet (?:bekend|zeker|beslist)\\b',
    // French, Spanish, Italian
    '\\bdépendr?\\w* d[ue] (?:classement|résultat)|\\bconcours (?:de l|d.)|\\bsous réserve de financement\\b|\\bpourr\\w* (?:candidater|postuler|déposer)|\\bpodrán optar\\b|\\boptar a\\b|\\bconcurrir a\\b|\\bconvocatorias?\\b|\\bdepender\\w* del? (?:resultado|resolución|éxito)|\\bpotrà concorrere\\b|\\bsubordinat\\w+ all',
  ].join('|'),
  'i',
);

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
  /** The position is a job (a salary, an employment contract). */
  employed: boolean;
  fees: Tuition;
  /** The fees are waived or paid for the candidate in so many words. */
  feesWaived: boolean;
  /** The pay's amount, read outside sentences about funding to compete for. */
  stipend: Stipend | null;
}

/**
 * A clause about money or a post, stems in any language ("Promotionsstipendium", "convocatorias"):
 * "it may be possible to..." or "depends on the outcome of..." in a research sentence is no
 * competition for funding.
 */
const MONEY_TOPIC =
  /fund|financ|scholarship|studentship|stipend|fellowship|salar|contract|contrat|award|grant|beca|beurs|bourse|borsa|ayuda|convocatori|mandaat|aanstelling|position|place|plaza|posto|stelle|concours|concorso/i;

/** Extras beside the funding (travel, conferences, a longer visit): competing for them leaves it promised. */
const EXTRAS = /\b(?:additional|further|extra|travel|conferences?|mobility|visits?|top[- ]?ups?)\b/i;

/**
 * The words that decide alone. The clauses about funding to compete for are left out of what is
 * promised; the candidate's own funding and the unfunded rest of the doctorate are read in all of it
 * ("must bring their own funding or apply to the national calls"). Clauses, not sentences: "tuition
 * is not included; students may apply for fellowships" still says who pays the tuition.
 */
export function wordsOf(all: string) {
  const promised: string[] = [];
  let conditional = false;
  for (const clause of all.split(/(?<=[.!?;])\s+/)) {
    if (!CONDITIONAL.test(clause) || !MONEY_TOPIC.test(clause)) promised.push(clause);
    else if (!EXTRAS.test(clause)) conditional = true;
  }
  const text = promised.join(' ');
  return {
    promised: text,
    self: selfFunded(all),
    partial: any(PARTIAL, text) || partOfTheTime(all),
    full: FULL.test(text),
    conditional,
    pay: PAY.test(text),
    employed: EMPLOYED.test(text),
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
  // A place without pay whose fees are waived is funded in part: "senza borsa, esonerato dal
  // pagamento dei contributi".
  if (c.self) return c.feesWaived ? 'partially_funded' : 'self_funded';
  // A fee the candidate pays (home or international) is a shortfall whatever else is promised.
  if (c.partial || c.fees.home === false || c.fees.international === false) return 'partially_funded';
  // Beside a competition, a studentship "with fees and a stipend" describes the prize; only an
  // amount, "fully funded" or a job promise pay.
  if (c.conditional && !c.stipend && !c.full && !c.employed) return 'unknown';
  if (c.full || c.pay || c.stipend) return 'fully_funded';
  return 'unknown';
}
