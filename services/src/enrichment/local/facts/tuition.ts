// Who pays the tuition fees, for home and for international students; null where the posting does
// not say. Read sentence by sentence, and the subject decides, not the words "international" and
// "difference": "the university covers the international fee difference" or "international
// applicants also receive a tuition-fee scholarship" cover them; "international applicants must pay
// the difference" or "students are responsible for their own tuition" do not. A sentence that names
// fees among what is provided covers home students when it names a home rate, both when it names
// both or neither. "A limited number of awards cover international fees" decides nothing.
import { FEE_WORDS } from './vocabulary.ts';

export interface Tuition {
  home: boolean | null;
  international: boolean | null;
}

// Bench, application and insurance fees are the project's or the candidate's costs, not tuition.
const FEES = new RegExp(`(?<!bench |application |conference |insurance |visa )\\b(?:${FEE_WORDS})(?![\\p{L}])`, 'iu');
/** The funder (not the candidate) pays the international part. */
const FUNDER_COVERS_INTERNATIONAL = new RegExp(
  [
    // The funder is the subject of the paying verb; a modal or the candidate in between ("the
    // programme's applicants must pay") makes the candidate the payer.
    "\\b(?:university|department|school|faculty|institute|programme|program|studentship|scholarship|award|project|grant|we|funder|college|dtp|cdt|fund)\\b(?:\\s+(?!must|need|needs|have|has|are|required|expected|students|applicants|candidates|they|not|never|cannot|doesn)[\\w'’]+){0,4}?\\s+(?:covers?|waives?|pays?|meets?|tops? up|absorbs?)\\b[^.;]{0,50}\\b(?:difference|gap|international|overseas|non-eu)",
    '\\b(?:difference|gap|international (?:tuition )?fees?|overseas (?:tuition )?fees?|non-eu fees?)\\b[^.;]{0,40}\\b(?:is|are|will be) (?:also )?(?:fully )?(?:covered|waived|paid|met)\\b(?! by (?:the )?(?:students?|candidates?|applicants?))',
    '\\b(?:international|overseas|non-eu)\\b[^.;]{0,60}\\balso (?:receive|get|be awarded|be offered|qualify for|benefit from)\\w*\\b[^.;]{0,60}\\b(?:fee|tuition)',
    '\\b(?:international|overseas|non-eu)\\b[^.;]{0,60}\\b(?:receive|are awarded|are offered|get)\\b[^.;]{0,30}\\b(?:(?:tuition[- ])?fee (?:waiver|scholarship)|full fees)',
  ].join('|'),
  'i',
);
/** Fees at the home rate and no more: "covers fees at the home rate only". */
const HOME_RATE_ONLY =
  /\b(?:home|uk|eu|domestic)[- ](?:rate|level|fees?)(?: \w+){0,2} only\b|\bonly (?:at |covers? )?(?:the )?(?:home|uk|eu|domestic)[- ](?:rate|level|fees?)\b/i;
