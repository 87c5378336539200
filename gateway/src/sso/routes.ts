// A university site's single sign-on over HTTP (issue 33, docs/single-sign-on.md; contracts in
// @phd/contracts/endpoints/sso). The protocol modules check what the IdP sends (services/src/sso/saml,
// services/src/sso/oidc); services/src/sso/sign-in.ts makes or finds the staff member and a one-time
// code; the browser lands on the site's /login/sso, whose page trades the code (POST /api/sso/handoff).
//
// No step of it can end on an error page: a refusal lands on the site's login page with the reason's
// code, and the reason's detail goes to the log. Two sites never share anything here: every address
// names its site, whose own IdP settings, keys and replay records (row-level secured) are the only
// ones read, and the code is a tenant token of that site.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  oidcCallback,
  samlAcs,
  samlLogout,
  samlMetadata,
  signInOptions,
  ssoHandoff,
  ssoLogout,
  SSO_SIGNED_OUT,
  startSso,
} from '@phd/contracts/endpoints/sso';
import type { Db } from '@phd/services/db/client';
import { notFound } from '@phd/services/errors';
import { redeemHandoff } from '@phd/services/sso/handoff';
import { oidcLoginUrl, oidcReadCallback } from '@phd/services/sso/oidc/index';
import { SsoRefusal } from '@phd/services/sso/refusal';
import {
  loginRedirectUrl,
  logoutRedirectUrl,
  readLoginResponse,
  readLogout,
  spMetadata,
} from '@phd/services/sso/saml/index';
import { buttonLabel } from '@phd/services/sso/settings';
import { acceptSsoAssertion } from '@phd/services/sso/sign-in';
import { readSsoRow, siteSso, spOnly } from '@phd/services/sso/site-config';
import { endSsoSessions, samlSessionOfMember } from '@phd/services/sso/sessions';
import { ssoUrls } from '@phd/services/sso/urls';
import { findTenantBySlug, type TenantSite } from '@phd/services/tenants/find-tenant';
import { presentCustomer } from '@phd/services/tenants/present-staff';
import { clientOf, siteOf } from '../auth/tenant-staff.ts';
import { formBodyParser } from '../auth/form-body.ts';
import { openJson, signJson } from '../auth/signed-json.ts';
import { serve } from '../plugins/contract-routes.ts';
import { LIMITS } from '../routes/rate-limits.ts';
import { landingUrl, newRelay, refusalUrl, relaySchema, type Relay } from './landing.ts';
import { ssoSettingsRoutes } from './settings-routes.ts';

export interface SsoRouteOptions {
  db: Db;
  appSecret: string;
  publicUrl: string;
  production: boolean;
  /** Outside production: IdPs and metadata on this machine (the development IdP, the tests'). */
  allowLoopback: boolean;
}

const RELAY_PURPOSE = 'sso-relay-state';
const FLOW_COOKIE = 'sso_flow';
const flowSchema = relaySchema.extend({
  state: z.string().max(200),
  nonce: z.string().max(200),
  verifier: z.string().max(200),
});

