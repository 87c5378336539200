// Tenant recognition (spec sections 1 and 2, issue 13): which site a request or a page belongs to. One
// pure module, used by the gateway (gateway/src/plugins/tenant.ts) and by the web app (its API client,
// router and layout), so both read a host the same way. No DOM, no Node APIs.
//
// A host is a tenant host when it has three or more labels, does not start with `www` and is not the
// main host (the host of PUBLIC_URL); in development `<slug>.localhost` counts too. The first label is
// the tenant's slug. Ports are ignored, case does not matter, a trailing dot (the DNS root) is dropped.
// Never tenants: IP addresses (v4 or v6), `localhost` itself, hosts whose first label is reserved
// (RESERVED_LABELS: our own service names) and first labels that are not valid slugs.
// On the main host, the same screens live under /saas (the slug then travels in the X-Tenant header).

export type SiteKind = { kind: 'main' } | { kind: 'tenant'; slug: string };

/** The request header that names the tenant when the host cannot (a /saas path on the main host). */
export const TENANT_HEADER = 'x-tenant';

/** First labels that are ours, never a university's site: www.example.com, api.example.com, ... */
export const RESERVED_LABELS: ReadonlySet<string> = new Set([
  'www',
  'api',
  'admin',
  'app',
  'mail',
  'smtp',
  'static',
  'assets',
  'cdn',
  'saas',
]);

/** The path prefix of the tenant screens on the main host. */
export const SAAS_PREFIX = '/saas';

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * Whether text is a valid tenant slug: lowercase letters, digits and hyphens, 1 to 63 characters (one
 * DNS label), not starting or ending with a hyphen, and not a reserved label.
 */
export function isValidSlug(text: string): boolean {
  return SLUG.test(text) && !isReservedLabel(text);
}

/** www, www1, www2... and the names in RESERVED_LABELS. */
export function isReservedLabel(label: string): boolean {
  return RESERVED_LABELS.has(label) || /^www\d*$/.test(label);
}

/** The bare host name: lower case, without port, brackets (IPv6) or trailing dot. */
export function bareHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith('[')) {
    // [::1]:3000 -> ::1
    const end = h.indexOf(']');
    return end > 0 ? h.slice(1, end) : h;
  }
  // Only one colon can be a port separator; more means a bare IPv6 address.
  if (h.split(':').length === 2) h = h.slice(0, h.indexOf(':'));
  return h.replace(/\.+$/, '');
}

/** The host name of a URL such as PUBLIC_URL ("https://phdfinder.co.uk:8443/" -> "phdfinder.co.uk"). */
export function hostOfUrl(url: string): string {
  try {
    return bareHost(new URL(url).host);
  } catch {
    return '';
  }
}

function isIpAddress(host: string): boolean {
  return host.includes(':') || /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || /^[\d.]+$/.test(host);
}

export interface SiteOptions {
  /** Whether `<slug>.localhost` counts (development and the browser tests; never in production). */
  localhostTenants?: boolean;
}

/** Which site a host belongs to, given the main host (the host of PUBLIC_URL; ports ignored). */
export function siteOfHost(host: string, mainHost: string, options: SiteOptions = {}): SiteKind {
  const h = bareHost(host);
  const main = bareHost(mainHost);
  if (!h || isIpAddress(h) || h === main) return { kind: 'main' };
  const labels = h.split('.');
  if (labels.some((label) => label === '')) return { kind: 'main' };
  const first = labels[0]!;
  const localhost = labels.length === 2 && labels[1] === 'localhost' && options.localhostTenants === true;
  if (labels.length < 3 && !localhost) return { kind: 'main' };
  if (!isValidSlug(first)) return { kind: 'main' };
  // A host under the main host that only repeats it with www (www.example.com) was caught above; a
  // three-label main host (phdfinder.co.uk) is the main host, not the tenant "phdfinder".
  return { kind: 'tenant', slug: first };
}

/** Whether a path is one of the tenant screens on the main host: /saas or below it. */
export function isSaasPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return path === SAAS_PREFIX || path.startsWith(`${SAAS_PREFIX}/`);
}

export type HeaderSlug = { slug: string } | { invalid: true } | null;

/**
 * The slug an X-Tenant header names: `null` when absent or empty, `{ invalid: true }` when it is no
 * valid slug (the gateway answers 400), else `{ slug }` (case and surrounding spaces ignored).
 */
export function slugFromHeader(value: string | string[] | undefined): HeaderSlug {
  if (value === undefined) return null;
  if (Array.isArray(value)) return value.length === 1 ? slugFromHeader(value[0]) : { invalid: true };
  const text = value.trim().toLowerCase();
  if (text === '') return null;
  return isValidSlug(text) ? { slug: text } : { invalid: true };
}

export type TenantScreen =
  | 'login'
  | 'dashboard'
  | 'review'
  | 'stats'
  | 'staff'
  | 'settings'
  | 'imports'
  | 'invite'
  | 'forgot'
  | 'reset'
  | 'careers';

/** The tenant screens at their own paths (below /saas on the main host); the rest is the dashboard. */
export const TENANT_SCREEN_PATHS = {
  login: '/login',
  stats: '/stats',
  staff: '/staff',
  settings: '/settings',
  imports: '/imports',
  invite: '/invite',
  forgot: '/forgot-password',
  reset: '/reset-password',
  /** The public careers page (issue 14), with /careers/{opportunityId} and /careers/confirm below it. */
  careers: '/careers',
} as const satisfies Partial<Record<TenantScreen, string>>;

/**
 * The tenant screen at a path (spec "Tenant variant routes"): /login, /review/{opportunityId}, the
 * staff's own screens (TENANT_SCREEN_PATHS), the public careers page (/careers and one level below), and the dashboard for /, /dashboard and every other path
 * (the catch-all). On the main host the same paths sit under /saas, which is taken off first.
 */
export function tenantScreen(pathname: string): TenantScreen {
  let path = (pathname.split(/[?#]/)[0] ?? '/').toLowerCase().replace(/\/+$/, '') || '/';
  if (isSaasPath(path)) path = path.slice(SAAS_PREFIX.length) || '/';
  for (const [screen, screenPath] of Object.entries(TENANT_SCREEN_PATHS)) {
    if (path === screenPath) return screen as TenantScreen;
  }
  if (/^\/review\/[^/]+$/.test(path)) return 'review';
  if (/^\/careers\/[^/]+$/.test(path)) return 'careers';
  return 'dashboard';
}

/** The <meta> name under which the gateway tells the app PUBLIC_URL (its host is the main host). */
export const PUBLIC_URL_META = 'phd-public-url';

/**
 * The address of a page of a tenant's site: on its own host (`https://<slug>.<main host>/path`) when
 * the main host is a name (localhost included: `<slug>.localhost` reaches this machine), else (an IP
 * address, where no subdomain exists) the /saas screens of the main host with `site=<slug>`.
 */
export function tenantPageUrl(
  publicUrl: string,
  slug: string,
  path: string,
  query: Record<string, string> = {},
): string {
  const base = new URL(publicUrl);
  const host = bareHost(base.host);
  const params = new URLSearchParams(query);
  if (host && !isIpAddress(host)) {
    base.hostname = `${slug}.${host}`;
    base.pathname = path;
  } else {
    base.pathname = `${SAAS_PREFIX}${path}`;
    params.set('site', slug);
  }
  base.search = params.toString();
  return base.toString();
}
