// Signed-in state of the main site (spec sections 3 and 4): GET /api/user under the query key
// ['user'], shared with the header's user menu, cached 6 minutes, never retried; an error (or an
// error flag in the answer) means signed out.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

/** Spec section 9: profile results are cached 360000 ms. */
export const PROFILE_CACHE_MS = 360_000;

export interface MainUser {
  id?: string | number;
  email?: string;
  name?: string;
  error?: unknown;
}

export const currentUser = () =>
  queryOptions({
    queryKey: ['user'],
    queryFn: ({ signal }) => api<MainUser | null>('/api/user', { signal }),
    staleTime: PROFILE_CACHE_MS,
    retry: false,
  });

export function isSignedIn(user: unknown): boolean {
  if (!user || typeof user !== 'object') return false;
  const { error, id, email } = user as MainUser;
  return !error && (id !== undefined || email !== undefined);
}

export function useSignedIn(): boolean {
  const { data, isError } = useQuery(currentUser());
  return !isError && isSignedIn(data);
}
