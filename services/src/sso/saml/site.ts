// A university site's SAML service provider, as the tenant_sso row and the site's URLs describe it.
import type { IdpMetadata } from './idp-metadata.ts';

export interface SamlSite {
  tenantId: string;
  idp: IdpMetadata;
  sp: {
    entityId: string;
    /** Where the IdP posts its sign-in answer (HTTP-POST). */
    acsUrl: string;
    /** Where single-logout messages arrive (HTTP-Redirect or HTTP-POST). */
    sloUrl: string;
    certificate: string;
    /** The unsealed PEM key: callers unseal tenant_sso.saml_sp_private_key (purpose 'sso-key'). */
    privateKey: string;
  };
}

/** How far the IdP's clock may be off ours when checking NotBefore / NotOnOrAfter. */
export const CLOCK_SKEW_MS = 2 * 60_000;
/** How long a request this site sent may be answered. */
export const REQUEST_TTL_MS = 10 * 60_000;
