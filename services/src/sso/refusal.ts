// A single sign-on refused, with its reason's code (@phd/contracts/sso-refusals: the sentences). Each protocol
// (./saml, ./oidc) throws these once it has checked what the identity provider sent; the sign-in
// (./sign-in.ts) adds the site's own refusals (domain, not invited, SSO off). The gateway sends the
// browser back to the site's login page with `?sso_error=<code>`, and the page shows the message.
import { SSO_REFUSALS, type SsoRefusalCode } from '@phd/contracts/sso-refusals';

export { SSO_REFUSALS, type SsoRefusalCode };

export class SsoRefusal extends Error {
  constructor(
    readonly code: SsoRefusalCode,
    /** What went wrong in detail, for the log only: never shown to the person. */
    readonly detail?: string,
  ) {
    super(SSO_REFUSALS[code]);
    this.name = 'SsoRefusal';
  }
}
