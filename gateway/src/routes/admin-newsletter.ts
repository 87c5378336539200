// The newsletter (issue 15), served from its contracts (@phd/contracts/endpoints/admin-moderation):
// GET /api/admin/newsletter (subscribers by state) and GET /api/admin/newsletter/export?state=
// active|pending|unsubscribed|all (a CSV download, audited). Admins only.
import type { FastifyPluginAsync } from 'fastify';
import { exportNewsletter, getNewsletterCounts } from '@phd/contracts/endpoints/admin-moderation';
import type { Db } from '@phd/services/db/client';
import { newsletterCounts, newsletterCsv } from '@phd/services/subscriptions/admin-newsletter';
import { serve } from '../plugins/contract-routes.ts';
import { contentDisposition } from './file-reply.ts';

export const adminNewsletterRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, getNewsletterCounts, async () => ({ data: await newsletterCounts(db) }));

  serve(app, exportNewsletter, async ({ caller, query, reply }) => {
    const { filename, csv } = await newsletterCsv(db, caller, query.state);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(filename))
      .header('x-content-type-options', 'nosniff')
      .send(csv);
  });
};
