// "Positions I can apply to" (issue 32 part 4; docs/candidates-profile.md): the signed-in candidate's
// nationality and country of residence as ISO alpha-2 codes, which the listing and the detail send as
// `eligible=DE,GB`, and the `eligibility` the server then adds to each position. The profile keeps
// country NAMES from the application form's list (GET /api/countries/dial-codes), so the codes are
// read from that same list: a name the list does not have gives no code.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { opportunityDetail } from '@phd/contracts/endpoints/catalogue';
import type { EligibilityJson } from '@phd/contracts/public-schemas';
import { useTenantSite } from '../layout/useTenantSite.ts';
import { dialCodes, type DialCode } from './applications.ts';
import { call } from './call.ts';
import { profileQuery, type Profile } from './profile.ts';
import { currentUser, isSignedIn } from './user.ts';

/** The query parameter of the listing and the detail. */
export const ELIGIBLE_PARAM = 'eligible';

/**
 * Why a position is or is not open to the candidate: `open` true when the posting limits who may apply
 * and the candidate qualifies, false when they do not (the detail only: the listing hides those), null
 * when no limit is known; `why` is one sentence, shown as it is.
 */
export type Eligibility = EligibilityJson;

/** What the candidate's codes are, or why there are none. */
export type EligibleCodes =
  | { state: 'loading' }
  | { state: 'signed-out' }
  /** Signed in, but neither nationality nor residence is in the profile (or in the country list). */
  | { state: 'no-profile' }
  /** The profile or the country list could not be read. */
  | { state: 'unavailable' }
  | { state: 'ready'; codes: string[] };

/** The profile's nationality and residence as codes, nationality first, each once (0 to 2 of them). */
export function profileCodes(
  profile: Pick<Profile, 'nationality' | 'country_of_residence'>,
  countries: readonly DialCode[],
): string[] {
  const codes = [profile.nationality, profile.country_of_residence].flatMap((name) => {
    const wanted = name?.trim().toLowerCase();
    const code = wanted ? countries.find((c) => c.name.toLowerCase() === wanted)?.code : undefined;
    return code ? [code.toUpperCase()] : [];
  });
  return [...new Set(codes)];
}

/** The signed-in candidate's codes, from the queries the header and the profile page share. */
export function useEligibleCodes(): EligibleCodes {
  // A university site has its own session: the main site's profile is never read there.
  const tenant = useTenantSite();
  const user = useQuery({ ...currentUser(), enabled: !tenant });
  const signedIn = !tenant && isSignedIn(user.data);
  const profile = useQuery({ ...profileQuery(), enabled: signedIn });
  const named = Boolean(profile.data?.nationality || profile.data?.country_of_residence);
  const countries = useQuery({ ...dialCodes(), enabled: named });
  if (tenant) return { state: 'signed-out' };
  if (user.isPending) return { state: 'loading' };
  if (!signedIn) return { state: 'signed-out' };
  if (profile.isError) return { state: 'unavailable' };
  if (!profile.data) return { state: 'loading' };
  if (!named) return { state: 'no-profile' };
  if (countries.isError) return { state: 'unavailable' };
  if (!countries.data) return { state: 'loading' };
  const codes = profileCodes(profile.data, countries.data);
  return codes.length > 0 ? { state: 'ready', codes } : { state: 'no-profile' };
}

/** The codes as the parameter's value ("DE,GB"), sorted as the server keys them, so one set is one URL. */
export const eligibleValue = (codes: readonly string[]) => [...codes].sort().join(',');

/** The request's `eligible` parameter, or nothing when there are no codes (the filter is off). */
export const eligibleQuery = (codes: readonly string[]): { [ELIGIBLE_PARAM]?: string } =>
  codes.length > 0 ? { [ELIGIBLE_PARAM]: eligibleValue(codes) } : {};

/**
 * The detail's `eligibility` for these codes: the detail asked again with `eligible=`, under a key of
 * its own so the page's detail (cached, shown at once) does not wait for the profile. Opening the same
 * position twice in an hour counts one view (workers/src/processors/view-counts.ts).
 */
export const opportunityEligibility = (id: string, codes: readonly string[]) =>
  queryOptions({
    queryKey: ['opportunity', id, 'eligibility', eligibleValue(codes)],
    queryFn: async ({ signal }) =>
      (await call(opportunityDetail, { params: { id }, query: eligibleQuery(codes) }, { signal })).eligibility ?? null,
    staleTime: 5 * 60_000,
  });
