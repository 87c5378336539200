// The newsletter (spec section 7, "Main user"): POST /api/subscribe/email signs an address up
// (pending) and queues the double opt-in link; the web page at that link POSTs
// /api/subscribe/confirm and may then read and save the digest's countries and disciplines
// (GET/PUT /api/subscribe/preferences, keyed by the manage token); the unsubscribe link in every
// e-mail answers a small HTML page, on GET (a person following the link) and on POST (a mail
// client's RFC 8058 one-click unsubscribe).
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  CONFIRMED,
  confirmSubscription,
  DIGEST_SAVED,
  digestPreferences,
  saveDigestPreferences,
  subscribe,
  SUBSCRIBED,
  unsubscribeLink,
  unsubscribeOneClick,
} from '@phd/contracts/endpoints/subscriptions';
import type { Db } from '@phd/services/db/client';
import { DomainError } from '@phd/services/errors';
import { escapeHtml, htmlDocument } from '@phd/services/mail/html';
import * as subscriptions from '@phd/services/subscriptions/index';
import { serve } from '../plugins/contract-routes.ts';
import { LIMITS } from './rate-limits.ts';

export interface SubscriptionRouteOptions {
  db: Db;
  appSecret: string;
}

export const subscriptionRoutes: FastifyPluginAsync<SubscriptionRouteOptions> = async (app, { db, appSecret }) => {
  // The same answer whether the address is new, returning or already subscribed: nobody can probe
  // who is on the list. The form's own messages are the contract's.
  serve(
    app,
    subscribe,
    async ({ body }) => {
      await subscriptions.subscribe(db, appSecret, body);
      return { message: SUBSCRIBED };
    },
    { rateLimit: LIMITS.subscribe },
  );

  const links = { rateLimit: LIMITS.newsletterLinks };

  serve(
    app,
    confirmSubscription,
    async ({ body }) => ({ message: CONFIRMED, ...(await subscriptions.confirmSubscription(db, appSecret, body)) }),
    links,
  );

  serve(app, digestPreferences, ({ query }) => subscriptions.digestPreferences(db, query.token), links);

  serve(
    app,
    saveDigestPreferences,
    async ({ body }) => ({ message: DIGEST_SAVED, ...(await subscriptions.saveDigestPreferences(db, body)) }),
    links,
  );

  await app.register(async (unsubscribeLinks) => {
    // One-click POSTs are form-encoded (or multipart); the body says only "List-Unsubscribe=One-Click",
    // and the token is in the link's query, so any body is accepted and ignored.
    unsubscribeLinks.removeAllContentTypeParsers();
    unsubscribeLinks.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4_096 }, (_request, _body, done) =>
      done(null, undefined),
    );
    serve(unsubscribeLinks, unsubscribeLink, ({ query, reply }) => unsubscribePage(db, query.token, reply));
    serve(unsubscribeLinks, unsubscribeOneClick, ({ query, reply }) => unsubscribePage(db, query.token, reply));
  });
};

async function unsubscribePage(db: Db, token: string | undefined, reply: FastifyReply) {
  reply.type('text/html; charset=utf-8');
  try {
    const { email } = await subscriptions.unsubscribe(db, token);
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
