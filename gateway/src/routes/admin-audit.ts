// GET /api/admin/audit (issue 15; contract in @phd/contracts/endpoints/admin-operations): the audit
// log, newest first, filtered by action, record and actor.
// And the rest of /api/admin/*: an admin path not built (yet, or ever) answers 401 or 403 to anyone
// who is not an admin, never 404, so its existence tells them nothing.
import type { FastifyPluginAsync } from 'fastify';
import { listAuditLog } from '@phd/contracts/endpoints/admin-operations';
import { listAudit } from '@phd/services/audit/audit-log';
import type { Db } from '@phd/services/db/client';
import { notFound } from '@phd/services/errors';
import { serve } from '../plugins/contract-routes.ts';

export const adminAuditRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, listAuditLog, ({ query }) => listAudit(db, query));

  app.all('/api/admin/*', async (request) => {
    await app.requireAdmin(request);
    throw notFound(`No admin endpoint ${request.method} ${request.url.split('?')[0]}.`);
  });
};