/** The candidate pays (or the award leaves it out). */
const NOT_COVERED = new RegExp(
  [
    // "Not only covers", "do not have to pay", "no need to pay": a negation outside the verb's scope.
    '\\b(?:not|no) (?!only\\b|just\\b)(?:\\w+ ){0,3}(?:include|includes|included|cover|covers|covered|provide|provided)\\b',
    // "Will not meet the gap", "doesn't cover": the award is the subject, not the candidate who "does not pay".
    "\\b(?:(?:will|would|does|do|shall|can) not|cannot|can[’']t|won[’']t|doesn[’']t|don[’']t) (?:meet|cover|include|fund)\\b",
    "(?<!\\b(?:not|no|never|n't) )\\b(?:must|need to|needs to|will need to|would need to|should|have to|has to|required to|expected to|able to) (?:\\w+ ){0,3}(?:pay|fund|cover|self-fund|meet|secure|find|obtain|raise)\\b",
    '\\b(?:must|(?:will|would|may|might) (?:need to|have to)|ha(?:s|ve) to|needs? to|is to|are to) be (?:covered|paid|met|borne|funded)\\b|\\b(?:payable|paid) by (?:the )?(?:students?|candidates?|applicants?|doctoral \\w+|phd \\w+)\\b|\\b(?:are|is|be) charged\\b(?<!\\bwhether (?:the )?(?:\\w+ ){0,2}(?:are|is|be) charged)|\\bliable for\\b|\\bno (?:\\w+ ){0,3}(?:fee|tuition)[- ](?:waiver|scholarship|remission|exemption|offset)\\b',
    "\\bresponsibility of the (?:student|candidate|applicant|doctoral|phd|successful)\\w*|\\b(?:student|candidate|applicant)(?:'s|’s|s'|s’) (?:own )?responsibility\\b",
    '\\b(?:responsible for|at (?:their|your) own (?:cost|expense)|pay (?:their|your) own|(?:students?|candidates?|applicants?) pays?)\\b(?! no\\b| nothing\\b)',
    // German, French, Dutch, Spanish, Nordic: "selbst tragen", "à la charge du doctorant", ...
    '\\bselbst (?:zu )?(?:tragen|zahlen|bezahlen)|\\bnicht (?:übernommen|abgedeckt)|à la charge d|ne sont pas (?:couverts|inclus|compris|pris en charge)|\\bzelf (?:te )?betalen|voor eigen rekening|\\bniet (?:vergoed|gedekt)|\\bdeben? (?:pagar|abonar)|a cargo de(?:l| la) (?:estudiante|doctorand[oa]|persona contratada|candidat[oa])|no (?:incluye|cubre)|\\bno (?:está|están) (?:incluid|cubiert)\\w*|\\bdeber(?:á|án|ía|ían)? ser (?:abonad|pagad)\\w*|\\bnon (?:sono|è) (?:inclus|copert|compres)\\w*|a carico del(?:la|l.)? ?(?:dottorand|candidat|student|vincitor)\\w*|\\bnão (?:está|estão) (?:incluíd|cobert)\\w*|a cargo do (?:estudante|doutorando|bolseiro)|\\bnão (?:inclui|cobre)\\b|da responsabilidade do (?:bolseiro|estudante|doutorando|candidato)|\\bbetala (?:själv|själva)|\\bbetale selv|\\bikke dækket|\\bikke dekket',
  ].join('|'),
  'gi',
);
/** A payer named beside "no fees": "covered by a tuition scholarship, so the student pays no fees". */
const PAID_FOR_THE_STUDENT = /\b(?:covered|paid (?:by|for)|waived|waiver|scholarship|remission|exempt\w*)\b/i;
/** Systems without fees, or a full waiver: both covered. */
const NO_FEES =
  /\bno (?:tuition|fees)\b|\b(?:tuition|fee)[- ]free\b|\bfree of (?:tuition|fees)\b|\bkeine (?:studien)?gebühren\b|\bgebührenfrei\b|\bpas de frais\b|\bgeen collegegeld\b|\bingen (?:studie|termins)?avgift|\bingen studieafgift|\bsin (?:tasas|matr[ií]cula)\b/i;
/**
 * No fees charged at all ("TUM does not charge tuition fees", "students pay no tuition"): no money
 * the place gives, for a place that pays nothing.
 */
export const FEES_NOT_CHARGED = new RegExp(
  `${NO_FEES.source}|\\b(?:does|do|will) not charge\\b[^.;]{0,40}\\b(?:fees?|tuition)\\b|\\b(?:fees?|tuition) (?:are |is )?not charged\\b|\\bpay no (?:tuition|fees)\\b|\\b(?:studien)?gebühren fallen (?:nicht|keine) an\\b|\\bei peritä\\b`,
  'i',
);
const INTERNATIONAL =
  /\b(?:international|overseas|non-eu|non-uk|non-eea|out-of-state|outside the (?:eu|uk|eea)|internationale[n]?|nicht-eu|hors (?:ue|union européenne)|extra-ue|extracomunitari|niet-eu|buiten de eu|extracomunitarios?|utanför eu|uden for eu|utenfor eu)\b/i;
