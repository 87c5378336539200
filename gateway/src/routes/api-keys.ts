// A university site's API keys (issue 33; docs/api-keys.md), served from their contracts: list, make
// (the key is answered this once) and revoke, owners only (the contracts' roles; a key itself acts as an
// admin at most, so no key manages keys). Each runs in the site's unit of work, with its audit row.
import type { FastifyPluginAsync } from 'fastify';
import {
  API_KEY_CREATED,
  API_KEY_REVOKED,
  createApiKey as createContract,
  listApiKeys as listContract,
  revokeApiKey as revokeContract,
} from '@phd/contracts/endpoints/api-keys';
import { createApiKey, listApiKeys, revokeApiKey } from '@phd/services/tenants/api-keys';
import { serveInTenant } from '../plugins/contract-routes.ts';

export const apiKeyRoutes: FastifyPluginAsync = async (app) => {
  serveInTenant(app, listContract, async ({ caller, tx }) => ({ data: await listApiKeys(tx, caller.tenantId) }));

  serveInTenant(app, createContract, async ({ caller, body, tx }) => ({
    message: API_KEY_CREATED,
    ...(await createApiKey(tx, caller, body)),
  }));

  serveInTenant(app, revokeContract, async ({ caller, params, tx }) => ({
    message: API_KEY_REVOKED,
    data: await revokeApiKey(tx, caller, params.id),
  }));
};
