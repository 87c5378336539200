// The development SAML identity provider at /dev/saml-idp (never in production), as /dev-idp is for
// candidates: a university site's owner loads its metadata (/dev/saml-idp/metadata) in Settings → Single
// sign-on and signs in as one of its demo people (services/src/sso/saml/dev-idp/people.ts). It answers
// on the raw request (its pages post to themselves and auto-post to the site's ACS). It knows a site's
// service provider from the site's own SP metadata, read from the database by the entity ID's path. Its
// key pair is kept under DATA_DIR, so its metadata stays valid across restarts of `npm start`.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '@phd/services/db/client';
import { createSpCredentials, spMetadata } from '@phd/services/sso/saml/index';
import { createSamlIdp } from '@phd/services/sso/saml/dev-idp/index';
import { AUTO_POST_SCRIPT } from '@phd/services/sso/saml/dev-idp/pages';
import { readSsoRow, spOnly } from '@phd/services/sso/site-config';
import { ssoUrls } from '@phd/services/sso/urls';
import { findTenantBySlug } from '@phd/services/tenants/find-tenant';

export const DEV_SAML_IDP_PATH = '/dev/saml-idp';

/** The CSP hash of the auto-post page's script (services/src/sso/saml/dev-idp/pages.ts). */
const AUTO_POST_HASH = `sha256-${createHash('sha256').update(AUTO_POST_SCRIPT).digest('base64')}`;

export interface DevSamlIdpOptions {
  db: Db;
  publicUrl: string;
  appSecret: string;
  /** Where the IdP's key pair is kept (JSON); made on first start. */
  keyFile: string;
}

function credentials(keyFile: string): { certificate: string; privateKey: string } {
  if (existsSync(keyFile)) return JSON.parse(readFileSync(keyFile, 'utf8')) as ReturnType<typeof createSpCredentials>;
  const made = createSpCredentials('PhD Finder development SAML IdP');
  mkdirSync(dirname(keyFile), { recursive: true });
  writeFileSync(keyFile, JSON.stringify(made), { mode: 0o600 });
  return made;
}

export const devSamlIdpRoutes: FastifyPluginAsync<DevSamlIdpOptions> = async (app, options) => {
  const { db, publicUrl, appSecret } = options;
  const entityPattern = new RegExp(`^${publicUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/api/sso/([a-z0-9-]{1,63})/`);

  async function siteMetadata(entityId: string): Promise<string | null> {
    const slug = entityPattern.exec(entityId)?.[1];
    const site = slug ? await findTenantBySlug(db, slug) : null;
    if (!site || ssoUrls(publicUrl, site.slug).entityId !== entityId) return null;
    const sp = spOnly(await readSsoRow(db, site.id), site, appSecret, publicUrl);
    return sp ? spMetadata(sp) : null;
  }

  const idp = createSamlIdp({
    baseUrl: `${publicUrl}${DEV_SAML_IDP_PATH}`,
    credentials: credentials(options.keyFile),
    resolveServiceProvider: siteMetadata,
  });
  // The IdP reads its own form bodies.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const handle = (request: FastifyRequest, reply: FastifyReply) => {
    // Its own pages' policy, in place of the app's: their inline styles, the one auto-posting script
    // (by its hash), and forms to this address (the picker, and the ACS: the same main address).
    reply.raw.setHeader(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; script-src '${AUTO_POST_HASH}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
    );
    reply.hijack();
    idp.handle(request.raw, reply.raw);
  };
  app.all(DEV_SAML_IDP_PATH, handle);
  app.all(`${DEV_SAML_IDP_PATH}/*`, handle);
};
