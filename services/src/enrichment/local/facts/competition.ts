// Pay to compete for, not pay promised: a competition, a call, a nomination. Its clauses are set apart
// from what the posting promises; competing for extras (travel, conferences) leaves the funding promised.
import { withoutUnpromisedPay } from './not-promised.ts';

/**
 * The candidate "may apply for", "will be considered for" or "is supported to apply for" it, it is
 * "awarded competitively", it "may be available", or what happens "depends on the outcome" or "is
 * not yet decided", in any language.
 */
const CONDITIONAL = new RegExp(
  [
    // English
    '\\bcompetition[- ]funded\\b|\\bcompetitive(?:ly)? (?:funded|awarded|allocated|scholarships?|studentships?|funding|awards?|fellowships?)\\b|\\b(?:awarded|allocated) (?:\\w+ ){0,3}competitively\\b|\\bon a competitive basis\\b|\\b(?:limited|small|restricted) number of\\b|\\b(?:scholarships|studentships|awards|fellowships) (?:\\S+ ){0,6}(?:each|every) year\\b|\\bsubject to funding\\b|\\bcompete for\\b|\\bconsidered for\\b|\\b(?:fellowship|funding|scholarship|studentship)s? (?:calls?|competitions?|schemes?|rounds?)\\b|\\b(?:awarded|made|allocated|granted) (?:\\w+ ){0,2}on (?:the basis of )?(?:academic )?merit\\b|\\bfunding (?:will|is to|must|has to|would) (?:\\w+ )?be (?:sought|raised|applied for)\\b|\\bnominated for\\b|\\bdepend\\w* (?:\\w+ )?(?:up)?on (?:the )?(?:outcome|ranking|result|success|availability)\\b|\\b(?:write|prepare|submit|draft)\\w* (?:\\S+ ){0,6}?(?:an? |the )?(?:application|proposal) for (?:\\S+ ){0,4}?(?:fellowship|scholarship|grant|funding|studentship|mandate)s?\\b|\\b(?:may|might|could|can) (?:\\w+ ){0,2}be (?:available|possible|discussed|arranged)\\b|\\b(?:supported|helped|help|support\\w*) (?:\\w+ ){0,4}(?:to )?(?:apply|prepar\\w*)|\\bmay (?:also )?apply for\\b|\\b(?:eligible|invited|encouraged|able|expected|required|asked) to (?:hold,? or )?apply for\\b|\\b(?:need|needs|have|has) to apply for\\b|\\bnot yet (?:known|decided|confirmed|secured)\\b|\\b(?:awarded|allocated|granted) in competition\\b|\\bin competition with\\b|\\b(?:assigned|awarded|allocated|granted) (?:\\w+ ){0,2}(?:according to|on the basis of|based on) (?:the )?(?:\\w+ )?(?:merit|ranking)\\b|\\bsome (?:\\w+ ){0,3}(?:students|candidates|scholars)\\b[^.;]{0,40}\\b(?:receive|get|are (?:offered|awarded|given|funded|supported))\\b|\\bnumber of (?:such )?(?:awards|scholarships|studentships|fellowships|assistantships|funded (?:places|positions))\\b[^.;]{0,20}\\bvar(?:y|ies)\\b|\\b(?:information|informationen|details) (?:of|on|about|regarding|zu|über) (?:\\S+ ){0,5}(?:funding|studentships?|scholarships?|loans?|fellowships?|finanzierung|stipendi\\w*|förder\\w*)',
    // German, Dutch
    '\\beinige (?:\\S+ ){0,2}(?:doktorand|promovierend|studierend)\\S*[^.;]{0,40}\\berhalten\\b|\\bsommige (?:\\S+ ){0,2}(?:promovendi|studenten)\\b[^.;]{0,40}\\b(?:krijgen|ontvangen)\\b|\\bcertain(?:e?s) (?:\\S+ ){0,2}(?:doctorant|étudiant)\\S*[^.;]{0,40}\\breç?oivent\\b|\\balgun[oa]s (?:\\S+ ){0,2}(?:doctorand|estudiant)\\S*[^.;]{0,40}\\breciben\\b|\\balcuni (?:\\S+ ){0,2}(?:dottorand|student)\\S*[^.;]{0,40}\\bricevono\\b|\\bvorbehaltlich\\b|\\b(?:ein|eigenes?) \\S*stipendium\\S* (?:zu )?beantragen\\b|\\b(?:wordt verwacht|moet\\w*|dien\\w*) (?:\\S+ ){0,5}(?:beurs|financiering) aan te vragen\\b|\\bum (?:ein\\w* )?(?:\\S+ ){0,3}\\S*(?:stipendi|förderung|finanzierung)\\S*[^.;]{0,80}\\bbewerben\\b|\\bbewerbung um\\b|\\bum (?:das|die|den) (?:\\S+ ){0,6}bewerben\\b|\\bsteht noch nicht fest\\b|\\bnoch (?:nicht|offen)\\b[^.;]{0,30}\\b(?:entschieden|fest)\\b|\\bafhankelijk van\\b|\\baanvraag (?:voor|in|bij)\\b|\\bkan (?:\\S+ ){0,6}worden besproken\\b|\\bnog niet (?:bekend|zeker|beslist)\\b',
    // Nordic: "filled in a separate call in which all admitted applicants compete", "may apply for a grant"
    '\\bkilpail\\w*|\\bvoi\\w* (?:\\S+ ){0,2}hakea\\b|\\bhaettava\\w*|\\bi konkurrens\\b|\\bkonkurre\\w*|\\bkan (?:\\S+ ){0,2}(?:söka|søge|søke)\\b|\\b(?:söka|ansöka|søge|ansøge|søke) om (?:\\S+ )?(?:stipendi\\w*|finansiering|midler|bevilling\\w*)|\\butlysning\\w*',
    // French, Spanish, Italian
    '\\bdépendr?\\w* d[ue] (?:classement|résultat)|\\b(?:devr\\w*|doivent|(?:sont|seront|est|sera) (?:invitée?s?|encouragée?s?|accompagnée?s?|soutenue?s?) (?:à|pour|dans)) (?:\\S+ ){0,3}(?:candidater|postuler|concourir)\\b|\\b(?:deber\\S*|tendr\\S* que) solicitar\\b|\\bdovr\\S* (?:partecipare|concorrere|candidarsi)\\b|\\bconcours (?:de l|d.)|\\b(?:par|sur) concours\\b|\\bcandidature (?:à|pour) une (?:bourse|allocation|contrat)\\b|\\bque si (?:\\S+ ){0,4}(?:bourse|financement|contrat|allocation)\\b|\\b(?:aucun|pas de) financement n.est (?:encore )?acquis\\b|\\bsous réserve de financement\\b|\\bpourr\\w* (?:candidater|postuler|déposer)|\\bpodrán optar\\b|\\boptar a\\b|\\bconcurrir a\\b|\\bconcursar (?:a|por|para)\\b|\\bconcurso de (?:bolsas|becas|ayudas)\\b|\\b(?:regime|régimen) de concorr[eê]ncia\\b|\\bconcurrencia competitiva\\b|\\bconvocatorias?\\b|\\bdepender\\w* del? (?:resultado|resolución|éxito)|\\bpotrà concorrere\\b|\\bsubordinat\\w+ all',
  ].join('|'),
  'i',
);

