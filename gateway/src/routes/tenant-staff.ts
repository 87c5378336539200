// A university site's staff accounts and settings (issue 13; spec section 7 "Main user", "Customer";
// docs/tenant-api.md):
// - POST /api/login on a tenant site (host or X-Tenant) signs staff in: { token, user, tenant }
//   (auth/tenant-staff.ts, called by auth/login-routes.ts); POST /api/logout ends the token's session;
// - GET /api/user/me, GET /api/customer/me, GET /api/customers/{id} (the caller's own site only);
// - PUT /api/customer/me and POST/DELETE /api/customer/me/logo: the site's settings (owner, admin);
// - /api/saas/staff: the staff and invitations (owner, admin);
// - /api/staff/*: what the e-mailed links do (accept an invitation, reset a password): no token yet,
//   so they take the site from the host or X-Tenant header.
// Every answer depends on the person: never cached.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '@phd/services/db/client';
import { forbidden, notFound } from '@phd/services/errors';
import { parseForm } from '@phd/services/form-input';
import type { Storage } from '@phd/services/storage/storage';
import { findTenantById } from '@phd/services/tenants/find-tenant';
import { presentCustomer, presentStaff } from '@phd/services/tenants/present-staff';
import { MANAGERS } from '@phd/services/tenants/roles';
import { removeSiteLogo, updateSiteSettings, uploadSiteLogo } from '@phd/services/tenants/site-settings';
import {
  acceptInvitation,
  inspectInvitation,
  requestStaffReset,
  resetStaffPassword,
} from '@phd/services/tenants/staff-links';
import {
  changeRole,
  inviteStaff,
  listStaff,
  removeStaff,
  withdrawInvitation,
} from '@phd/services/tenants/staff-members';
import { withTenant } from '@phd/services/tenants/unit-of-work';
import { clientOf, siteOf } from '../auth/tenant-staff.ts';
import { readLogo } from './logo-upload.ts';
import { LIMITS } from './rate-limits.ts';

export const NOT_YOUR_SITE = 'You can only see your own university site.';

const idParams = z.object({ id: z.uuid({ error: 'is not a valid id' }) });

function paramId(request: FastifyRequest): string {
  return parseForm(idParams, request.params).id;
}

export const tenantStaffRoutes: FastifyPluginAsync<{ db: Db; storage: Storage; appSecret: string }> = async (
  app,
  { db, storage, appSecret },
) => {
  await app.register(multipart);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/user/me', async (request) => {
    const staff = await app.requireStaff(request);
    const user = await withTenant(db, staff.tenantId, (tx) =>
      tx.tenantUser.findUniqueOrThrow({ where: { id: staff.userId } }),
    );
    return { user: presentStaff(user), tenant: presentCustomer(staff.tenant) };
  });

  app.get('/api/customer/me', async (request) => presentCustomer((await app.requireStaff(request)).tenant));

  app.get('/api/customers/:id', async (request) => {
    const staff = await app.requireStaff(request);
    if (paramId(request) !== staff.tenantId) throw forbidden(NOT_YOUR_SITE);
    return presentCustomer(staff.tenant);
  });

  app.put('/api/customer/me', async (request) => {
    const staff = await app.requireStaff(request, MANAGERS);
    return { message: 'Site settings saved', tenant: await updateSiteSettings(db, staff, request.body) };
  });

  app.post('/api/customer/me/logo', { config: { rateLimit: LIMITS.logoUpload } }, async (request) => {
    const staff = await app.requireStaff(request, MANAGERS);
    const logo = await readLogo(request);
    return { message: 'Logo uploaded', tenant: await uploadSiteLogo(db, storage, staff, logo) };
  });

  app.delete('/api/customer/me/logo', async (request) => {
    const staff = await app.requireStaff(request, MANAGERS);
    return { message: 'Logo removed', tenant: await removeSiteLogo(db, storage, staff) };
  });

  // The site's logo, public like its name (the header of its sign-in page shows it).
  app.get('/api/tenant/logo', async (request, reply) => {
    const site = request.tenant ? await findTenantById(db, request.tenant.id) : null;
    const file = site?.logoKey ? await storage.get(site.logoKey) : null;
    if (!file) throw notFound('This university site has no logo.');
    return reply
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .type(file.contentType)
      .send(file.body);
  });

  // ---- staff and invitations (owner, admin)
  app.get('/api/saas/staff', async (request) => {
    const staff = await app.requireStaff(request);
    return withTenant(db, staff.tenantId, (tx) => listStaff(tx, staff));
  });

  app.post('/api/saas/staff/invitations', { config: { rateLimit: LIMITS.staffInvite } }, async (request, reply) => {
    const staff = await app.requireStaff(request);
    const result = await withTenant(db, staff.tenantId, (tx) => inviteStaff(tx, appSecret, staff, request.body));
    return reply.status(201).send(result);
  });

  app.delete('/api/saas/staff/invitations/:id', async (request) => {
    const staff = await app.requireStaff(request);
    const id = paramId(request);
    return withTenant(db, staff.tenantId, (tx) => withdrawInvitation(tx, staff, id));
  });

  app.put('/api/saas/staff/:id', async (request) => {
    const staff = await app.requireStaff(request);
    const id = paramId(request);
    return withTenant(db, staff.tenantId, (tx) => changeRole(tx, staff, id, request.body));
  });

  app.delete('/api/saas/staff/:id', async (request) => {
    const staff = await app.requireStaff(request);
    const id = paramId(request);
    return withTenant(db, staff.tenantId, (tx) => removeStaff(tx, staff, id));
  });

  // ---- the e-mailed links (no token yet: the site comes from the host or X-Tenant)
  app.post('/api/staff/invitations/inspect', { config: { rateLimit: LIMITS.staffLinks } }, (request) =>
    inspectInvitation(db, siteOf(request).id, request.body),
  );

  app.post('/api/staff/invitations/accept', { config: { rateLimit: LIMITS.staffLinks } }, async (request) => {
    const site = siteOf(request);
    const { token, user } = await acceptInvitation(db, site.id, request.body, clientOf(request));
    return { message: `Welcome to ${site.name}`, token, user, tenant: presentCustomer(site) };
  });

  app.post('/api/staff/forgot-password', { config: { rateLimit: LIMITS.recruiterEmail } }, (request) =>
    requestStaffReset(db, appSecret, siteOf(request).id, request.body),
  );

  app.post('/api/staff/reset-password', { config: { rateLimit: LIMITS.recruiterEmail } }, (request) =>
    resetStaffPassword(db, siteOf(request).id, request.body),
  );
};
