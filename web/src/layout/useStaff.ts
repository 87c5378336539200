// The signed-in staff member of the current university site (spec section 4, "Main and tenant
// session"): the stored token is read every second (a sign-in or sign-out in another tab, or a cleared
// token, shows within a second; this tab's own at once) and a change refetches the profile, GET /api/user/me, which is cached
// 6 minutes and never retried. A refused token ends the sign-in (api/client.ts).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { staffApi, type Customer, type StaffSignIn, type StaffUser } from '../api/staff.ts';
import { PROFILE_CACHE_MS } from '../api/user.ts';
import { onStaffSessionChange, storedStaffToken, storeStaffSession } from './staff-session.ts';

/** Spec section 9: the stored token is polled every second. */
export const TOKEN_POLL_MS = 1_000;

export const staffQueryKey = (token: string | null) => ['staff', 'me', token] as const;

function watchToken(onChange: () => void): () => void {
  const timer = window.setInterval(onChange, TOKEN_POLL_MS);
  const stop = onStaffSessionChange(onChange);
  return () => {
    window.clearInterval(timer);
    stop();
  };
}

/** The stored staff token, re-read every second and on this tab's own sign-in or sign-out. */
export function useStaffToken(): string | null {
  return useSyncExternalStore(watchToken, storedStaffToken, () => null);
}

export interface StaffState {
  token: string | null;
  staff: { user: StaffUser; tenant: Customer } | null;
  loading: boolean;
  error: unknown;
}

/** `active`: on a university site (the header asks on every page; only sites fetch the profile). */
export function useStaff(active = true): StaffState {
  const token = useStaffToken();
  const query = useQuery({
    queryKey: staffQueryKey(token),
    queryFn: ({ signal }) => staffApi.me(signal),
    enabled: active && token !== null,
    staleTime: PROFILE_CACHE_MS,
    gcTime: PROFILE_CACHE_MS,
    retry: false,
  });
  // An auth failure answers an empty object while the browser leaves for the login page.
  const staff = active && token && query.data?.user ? query.data : null;
  return { token, staff, loading: active && token !== null && query.isLoading, error: query.error };
}

/** Keeps a fresh sign-in (login or accepted invitation) in storage and in the query cache. */
export function useRememberStaff() {
  const client = useQueryClient();
  return ({ token, user, tenant }: StaffSignIn) => {
    // The profile first: the header, told of the new token at once, finds it and asks for nothing.
    client.setQueryData(staffQueryKey(token), { user, tenant });
    storeStaffSession(token, user, tenant.slug);
  };
}
