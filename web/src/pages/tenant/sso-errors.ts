// The sentences services/src/sso/refusal.ts (SSO_REFUSALS) gives each refused single sign-on: the
// gateway sends only the code (`?sso_error=<code>`) and the web app cannot import services/, so they are
// copied here. A code this map does not know (a newer server) still gets a sentence.
export const SSO_ERRORS: Record<string, string> = {
  not_configured: 'Single sign-on is not set up for this university site.',
  invalid_response: 'Your university’s sign-in answer could not be read. Please try again.',
  unsigned: 'Your university’s sign-in answer was not signed, so it cannot be trusted.',
  bad_signature: 'Your university’s sign-in answer was not signed by the identity provider this site trusts.',
  wrong_audience: 'Your university’s sign-in answer was meant for another site.',
  wrong_issuer: 'Your university’s sign-in answer came from an identity provider this site does not trust.',
  expired: 'Your university’s sign-in answer has expired. Please sign in again.',
  replayed: 'This sign-in answer has already been used. Please sign in again.',
  unsolicited: 'This sign-in was not started from this site. Please start again from the site’s sign-in page.',
  no_email: 'Your university did not share your e-mail address, which this site needs to sign you in.',
  domain_not_allowed:
    'Your e-mail address is not one this university site accepts. Ask the site’s owner for an invitation.',
  cancelled: 'Sign-in was cancelled.',
  provider_unavailable: 'Your university’s sign-in service could not be reached. Please try again later.',
  failed: 'Single sign-on did not finish. Please try again.',
};

export const SSO_FAILED = 'Single sign-on did not finish. Please try again.';

/** The sentence for a refusal code; own keys only, so "constructor" or "__proto__" is not a sentence. */
export function ssoErrorSentence(code: string): string {
  return Object.hasOwn(SSO_ERRORS, code) ? SSO_ERRORS[code]! : SSO_FAILED;
}
