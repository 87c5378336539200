// "Positions I can apply to" (docs/eligibility.md): whether a position is open to a candidate, from
// their nationality and residence (one or two ISO codes, in no particular order: the listing's URL
// carries them sorted, so it cannot say which is which), and one short sentence saying why. The
// countries come from opportunities.eligible_countries (eligibility-countries.ts); the notes and
// the tuition from the stored facts.
import { storedFactsSchema } from './engine.ts';
import { countryCode, countryName, homeCountries, isLimitingNote } from './eligibility-countries.ts';

export interface Eligibility {
  /** true: the posting limits who may apply and the candidate qualifies; false: they do not; null: no limit known. */
  open: boolean | null;
  why: string;
}

export interface PositionEligibility {
  /** opportunities.facts as stored (any shape: an old or missing one reads as "not stated"). */
  facts: unknown;
  /** The position's country, as the site names it. */
  country: string;
  /** opportunities.eligible_countries: empty or null when no limit is known. */
  eligibleCountries: readonly string[] | null;
}

const factsRead = storedFactsSchema.pick({ eligibility: true, tuition: true }).partial();

const OPEN_TO_ALL =
  /\b(?:all|any) nationalit(?:y|ies)\b|\bopen to all\b|\bworldwide\b|\b(?:any|all) countr(?:y|ies)\b|\binternational (?:students|applicants|candidates) (?:are )?welcome\b/i;

/** "the United Kingdom", "Germany": the names that take an article in a sentence. */
const WITH_ARTICLE = new Set([
  'GB',
  'US',
  'NL',
  'PH',
  'AE',
  'BS',
  'GM',
  'MV',
  'CF',
  'DO',
  'CD',
  'CG',
  'MH',
  'SB',
  'KM',
]);
const named = (code: string) => (WITH_ARTICLE.has(code) ? `the ${countryName(code)}` : countryName(code));

export function eligibilityFor(position: PositionEligibility, candidate: readonly string[]): Eligibility {
  const parsed = factsRead.safeParse(position.facts ?? {});
  const facts = parsed.success ? parsed.data : {};
  const notes = facts.eligibility ?? [];
  const limits = position.eligibleCountries ?? [];
  const base = limits.length > 0 ? limited(notes, position.country, limits, candidate) : unlimited(notes);
  if (base.open === false || !paysInternationalFees(facts.tuition, position.country, candidate)) return base;
  return {
    open: base.open,
    why: `${base.why.replace(/\.$/, '')}; the funding covers home fees only, and you would likely pay international fees.`,
  };
}

function limited(notes: readonly string[], country: string, limits: readonly string[], candidate: readonly string[]) {
  const labels = notes.filter((note) => isLimitingNote(note, country));
  // The column and the notes come from the same facts; should they ever disagree, say it plainly.
  const rule = labels.length > 0 ? labels.join('; ') : 'the posting limits who may apply by country';
  const yours = candidate.find((code) => limits.includes(code));
  if (yours === undefined) return { open: false, why: `Not open to you: ${rule}.` };
  return { open: true, why: `Open to you: ${rule}, and you are from or live in ${named(yours)}.` };
}

function unlimited(notes: readonly string[]): Eligibility {
  if (notes.some((note) => OPEN_TO_ALL.test(note))) return { open: null, why: 'Open to all nationalities.' };
  if (notes.length === 0) {
    return { open: null, why: 'The posting does not say who may apply; check before applying.' };
  }
  // A note in the posting's own words: no limit this site can read, so it is quoted, not judged.
  return { open: null, why: `No limit by country is known; the posting says: "${notes[0]!.replace(/[.\s]+$/, '')}".` };
}

/**
 * The posting covers home fees and not (or not said to cover) international ones, and the candidate
 * is not home where the position is (home-countries rule: eligibility-countries.ts homeCountries).
 */
function paysInternationalFees(
  tuition: { home: boolean | null; international: boolean | null } | undefined,
  country: string,
  candidate: readonly string[],
): boolean {
  if (tuition?.home !== true || tuition.international === true) return false;
  const code = countryCode(country);
  if (!code) return false;
  const home = homeCountries(code);
  return !candidate.some((c) => home.includes(c));
}
