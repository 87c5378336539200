// Whether the page belongs to a tenant university's white-label site (spec sections 1 and 2): a host
// of three or more labels that does not start with www and is not the main host, or, on local
// development, a path under /saas. The main host is only needed when it has three labels itself
// (e.g. phdfinder.co.uk); set it at build time with VITE_MAIN_HOST.

const MAIN_HOST = String(import.meta.env.VITE_MAIN_HOST ?? '').toLowerCase();

const isIpAddress = (host: string) => /^[\d.]+$/.test(host) || host.includes(':');

export function isTenantSite(
  { hostname, pathname }: { hostname: string; pathname: string },
  mainHost: string = MAIN_HOST,
): boolean {
  if (pathname === '/saas' || pathname.startsWith('/saas/')) return true;
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host || isIpAddress(host) || host === mainHost) return false;
  return host.split('.').length >= 3 && !host.startsWith('www.');
}
