// POST /api/contact (spec section 7, "Contact"): stores the message and queues the team's e-mail;
// the request never waits for the mail server. Rate-limited per IP address.
import type { FastifyPluginAsync } from 'fastify';
import { submitContactMessage } from '@phd/services/contact/index';
import type { Db } from '@phd/services/db/client';
import { LIMITS } from './rate-limits.ts';

export const CONTACT_RECEIVED =
  "Thank you for contacting us! We've received your message and will respond within 24-48 hours.";

export const contactRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  // The body is validated by the service, which answers with the form's own messages (spec section 5).
  app.post('/api/contact', { config: { rateLimit: LIMITS.contact } }, async (request, reply) => {
    await submitContactMessage(db, request.body, { ip: request.ip });
    return reply.status(201).send({ message: CONTACT_RECEIVED });
  });
};
