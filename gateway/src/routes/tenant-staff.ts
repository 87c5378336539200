// A university site's staff accounts and settings (issue 13; spec section 7 "Main user", "Customer";
// docs/tenant-api.md), served from their contracts (@phd/contracts/endpoints/staff and tenant-site):
// - POST /api/login on a tenant site (host or X-Tenant) signs staff in: { token, user, tenant }
//   (auth/tenant-staff.ts, called by auth/login-routes.ts); POST /api/logout ends the token's session;
// - GET /api/user/me, GET /api/customer/me, GET /api/customers/{id} (the caller's own site only);
// - PUT /api/customer/me and POST/DELETE /api/customer/me/logo: the site's settings (owner, admin);
// - /api/saas/staff: the staff and invitations (owner, admin), in the site's unit of work;
// - /api/staff/*: what the e-mailed links do (accept an invitation, reset a password): no token yet,
//   so they take the site from the host or X-Tenant header.
// Every answer depends on the person: never cached (the contracts' default), but the site's logo.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import {
  acceptInvitation,
  changeStaffRole,
  forgotStaffPassword,
  inspectInvitation,
  inviteStaff,
  listStaff,
  removeStaff,
  resetStaffPassword,
  staffMe,
  withdrawInvitation,
} from '@phd/contracts/endpoints/staff';
import {
  CLOSING_DELAY_SAVED,
  customerById,
  customerMe,
  getClosingNoticeDelay,
  LOGO_REMOVED,
  LOGO_UPLOADED,
  NO_LOGO_HERE,
  NOT_YOUR_SITE,
  removeSiteLogo,
  saveClosingNoticeDelay,
  saveSiteSettings,
  SETTINGS_SAVED,
  tenantLogo,
  uploadSiteLogo,
} from '@phd/contracts/endpoints/tenant-site';
import type { Db } from '@phd/services/db/client';
import { forbidden, notFound } from '@phd/services/errors';
import type { Storage } from '@phd/services/storage/storage';
import { findTenantById } from '@phd/services/tenants/find-tenant';
import { presentCustomer, presentStaff } from '@phd/services/tenants/present-staff';
import * as settings from '@phd/services/tenants/site-settings';
import * as links from '@phd/services/tenants/staff-links';
import * as members from '@phd/services/tenants/staff-members';
import { clientOf, siteOf } from '../auth/tenant-staff.ts';
import { serve, serveInTenant } from '../plugins/contract-routes.ts';
import { readLogo } from './logo-upload.ts';
import { LIMITS } from './rate-limits.ts';

export const tenantStaffRoutes: FastifyPluginAsync<{ db: Db; storage: Storage; appSecret: string }> = async (
  app,
  { db, storage, appSecret },
) => {
  await app.register(multipart);

  // ---- the signed-in member and their site
  serveInTenant(app, staffMe, async ({ tx, caller }) => ({
    user: presentStaff(await tx.tenantUser.findUniqueOrThrow({ where: { id: caller.userId } })),
    tenant: presentCustomer(caller.tenant),
  }));

  serve(app, customerMe, async ({ caller }) => presentCustomer(caller.tenant));

  serve(app, customerById, async ({ caller, params }) => {
    if (params.id !== caller.tenantId) throw forbidden(NOT_YOUR_SITE);
    return presentCustomer(caller.tenant);
  });

  // ---- the site's settings (owner, admin): the tenants row is public, so plain writes
  serve(app, saveSiteSettings, async ({ caller, body }) => ({
    message: SETTINGS_SAVED,
    tenant: await settings.updateSiteSettings(db, caller, body),
  }));

  serve(
    app,
    uploadSiteLogo,
    async ({ caller, request }) => ({
      message: LOGO_UPLOADED,
      tenant: await settings.uploadSiteLogo(db, storage, caller, await readLogo(request)),
    }),
    { rateLimit: LIMITS.logoUpload },
  );

  serve(app, removeSiteLogo, async ({ caller }) => ({
    message: LOGO_REMOVED,
    tenant: await settings.removeSiteLogo(db, storage, caller),
  }));

  // How long the closing e-mails of a closed position wait (issue 32): read by any staff, set by managers.
  serve(app, getClosingNoticeDelay, async ({ caller }) => settings.closingNoticeDelay(db, caller.tenantId));
  serve(
    app,
    saveClosingNoticeDelay,
    async ({ caller, body }) =>
      ({ message: CLOSING_DELAY_SAVED, ...(await settings.setClosingNoticeDelay(db, caller, body)) }) as const,
  );

  // The site's logo, public like its name (the header of its sign-in page shows it).
  serve(app, tenantLogo, async ({ request, reply }) => {
    const site = request.tenant ? await findTenantById(db, request.tenant.id) : null;
    const file = site?.logoKey ? await storage.get(site.logoKey) : null;
    if (!file) throw notFound(NO_LOGO_HERE);
    return reply
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .type(file.contentType)
      .send(file.body);
  });

  // ---- staff and invitations (owner, admin), in the site's unit of work
  serveInTenant(app, listStaff, ({ tx, caller }) => members.listStaff(tx, caller));

  serveInTenant(app, inviteStaff, ({ tx, caller, body }) => members.inviteStaff(tx, appSecret, caller, body), {
    rateLimit: LIMITS.staffInvite,
  });

  serveInTenant(app, withdrawInvitation, ({ tx, caller, params }) => members.withdrawInvitation(tx, caller, params.id));

  serveInTenant(app, changeStaffRole, ({ tx, caller, params, body }) =>
    members.changeRole(tx, caller, params.id, body),
  );

  serveInTenant(app, removeStaff, ({ tx, caller, params }) => members.removeStaff(tx, caller, params.id));

  // ---- the e-mailed links (no token yet: the site comes from the host or X-Tenant)
  serve(app, inspectInvitation, ({ request, body }) => links.inspectInvitation(db, siteOf(request).id, body), {
    rateLimit: LIMITS.staffLinks,
  });

  serve(
    app,
    acceptInvitation,
    async ({ request, body }) => {
      const site = siteOf(request);
      const { token, user } = await links.acceptInvitation(db, site.id, body, clientOf(request));
      return { message: `Welcome to ${site.name}`, token, user, tenant: presentCustomer(site) };
    },
    { rateLimit: LIMITS.staffLinks },
  );

  serve(
    app,
    forgotStaffPassword,
    ({ request, body }) => links.requestStaffReset(db, appSecret, siteOf(request).id, body),
    {
      rateLimit: LIMITS.recruiterEmail,
    },
  );

  serve(app, resetStaffPassword, ({ request, body }) => links.resetStaffPassword(db, siteOf(request).id, body), {
    rateLimit: LIMITS.recruiterEmail,
  });
};
