// The moderation queue (issue 15), served from its contracts (@phd/contracts/endpoints/admin-moderation):
// GET /api/admin/moderation?state=pending|approved|rejected, POST /api/admin/moderation/{id}/approve
// { message? } and /reject { message }. Admins only (401 signed out, 403 anyone else); an approved
// posting reaches the listing through the outbox, and the poster is e-mailed the decision.
import type { FastifyPluginAsync } from 'fastify';
import {
  approvePosting,
  listModerationQueue,
  POSTING_APPROVED,
  POSTING_REJECTED,
  rejectPosting,
} from '@phd/contracts/endpoints/admin-moderation';
import type { Db } from '@phd/services/db/client';
import * as moderation from '@phd/services/moderation/admin-moderation';
import { serve } from '../plugins/contract-routes.ts';

export const adminModerationRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, listModerationQueue, ({ query }) => moderation.listModeration(db, query));

  serve(app, approvePosting, async ({ caller, params, body }) => ({
    message: POSTING_APPROVED,
    data: await moderation.approvePosting(db, caller, params.id, body.message),
  }));

  serve(app, rejectPosting, async ({ caller, params, body }) => ({
    message: POSTING_REJECTED,
    data: await moderation.rejectPosting(db, caller, params.id, body.message),
  }));
};
