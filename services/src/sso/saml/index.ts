// The SAML 2.0 service provider of a university site (issue 33): its key pair and metadata, the IdP's
// metadata, sign-in by redirect and post, and single logout. The sign-in core (../sign-in.ts) turns
// the SsoAssertion into an account.
export { createSpCredentials, type SpCredentials } from './credentials.ts';
export { parseIdpMetadata, SamlMetadataError, type IdpMetadata } from './idp-metadata.ts';
export { fetchIdpMetadata } from './fetch-metadata.ts';
export type { SamlSite } from './site.ts';
export { spMetadata } from './sp-metadata.ts';
export { loginRedirectUrl, readLoginResponse, type SamlPostForm } from './login.ts';
export {
  logoutRedirectUrl,
  readLogout,
  type SamlLogoutMessage,
  type SamlLogoutResult,
  type SamlSession,
} from './logout.ts';
