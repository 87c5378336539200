// Which site a request belongs to (issue 13, spec sections 1 and 2), resolved once per request: a
// tenant host names its tenant by its first label; on the main host a request may name one in the
// X-Tenant header (the /saas screens). The rule is contracts/src/tenant-site.ts, shared with the web
// app. The host is the one the client sent (request.hostname; behind the production proxy, the
// forwarded one). Decorates:
// - request.tenant: the tenant row (public fields), or null on the main site;
// - request.tenantSlug: the slug the request named, found or not (null on the main site).
// An unknown slug answers API calls 404 { error: 'tenant_not_found', message }; pages go on to the web
// app, which answers 404 with the "no such university site" page. A malformed X-Tenant header is 400.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hostOfUrl, siteOfHost, slugFromHeader, TENANT_HEADER, type SiteOptions } from '@phd/contracts/tenant-site';
import type { Db } from '@phd/services/db/client';
import { DomainError, invalid, unavailable } from '@phd/services/errors';
import { findTenantBySlug, type TenantSite } from '@phd/services/tenants/find-tenant';
import { siteSuspended } from '@phd/services/tenants/site-suspension';
import { cacheKey, type MicroCache } from '../cache/micro-cache.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant this request is for, or null on the main site (or for an unknown slug). */
    tenant: TenantSite | null;
    /** The slug the request named (host or X-Tenant), found or not; null on the main site. */
    tenantSlug: string | null;
    /** Where the slug came from: the tenant host, or the X-Tenant header on the main host. */
    tenantVia: 'host' | 'header' | null;
    /** The tenant could not be read (database down): pages answer 503 rather than guess. */
    tenantUnavailable: boolean;
  }
}

export interface TenantPluginOptions {
  db: Db;
  /** PUBLIC_URL: its host is the main host. */
  publicUrl: string;
  /** Outside production `<slug>.localhost` is a tenant host too. */
  production: boolean;
  /** Shared lookups for a second (a page and its API calls name the same tenant). */
  cache: MicroCache;
}

export const TENANT_NOT_FOUND = 'tenant_not_found';

export const unknownTenantMessage = (slug: string) =>
  `There is no university site called "${slug}". Check the address, or go to the main site.`;

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** The slug a request names, from its host or (on the main host) its X-Tenant header. */
export function requestedSlug(
  request: FastifyRequest,
  mainHost: string,
  options: SiteOptions,
): { slug: string; via: 'host' | 'header' } | null {
  const site = siteOfHost(request.hostname, mainHost, options);
  // On a tenant host the host decides; an X-Tenant header there is ignored.
  if (site.kind === 'tenant') return { slug: site.slug, via: 'host' };
  const header = slugFromHeader(request.headers[TENANT_HEADER]);
  if (header === null) return null;
  if ('invalid' in header) {
    throw invalid(
      'The X-Tenant header must be a university site name: lowercase letters, digits and hyphens, at most 63 characters.',
      { 'x-tenant': 'is not a valid site name' },
    );
  }
  return { slug: header.slug, via: 'header' };
}

export const tenantPlugin = fp(
  async function tenant(app: FastifyInstance, options: TenantPluginOptions) {
    const mainHost = hostOfUrl(options.publicUrl);
    const siteOptions: SiteOptions = { localhostTenants: !options.production };
    app.decorateRequest('tenant', null);
    app.decorateRequest('tenantSlug', null);
    app.decorateRequest('tenantVia', null);
    app.decorateRequest('tenantUnavailable', false);

    app.addHook('onRequest', async (request) => {
      const named = requestedSlug(request, mainHost, siteOptions);
      if (named === null) return;
      const { slug } = named;
      request.tenantSlug = slug;
      request.tenantVia = named.via;
      const api = isApiPath(request.url);
      try {
        request.tenant = await options.cache.get(cacheKey('tenant', { slug }), () =>
          findTenantBySlug(options.db, slug),
        );
      } catch (error) {
        request.log.warn({ err: error, slug }, 'tenant lookup failed');
        if (api) throw unavailable('The university site cannot be loaded right now. Please try again in a minute.');
        request.tenantUnavailable = true;
        return;
      }
      if (!request.tenant && api) {
        throw new DomainError('not_found', unknownTenantMessage(slug), undefined, TENANT_NOT_FOUND);
      }
      // A suspended site is closed (issue 15): every API call for it, sign-in included, is refused;
      // its pages still load and say so. Within the cache's second a session cannot start anyway
      // (services/src/tenants/site-suspension.ts).
      if (request.tenant?.suspendedAt && api) throw siteSuspended();
    });
  },
  { name: 'tenant', dependencies: ['errors'] },
);