const HOME = /\b(?:home|uk|eu|domestic|in-state|national|uk-rate|eu-rate)\b|\b[A-Z][a-z]+an (?:students|citizens)\b/i;
const BOTH = /\bboth\b|\ball students\b/i;
const LIMITED = /\blimited number\b|\bsmall number\b|\bexceptional\b|\bsome awards\b|\ba few\b/i;
/** A fee's amount stated, with nothing said of who pays it ("der Semesterbeitrag von derzeit rund 320 €"). */
const FEE_AMOUNT_ONLY = new RegExp(
  `\\b(?:fees?|tuition)\\b[^.;]{0,30}\\b(?:are|is|of|amount to|total)\\s*(?:about |approximately |currently )?[£€$¥₩]?\\s?\\d|\\b(?:${FEE_WORDS})[^.;]{0,40}?(?:[£€$¥₩]\\s?\\d|\\d[\\d.,' ]*\\s?(?:€|euros?|eur|chf|sek|dkk|nok|kr)(?![a-z]))`,
  'i',
);
const COVERED_WORD =
  /\b(?:cover|covers|covered|covering|waive|waived|waiver|includ\w*|provid\w*|paid|pays|offset|plus|and|scholarship|funded)\b/i;

/** The fees waived or paid for the candidate in so many words, in any language. */
export const FEES_WAIVED =
  /\b(?:fee|tuition) (?:waiver|exemption|remission|scholarship)\b|\bexempt\w* from\b|\besonerat\w*|\bexonér\w*|\bbefreit\b|\bvrijgesteld|\bexent\w*|\b(?:fees?|tuition) (?:are |is |will be )?(?:waived|covered|paid)\b/i;

const both = (value: boolean): Tuition => ({ home: value, international: value });
const HOME_COVERED =
  /\b(?:home|domestic|uk|eu) (?:students|candidates|applicants)\b[^.;]{0,30}\b(?:are|is) (?:covered|exempt|waived)\b|\bcovered for (?:home|domestic|uk|eu) (?:students|candidates)\b/i;
/** "Tuition fees are not included", "the fees must be paid": the fees are the subject. */
const PASSIVE =
  /(?:ed|paid|met|(?:payable|paid) by (?:the )?[\w ]+|liable for|responsibility|responsibility of the \w+|übernommen|abgedeckt|couverts|inclus|charge d|cargo de(?:l| la) \S+(?: contratada)?|incluid\w*|cubiert\w*|abonad\w*|pagad\w*|inclus\w*|copert\w*|compres\w*|a carico del\S* ?\S+|incluíd\w*|cobert\w*|cargo do \S+|vergoed|gedekt|dækket|dekket)$/i;
/** Clause boundaries: what a negation or a payer's verb reaches no further than. */
const CLAUSE_END = /[;:]|,?\s(?:but|pero|mais|aber|maar|men|however|while|whereas)\b/i;
/** The fee named is the international one: "must pay international tuition fees themselves". */
const INTERNATIONAL_FEES =
  /\b(?:international|overseas|non-eu|out-of-state)[- ](?:tuition |student )?fees?\b|\bdifference\b/i;
/** "Does not cover full tuition": part of the fee is covered, which says neither yes nor no. */
const NOT_FULL =
  /\b(?:not|no) (?:\w+ ){0,3}(?:cover|covers|include|includes|pay|pays) (?:the )?(?:full|entire|whole|all)\b/i;
/** Part of the fee covered or waived ("a 50% tuition scholarship", "a half fee waiver"), unless tuition is waived in full. */
export const PART_OF_FEES =
  /(?:[£€$]\s?\d[\d,.]*|\d[\d,.]*\s?(?:€|euros?|eur|chf|sek|dkk|nok))\s(?:\w+ ){0,2}towards (?:the |their |your )?(?:\w+ )?(?:tuition|fees)\b|\b(?:[1-9]\d?\s?(?:%|per ?cent)|half)[- ](?:\w+ )?(?:reduction|tuition|fee|waiver|of the (?:tuition|fees?))|\bpartial (?:tuition|fee) (?:waiver|scholarship|remission|reduction)|\b(?:beca|bourse|borsa|beurs|bolsa) (?:del? |of )?\d{1,2}\s?%/i;
