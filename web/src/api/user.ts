// The signed-in main-site user (spec sections 3, 4 and 9): GET /api/user under the query key ['user'],
// cached six minutes, never retried; an answer carrying an `error` flag (or any failure) means signed
// out. The header's user menu, save toggles and the application area all read this one query.
import { queryOptions } from '@tanstack/react-query';
import { api } from './client.ts';

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
    queryFn: ({ signal }) => api<CurrentUser | null>('/api/user', { signal }),
    staleTime: PROFILE_CACHE_MS,
    retry: false,
  });

/** A user only when the answer names one and carries no error flag. */
export function isSignedIn(user: unknown): user is CurrentUser {
  if (!user || typeof user !== 'object') return false;
  const { error, id } = user as CurrentUser;
  return !error && id !== undefined && id !== null && id !== '';
}
