// The signed-in recruiter (spec section 4, "Recruiter authentication"): signed in when the stored token
// and user both exist. The stored user shows at once; GET /api/university/auth/me then confirms the
// session (a 401 forgets it, e.g. after a password reset ended every session elsewhere).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client.ts';
import { PROFILE_CACHE_MS } from '../api/user.ts';
import {
  forgetRecruiter,
  recruiterAuth,
  storedRecruiter,
  storeRecruiter,
  type RecruiterUser,
} from '../api/university.ts';

export const RECRUITER_QUERY_KEY = ['university', 'me'] as const;

export function useRecruiter() {
  const stored = storedRecruiter();
  const query = useQuery({
    queryKey: RECRUITER_QUERY_KEY,
    queryFn: async ({ signal }): Promise<RecruiterUser | null> => {
      try {
        const { user } = await recruiterAuth.me(signal);
        storeRecruiter(user);
        return user;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          forgetRecruiter();
          return null;
        }
        throw error;
      }
    },
    enabled: stored !== null,
    initialData: stored,
    // The stored copy is shown but never trusted as fresh: the session is checked on first use.
    initialDataUpdatedAt: 0,
    staleTime: PROFILE_CACHE_MS,
    retry: false,
  });
  const recruiter = stored ? (query.data ?? null) : null;
  return { recruiter, error: query.error };
}

/** Keeps a fresh sign-in or profile change in storage and in the query cache. */
export function useRememberRecruiter() {
  const client = useQueryClient();
  return (user: RecruiterUser, token?: string) => {
    storeRecruiter(user, token);
    client.setQueryData(RECRUITER_QUERY_KEY, user);
  };
}

/** Logout clears the stored token and user even if the server call fails (spec section 4). */
export function useRecruiterLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => recruiterAuth.logout(),
    onSettled: () => {
      forgetRecruiter();
      client.setQueryData(RECRUITER_QUERY_KEY, null);
      client.removeQueries({ queryKey: ['university'], type: 'inactive' });
    },
  });
}

/** "Jane Doe", else the e-mail (spec section 2, "User menu"). */
export function recruiterName(user: RecruiterUser): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
}

/** "Position - Department" under the recruiter's name in the user menu. */
export function recruiterRole(user: RecruiterUser): string {
  return [user.position, user.department].filter(Boolean).join(' - ');
}
