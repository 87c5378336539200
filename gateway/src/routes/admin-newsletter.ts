// The newsletter (issue 15): GET /api/admin/newsletter (subscribers by state) and
// GET /api/admin/newsletter/export?state=active|unsubscribed|all (a CSV download). Admins only.
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@phd/services/db/client';
import { newsletterCounts, newsletterCsv } from '@phd/services/subscriptions/admin-newsletter';
import { contentDisposition } from './file-reply.ts';

export const adminNewsletterRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/admin/newsletter', async (request) => {
    await app.requireAdmin(request);
    return { data: await newsletterCounts(db) };
  });

  app.get('/api/admin/newsletter/export', async (request, reply) => {
    const actor = await app.requireAdmin(request);
    const { filename, csv } = await newsletterCsv(db, actor, request.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(filename))
      .header('x-content-type-options', 'nosniff')
      .send(csv);
  });
};
