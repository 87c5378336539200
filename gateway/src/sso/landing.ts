// Where a single sign-on sends the browser back: the site's own host, or /saas on the main address,
// whichever it started from (the RelayState or flow cookie says which, signed). Success lands on the
// page that trades the one-time code (/login/sso); a refusal on the login page with ?sso_error=<code>.
import { z } from 'zod';
import { SAAS_PREFIX, tenantPageUrl } from '@phd/contracts/tenant-site';
import type { SsoRefusalCode } from '@phd/services/sso/refusal';
import { safeReturnTo } from '../auth/return-to.ts';

export const RELAY_TTL_SECONDS = 600;

export const relaySchema = z.object({
  site: z.string().max(63),
  via: z.enum(['host', 'saas']),
  returnTo: z.string().max(2_000).optional(),
  exp: z.number().int(),
});

export type Relay = z.infer<typeof relaySchema>;

export function newRelay(site: string, via: 'host' | 'saas' | undefined, returnTo: string | undefined): Relay {
  return {
    site,
    via: via ?? 'host',
    returnTo: safeReturnTo(returnTo),
    exp: Math.floor(Date.now() / 1000) + RELAY_TTL_SECONDS,
  };
}

/** A page of the site: on its own host (or, when the main address is an IP, /saas), or on /saas. */
function sitePage(publicUrl: string, relay: Pick<Relay, 'site' | 'via'>, path: string, query: Record<string, string>) {
  if (relay.via === 'host') return tenantPageUrl(publicUrl, relay.site, path, query);
  const params = new URLSearchParams({ ...query, site: relay.site });
  return `${new URL(publicUrl).origin}${SAAS_PREFIX}${path}?${params}`;
}

export function landingUrl(publicUrl: string, relay: Pick<Relay, 'site' | 'via' | 'returnTo'>, code: string): string {
  return sitePage(publicUrl, relay, '/login/sso', { code, ...(relay.returnTo && { next: relay.returnTo }) });
}

export function refusalUrl(
  publicUrl: string,
  relay: Pick<Relay, 'site' | 'via'>,
  code: SsoRefusalCode | 'signed_out',
): string {
  return sitePage(publicUrl, relay, '/login', code === 'signed_out' ? { signed_out: '1' } : { sso_error: code });
}
