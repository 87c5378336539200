// GET /api/tenant: the public face of the university site this request is for (resolved by the tenant
// plugin from the host or the X-Tenant header), so the web app can put its name in the header. Only
// public fields: slug, site name, university, logo and accent colour (what its header shows). On the main site with no X-Tenant header, 404 { error: 'not_found' };
// an unknown slug, 404 { error: 'tenant_not_found' } (plugins/tenant.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@phd/services/db/client';
import { notFound } from '@phd/services/errors';
import { findTenantById } from '@phd/services/tenants/find-tenant';
import { tenantLogoUrl } from '@phd/services/tenants/present-staff';

export interface PublicTenant {
  slug: string;
  name: string;
  university: string;
  logo_url: string | null;
  accent_color: string | null;
}

export const tenantRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/api/tenant', async (request, reply) => {
    // An unknown slug was already answered 404 by the tenant plugin. Read afresh (the plugin's copy may
    // be a second old): the settings screen refetches this right after a change.
    const tenant = request.tenant && (await findTenantById(db, request.tenant.id));
    if (!tenant) {
      throw notFound('This is the main site, not a university site: open a university site by its own address.');
    }
    const body: PublicTenant = {
      slug: tenant.slug,
      name: tenant.name,
      university: tenant.universityName,
      logo_url: tenantLogoUrl(tenant),
      accent_color: tenant.accentColor,
    };
    // The answer depends on the host and the header; browsers revalidate it.
    return reply.header('cache-control', 'no-cache').header('vary', 'Host, X-Tenant').send(body);
  });
};
