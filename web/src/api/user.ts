// The signed-in main-site user (spec sections 3, 4 and 9): GET /api/user under the query key ['user'],
// cached six minutes, never retried; an answer carrying an `error` flag (or any failure) means signed
// out. The header's user menu, save toggles and the application area all read this one query. Also the
// candidate's own calls: signing out, preferences and recommendations (Smart Picks).
import { queryOptions } from '@tanstack/react-query';
import { currentUser as currentUserContract, logout } from '@phd/contracts/endpoints/candidate-account';
import { getPreferences, listRecommendations, savePreferences } from '@phd/contracts/endpoints/candidate-preferences';
import type { ContractInput, ContractResponse } from '@phd/contracts/http/contract';
import { call } from './call.ts';

/** Spec section 9: profile results are cached 360000 ms. */
export const PROFILE_CACHE_MS = 360_000;

export interface CurrentUser {
  id: string;
  name?: string | null;
  email?: string | null;
  picture?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  role?: string | null;
  error?: unknown;
}

export const USER_QUERY_KEY = ['user'] as const;

export const currentUser = () =>
  queryOptions({
    queryKey: USER_QUERY_KEY,
    queryFn: ({ signal }): Promise<CurrentUser | null> => call(currentUserContract, {}, { signal }),
    staleTime: PROFILE_CACHE_MS,
    retry: false,
  });

/** A user only when the answer names one and carries no error flag. */
export function isSignedIn(user: unknown): user is CurrentUser {
  if (!user || typeof user !== 'object') return false;
  const { error, id } = user as CurrentUser;
  return !error && id !== undefined && id !== null && id !== '';
}

/** A candidate's preferences, as GET /api/user/preferences/{userId} answers them. */
export type Preferences = ContractResponse<typeof getPreferences>;
/** One page of recommendations (Smart Picks). */
export type RecommendationPage = ContractResponse<typeof listRecommendations>;

export const userApi = {
  logout: () => call(logout, {}),
  preferences: (userId: string, signal?: AbortSignal) => call(getPreferences, { params: { userId } }, { signal }),
  savePreferences: (body: ContractInput<typeof savePreferences>['body']) => call(savePreferences, { body }),
  recommendations: (userId: string, slice: { limit: number; offset: number }, signal?: AbortSignal) =>
    call(
      listRecommendations,
      { params: { userId }, query: { limit: String(slice.limit), offset: String(slice.offset) } },
      { signal },
    ),
};
