// Calls of a university site's single sign-on (issue 33, @phd/contracts/endpoints/sso): which sign-in
// the login page offers, the hand-over of the one-time code after the identity provider, and the
// owner's settings. The settings calls are staff calls (token and, on /saas, X-Tenant from the page);
// the other two are anonymous and may name the site typed on /saas.
import {
  checkOidcConnection,
  getAdminTenantSso,
  getSsoSettings,
  loadAdminTenantIdpMetadata,
  loadIdpMetadata,
  updateAdminTenantSso,
  signInOptions,
  ssoHandoff,
  updateSsoSettings,
  type SsoSettingsJson,
} from '@phd/contracts/endpoints/sso';
import type { ContractInput, ContractResponse } from '@phd/contracts/http/contract';
import { call } from './call.ts';
import { ApiError } from './client.ts';
import type { StaffSignIn } from './staff.ts';

export type SignInOptions = ContractResponse<typeof signInOptions>;
export type SsoSettings = SsoSettingsJson;
export type SsoSettingsBody = ContractInput<typeof updateSsoSettings>['body'];
export type IdpMetadataSource = ContractInput<typeof loadIdpMetadata>['body'];
export type OidcCheckBody = ContractInput<typeof checkOidcConnection>['body'];

export const ssoApi = {
  /** `site`: the slug typed on /saas/login (a tenant host names its own). */
  signInOptions: (site?: string, signal?: AbortSignal) =>
    call(signInOptions, {}, { tenant: site, anonymous: true, signal }),

  /** Like the password sign-in, anything but a token is a failed sign-in. */
  handoff: async (code: string, site?: string): Promise<StaffSignIn> => {
    const answer = await call(ssoHandoff, { body: { code } }, { tenant: site, anonymous: true });
    if (!answer?.token) throw new ApiError('Sign-in failed: the server sent no staff token', 200, answer);
    return answer;
  },

  settings: (signal?: AbortSignal) => call(getSsoSettings, {}, { signal }),
  save: (body: SsoSettingsBody) => call(updateSsoSettings, { body }),
  loadMetadata: (source: IdpMetadataSource) => call(loadIdpMetadata, { body: source }),
  checkOidc: (body: OidcCheckBody) => call(checkOidcConnection, { body }),
};

/** What the settings form needs: the owner's own site, or (an admin) a site by its id. */
export interface SsoSettingsApi {
  settings(signal?: AbortSignal): Promise<{ data: SsoSettings }>;
  save(body: SsoSettingsBody): Promise<{ message: string; data: SsoSettings }>;
  loadMetadata(source: IdpMetadataSource): Promise<{ message: string; data: SsoSettings }>;
  /** Tries an OpenID provider before saving (the owners' screen only). */
  checkOidc?(body: OidcCheckBody): Promise<{ ok: boolean; message: string }>;
}

export const ownerSsoApi: SsoSettingsApi = ssoApi;

/** An admin setting a site up for it (issue 33: "and by admins when provisioning a site"). */
export const adminSsoApi = (id: string): SsoSettingsApi => ({
  settings: (signal) => call(getAdminTenantSso, { params: { id } }, { signal }),
  save: (body) => call(updateAdminTenantSso, { params: { id }, body }),
  loadMetadata: (source) => call(loadAdminTenantIdpMetadata, { params: { id }, body: source }),
});
