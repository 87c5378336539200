// A site's single sign-on as its protocol module needs it: the tenant_sso row read in the site's unit
// of work, its secrets unsealed, its addresses added. Null when the site has none, or has it off.
import type { Db } from '../db/client.ts';
import type { TenantSso } from '../db/generated/client.ts';
import { unseal } from '../secrets/seal.ts';
import type { TenantSite } from '../tenants/find-tenant.ts';
import { withTenant } from '../tenants/unit-of-work.ts';
import type { OidcSite } from './oidc/site.ts';
import type { SamlSite } from './saml/site.ts';
import { OIDC_SECRET_PURPOSE, SSO_KEY_PURPOSE } from './settings.ts';
import { ssoUrls } from './urls.ts';

export type SiteSso =
  | { protocol: 'saml'; row: TenantSso; saml: SamlSite }
  | { protocol: 'oidc'; row: TenantSso; oidc: OidcSite; redirectUri: string };

export async function readSsoRow(db: Db, tenantId: string): Promise<TenantSso | null> {
  return withTenant(db, tenantId, (tx) => tx.tenantSso.findUnique({ where: { tenantId } }));
}

/** The site's SSO ready for its protocol, or null when it is off or incomplete. */
export function siteSso(row: TenantSso | null, site: TenantSite, appSecret: string, publicUrl: string): SiteSso | null {
  if (!row?.enabled) return null;
  if (row.protocol === 'saml') {
    const saml = row.samlIdpEntityId && row.samlIdpSsoUrl ? spOnly(row, site, appSecret, publicUrl) : null;
    return saml ? { protocol: 'saml', row, saml } : null;
  }
  if (!row.oidcIssuer || !row.oidcClientId || !row.oidcClientSecret) return null;
  return {
    protocol: 'oidc',
    row,
    oidc: {
      tenantId: site.id,
      issuer: row.oidcIssuer,
      clientId: row.oidcClientId,
      clientSecret: unseal(appSecret, OIDC_SECRET_PURPOSE, row.oidcClientSecret),
    },
    redirectUri: ssoUrls(publicUrl, site.slug).oidcRedirectUri,
  };
}

/**
 * The site's SAML service provider with the IdP as far as it is known: its metadata is handed to the IdP
 * before SSO is on, so it needs only the key pair made when SAML was first saved. Null before that.
 */
export function spOnly(row: TenantSso | null, site: TenantSite, appSecret: string, publicUrl: string): SamlSite | null {
  if (!row?.samlSpCertificate || !row.samlSpPrivateKey) return null;
  const urls = ssoUrls(publicUrl, site.slug);
  return {
    tenantId: site.id,
    idp: {
      entityId: row.samlIdpEntityId ?? '',
      ssoUrl: row.samlIdpSsoUrl ?? '',
      sloUrl: row.samlIdpSloUrl,
      certificates: row.samlIdpCertificates,
    },
    sp: {
      entityId: urls.entityId,
      acsUrl: urls.acsUrl,
      sloUrl: urls.sloUrl,
      certificate: row.samlSpCertificate,
      privateKey: unseal(appSecret, SSO_KEY_PURPOSE, row.samlSpPrivateKey),
    },
  };
}
