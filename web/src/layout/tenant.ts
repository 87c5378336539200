// Whether the page belongs to a tenant university's white-label site (spec sections 1 and 2), by the
// rule shared with the gateway (shared/tenant-site.ts): a tenant host, or a /saas path on the main
// host. The main host comes from the page the gateway sent (<meta name="phd-public-url">), else from
// VITE_MAIN_HOST at build time; without either (the Vite dev server on localhost) it is not needed.
import {
  hostOfUrl,
  isSaasPath,
  isValidSlug,
  PUBLIC_URL_META,
  siteOfHost,
  type SiteKind,
} from '@phd/contracts/tenant-site';

// Read defensively: server code that imports the API client (typed without Vite's env) sees no env.
const BUILD_MAIN_HOST = String(
  (import.meta as { env?: Record<string, unknown> }).env?.VITE_MAIN_HOST ?? '',
).toLowerCase();

/** Local storage key of the tenant chosen on /saas/login (spec section 3: "tenant"): its slug. */
export const TENANT_KEY = 'tenant';

/** PUBLIC_URL as the gateway told it in the page, or '' (the Vite dev server). */
function publicUrl(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector(`meta[name="${PUBLIC_URL_META}"]`)?.getAttribute('content') ?? '';
}

function mainHost(): string {
  return hostOfUrl(publicUrl()) || BUILD_MAIN_HOST;
}

/** The main site's address, for "go to the main site" links from a tenant host. */
export function mainSiteUrl(): string {
  const url = publicUrl();
  if (url) return url;
  // No gateway page (Vite dev server): the same address without the tenant's label.
  const { protocol, hostname, port } = window.location;
  return `${protocol}//${hostname.split('.').slice(1).join('.') || hostname}${port ? `:${port}` : ''}`;
}

/** The site of a host: `<slug>.localhost` counts (a browser reaches it only on this machine). */
export function siteOfBrowserHost(hostname: string, main: string = mainHost()): SiteKind {
  return siteOfHost(hostname, main, { localhostTenants: true });
}

export function isTenantSite({ hostname, pathname }: { hostname: string; pathname: string }, main?: string): boolean {
  return isSaasPath(pathname) || siteOfBrowserHost(hostname, main).kind === 'tenant';
}

/** The slug remembered by the /saas login, if any and valid. */
export function storedTenantSlug(): string | null {
  try {
    const slug = localStorage.getItem(TENANT_KEY)?.trim().toLowerCase() ?? '';
    return isValidSlug(slug) ? slug : null;
  } catch {
    return null;
  }
}

export function rememberTenantSlug(slug: string): void {
  try {
    localStorage.setItem(TENANT_KEY, slug);
  } catch {
    // storage disabled: the header still carries the slug for this page
  }
}

/**
 * The tenant slug a page names: the tenant host's first label, or on a /saas path the remembered one;
 * null on the main site (and on /saas before a site was chosen).
 */
export function tenantSlugOf({ hostname, pathname }: { hostname: string; pathname: string }): string | null {
  const site = siteOfBrowserHost(hostname);
  if (site.kind === 'tenant') return site.slug;
  return isSaasPath(pathname) ? storedTenantSlug() : null;
}

/** Whether this page is on a tenant host (its screens at /login...), not under /saas on the main host. */
export function onTenantHost(): boolean {
  return typeof window !== 'undefined' && siteOfBrowserHost(window.location.hostname).kind === 'tenant';
}

/** Where the tenant screens live: at the root of a tenant host, under /saas on the main host. */
export function tenantBase(): '' | '/saas' {
  return onTenantHost() ? '' : '/saas';
}