export const ssoRoutes: FastifyPluginAsync<SsoRouteOptions> = async (app, options) => {
  const { db, appSecret, publicUrl, production, allowLoopback } = options;
  await app.register(ssoSettingsRoutes, options);
  const oidcOptions = { allowInsecure: allowLoopback && !production };
  const limited = { rateLimit: LIMITS.signIn };
  const cookiePath = (slug: string) => `/api/sso/${slug}/oidc`;

  // The IdP posts its answer as an HTML form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1_100_000 },
    formBodyParser,
  );

  async function siteNamed(slug: string): Promise<TenantSite | null> {
    const site = await findTenantBySlug(db, slug);
    return site && !site.suspendedAt ? site : null;
  }

  /** Sends the browser back to the site's login page with the reason; logs the detail. */
  function refuse(request: FastifyRequest, reply: FastifyReply, relay: Pick<Relay, 'site' | 'via'>, error: unknown) {
    const refusal = error instanceof SsoRefusal ? error : null;
    if (refusal) request.log.warn({ site: relay.site, code: refusal.code, detail: refusal.detail }, 'SSO refused');
    else request.log.error({ err: error, site: relay.site }, 'SSO failed');
    return reply.redirect(refusalUrl(publicUrl, relay, refusal?.code ?? 'failed'), 302);
  }

  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    site: TenantSite,
    relay: Relay,
    assertion: Parameters<typeof acceptSsoAssertion>[3],
  ) {
    const { code } = await acceptSsoAssertion(db, appSecret, site.id, assertion, clientOf(request));
    return reply.redirect(landingUrl(publicUrl, relay, code), 302);
  }

  serve(app, signInOptions, async ({ request }) => {
    const site = siteOf(request);
    const row = await readSsoRow(db, site.id);
    const on = siteSso(row, site, appSecret, publicUrl) !== null;
    return {
      password: !(on && row?.required),
      sso: on ? { label: buttonLabel(row, site), start_url: ssoUrls(publicUrl, site.slug).startUrl } : null,
    };
  });

  serve(
    app,
    startSso,
    async ({ request, reply, params, query }) => {
      const relay = newRelay(params.site, query.via, query.returnTo);
      try {
        const site = await siteNamed(params.site);
        const sso = site && siteSso(await readSsoRow(db, site.id), site, appSecret, publicUrl);
        if (!site || !sso) throw new SsoRefusal('not_configured', site ? 'off or incomplete' : 'no such site');
        if (sso.protocol === 'saml') {
          const url = await loginRedirectUrl(db, sso.saml, signJson(appSecret, RELAY_PURPOSE, relay));
          return reply.redirect(url, 302);
        }
        const { url, flow } = await oidcLoginUrl(sso.oidc, oidcOptions, { redirectUri: sso.redirectUri });
        reply.setCookie(FLOW_COOKIE, signJson(appSecret, RELAY_PURPOSE, { ...relay, ...flow }), {
          path: cookiePath(params.site),
          httpOnly: true,
          sameSite: 'lax',
          secure: production,
          maxAge: 600,
        });
        return reply.redirect(url, 302);
      } catch (error) {
        return refuse(request, reply, relay, error);
      }
    },
    limited,
  );

  serve(
    app,
    samlAcs,
    async ({ request, reply, params, body }) => {
      const relay = openJson(appSecret, RELAY_PURPOSE, relaySchema, body.RelayState) ?? {
        ...newRelay(params.site, 'host', undefined),
      };
      try {
        // A RelayState of another site, or none (an IdP-initiated answer): refused as unsolicited.
        if (relay.site !== params.site || !body.RelayState) throw new SsoRefusal('unsolicited', 'relay state');
        const site = await siteNamed(params.site);
        const sso = site && siteSso(await readSsoRow(db, site.id), site, appSecret, publicUrl);
        if (!site || sso?.protocol !== 'saml') throw new SsoRefusal('not_configured');
        const assertion = await readLoginResponse(db, sso.saml, body);
        return await signIn(request, reply, site, relay, assertion);
      } catch (error) {
        return refuse(request, reply, relay, error);
      }
    },
    { ...limited, bodyLimit: 1_100_000 },
  );

  serve(app, samlMetadata, async ({ reply, params }) => {
    const site = await siteNamed(params.site);
    const sp = site && spOnly(await readSsoRow(db, site.id), site, appSecret, publicUrl);
    if (!sp) throw notFound('This university site has no SAML sign-in set up.');
    return reply
      .type('application/samlmetadata+xml; charset=utf-8')
      .header('content-disposition', `inline; filename="${params.site}-sp-metadata.xml"`)
      .send(spMetadata(sp));
  });

  serve(app, samlLogout, async ({ request, reply, params, query }) => {
    const relay =
      openJson(appSecret, RELAY_PURPOSE, relaySchema, query.RelayState) ?? newRelay(params.site, 'host', undefined);
    try {
      const site = await siteNamed(params.site);
      const sso = site && siteSso(await readSsoRow(db, site.id), site, appSecret, publicUrl);
      if (!site || sso?.protocol !== 'saml') throw new SsoRefusal('not_configured');
      const result = await readLogout(db, sso.saml, { query: request.raw.url?.split('?')[1] ?? '' });
      if (result.kind === 'response') return reply.redirect(refusalUrl(publicUrl, relay, 'signed_out'), 302);
      // Another application signed the person out at the IdP: their sessions here end too.
      await endSsoSessions(db, site.id, result.nameId);
      return reply.redirect(result.respondUrl, 302);
    } catch (error) {
      return refuse(request, reply, relay, error);
    }
  });

  serve(
    app,
    oidcCallback,
    async ({ request, reply, params }) => {
      const flow = openJson(appSecret, RELAY_PURPOSE, flowSchema, request.cookies[FLOW_COOKIE]);
      reply.clearCookie(FLOW_COOKIE, { path: cookiePath(params.site) });
      const relay = flow ?? newRelay(params.site, 'host', undefined);
      try {
        if (!flow || flow.site !== params.site) throw new SsoRefusal('unsolicited', 'no flow cookie for this site');
        const site = await siteNamed(params.site);
        const sso = site && siteSso(await readSsoRow(db, site.id), site, appSecret, publicUrl);
        if (!site || sso?.protocol !== 'oidc') throw new SsoRefusal('not_configured');
        const callbackUrl = new URL(sso.redirectUri);
        callbackUrl.search = request.raw.url?.split('?')[1] ?? '';
        const assertion = await oidcReadCallback(sso.oidc, oidcOptions, callbackUrl, flow);
        return await signIn(request, reply, site, flow, assertion);
      } catch (error) {
        return refuse(request, reply, relay, error);
      }
    },
    limited,
  );

  serve(app, ssoLogout, async ({ request, caller, body }) => {
    let redirectUrl: string | null = null;
    const session = await samlSessionOfMember(db, caller.tenantId, caller.userId);
    const sso = session && siteSso(await readSsoRow(db, caller.tenantId), caller.tenant, appSecret, publicUrl);
    if (session && sso?.protocol === 'saml') {
      const relay = signJson(appSecret, RELAY_PURPOSE, newRelay(caller.tenant.slug, body?.via, undefined));
      redirectUrl = await logoutRedirectUrl(db, sso.saml, session, relay).catch((error: unknown) => {
        // The IdP's single logout is a courtesy: signing out here must not depend on it.
        request.log.warn({ err: error, site: caller.tenant.slug }, 'SAML logout request could not be made');
        return null;
      });
    }
    await app.signOutStaff(request);
    return { message: SSO_SIGNED_OUT, redirect_url: redirectUrl } as const;
  });

  serve(
    app,
    ssoHandoff,
    async ({ request, reply, body }) => {
      const site = siteOf(request);
      const { token, user } = await redeemHandoff(db, site.id, body.code, clientOf(request));
      return reply.header('cache-control', 'no-store').send({ token, user, tenant: presentCustomer(site) });
    },
    limited,
  );
};
