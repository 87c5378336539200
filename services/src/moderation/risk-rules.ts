// The risk score of a posting that arrives from outside the trusted paths (issue 15, "Moderation"):
// pure rules over its text, so each one is tested alone (services/test/moderation-risk.test.ts).
// Which hosts are academic and which listing a posting duplicates need the database; they are looked
// up first (risk-assessment.ts) and handed in as facts.
//
// Each reason found adds its weight; the score is the sum, capped at 100. The weights say how sure a
// reason alone is: a fee asked of candidates is the classic scam, a WhatsApp number or a copied
// listing nearly as telling, a link to a non-academic site only a hint (labs do use GitHub pages).

export type RiskCode =
  'candidate_fees' | 'off_platform_contact' | 'duplicate_text' | 'non_academic_links' | 'non_academic_poster';

export interface RiskReason {
  code: RiskCode;
  /** A sentence the admin reads in the queue. */
  message: string;
}

export interface RiskResult {
  /** 0 (nothing found) to 100. */
  score: number;
  reasons: RiskReason[];
}

export const RISK_WEIGHTS: Record<RiskCode, number> = {
  candidate_fees: 50,
  off_platform_contact: 40,
  duplicate_text: 40,
  non_academic_links: 25,
  // A post-jobs poster (no account) writing from an address no university uses: a hint, not proof.
  non_academic_poster: 30,
};

export const MAX_RISK = 100;

/** How the queue colours a score (one rule for the scorer and the web badge). */

