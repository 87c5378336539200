// GET /api/tenant: the public face of the university site this request is for (resolved by the tenant
// plugin from the host or the X-Tenant header), so the web app can put its name in the header
// (contract: @phd/contracts/endpoints/tenant-site publicTenant). Only public fields: slug, site name,
// university, logo and accent colour (what its header shows). On the main site with no X-Tenant header,
// 404 { error: 'not_found' }; an unknown slug, 404 { error: 'tenant_not_found' } (plugins/tenant.ts).
import type { FastifyPluginAsync } from 'fastify';
import { NO_TENANT_HERE, publicTenant } from '@phd/contracts/endpoints/tenant-site';
import type { Db } from '@phd/services/db/client';
import { notFound } from '@phd/services/errors';
import { findTenantById } from '@phd/services/tenants/find-tenant';
import { tenantLogoUrl } from '@phd/services/tenants/present-staff';
import { serve } from '../plugins/contract-routes.ts';

export const tenantRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, publicTenant, async ({ request, reply }) => {
    // An unknown slug was already answered 404 by the tenant plugin. Read afresh (the plugin's copy may
    // be a second old): the settings screen refetches this right after a change.
    const tenant = request.tenant && (await findTenantById(db, request.tenant.id));
    if (!tenant) throw notFound(NO_TENANT_HERE);
    // The answer depends on the host and the header; browsers revalidate it.
    reply.header('cache-control', 'no-cache').header('vary', 'Host, X-Tenant');
    return {
      slug: tenant.slug,
      name: tenant.name,
      university: tenant.universityName,
      logo_url: tenantLogoUrl(tenant),
      accent_color: tenant.accentColor,
    };
  });
};
