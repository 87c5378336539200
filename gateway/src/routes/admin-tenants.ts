// The admin's university sites (issue 15): GET /api/admin/tenants?q&status&limit&offset,
// POST /api/admin/tenants { slug, name, university, owner_email } (201: the site and its owner's
// invitation), PUT /api/admin/tenants/{id} { name }, POST /api/admin/tenants/{id}/suspend | reinstate.
// Writes answer { message, data } with the site as it is afterwards. Admins only (401 signed out, 403
// anyone else). A suspension reaches the site's own calls within the tenant plugin's one-second cache.
import type { FastifyPluginAsync } from 'fastify';
import {
  listTenants,
  provisionTenant,
  reinstateTenant,
  renameTenant,
  suspendTenant,
} from '@phd/services/admin/admin-tenants';
import type { Db } from '@phd/services/db/client';

type IdParams = { Params: { id: string } };

export const adminTenantRoutes: FastifyPluginAsync<{ db: Db; appSecret: string; publicUrl: string }> = async (
  app,
  { db, appSecret, publicUrl },
) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/admin/tenants', async (request) => {
    await app.requireAdmin(request);
    return listTenants(db, publicUrl, request.query);
  });

  app.post('/api/admin/tenants', async (request, reply) => {
    const actor = await app.requireAdmin(request);
    return reply.status(201).send(await provisionTenant(db, actor, { appSecret, publicUrl }, request.body));
  });

  app.put<IdParams>('/api/admin/tenants/:id', async (request) =>
    renameTenant(db, await app.requireAdmin(request), publicUrl, request.params.id, request.body),
  );

  app.post<IdParams>('/api/admin/tenants/:id/suspend', async (request) =>
    suspendTenant(db, await app.requireAdmin(request), publicUrl, request.params.id),
  );

  app.post<IdParams>('/api/admin/tenants/:id/reinstate', async (request) =>
    reinstateTenant(db, await app.requireAdmin(request), publicUrl, request.params.id),
  );
};
