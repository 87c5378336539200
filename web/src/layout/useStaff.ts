// The signed-in staff member of the current university site (spec section 4, "Main and tenant
// session"): the stored token is read every second (a sign-in or sign-out in another tab, or a cleared
// token, shows within a second) and a change refetches the profile, GET /api/user/me, which is cached
// 6 minutes and never retried. A refused token ends the sign-in (api/client.ts).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { staffApi, type Customer, type StaffSignIn, type StaffUser } from '../api/staff.ts';
import { PROFILE_CACHE_MS } from '../api/user.ts';
import { storedStaffToken, storeStaffSession } from './staff-session.ts';

/** Spec section 9: the stored token is polled every second. */
export const TOKEN_POLL_MS = 1_000;

export const staffQueryKey = (token: string | null) => ['staff', 'me', token] as const;

/** The stored staff token, re-read every second. */
export function useStaffToken(): string | null {
  const [token, setToken] = useState(storedStaffToken);
  useEffect(() => {
    const timer = window.setInterval(() => setToken(storedStaffToken()), TOKEN_POLL_MS);
    return () => window.clearInterval(timer);
  }, []);
  return token;
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
    storeStaffSession(token, user, tenant.slug);
    client.setQueryData(staffQueryKey(token), { user, tenant });
  };
}
