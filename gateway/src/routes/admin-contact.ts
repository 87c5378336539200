// The admin's contact messages (issue 15; spec section 7, "Contact"): GET /api/admin/contact,
// PUT /api/admin/contact/{id} ({ handled }), DELETE /api/admin/contact?id= and, for admins only,
// DELETE /api/contact?id= (the same). Admins only: 401 signed out, 403 anyone else.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { deleteContactMessage, listContactMessages, setContactHandled } from '@phd/services/contact/admin-contact';
import type { Db } from '@phd/services/db/client';

export const adminContactRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/api/admin/contact', async (request, reply) => {
    await app.requireAdmin(request);
    reply.header('cache-control', 'no-store');
    return listContactMessages(db, request.query);
  });

  app.put('/api/admin/contact/:id', async (request) => {
    const actor = await app.requireAdmin(request);
    return { data: await setContactHandled(db, actor, request.params, request.body) };
  });

  const remove = async (request: FastifyRequest) =>
    deleteContactMessage(db, await app.requireAdmin(request), request.query);
  app.delete('/api/admin/contact', remove);
  app.delete('/api/contact', remove);
};
