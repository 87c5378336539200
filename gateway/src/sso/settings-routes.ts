// A university site's single sign-on settings over HTTP (issue 33, docs/single-sign-on.md): its owners'
// (GET/PUT /api/saas/sso, POST /api/saas/sso/idp-metadata, in the site's unit of work) and the admins',
// who set a site up for it when provisioning it (/api/admin/tenants/:id/sso…). Fetching an IdP's
// metadata happens before any transaction opens.
import type { FastifyPluginAsync } from 'fastify';
import { canonicalId } from '@phd/contracts/input/ids';
import {
  checkOidcConnection,
  getAdminTenantSso,
  OIDC_CONNECTION_OK,
  getSsoSettings,
  IDP_METADATA_LOADED,
  loadAdminTenantIdpMetadata,
  loadIdpMetadata,
  SSO_SAVED,
  updateAdminTenantSso,
  updateSsoSettings,
} from '@phd/contracts/endpoints/sso';
import { staffActor, type Actor } from '@phd/services/audit/audit-log';
import { invalid, notFound } from '@phd/services/errors';
import { fetchIdpMetadata, parseIdpMetadata, SamlMetadataError } from '@phd/services/sso/saml/index';
import { checkOidcIssuer } from '@phd/services/sso/oidc/index';
import { readSsoSettings, saveSsoSettings, storedOidcSecret, storeIdpMetadata } from '@phd/services/sso/settings';
import { findTenantById, type TenantSite } from '@phd/services/tenants/find-tenant';
import { withTenant } from '@phd/services/tenants/unit-of-work';
import { serve, serveInTenant } from '../plugins/contract-routes.ts';
import { LIMITS } from '../routes/rate-limits.ts';
import type { SsoRouteOptions } from './routes.ts';

export const ssoSettingsRoutes: FastifyPluginAsync<SsoRouteOptions> = async (app, options) => {
  const { db, appSecret, publicUrl, production, allowLoopback } = options;
  const context = { appSecret, publicUrl };
  serveInTenant(app, getSsoSettings, async ({ caller, tx }) => ({
    data: await readSsoSettings(tx, caller.tenant, context),
  }));
  serveInTenant(
    app,
    updateSsoSettings,
    async ({ caller, tx, body }) =>
      ({
        message: SSO_SAVED,
        data: await saveSsoSettings(tx, caller.tenant, staffActor(caller), body, context),
      }) as const,
  );
  serve(
    app,
    loadIdpMetadata,
    async ({ caller, body }) => {
      const metadata = await readMetadata(body, allowLoopback && !production);
      const data = await app.inStaffSite(caller, (tx) =>
        storeIdpMetadata(tx, caller.tenant, staffActor(caller), metadata, 'url' in body ? body.url : null, context),
      );
      return { message: IDP_METADATA_LOADED, data } as const;
    },
    { rateLimit: LIMITS.signIn },
  );

  serve(
    app,
    checkOidcConnection,
    async ({ caller, body }) => {
      const secret =
        body.client_secret ?? (await app.inStaffSite(caller, (tx) => storedOidcSecret(tx, caller.tenantId, appSecret)));
      if (!secret) return { ok: false, message: 'Give the client secret: none is saved yet.' };
      // Outside any transaction: the provider may take seconds to answer.
      const check = await checkOidcIssuer(body.issuer, body.client_id, secret, {
        allowInsecure: allowLoopback && !production,
      });
      return check.ok ? { ok: true, message: OIDC_CONNECTION_OK } : check;
    },
    { rateLimit: LIMITS.signIn },
  );

  // Admins set a site up for it when provisioning it (issue 33), as its owners can; audited as the admin.
  async function siteById(id: string): Promise<TenantSite> {
    const tenantId = canonicalId(id);
    const site = tenantId ? await findTenantById(db, tenantId) : null;
    if (!site) throw notFound('There is no university site with this id.');
    return site;
  }
  const asAdmin = (actor: Actor, site: TenantSite): Actor => ({ ...actor, tenantId: site.id });
  serve(app, getAdminTenantSso, async ({ params }) => {
    const site = await siteById(params.id);
    return { data: await withTenant(db, site.id, (tx) => readSsoSettings(tx, site, context)) };
  });
  serve(app, updateAdminTenantSso, async ({ caller, params, body }) => {
    const site = await siteById(params.id);
    const data = await withTenant(db, site.id, (tx) => saveSsoSettings(tx, site, asAdmin(caller, site), body, context));
    return { message: SSO_SAVED, data } as const;
  });
  serve(
    app,
    loadAdminTenantIdpMetadata,
    async ({ caller, params, body }) => {
      const site = await siteById(params.id);
      const metadata = await readMetadata(body, allowLoopback && !production);
      const url = 'url' in body ? body.url : null;
      const data = await withTenant(db, site.id, (tx) =>
        storeIdpMetadata(tx, site, asAdmin(caller, site), metadata, url, context),
      );
      return { message: IDP_METADATA_LOADED, data } as const;
    },
    { rateLimit: LIMITS.signIn },
  );
};

/** The IdP's metadata from its address or as pasted, read; an unusable one answers 400 with the reason. */
async function readMetadata(body: { url: string } | { xml: string }, allowLoopback: boolean) {
  try {
    const xml = 'url' in body ? await fetchIdpMetadata(body.url, { allowLoopback }) : body.xml;
    return parseIdpMetadata(xml);
  } catch (error) {
    if (error instanceof SamlMetadataError) throw invalid(error.message, { metadata: error.message });
    throw error;
  }
}
