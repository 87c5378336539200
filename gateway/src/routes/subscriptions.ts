// The newsletter (spec section 7, "Main user"): POST /api/subscribe/email signs an address up
// (pending) and queues the double opt-in link; the web page at that link POSTs
// /api/subscribe/confirm and may then read and save the digest's countries and disciplines
// (GET/PUT /api/subscribe/preferences, keyed by the manage token); the unsubscribe link in every
// e-mail answers a small HTML page, on GET (a person following the link) and on POST (a mail
// client's RFC 8058 one-click unsubscribe).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '@phd/services/db/client';
import { DomainError } from '@phd/services/errors';
import { escapeHtml, htmlDocument } from '@phd/services/mail/html';
import {
  confirmSubscription,
  digestPreferences,
  saveDigestPreferences,
  subscribe,
  unsubscribe,
  UNSUBSCRIBE_PATH,
} from '@phd/services/subscriptions/index';
import { LIMITS } from './rate-limits.ts';

export const SUBSCRIBED = 'Subscribed successfully!';
export const CONFIRMED = 'Your subscription is confirmed.';
export const DIGEST_SAVED = 'Your choices are saved.';

export interface SubscriptionRouteOptions {
  db: Db;
  appSecret: string;
}

export const subscriptionRoutes: FastifyPluginAsync<SubscriptionRouteOptions> = async (app, { db, appSecret }) => {
  // The same answer whether the address is new, returning or already subscribed: nobody can probe
  // who is on the list. Validation is the service's, with the form's own messages.
  app.post('/api/subscribe/email', { config: { rateLimit: LIMITS.subscribe } }, async (request) => {
    await subscribe(db, appSecret, request.body);
    return { message: SUBSCRIBED };
  });

  app.post('/api/subscribe/confirm', { config: { rateLimit: LIMITS.newsletterLinks } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const confirmed = await confirmSubscription(db, appSecret, request.body);
    return { message: CONFIRMED, ...confirmed };
  });

  app.get<{ Querystring: { token?: unknown } }>(
    '/api/subscribe/preferences',
    { config: { rateLimit: LIMITS.newsletterLinks } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return digestPreferences(db, request.query.token);
    },
  );

  app.put('/api/subscribe/preferences', { config: { rateLimit: LIMITS.newsletterLinks } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { message: DIGEST_SAVED, ...(await saveDigestPreferences(db, request.body)) };
  });

  await app.register(async (links) => {
    // One-click POSTs are form-encoded (or multipart); the body says only "List-Unsubscribe=One-Click",
    // and the token is in the link's query, so any body is accepted and ignored.
    links.removeAllContentTypeParsers();
    links.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4_096 }, (_request, _body, done) =>
      done(null, undefined),
    );
    const handler = (request: FastifyRequest<{ Querystring: { token?: unknown } }>, reply: FastifyReply) =>
      unsubscribePage(db, request.query.token, reply);
    links.get(UNSUBSCRIBE_PATH, handler);
    links.post(UNSUBSCRIBE_PATH, handler);
  });
};

async function unsubscribePage(db: Db, token: unknown, reply: FastifyReply) {
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
  try {
    const { email } = await unsubscribe(db, token);
    return reply.send(
      htmlDocument({
        title: 'You have been unsubscribed',
        body: `<h1 style="margin:0 0 12px;font-size:22px">You have been unsubscribed</h1>
<p style="margin:0 0 12px"><strong>${escapeHtml(email)}</strong> will no longer receive the weekly update.</p>
<p style="margin:0;color:#6b7280">Changed your mind? You can subscribe again at any time on our <a href="/">home page</a>.</p>`,
      }),
    );
  } catch (err) {
    if (!(err instanceof DomainError) || err.kind !== 'not_found') throw err;
    return reply.status(404).send(
      htmlDocument({
        title: 'Unsubscribe link not valid',
        body: `<h1 style="margin:0 0 12px;font-size:22px">This link is not valid</h1>
<p style="margin:0 0 12px">${escapeHtml(err.message)}</p>
<p style="margin:0;color:#6b7280">If you keep receiving e-mails you did not ask for, reply to one of them and we will remove you.</p>`,
      }),
    );
  }
}