const FULL_TUITION = /\bfull (?:tuition|fees?)\b/i;
/** Doctoral studies free of charge: no fees for anyone. */
const FREE_STUDIES =
  /\b(?:education|studies|study|programme|program|tuition|enrolment|enrollment)\b[^.;]{0,50}\bfree of charge\b|\b(?:studium|promotion|ausbildung)\b[^.;]{0,40}\b(?:kostenfrei|kostenlos)\b|\b(?:formation|inscription|études)\b[^.;]{0,40}\bgratuite?s?\b|\b(?:estudios|matr[ií]cula|formación|programa)\b[^.;]{0,40}\bgratuit[oa]s?\b|\bkształcenie\b[^.;]{0,40}\bbezpłatn/i;
/** Whose fee the sentence leaves unpaid: "international", "all", or null when it speaks of another cost. */
function feeShortfall(sentence: string): 'international' | 'all' | 'part' | null {
  for (const m of sentence.matchAll(NOT_COVERED)) {
    // The clause the verb belongs to: "It covers fees ... but does not include a stipend" leaves the
    // stipend out, not the fees. A verb alone after the comma or the "but" has its subject at the
    // clause's start: "El 50 % restante de la matrícula, así como ..., corren a cargo del doctorando".
    const before = sentence.slice(0, m.index);
    let subject = before.split(/[;:]|,(?!\d)|\bbut\b|\bwhich\b/).pop()!;
    if (!/\p{L}+\s+\p{L}+/u.test(subject))
      subject = before
        .split(/[;:]/)
        .pop()!
        .split(/,(?!\d)/)[0]!;
    const object = sentence.slice(m.index, m.index + m[0].length + 60).split(CLAUSE_END)[0]!;
    const aboutFees =
      FEES.test(object) || /\b(?:difference|gap)\b/i.test(object) || (PASSIVE.test(m[0]) && FEES.test(subject));
    if (!aboutFees) continue;
    if (NOT_FULL.test(object)) return 'part';
    // The payer decides: "international applicants must pay the difference" leaves home fees paid;
    // "students are responsible for their own tuition" leaves everyone's unpaid.
    const international = INTERNATIONAL.test(subject) || INTERNATIONAL_FEES.test(object);
    // "...international students must pay; domestic students are covered by the fee offset".
    return international || HOME_COVERED.test(sentence) ? 'international' : 'all';
  }
  return null;
}

export function feesOf(text: string): Tuition {
  let home: boolean | null = null;
  let international: boolean | null = null;
  for (const s of text.split(/(?<=[.!?])\s+/)) {
    if (FREE_STUDIES.test(s)) {
      ({ home, international } = both(true));
      continue;
    }
    if (!FEES.test(s)) continue;
    // No fee charged and nobody paying one ("TUM does not charge tuition fees"): the posting gives
    // nothing, so tuition stays unsaid, as for an employee post in a country without PhD fees.
    if (FEES_NOT_CHARGED.test(s) && !PAID_FOR_THE_STUDENT.test(s)) continue;
    const international_ = INTERNATIONAL.test(s);
    if (international_ && LIMITED.test(s)) continue;
    if (HOME_RATE_ONLY.test(s)) {
      home = true;
      international = false;
      continue;
    }
    if (FUNDER_COVERS_INTERNATIONAL.test(s)) {
      home ??= true;
      international = true;
      continue;
    }
    const shortfall = feeShortfall(s);
    if (shortfall === 'part') continue;
    if (shortfall) {
      if (shortfall === 'international') {
        international = false;
        if (HOME.test(s.replace(INTERNATIONAL, ''))) home ??= true;
      } else ({ home, international } = both(false));
      continue;
    }
    if (NO_FEES.test(s)) {
      ({ home, international } = both(true));
      continue;
    }
    if (FEE_AMOUNT_ONLY.test(s) && !COVERED_WORD.test(s)) continue;
    if (PART_OF_FEES.test(s) && !FULL_TUITION.test(s)) continue;
    const home_ = HOME.test(s);
    if (international_ && (home_ || BOTH.test(s))) ({ home, international } = both(true));
    else if (home_) home = true;
    else {
      home = true;
      international ??= true;
    }
  }
  return { home, international };
}
