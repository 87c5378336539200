// The admin's recruiters (issue 15): GET /api/admin/recruiters?q&status&limit&offset, and
// POST /api/admin/recruiters/{id}/verify | suspend | reinstate | resend-verification, each answering
// { message, data } with the account as it is afterwards. Admins only (401 signed out, 403 anyone else).
import type { FastifyPluginAsync } from 'fastify';
import {
  listRecruiters,
  reinstateRecruiter,
  resendRecruiterVerification,
  suspendRecruiter,
  verifyRecruiter,
} from '@phd/services/admin/admin-recruiters';
import type { Db } from '@phd/services/db/client';

type IdParams = { Params: { id: string } };

export const adminRecruiterRoutes: FastifyPluginAsync<{ db: Db; appSecret: string }> = async (
  app,
  { db, appSecret },
) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/admin/recruiters', async (request) => {
    await app.requireAdmin(request);
    return listRecruiters(db, request.query);
  });

  app.post<IdParams>('/api/admin/recruiters/:id/verify', async (request) =>
    verifyRecruiter(db, await app.requireAdmin(request), request.params.id),
  );

  app.post<IdParams>('/api/admin/recruiters/:id/suspend', async (request) =>
    suspendRecruiter(db, await app.requireAdmin(request), request.params.id),
  );

  app.post<IdParams>('/api/admin/recruiters/:id/reinstate', async (request) =>
    reinstateRecruiter(db, await app.requireAdmin(request), request.params.id),
  );

  app.post<IdParams>('/api/admin/recruiters/:id/resend-verification', async (request) =>
    resendRecruiterVerification(db, await app.requireAdmin(request), appSecret, request.params.id),
  );
};
