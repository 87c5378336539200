// The funding type by rules, strongest evidence first. The editor's own funding texts are read before
// the description: "Self-funded" in the funding field is their word on it.
import type { FundingType } from '../../engine.ts';

interface Rule {
  type: FundingType;
  pattern: RegExp;
}

// Order matters: negations and partial funding before the plain "fully funded" they contain.
const EXPLICIT: Rule[] = [
  {
    type: 'partially_funded',
    pattern: /\bnot (?:fully|full)[- ]?funded\b|\bno (?:stipend|living allowance|maintenance)\b/i,
  },
  { type: 'partially_funded', pattern: /\bpartial(?:ly)?[- ](?:funded|funding|scholarship|studentship|fee waiver)\b/i },
  {
    type: 'partially_funded',
    pattern:
      /\b(?:covers?|covering|pays?|includes?) (?:the )?(?:(?:home|uk|eu) )?(?:rate )?tuition fees? only\b|\b(?:tuition )?fees[- ]only\b|\bfee waiver only\b|\bdoes not (?:include|cover|provide) (?:a )?(?:stipend|living costs|maintenance)/i,
  },
  {
    type: 'partially_funded',
    pattern:
      /\b(?:expected|required|need) to (?:secure|find|cover|fund) their own (?:living costs|living expenses|maintenance|stipend)\b|\bcontribution (?:to|towards) (?:living costs|tuition fees|fees)\b/i,
  },
  {
    type: 'self_funded',
    pattern:
      /\bself[- ]?fund(?:ed|ing)\b(?! (?:students|applicants|candidates)? ?(?:are|will be|may be) also)|\bprivately funded\b|\bunfunded\b|\bno funding (?:is )?(?:available|attached|provided)\b|\bthere is no funding\b|\bwithout funding\b|\bnot funded\b|\bmust (?:secure|find|provide|obtain) (?:their own|own|independent|external) funding\b|\bown funding\b|\bfunding (?:is )?not (?:available|provided)\b|\bapplicants (?:should|must|will) (?:have|bring) (?:their own |independent )?funding\b/i,
  },
  {
    type: 'fully_funded',
    pattern: /\bfull(?:y)?[- ]funded\b|\bfull funding\b|\bfull scholarship\b|\bfull studentship\b/i,
  },
];

/** Employment or a stipend with fees: fully funded, though the words are not said. */
const IMPLIED_FULL =
  /\b(?:salary|salaried|paid position|employment contract|employed|TV-L|TV[öo]D|E ?13|pay scale|salary scale|gross (?:monthly|annual)|monthly gross|remunerat|fixed-term contract|full-time position|fully paid|tax[- ]free stipend|fellowship covers|covers? (?:full )?(?:tuition )?fees and (?:a )?(?:stipend|living|maintenance)|(?:stipend|living allowance|maintenance grant)[^.]{0,120}\b(?:tuition|fees)\b|\b(?:tuition|fees)\b[^.]{0,120}(?:stipend|living allowance|maintenance))/i;
const STIPEND_ONLY =
  /\b(?:stipend|scholarship|studentship|bursary|living allowance|funded (?:phd|position|project|studentship))\b/i;

export function fundingTypeOf(editorTexts: string, description: string): FundingType {
  for (const text of [editorTexts, description]) {
    if (!text) continue;
    for (const rule of EXPLICIT) if (rule.pattern.test(text)) return rule.type;
  }
  const all = `${editorTexts} ${description}`;
  if (IMPLIED_FULL.test(all)) return 'fully_funded';
  if (/\bcompetition[- ]funded\b|\bcompetitive(?:ly)? funded\b|\bsubject to funding\b/i.test(all)) return 'unknown';
  if (STIPEND_ONLY.test(all)) return 'fully_funded';
  return 'unknown';
}
