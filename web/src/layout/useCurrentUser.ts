// The signed-in main-site user (spec section 4, "Main and tenant session"): GET /api/user, cached six
// minutes with no retry; an answer carrying an `error` flag (or any failure) means signed out. Not
// fetched on a tenant site, which has its own session.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import { useTenantSite } from './useTenantSite.ts';

export interface CurrentUser {
  id: string;
  name?: string | null;
  email?: string | null;
  picture?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  role?: string | null;
}

export const USER_QUERY_KEY = ['user'] as const;
export const PROFILE_STALE_MS = 360_000;

/** What the header shows for a user: the name, else the e-mail (spec section 2, "User menu"). */
export function displayName(user: CurrentUser): string {
  const full = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return user.name?.trim() || full || user.email || 'User';
}

export function useCurrentUser() {
  const tenant = useTenantSite();
  const query = useQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: ({ signal }) => api<CurrentUser>('/api/user', { signal }),
    enabled: !tenant,
    staleTime: PROFILE_STALE_MS,
    retry: false,
  });
  const user = !tenant && query.data && query.data.id ? query.data : null;
  return { user, isAdmin: user?.role === 'admin' };
}

/** Main logout: the server call first, then the user is cleared (spec section 4). */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<unknown>('/api/logout', { method: 'POST' }),
    onSuccess: () => client.setQueryData(USER_QUERY_KEY, null),
  });
}
