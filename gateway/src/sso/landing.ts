// Where a single sign-on sends the browser back: the site's own host, or /saas on the main address,
// whichever it started from (the RelayState or flow cookie says which, signed). Success lands on the
// page that trades the one-time code (/login/sso); a refusal on the login page with ?sso_error=<code>.
import { z } from 'zod';
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

function siteBase(publicUrl: string, slug: string, via: Relay['via']): string {
  const main = new URL(publicUrl);
  return via === 'saas' ? `${main.origin}/saas` : `${main.protocol}//${slug}.${main.host}`;
}

export function landingUrl(publicUrl: string, relay: Pick<Relay, 'site' | 'via' | 'returnTo'>, code: string): string {
  const query = new URLSearchParams({ code });
  if (relay.via === 'saas') query.set('site', relay.site);
  if (relay.returnTo) query.set('next', relay.returnTo);
  return `${siteBase(publicUrl, relay.site, relay.via)}/login/sso?${query}`;
}

export function refusalUrl(
  publicUrl: string,
  relay: Pick<Relay, 'site' | 'via'>,
  code: SsoRefusalCode | 'signed_out',
): string {
  const query = new URLSearchParams(code === 'signed_out' ? { signed_out: '1' } : { sso_error: code });
  if (relay.via === 'saas') query.set('site', relay.site);
  return `${siteBase(publicUrl, relay.site, relay.via)}/login?${query}`;
}
