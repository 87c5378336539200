// Why a single sign-on was refused, in words the person at the login page can act on. The server
// (services/src/sso/refusal.ts) refuses with a code and sends the browser to the site's login page with
// `?sso_error=<code>`; the page (web/src/pages/tenant/sso-errors.ts) shows the code's sentence.
export const SSO_REFUSALS = {
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
} as const;

export type SsoRefusalCode = keyof typeof SSO_REFUSALS;
