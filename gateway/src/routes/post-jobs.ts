// The public post-jobs form (issue 18): POST /api/post-jobs keeps the submission and e-mails a
// confirmation link (through the outbox); POST /api/post-jobs/confirm { token } publishes the position
// or puts it in the moderation queue. No account and no cookie, so no CSRF token (as the contact form):
// a forged submit only reaches the address it names, which must click the link. Both are
// rate-limited per IP; the service validates with the form's own messages.
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@phd/services/db/client';
import { confirmPosting, submitPosting } from '@phd/services/postings/index';
import { opportunityLink } from '../presenters/opportunity-link.ts';
import { LIMITS } from './rate-limits.ts';

export const postJobsRoutes: FastifyPluginAsync<{ db: Db; appSecret: string }> = async (app, { db, appSecret }) => {
  app.post('/api/post-jobs', { config: { rateLimit: LIMITS.postJobs } }, async (request, reply) => {
    const result = await submitPosting(db, appSecret, request.body, { ip: request.ip });
    return reply.status(201).send(result);
  });

  app.post('/api/post-jobs/confirm', { config: { rateLimit: LIMITS.postJobsConfirm } }, async (request) => {
    const { message, state, opportunity } = await confirmPosting(db, request.body);
    return { message, state, opportunity: { id: opportunity.id, link: opportunityLink(opportunity) } };
  });
};
