// The candidate's PhD Finder profile, for a university site's careers form (issue 32, part 1). The
// session cookie lives on the main host only, so on a tenant host the form reads the main origin
// (PUBLIC_URL) with credentials: a tenant host is the same site, so the Lax cookie goes along, and the
// gateway allows exactly these reads from tenant hosts (gateway/src/plugins/profile-cors.ts). Under
// /saas on the main host the same calls are same-origin. Plain fetches rather than the API client: it
// would add the site's X-Tenant header and staff token, which are not the candidate's and would make
// the cross-origin GETs need a preflight. Any failure (signed out is 401) means no profile: the form
// stays as it was.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentUser } from '@phd/contracts/endpoints/candidate-account';
import { downloadCv, getProfile, listCvs } from '@phd/contracts/endpoints/candidate-profile';
import { pathOf } from '../../../api/call.ts';
import { ApiError } from '../../../api/client.ts';
import type { Profile, StoredCv } from '../../../api/profile.ts';
import type { CurrentUser } from '../../../api/user.ts';
import { mainSiteUrl, onTenantHost, siteOfBrowserHost } from '../../../layout/tenant.ts';

/** A slow main site must not hold the form back for long: after this, the form starts empty. */
const MAIN_PROFILE_TIMEOUT_MS = 10_000;

export interface MainProfile {
  user: CurrentUser;
  profile: Profile;
  /** The default stored CV, which the form offers instead of an upload. */
  cv: StoredCv | null;
}

/** The main site's address: its origin from a tenant host, '' (this one) under /saas. */
export const mainOrigin = (): string => (onTenantHost() ? new URL(mainSiteUrl()).origin : '');

/**
 * Whether the session cookie can come along: same origin (/saas), or a tenant host under a main host
 * that is a domain of its own, so the two are one site. Browsers count each `*.localhost` name as a
 * site of its own, so `<slug>.localhost` beside `localhost` (the local demo) is not, nor is a tenant
 * host beside a main host that is an IP address: there the form does not ask, and its sign-in line
 * leads to the same form under /saas on the main host.
 */
function sessionReachable(): boolean {
  if (!onTenantHost()) return true;
  const main = new URL(mainSiteUrl()).hostname;
  return main.includes('.') && window.location.hostname.endsWith(`.${main}`);
}

/** How the "Have a PhD Finder profile?" line signs the candidate in and brings them back to this form. */
export interface MainSignIn {
  href: string;
  /** In a new tab: the form fills in when the candidate comes back to this one (see mainProfileQuery). */
  newTab: boolean;
}

/**
 * The main site's sign-in, for the form of `opportunityId`. Under /saas it comes back to this page. On
 * a tenant host the session reaches, it opens in a new tab (sign-in comes back only to the main site's
 * own pages). Elsewhere it comes back to this form under /saas on the main host, where it does.
 */
export function mainSignIn(opportunityId: string): MainSignIn {
  const login = (returnTo: string) => `${mainOrigin()}/login?returnTo=${encodeURIComponent(returnTo)}`;
  if (!onTenantHost()) return { href: login(window.location.pathname + window.location.search), newTab: false };
  if (sessionReachable()) return { href: `${mainOrigin()}/login`, newTab: true };
  const here = siteOfBrowserHost(window.location.hostname);
  const site = here.kind === 'tenant' ? `?site=${here.slug}` : '';
  return { href: login(`/saas/careers/${opportunityId}${site}`), newTab: false };
}

async function readMain(path: string, accept: string, signal?: AbortSignal): Promise<Response> {
  const timeout = AbortSignal.timeout(MAIN_PROFILE_TIMEOUT_MS);
  // Only safelisted headers: the cross-origin GET stays a simple request (no preflight).
  const response = await fetch(`${mainOrigin()}${path}`, {
    credentials: 'include',
    headers: { accept },
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  if (!response.ok) throw new ApiError(`Request failed (${response.status})`, response.status, undefined);
  return response;
}

/** A JSON read, checked against the contract's answer (it came from another origin). */
const readJson = async <T>(path: string, answer: { parse(body: unknown): T }, signal?: AbortSignal): Promise<T> =>
  answer.parse(await (await readMain(path, 'application/json', signal)).json());

export const mainProfileQuery = () =>
  queryOptions({
    queryKey: ['careers', 'main-profile'],
    queryFn: async ({ signal }): Promise<MainProfile | null> => {
      if (!sessionReachable()) return null;
      const [user, { profile }, { data: cvs }] = await Promise.all([
        readJson(currentUser.path, currentUser.responses[200], signal),
        readJson(getProfile.path, getProfile.responses[200], signal),
        readJson(listCvs.path, listCvs.responses[200], signal),
      ]);
      return { user, profile, cv: cvs.find((cv) => cv.is_default) ?? null };
    },
    retry: false,
    staleTime: Infinity,
    // No profile yet: the candidate may have signed in meanwhile in another tab (mainSignIn).
    refetchOnWindowFocus: (query) => (query.state.data == null ? 'always' : false),
  });

export const useMainProfile = () => useQuery(mainProfileQuery());

/** The stored CV's file, to send as this application's resume (the site keeps its own copy). */
export async function storedCvFile(cv: StoredCv): Promise<File> {
  const blob = await (await readMain(pathOf(downloadCv.path, { id: cv.id }), '*/*')).blob();
  return new File([blob], cv.filename, { type: cv.mime });
}
