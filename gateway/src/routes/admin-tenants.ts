// The admin's university sites (issue 15), served from their contracts
// (@phd/contracts/endpoints/admin-people): the list with its filters, provisioning (201: the site and
// its owner's invitation), rename, suspend and reinstate, the writes answering { message, data } with
// the site as it is afterwards. Who may call (admins only, the CSRF token on writes) and the input's
// shape are the contracts'. A suspension reaches the site's own calls within the tenant plugin's
// one-second cache.
import type { FastifyPluginAsync } from 'fastify';
import {
  listAdminTenants,
  provisionAdminTenant,
  reinstateAdminTenant,
  renameAdminTenant,
  suspendAdminTenant,
} from '@phd/contracts/endpoints/admin-people';
import {
  listTenants,
  provisionTenant,
  reinstateTenant,
  renameTenant,
  suspendTenant,
} from '@phd/services/admin/admin-tenants';
import type { Db } from '@phd/services/db/client';
import { serve } from '../plugins/contract-routes.ts';

export const adminTenantRoutes: FastifyPluginAsync<{ db: Db; appSecret: string; publicUrl: string }> = async (
  app,
  { db, appSecret, publicUrl },
) => {
  serve(app, listAdminTenants, ({ query }) => listTenants(db, publicUrl, query));

  serve(app, provisionAdminTenant, ({ caller, body }) => provisionTenant(db, caller, { appSecret, publicUrl }, body));

  serve(app, renameAdminTenant, ({ caller, params, body }) => renameTenant(db, caller, publicUrl, params.id, body));

  serve(app, suspendAdminTenant, ({ caller, params }) => suspendTenant(db, caller, publicUrl, params.id));

  serve(app, reinstateAdminTenant, ({ caller, params }) => reinstateTenant(db, caller, publicUrl, params.id));
};
