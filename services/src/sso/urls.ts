// A site's single sign-on addresses. They live on the main address with the site in the path, so the
// IdP registers one stable ACS URL (or redirect URI) whether staff come from the site's own host or
// from /saas; the hand-over then takes the browser back to where it started.
export interface SsoUrls {
  entityId: string;
  acsUrl: string;
  sloUrl: string;
  metadataUrl: string;
  oidcRedirectUri: string;
  startUrl: string;
}

export function ssoUrls(publicUrl: string, slug: string): SsoUrls {
  const base = `${publicUrl.replace(/\/$/, '')}/api/sso/${slug}`;
  return {
    // The metadata's own address is the usual entity ID: unique, and it resolves to the metadata.
    entityId: `${base}/saml/metadata`,
    acsUrl: `${base}/saml/acs`,
    sloUrl: `${base}/saml/slo`,
    metadataUrl: `${base}/saml/metadata`,
    oidcRedirectUri: `${base}/oidc/callback`,
    startUrl: `${base}/start`,
  };
}
