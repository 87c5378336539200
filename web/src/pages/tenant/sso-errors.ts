// The sentence the login page shows for a refused single sign-on (`?sso_error=<code>`): the server's own
// wording (@phd/contracts/sso-refusals). A code this build does not know (a newer server) still gets one.
import { SSO_REFUSALS } from '@phd/contracts/sso-refusals';

export const SSO_FAILED = SSO_REFUSALS.failed;

/** The sentence for a refusal code; own keys only, so "constructor" or "__proto__" is not a sentence. */
export function ssoErrorSentence(code: string): string {
  return Object.hasOwn(SSO_REFUSALS, code) ? SSO_REFUSALS[code as keyof typeof SSO_REFUSALS] : SSO_FAILED;
}
