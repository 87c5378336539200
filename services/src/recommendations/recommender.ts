// The seam between what a candidate is interested in and which open listings fit them: one
// interface, a local implementation on Postgres full-text (local-recommender.ts) and room for others
// (embeddings when OPENAI_API_KEY is set; see index.ts). The refresh (refresh.ts) owns storing the
// result, so an implementation only reads and ranks.
import type { Prisma } from '../db/client.ts';

/** A Prisma client or the client of an open transaction: implementations only read through it. */
export type Reader = Prisma.TransactionClient;

/** Everything a recommender may use about one candidate. */
export interface InterestProfile {
  userId: string;
  countries: readonly string[];
  universities: readonly string[];
  /** The preference field `departments`: disciplines, matched against discipline and department. */
  disciplines: readonly string[];
  comments: string;
  /** The saved opportunities similarity looks at (newest saves first, deleted and private ones left out). */
  savedIds: readonly string[];
  /** Listings the candidate called "not for me" (newest first): never picked, their likeness weighs against. */
  dismissedIds: readonly string[];
}

/** Why a listing was picked, as the candidate sees it beside the pick. */
export interface PickDetails {
  /** Preferences it matched: "country Germany", "discipline Physics". */
  preferences: string[];
  /** Informative words it shares with what the candidate saved or wrote in their comments. */
  words: string[];
  /** Where those words came from. */
  wordsFrom: 'saved' | 'comments' | null;
}

/** One recommended opportunity: higher scores first, with a short sentence saying why. */
export interface Pick {
  opportunityId: string;
  score: number;
  reason: string;
  details: PickDetails;
}

export interface Recommender {
  readonly name: string;
  /**
   * At most `limit` picks, best first, among opportunities a candidate may be shown: open, not
   * deleted, on the public site, not past their closing date, not saved by them. Reads only, so it is
   * safe to run again at any time.
   */
  recommend(db: Reader, profile: InterestProfile, limit: number): Promise<Pick[]>;
}
