// "Positions I can apply to" in the listing's address (issue 32 part 4): `eligible=DE,GB`, the
// candidate's nationality and residence codes, so back, forward and a reload keep it. Off unless the
// address says so. The codes always come from the signed-in candidate's profile: a shared link or an
// address from before a profile change is rewritten to the profile's own codes (ListingPage).
import { ELIGIBLE_PARAM, eligibleValue, type EligibleCodes } from '../../api/eligibility.ts';
import type { FilterChange } from './listing-url.ts';

/** The toggle's and the chip's words. */
export const ELIGIBLE_LABEL = 'Positions I can apply to';

/**
 * The filter in the address: undefined when off; when on, its one or two ISO alpha-2 codes in upper
 * case, or none when they are malformed (the profile's codes then replace them).
 */
export function readEligible(params: URLSearchParams): string[] | undefined {
  if (!params.has(ELIGIBLE_PARAM)) return undefined;
  const codes = (params.get(ELIGIBLE_PARAM) ?? '')
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  const valid = codes.length >= 1 && codes.length <= 2 && codes.every((code) => /^[A-Z]{2}$/.test(code));
  return valid ? [...new Set(codes)] : [];
}

/** Sets the codes in the query string, or takes the filter out (none given). */
export function applyEligible(params: URLSearchParams, codes: readonly string[] | undefined): void {
  if (codes && codes.length > 0) params.set(ELIGIBLE_PARAM, eligibleValue(codes));
  else params.delete(ELIGIBLE_PARAM);
}

/** The same codes, in any order. */
export function sameCodes(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((code) => b.includes(code));
}

/**
 * The codes the listing asks with: the profile's when it is read (the address may be a shared link or
 * older than a nationality edit), the address's while it is being read or cannot be, none when off or
 * when no profile gives any.
 */
export function eligibleToSend(inAddress: readonly string[] | undefined, profile: EligibleCodes): readonly string[] {
  if (!inAddress) return [];
  if (profile.state === 'ready') return profile.codes;
  if (profile.state === 'loading' || profile.state === 'unavailable') return inAddress;
  return [];
}

/**
 * The change that makes the address say what the listing shows: the profile's codes in place of
 * others, the filter out when signed out or no profile gives codes; undefined when it is right.
 */
export function eligibleCorrection(
  inAddress: readonly string[] | undefined,
  profile: EligibleCodes,
): Extract<FilterChange, { kind: 'eligible' }> | undefined {
  if (!inAddress) return undefined;
  if (profile.state === 'ready') {
    return sameCodes(inAddress, profile.codes) ? undefined : { kind: 'eligible', value: profile.codes };
  }
  return profile.state === 'signed-out' || profile.state === 'no-profile' ? { kind: 'eligible' } : undefined;
}
