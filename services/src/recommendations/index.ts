// Recommendations ("Smart Picks"): computed by the recommendations worker after preferences.updated
// and saved.changed (workers/src/processors/recommendations.ts), read by the gateway.
//
// Choosing a recommender: the local one (Postgres full-text, local-recommender.ts) always works. An
// embeddings recommender for when OPENAI_API_KEY is set plugs in behind the same Recommender
// interface: embed each opportunity once when it is indexed (a column or table of vectors), embed
// the profile (preferences, comments, saved titles) per refresh, rank by cosine similarity among the
// same eligible rows (eligibility.ts) and keep the preference matches of the local one. It needs the
// `openai` package (not installed) and `openaiApiKey` in services/src/config.ts (not there yet), so
// createRecommender answers the local recommender until both exist.
import { createLocalRecommender } from './local-recommender.ts';
import type { Recommender } from './recommender.ts';

export type { InterestProfile, Pick, Reader, Recommender } from './recommender.ts';
export { createLocalRecommender } from './local-recommender.ts';
export { candidatesAfter, refreshRecommendations, RECOMMENDATIONS_PER_USER, type RefreshResult } from './refresh.ts';
export {
  listRecommendations,
  NO_PREFERENCES_MESSAGE,
  NOT_YOUR_RECOMMENDATIONS,
  type RecommendationPage,
} from './list-recommendations.ts';

export interface RecommenderOptions {
  /** OPENAI_API_KEY: selects the embeddings recommender once it exists (see above). */
  openaiApiKey?: string;
}

export function createRecommender(_options: RecommenderOptions = {}): Recommender {
  return createLocalRecommender();
}
