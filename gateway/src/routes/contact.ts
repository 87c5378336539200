// POST /api/contact (spec section 7, "Contact"), served from its contract: the body is parsed at the
// edge with the form's own messages (spec section 5); the service stores the message and queues the
// team's e-mail, so the request never waits for the mail server. Rate-limited per IP address.
import type { FastifyPluginAsync } from 'fastify';
import { CONTACT_RECEIVED, sendContactMessage } from '@phd/contracts/endpoints/contact';
import { submitContactMessage } from '@phd/services/contact/index';
import type { Db } from '@phd/services/db/client';
import { serve } from '../plugins/contract-routes.ts';
import { LIMITS } from './rate-limits.ts';

export const contactRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(
    app,
    sendContactMessage,
    async ({ body, request }) => {
      await submitContactMessage(db, body, { ip: request.ip });
      return { message: CONTACT_RECEIVED } as const;
    },
    { rateLimit: LIMITS.contact },
  );
};
