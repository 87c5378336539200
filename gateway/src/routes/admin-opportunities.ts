// The admin's opportunities (issue 15; spec section 7, "Admin"): POST /api/admin/opportunities,
// PUT and DELETE /api/admin/opportunities/{id}, and GET /api/admin/universities/countries for the
// form's pickers. Admins only (401 signed out, 403 anyone else); the listing and the search index
// follow each write through the outbox.
import type { FastifyPluginAsync } from 'fastify';
import {
  adminCreateOpportunity,
  adminDeleteOpportunity,
  adminUpdateOpportunity,
  universitiesByCountry,
} from '@phd/services/admin/admin-opportunities';
import type { Db } from '@phd/services/db/client';
import { presentDetail } from '../presenters/opportunity.ts';

type IdParams = { Params: { id: string } };

export const adminOpportunityRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/admin/universities/countries', async (request) => {
    await app.requireAdmin(request);
    return universitiesByCountry(db);
  });

  app.post('/api/admin/opportunities', async (request, reply) => {
    const actor = await app.requireAdmin(request);
    const row = await adminCreateOpportunity(db, actor, request.body);
    return reply.status(201).send({ message: 'Opportunity created', data: presentDetail(row) });
  });

  app.put<IdParams>('/api/admin/opportunities/:id', async (request) => {
    const actor = await app.requireAdmin(request);
    const row = await adminUpdateOpportunity(db, actor, request.params.id, request.body);
    return { message: 'Opportunity updated', data: presentDetail(row) };
  });

  app.delete<IdParams>('/api/admin/opportunities/:id', async (request) => {
    const actor = await app.requireAdmin(request);
    await adminDeleteOpportunity(db, actor, request.params.id);
    return { message: 'Opportunity deleted' };
  });
};