/**
 * The place's own funding withheld in so many words: "students are typically supported ..., but the
 * lab cannot promise support for this particular project". Not the later years ("cannot guarantee
 * funding beyond year three": only part of the time funded, shortfall.ts).
 */
const NOT_PROMISED_HERE =
  /\b(?:cannot|can ?not|can't|(?:is|are) unable to|(?:is|are) not able to) (?:promise|guarantee|commit to) (?:\w+ ){0,2}(?:support|funding|a stipend|an assistantship|a scholarship|a studentship|a funded (?:place|position))\b(?![^.;]{0,40}\b(?:beyond|after|later|remaining|extension|final|fourth|fifth)\b)/i;

/**
 * A clause about money or a post, stems in any language ("Promotionsstipendium", "convocatorias"):
 * "it may be possible to..." or "depends on the outcome of..." in a research sentence is no
 * competition for funding.
 */
const MONEY_TOPIC =
  /fund|financ|scholarship|studentship|stipend|fellowship|salar|contract|contrat|award|grant|beca|beurs|bourse|borsa|ayuda|bolsa|concurso|convocatori|mandaat|aanstelling|position|place|plaza|posto|stelle|concours|concorso|palk|apura|rahoit|finansier|lön|løn|tjänst|stilling|appoint|vacanc|thèse/i;

/** Extras beside the funding (travel, conferences, a longer visit): competing for them leaves it promised. */
export const EXTRAS = /\b(?:additional|further|extra|travel|conferences?|mobility|visits?|top[- ]?ups?)\b/i;

/** Sentences, and a contrast inside one: "tuition is the student's, although they may apply for a scholarship". */
const CLAUSES =
  /(?<=[.!?;])\s+|,\s(?=(?:although|though|but|while|whereas|aunque|pero|obwohl|aber|mais|bien que|hoewel|maar|anche se|ma|men)\s)/i;

/**
 * The posting's clauses without those about funding to compete for (`said`), the same with the pay
 * they name but do not promise blanked out (`promised`), whether pay is said not to come with the
 * place (`noPay`), and whether the funding itself is competed for. Clauses, not sentences: "tuition is not included; students may apply for
 * fellowships" still says who pays the tuition.
 */
export function promisedOf(all: string) {
  const said: string[] = [];
  let conditional = false;
  for (const clause of all.split(CLAUSES)) {
    if ((!CONDITIONAL.test(clause) || !MONEY_TOPIC.test(clause)) && !NOT_PROMISED_HERE.test(clause)) said.push(clause);
    else if (!EXTRAS.test(clause)) conditional = true;
  }
  const read = said.map(withoutUnpromisedPay);
  return {
    promised: read.map((r) => r.text).join(' '),
    said: said.join(' '),
    noPay: read.some((r) => r.noPay),
    conditional,
  };
}
