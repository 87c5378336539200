// Mounts the development identity provider at /dev-idp: oidc-provider answers its own endpoints
// (discovery, authorization, token, JWKS, userinfo) on the raw request, and the person picker is ours.
//
// CSP: the picker's form posts to /dev-idp, and the provider then redirects to the site's callback,
// which browsers also check against form-action; the callback may be on another loopback name than
// the provider (origins.ts), so those origins are allowed too (the IPv6 one as CSP can say it,
// cspSources). No scripts anywhere.
import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { formBodyParser } from '../form-body.ts';
import { errorPage, pickerPage } from './interaction-page.ts';
import { cspSources, DEV_IDP_PATH } from './origins.ts';
import { DEV_PEOPLE } from './people.ts';
import type { DevIdentityProvider } from './provider.ts';

const uidParams = z.object({ uid: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
const emailField = z.string().trim().toLowerCase().max(254).pipe(z.email());
const loginBody = z.object({ email: z.unknown() }).partial();

export const devIdpRoutes: FastifyPluginAsync<{ idp: DevIdentityProvider }> = async (app, { idp }) => {
  const { provider } = idp;
  const handle = provider.callback();
  const helmet = {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'form-action': ["'self'", ...cspSources(idp.origins)],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': null,
      },
    },
  };

  await app.register(async (mount) => {
    // The provider reads request bodies itself (token endpoint): leave the stream unread.
    mount.removeAllContentTypeParsers();
    mount.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    mount.all(`${DEV_IDP_PATH}/*`, { helmet }, async (request, reply) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      // As an Express mount would: the provider sees its own paths and learns the prefix from originalUrl.
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(DEV_IDP_PATH.length) || '/';
      await handle(raw, reply.raw);
    });
  });

  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4_096 },
      formBodyParser,
    );

    const actions = (uid: string) => ({
      loginAction: `${DEV_IDP_PATH}/interaction/${uid}/login`,
      abortAction: `${DEV_IDP_PATH}/interaction/${uid}/abort`,
    });

    /** The interaction this browser is in (bound by its cookie), or null when it is over or not its own. */
    async function interactionOf(request: FastifyRequest, reply: FastifyReply) {
      const params = uidParams.safeParse(request.params);
      if (!params.success) return null;
      try {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        return details.uid === params.data.uid ? details : null;
      } catch {
        return null;
      }
    }

    const html = (reply: FastifyReply, status: number, body: string) =>
      reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

    const expired = (reply: FastifyReply) =>
      html(
        reply,
        400,
        errorPage(
          'This sign-in has expired',
          'The development sign-in page was open too long, or was opened in another browser. Please start again from the site.',
        ),
      );

    pages.get(`${DEV_IDP_PATH}/interaction/:uid`, { helmet }, async (request, reply) => {
      const details = await interactionOf(request, reply);
      if (!details) return expired(reply);
      return html(reply, 200, pickerPage({ ...actions(details.uid), people: DEV_PEOPLE }));
    });

    pages.post(`${DEV_IDP_PATH}/interaction/:uid/login`, { helmet }, async (request, reply) => {
      const details = await interactionOf(request, reply);
      if (!details) return expired(reply);
      const body = loginBody.safeParse(request.body ?? {});
      const email = emailField.safeParse(body.success ? body.data.email : undefined);
      if (!email.success) {
        const typed = body.success && typeof body.data.email === 'string' ? body.data.email.slice(0, 254) : '';
        const error = 'Please enter an e-mail address, such as someone@example.com.';
        return html(reply, 400, pickerPage({ ...actions(details.uid), people: DEV_PEOPLE, typed, error }));
      }
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: email.data, remember: false } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    });

    pages.post(`${DEV_IDP_PATH}/interaction/:uid/abort`, { helmet }, async (request, reply) => {
      const details = await interactionOf(request, reply);
      if (!details) return expired(reply);
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { error: 'access_denied', error_description: 'The sign-in was cancelled.' },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    });
  });
};
