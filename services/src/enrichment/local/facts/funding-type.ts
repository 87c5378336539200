// The funding type by rules, strongest evidence first. The editor's own funding texts are read before
// the description: "Self-funded" in the funding field is their word on it. Postings that pay the
// stipend but not international fees (or the reverse), or fund only part of the doctorate, are
// partially funded; a position with no money attached is self-funded.
import type { FundingType } from '../../engine.ts';

const SELF_FUNDED: RegExp[] = [
  // "self-funded", unless self-funded applicants are merely "also" welcome beside a funded place.
  /\bself[- ]?fund(?:ed|ing)?\b(?![^.]{0,40}\balso\b)/i,
  /\bprivately funded\b|\bunfunded\b|\bnot funded\b|\bwithout (?:a )?(?:scholarship|funding|stipend)\b|\bsenza borsa\b/i,
  /\bno (?:funding|studentship|scholarship) (?:is )?(?:available|attached|provided|offered)\b|\bthere is no funding\b/i,
  /\bmust (?:secure|find|provide|obtain|arrange|have) (?:their own|own|independent|external) (?:funding|finance)\b|\b(?:with|have|hold) (?:their|your) own funding\b/i,
  /\b(?:must|will need to|need to|expected to) (?:fund|finance|support|pay for) (?:fees and (?:maintenance|living costs)|themselves|their (?:own )?studies)\b/i,
  /\bfunding (?:is )?not (?:available|provided)\b|\bnot paid by the university\b/i,
];

const PARTIAL: RegExp[] = [
  /\bpartial(?:ly)?[- ](?:funded|funding|scholarship|studentship|fee waiver)\b|\bnot (?:fully|full)[- ]?funded\b/i,
  /\b(?:does|do|will) not (?:include|cover|provide)[^.;]{0,30}\b(?:tuition|fees?|stipend|salary|living (?:allowance|costs)|maintenance)\b/i,
  /\b(?:tuition|fees?)[^.;]{0,40}\b(?:is|are) not (?:included|covered)\b|\bno (?:\w+ ){0,2}(?:stipend|salary|living allowance)\b/i,
  /\b(?:international|overseas|non-eu|non-uk)\b[^.]{0,100}\b(?:difference|pay (?:tuition|the|international)|separate fee|fee scholarship)\b/i,
  /\b(?:covers?|covering|pays?) (?:the )?(?:(?:home|uk|eu) )?(?:rate )?tuition fees? only\b|\b(?:tuition )?fees[- ]only\b|\bfee waiver only\b/i,
  /\b(?:expected|required|need) to (?:secure|find|cover|fund) their own (?:living costs|living expenses|maintenance|stipend)\b/i,
  /\bcontribution (?:to|towards) (?:living costs|maintenance)\b|\btop-up scholarship\b|\b(?:for|in) the first (?:year|two years)\b[^.]{0,60}\b(?:stipend|funding|assistantship|support)|\bsupport for later years\b/i,
  // Part of the doctorate or part of the fees: the first years only, half the tuition.
  /\bfor the first (?:one|two|three|year|\d)[^.;]{0,20}\bonly\b|\bexpected to find their own (?:support|funding)\b|\b(?:[1-9]\d?\s?%|half)[- ](?:reduction|tuition|fee)|\b\d{1,2}\s?% (?:reduction in|of the) (?:tuition|fees)|\bhalf[- ]time (?:graduate )?assistantship\b/i,
];

const FULL =
  /\bfull(?:y)?[- ]funded\b|\bfull funding\b|\bfull scholarship\b|\bfull studentship\b|\bfunded (?:phd|doctoral|studentship|position|place)s?\b/i;

/** Employment, or a stipend with fees: fully funded, though the words are not said. */
const IMPLIED_FULL =
  /\b(?:salary|salaried|paid position|employment contract|employed|TV-?L|TV[öo]D|E ?13|pay (?:scale|group|grade)|salary scale|gross (?:monthly|annual|salary|per (?:month|year|annum))|monthly gross|remunerat|fixed-term contract|full-time position|fully paid|doctoral contract|tax[- ]free stipend|covers? (?:full )?(?:tuition )?fees and (?:a )?(?:stipend|living|maintenance)|(?:stipend|living allowance|maintenance grant)[^.]{0,120}\b(?:tuition|fees)\b|\b(?:tuition|fees)\b[^.]{0,120}(?:stipend|living allowance|maintenance))/i;
const IMPLIED_FUNDING = /\b(?:stipend|scholarship|studentship|bursary|living allowance|assistantship|fellowship)\b/i;
const CONDITIONAL =
  /\bcompetition[- ]funded\b|\bcompetitive(?:ly)? funded\b|\bsubject to funding\b|\bcompete for\b|\b(?:fellowship|funding|scholarship)s? (?:calls?|competitions?|schemes?)\b/i;

const first = (patterns: RegExp[], text: string) => patterns.some((p) => p.test(text));

function explicitType(text: string): FundingType | null {
  if (first(SELF_FUNDED, text)) return 'self_funded';
  if (first(PARTIAL, text)) return 'partially_funded';
  // "a competition-funded studentship" is not yet a funded one.
  if (CONDITIONAL.test(text)) return null;
  if (FULL.test(text)) return 'fully_funded';
  return null;
}

export function fundingTypeOf(editorTexts: string, description: string): FundingType {
  const editor = editorTexts ? explicitType(editorTexts) : null;
  if (editor) return editor;
  const explicit = explicitType(description);
  if (explicit) return explicit;
  const all = `${editorTexts} ${description}`;
  if (CONDITIONAL.test(all)) return 'unknown';
  if (IMPLIED_FULL.test(all)) return 'fully_funded';
  if (IMPLIED_FUNDING.test(all)) return 'fully_funded';
  return 'unknown';
}
