// OpenID Connect for a university site's own identity provider (issue 33): discovery per site, the
// authorization address, the checked callback as an SsoAssertion, and the owner's connection check.
export { checkOidcIssuer, type OidcCheck } from './check.ts';
export { claimsToAttributes } from './claims.ts';
export { forgetOidcConfigurations, oidcDiscover } from './discovery.ts';
export { oidcLoginUrl, type OidcFlow } from './login.ts';
export { oidcReadCallback } from './callback.ts';
export { IssuerRefused, type OidcOptions, type OidcSite } from './site.ts';
