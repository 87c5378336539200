import { FEE_WORDS } from './vocabulary.ts';

// A shortfall said in words: part of the money (no stipend, fees only, a top-up, part of the fees) or
// part of the time (the first year only, the rest of the doctorate not secured).

/** An award of the fees alone, said in words: "a fees-only studentship", "covers tuition fees only". */
export const FEES_ONLY =
  /\b(?:covers?|covering|pays?|includes?) (?:\S+ ){0,5}?(?:fees?|tuition)(?: \S+){0,4} only\b|\b(?:tuition )?fees[- ]only\b|\bfee waiver only\b/i;

const PARTIAL: RegExp[] = [
  // A partial waiver of student fees beside full tuition is the usual US assistantship, not a shortfall.
  /\bpartial(?:ly)?[- ](?:funded|funding|scholarship|studentship)\b|(?<!\bfull tuition (?:waiver )?(?:and|&) )\bpartial fee waiver\b|\bnot (?:fully|full)[- ]?funded\b/i,
  // No pay for living: "does not include a stipend", "no maintenance is provided".
  /\b(?:does|do|will) not (?:include|cover|provide)[^.;]{0,30}\b(?:stipend|salary|living (?:allowance|costs)|maintenance)\b|\bno (?:\w+ ){0,2}(?:stipend|salary|living allowance|maintenance)\b|\b(?:stipend|maintenance|living costs) (?:is |are )?not (?:covered|provided|included)\b/i,
  // The same in other languages: "non prevede borsa di studio", "no incluye beca", "ne comporte pas de
  // rémunération", "geen salaris".
  /\bnon (?:prevede|include|comprende|comporta) (?:\S+ ){0,2}(?:borsa|retribuzione|compenso|stipendio)\b|\bno (?:incluye|conlleva|tiene|lleva|contempla|prevé|dispone de) (?:\S+ ){0,2}(?:beca|salario|sueldo|remuneraci[oó]n|retribuci[oó]n)\b|\bne (?:comporte|comprend|prévoit|inclut) (?:pas|aucune?) (?:de |d.)?(?:\S+ )?(?:bourse|salaire|rémunération|allocation)|\bsans (?:bourse|salaire|rémunération)\b|\bgeen (?:\S+ )?(?:salaris|beurs|toelage)\b/i,
  FEES_ONLY,
  /\b(?:expected|required|need) to (?:secure|find|cover|fund) their own (?:living costs|living expenses|maintenance|stipend|support|funding)\b/i,
  // Money added to someone else's: a contribution, a top-up.
  /\bcontribution (?:to|towards) (?:living costs|maintenance)\b|\btop[- ]?up (?:scholarship|stipend|award|grant|payment)\b|\btop[- ]?up (?:of|to) (?:[£€$\d]|(?:CHF|EUR|GBP|USD|AUD|CAD|NZD|SEK|NOK|DKK|kr)\.?\s?\d|[^.;]{0,40}\b(?:scholarship|stipend|grant|fellowship)\b)|\baufstockung (?:\S+ ){0,2}stipendi|\bcomplément de bourse\b/i,
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
  'remaining (?:period|years?|funding)|bridg(?:e|ing) (?:funds?|funding)|überbrückungs\\w*|overbrugging\\w*|rest of the (?:phd|doctorate|programme|project)|(?:further|continued|follow-up|additional) funding|verdere financiering|weitere finanzierung|financiación adicional|ulteriori? finanziament\\w*|fortsatt finansiering|videre finansiering|yderligere finansiering|anschluss\\w*|weiterfinanzierung|resterende|vervolgfinanciering|restante|financement ultérieur|återstående|jatkorahoitus|beyond the first (?:\\w+ )?(?:year|months?)|(?:finanzierung|förderung|stelle|vertrag|anstellung) über (?:das|die|den) erste\\w* (?:jahr|monate)\\w* hinaus|au-delà de la première année|na het eerste jaar|más allá del primer año|oltre il primo anno|(?:funding|financement|finanzierung|financiering|financiaci[oó]n|finanziamento|finansiering) (?:for|of|de|du|des|für|voor|van|del|della|för|af) (?:the |la |l.|das |het |el |il )?(?:second|third|fourth|final|last|later|subsequent|following|remaining|deuxième|troisième|quatrième|dernière|zweiten|dritten|vierten|letzten|tweede|derde|vierde|laatste|segundo|tercer|cuarto|secondo|terzo|quarto|andra|tredje|fjärde|sista|andet|fjerde|sidste|andre|siste) (?:\\w+ )?(?:years?|année|jahr\\w*|jaar|años?|anno|anni|år\\w*)|(?:continuation|extension|renewal|verlängerung|fortsetzung|verlenging|continuidad|prórroga|prolongation|rinnovo|proroga|förlängning|forlængelse|forlengelse)(?= (?:\\S+ ){0,3}(?:funding|contract|position|appointment|scholarship|studentship|stipend|grant|thesis|tesis|tesi|doctorate|phd|vertrag\\w*|stipendium\\w*|stelle|beurs|contrat|contrato|contratto|borsa|ist nicht|is not|er ikke|är inte|no está|n.est pas|depends on (?:\\S+ ){0,3}(?:obtaining|securing|winning|external)))';
/** ...is not secured: the candidate must find it, or it depends on their winning it. */
const UNSECURED =
  'not (?:guaranteed|secured|assured)|cannot be (?:guaranteed|promised|assured|secured|confirmed)|(?:cannot|can.t|not) (?:promise|guarantee)\\w*|nicht zugesagt|pas (?:encore )?acquis|sans garantie|no (?:se )?puede garantizar|kan niet (?:worden )?gegarandeerd|kan ikke garanteres|kan inte garanteras|nicht (?:gesichert|garantiert)|niet (?:verzekerd|gegarandeerd|zeker)|no (?:está )?garantizad\\w*|non garanti\\w*|dépend\\w*|depend\\w*|afhankelijk|hängt|(?:must|will need to|expected to) (?:be )?(?:secure|sought|raised|apply|obtain|find)\\w*|skal søges|ska sökas|må søkes|ikke sikret|inte garanterad|ikke garantert|non garantit\\w*|nicht vorgesehen|not (?:planned|foreseen|envisaged|provided for)|niet voorzien|pas prévue?s?|no (?:está )?previst[oa]s?|non (?:è )?previst[oa]|einzuwerben|einwerben';
/** Progress reviews decide renewals of funded places too: "renewal depends on satisfactory progress". */
const PROGRESS =
  /\b(?:progress|evaluation|performance|satisfactory|(?<!under )review|beoordeling|evaluatie|leistung\w*|évaluation|evaluación|valutazione|utvärdering|evaluering|arvioin\w*)/i;
/** Part of the doctorate funded: "for 12 months only", "Eine Verlängerung ist nicht gesichert". */
const PART_OF_THE_TIME = new RegExp(
  `\\b(?:for|in) the first (?:one|two|year|\\d)[^.;]{0,60}\\b(?:stipend|funding|assistantship|support|only)\\b|\\bonly (?:the )?first (?:\\w+ ){0,2}(?:years?|months?|semesters?)\\b[^.;]{0,30}\\b(?:funded|financed|covered|secured|paid)\\b|\\bnur (?:die )?ersten (?:\\S+ )?(?:jahre?|monate)\\b[^.;]{0,30}\\b(?:finanziert|gesichert)\\b|\\bseule(?:s|ment) (?:les )?(?:\\S+ )?premi(?:ère|er)s? (?:\\S+ )?(?:années?|mois)\\b[^.;]{0,30}\\bfinancée?s?\\b|\\balleen (?:de )?eerste (?:\\S+ )?(?:jaar|jaren|maanden)\\b[^.;]{0,30}\\bgefinancierd\\b|\\bsolo (?:los |i )?(?:primeros?|primi) (?:\\S+ )?(?:años?|anni|mes(?:es|i))\\b[^.;]{0,30}\\b(?:financiad|finanziat)\\w*|\\bsupport for later years\\b|\\b(?:funds?|covers?|pays?|finances?) (?:only )?the first (?:one|two|three|\\d|\\w+) (?:years?|months?|semesters?) of (?:the|its|your)\\b|\\b(?:apura\\w*|rahoitu\\w*|palk\\w*)[^.;]{0,40}\\bensimmäi\\w* (?:\\S+ )?(?:vuode\\w*|vuosi\\w*|kuukau\\w*)|\\bensimmäi\\w* (?:\\S+ )?(?:vuode\\w*|vuosi\\w*)[^.;]{0,40}\\b(?:apura\\w*|rahoitu\\w*|palk\\w*)|\\b(?:i|de|for|under) (?:de |den |det )?første (?:\\S+ )?(?:år|måneder|månader)\\b[^.;]{0,60}\\b(?:finansier\\w*|betal\\w*)|\\bfinansier\\w* (?:\\S+ ){0,4}(?:i|de|under) (?:de |den )?(?:första|første) (?:\\S+ )?(?:år|måneder|månader|månaderna)\\b|\\bfor (?:the first )?(?:\\w+ ){0,2}(?:months?|years?)[^.;]{0,20}\\bonly\\b|\\b(?:${REST})\\b[^.]{0,80}\\b(?:${UNSECURED})|\\b(?:${UNSECURED})\\b[^.]{0,40}\\b(?:${REST})\\b`,
  'iu',
);

/** Part of the doctorate funded, read in every sentence (the rest is by nature funding to compete for). */
function partOfTheTime(text: string): boolean {
  if (!PART_OF_THE_TIME.test(text)) return false;
  return text.split(/(?<=[.!?])\s+/).some((s) => PART_OF_THE_TIME.test(s) && !PROGRESS.test(s));
}

/** Fees or living costs, in any language. */
const COSTS =
  '(?:tuition|fees?|living (?:costs|expenses)|maintenance|cost of living|\\S*gebühren|lebenshaltung\\S*|frais|collegegeld|kosten|matr[ií]cula|tasas|tasse|avgift\\S*|afgift\\S*|levnadskostnader|leveomkostninger|levekostnader)';
/** Share, part or rest, in any language. */
const PART = '(?:part|portion|share|remainder|balance|rest|teil|rest\\w*|partie|deel|parte|quota|del|osa)';
/** Living costs, in any language. */
const LIVING =
  '(?:living (?:costs|expenses)|maintenance|cost of living|lebenshaltung\\S*|costo della vita|coût de la vie|frais de (?:vie|séjour)|(?:kosten van )?levensonderhoud|manutención|levnadskostnader|leveomkostninger|levekostnader)';
/** The candidate's own: "themselves", "a carico del dottorando", "selbst". */
const OWN =
  '(?:\\b(?:themselves|their own|your own|yourself|privately|selbst|zelf|själva?|selv|por su cuenta)\\b|\\ba carico del\\b|à (?:leur|sa|votre) charge)';

/**
 * Part of the money or of the time left to the candidate, once someone pays them: the student pays,
 * contributes to or must find part of the fees or the living costs, or the support covers part of
 * the doctorate. Read only beside pay or covered fees, so a fee discount alone stays as read.
 */
/** The candidate as the subject, then the modal that makes them the payer. */
const CANDIDATE_MUST =
  '\\b(?:students?|candidates?|applicants?|you|scholars?|they|holders?|recipients?|awardees?)\\b[^.;]{0,30}?\\b(?:must|need to|needs to|will (?:\\w+ )?have to|ha(?:ve|s) to|expected to|required to|asked to|responsible for|will|should)\\s(?:also |themselves |personally )?';
const PART_PAID: RegExp[] = [
  // The candidate is the one who pays: "the student will contribute towards the tuition fees",
  // "candidates must find the remainder of their fees" (not "the department will cover the rest",
  // nor "candidates will receive funding to cover tuition fees").
  new RegExp(
    `${CANDIDATE_MUST}(?:contribut\\w* (?:to|towards) (?:the |their )?(?:\\w+ )?${COSTS}|(?:pay(?:ing)?|contribut\\w*|cover(?:ing)?|find(?:ing)?|fund(?:ing)?|meet(?:ing)?|bear(?:ing)?|financ\\w*|self-fund\\w*|top up)\\b[^.;]{0,40}?\\b${PART}\\b[^.;]{0,30}\\b${COSTS})`,
    'i',
  ),
  // Support for part of the money or of the time: "covers only part of the fees", "the stipend
  // partly covers living costs", "for the first two of the three years" (not "funded in part by
  // industry", "partly based at the Met Office").
  /\b(?:covers?|covering|pays?|funds?|meets?) (?:only )?(?:a |the )?(?:part|portion|share) of (?:the |their |your )?(?:\w+ )?(?:tuition|fees?|costs?|period|phd|doctorate|programme|program|degree|duration|studies|living)\b|\bonly (?:a |the )?(?:part|portion|share) of (?:the |their |your )?(?:\w+ )?(?:tuition|fees?|costs?|period|phd|doctorate|programme|program|degree|duration|studies|living)\b|\b(?:partly|partially|in part) (?:covers?|covered|covering|pays?|paid|funds?|funded|meets?)\b(?! by)|\b(?:covers?|covered|pays?|paid|funds?|funded|meets?) (?:only )?(?:partly|partially|in part)\b(?! by)|\bfirst (?:one|two|three|\d+|\w+) of (?:the|its|your) (?:\w+ )?(?:years|semesters)\b/i,
  // The candidate's own share, or part of the costs left to them, in other languages.
  /\b(?:eigenanteil\w*|eigen bijdrage|contribution personnelle|quote-part|aporte propio|egenandel|egenbetaling|omavastuu\w*)\b|\b(?:nur|lediglich) (?:einen |zum )?teil\w*\b|\bteilweise (?:\S+ )?(?:gedeckt|übernommen|finanziert)|\b(?:seulement |qu.)une partie\b|\bslechts (?:een deel|gedeeltelijk)|\bsolo (?:una )?parte\b|\b(?:einen )?teil der \S*(?:gebühren|kosten)[^.;]{0,60}\b(?:selbst|tragen die|zahlen die)\b|\bune partie des frais[^.;]{0,60}\bà la charge\b|\been deel van (?:het|de) (?:collegegeld|kosten)[^.;]{0,40}\bzelf\b|\bparte de la matr[ií]cula[^.;]{0,40}\b(?:a cargo|abonar|pagar)/i,
];

/**
 * The living costs left to the candidate: "you will need to support yourself", "il costo della vita
 * è a carico del dottorando". A clause that leaves them the fees too is self-funding, not a part.
 */
const LIVING_OWN = new RegExp(
  `\\b${LIVING}\\b[^.;]{0,60}${OWN}|${OWN}[^.;]{0,40}\\b${LIVING}\\b|\\b(?:support|maintain|keep) (?:themselves|yourself|himself|herself)\\b`,
  'i',
);
const FEES_TOO = new RegExp(`\\b(?:${FEE_WORDS})`, 'i');

/** Part of the money or time left to the candidate: a shortfall once there is pay or covered fees. */
export function partPaid(promised: string): boolean {
  if (PART_PAID.some((p) => p.test(promised))) return true;
  return promised.split(/(?<=[.!?;])\s+/).some((clause) => LIVING_OWN.test(clause) && !FEES_TOO.test(clause));
}

/** A shortfall said in words: money in the clauses promised, time anywhere in the posting. */
export function shortfall(promised: string, all: string): boolean {
  return PARTIAL.some((p) => p.test(promised)) || partOfTheTime(all);
}
