// The signed-in main-site user for the layout (spec section 4, "Main and tenant session"). Not fetched
// on a tenant site, which has its own session.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentUser, isSignedIn, USER_QUERY_KEY, userApi, type CurrentUser } from '../api/user.ts';
import { useTenantSite } from './useTenantSite.ts';

export type { CurrentUser };

/** What the header shows for a user: the name, else the e-mail (spec section 2, "User menu"). */
export function displayName(user: CurrentUser): string {
  const full = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return user.name?.trim() || full || user.email || 'User';
}

export function useCurrentUser() {
  const tenant = useTenantSite();
  const query = useQuery({ ...currentUser(), enabled: !tenant });
  const user = !tenant && isSignedIn(query.data) ? query.data : null;
  return { user, isAdmin: user?.role === 'admin' };
}

/** Main logout: the server call first, then the user is cleared (spec section 4). */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => userApi.logout(),
    onSuccess: () => client.setQueryData(USER_QUERY_KEY, null),
  });
}