// ---------------------------------------------------------------- text

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** The words of sanitised HTML (descriptions are stored sanitised): tags become spaces, entities characters. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The link targets of sanitised HTML (the text may show other words than where a link goes). */
export function htmlLinks(html: string): string[] {
  return [...html.matchAll(/\bhref\s*=\s*"([^"]*)"/gi)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

const URL_IN_TEXT = /\b(?:https?:\/\/|www\.)[^\s<>"')\]]+/gi;

/** Lower-case host names of the links in `sources` (full URLs, or www. addresses in running text). */
export function linkHosts(sources: string[]): string[] {
  const hosts = new Set<string>();
  for (const source of sources) {
    for (const [match] of source.matchAll(URL_IN_TEXT)) {
      try {
        const url = new URL(/^https?:\/\//i.test(match) ? match : `https://${match}`);
        if (url.hostname.includes('.')) hosts.add(url.hostname.toLowerCase().replace(/\.$/, ''));
      } catch {
        // Not a URL after all ("www." in a sentence): nothing to check.
      }
    }
  }
  return [...hosts].sort();
}

// ---------------------------------------------------------------- rules

/** Free mail services: a university's recruiter applies through the university, not a personal inbox. */
const WEBMAIL =
  /\b[\w.+-]+@(?:gmail|googlemail|yahoo|ymail|hotmail|outlook|live|msn|aol|icloud|me|mail|gmx|proton|protonmail|yandex|qq|163|126|rediffmail|zoho)\.(?:com|net|org|me|ch|de|fr|ru|cn|in|co\.uk|co\.in|com\.cn)(?![\w-]|\.\w)/i;

/** Messengers and requests to leave the platform. */
const MESSENGERS = /\b(whats\s?app|telegram|wechat|we\s?chat|viber|signal app|imo app|line id|skype id)\b/i;
const TEXT_ME =
  /\b(text|sms|dm|message|ping) me\b|\bsend (me )?(a )?(text|sms|dm)\b|\bcontact me (directly )?(on|via) /i;

export function offPlatformContact(text: string): RiskReason | null {
  const found: string[] = [];
  const messenger = text.match(MESSENGERS);
  if (messenger) found.push(`asks candidates to use ${messenger[1]!.replace(/\s/g, '')}`);
  if (TEXT_ME.test(text)) found.push('asks candidates to text the poster');
  const webmail = text.match(WEBMAIL);
  if (webmail) found.push(`gives a personal webmail address (${webmail[0]}) for applications`);
  if (found.length === 0) return null;
  return { code: 'off_platform_contact', message: `Moves contact off the platform: ${found.join('; ')}.` };
}

const FEE =
  /\b(application|applications|processing|registration|admission|enrol?ment|evaluation|assessment|screening|visa|placement|service|handling|booking|reservation|verification|acceptance)\s+(fee|fees|charge|charges)\b/gi;
const DEPOSIT = /\b(refundable\s+|security\s+|advance\s+)?deposit\b/gi;
const AMOUNT =
  /(?:[$€£₹¥₦]|\b(?:usd|eur|gbp|inr|ngn|cny|rmb)\b)\s?\d|\d[\d,.]*\s?(?:[$€£]|\b(?:usd|eur|gbp|inr|ngn|dollars|euros|pounds)\b)/i;
const PAY = /\b(pay|payment|transfer|wire|remit|send)\b/gi;
/** What a fee phrase must not follow: "no application fee", "waived", "free of any charge". */
const NEGATED = /\b(no|without|waived?|free of|not|never|nor|zero)\b[^.!?]{0,20}$/i;
/** What a fee phrase must not be followed by: "the application fee is waived". */
const WAIVED = /^[^.!?]{0,25}\b(waived|not (required|charged|payable)|free of charge)\b/i;
/** Money candidates receive, not pay: "a stipend of £19,237 paid monthly". */
const RECEIVED = /\b(stipend|salary|studentship|scholarship|bursary|allowance|per (year|annum|month)|tax[- ]free)\b/i;

function sentenceAround(
  text: string,
  index: number,
  length: number,
): { before: string; after: string; sentence: string } {
  const start = Math.max(text.lastIndexOf('.', index), text.lastIndexOf('!', index), text.lastIndexOf('?', index)) + 1;
  const ends = ['.', '!', '?'].map((c) => text.indexOf(c, index + length)).filter((i) => i >= 0);
  const end = ends.length ? Math.min(...ends) : text.length;
  return { before: text.slice(start, index), after: text.slice(index + length, end), sentence: text.slice(start, end) };
}

export function candidateFees(text: string): RiskReason | null {
  const found: string[] = [];
  for (const m of [...text.matchAll(FEE), ...text.matchAll(DEPOSIT)]) {
    const { before, after } = sentenceAround(text, m.index, m[0].length);
    if (!NEGATED.test(before) && !WAIVED.test(after)) found.push(`"${m[0].toLowerCase()}"`);
  }
  for (const m of text.matchAll(PAY)) {
    const { sentence } = sentenceAround(text, m.index, m[0].length);
    if (AMOUNT.test(sentence) && !RECEIVED.test(sentence) && !NEGATED.test(sentence.slice(0, 40)))
      found.push('a payment with an amount');
  }
  if (found.length === 0) return null;
  return {
    code: 'candidate_fees',
    message: `Asks candidates for money: ${[...new Set(found)].join(', ')}. Genuine PhD positions never charge to apply.`,
  };
}

export function nonAcademicLinks(hosts: string[]): RiskReason | null {
  if (hosts.length === 0) return null;
  const shown = hosts.slice(0, 5).join(', ') + (hosts.length > 5 ? ` and ${hosts.length - 5} more` : '');
  return {
    code: 'non_academic_links',
    message: `Links to ${hosts.length === 1 ? 'a site' : 'sites'} no university is known to use: ${shown}.`,
  };
}

/** A post-jobs poster's confirmed address, when its domain is not academic (see risk-assessment.ts). */
export function nonAcademicPoster(domain: string | null): RiskReason | null {
  if (!domain) return null;
  return {
    code: 'non_academic_poster',
    message: `Posted through the post-jobs form from an address (${domain}) no university is known to use.`,
  };
}

export interface DuplicateOf {
  id: string;
  title: string;
  university: string;
  /** Trigram similarity of the normalised title and text, 0..1. */
  similarity: number;
}

export function duplicateText(duplicate: DuplicateOf | null): RiskReason | null {
  if (!duplicate) return null;
  return {
    code: 'duplicate_text',
    message: `Nearly the same text (${Math.round(duplicate.similarity * 100)}% alike) as "${duplicate.title}" at ${duplicate.university} (${duplicate.id}).`,
  };
}

export interface RiskFacts {
  /** Title and the description's text (not its HTML), plus any other free text of the posting. */
  text: string;
  /** Hosts linked from the posting that no university uses (see risk-assessment.ts). */
  nonAcademicHosts: string[];
  /** The live listing this one nearly copies, if any. */
  duplicate: DuplicateOf | null;
  /** A post-jobs poster's address domain when no university uses it (null otherwise, or no poster). */
  nonAcademicPosterDomain?: string | null;
}

export function scoreRisk(facts: RiskFacts): RiskResult {
  const reasons = [
    candidateFees(facts.text),
    offPlatformContact(facts.text),
    duplicateText(facts.duplicate),
    nonAcademicLinks(facts.nonAcademicHosts),
    nonAcademicPoster(facts.nonAcademicPosterDomain ?? null),
  ].filter((r): r is RiskReason => r !== null);
  const sum = reasons.reduce((total, r) => total + RISK_WEIGHTS[r.code], 0);
  return { score: Math.min(MAX_RISK, sum), reasons };
}
