// The moderation queue (issue 15): GET /api/admin/moderation?state=pending|approved|rejected,
// POST /api/admin/moderation/{id}/approve { message? } and /reject { message }. Admins only (401
// signed out, 403 anyone else); an approved posting reaches the listing through the outbox, and the
// poster is e-mailed the decision.
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@phd/services/db/client';
import { approvePosting, listModeration, rejectPosting } from '@phd/services/moderation/admin-moderation';

type IdParams = { Params: { id: string } };

export const POSTING_APPROVED =
  'Posting approved. It is on the site once the listing catches up, and the poster has been e-mailed.';
export const POSTING_REJECTED = 'Posting rejected. The poster has been e-mailed your message.';

export const adminModerationRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/admin/moderation', async (request) => {
    await app.requireAdmin(request);
    return listModeration(db, request.query);
  });

  app.post<IdParams>('/api/admin/moderation/:id/approve', async (request) => {
    const actor = await app.requireAdmin(request);
    return { message: POSTING_APPROVED, data: await approvePosting(db, actor, request.params.id, request.body) };
  });

  app.post<IdParams>('/api/admin/moderation/:id/reject', async (request) => {
    const actor = await app.requireAdmin(request);
    return { message: POSTING_REJECTED, data: await rejectPosting(db, actor, request.params.id, request.body) };
  });
};
