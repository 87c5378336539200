// The public post-jobs form (issue 18), served from its contracts: POST /api/post-jobs keeps the
// submission and e-mails a confirmation link (through the outbox); POST /api/post-jobs/confirm { token }
// publishes the position or puts it in the moderation queue. No account and no cookie, so no CSRF token
// (as the contact form): a forged submit only reaches the address it names, which must click the link.
// Both are rate-limited per IP. The body is read with the form's own messages (readPostingBody).
import type { FastifyPluginAsync } from 'fastify';
import { confirmPostJobs, submitPostJobs } from '@phd/contracts/endpoints/post-jobs';
import type { Db } from '@phd/services/db/client';
import { confirmPosting, readPostingBody, submitPosting } from '@phd/services/postings/index';
import { serve } from '../plugins/contract-routes.ts';
import { opportunityLink } from '../presenters/opportunity-link.ts';
import { LIMITS } from './rate-limits.ts';

export const postJobsRoutes: FastifyPluginAsync<{ db: Db; appSecret: string }> = async (app, { db, appSecret }) => {
  serve(app, submitPostJobs, ({ body, request }) => submitPosting(db, appSecret, body, { ip: request.ip }), {
    rateLimit: LIMITS.postJobs,
    readBody: (_schema, input) => readPostingBody(input),
  });

  serve(
    app,
    confirmPostJobs,
    async ({ body }) => {
      const { message, state, opportunity } = await confirmPosting(db, body);
      return { message, state, opportunity: { id: opportunity.id, link: opportunityLink(opportunity) } };
    },
    { rateLimit: LIMITS.postJobsConfirm },
  );
};
