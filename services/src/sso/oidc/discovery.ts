// A site's provider configuration (openid-client's Configuration: the discovered metadata, the client,
// its secret and the fetch), discovered on first use and kept for an hour per site and credentials, so
// a changed secret or issuer takes effect at once and a provider's moved endpoints within the hour. A
// failed discovery is forgotten at once, so the next sign-in tries again.
import { createHash } from 'node:crypto';
import * as client from 'openid-client';
import { guardedFetch } from './guarded-fetch.ts';
import { issuerUrl, type OidcOptions, type OidcSite } from './site.ts';

const TTL_MS = 60 * 60 * 1000;
const MAX_ENTRIES = 1_000;
/** Seconds, for every request to the provider (openid-client's unit). */
const TIMEOUT_S = 10;

interface Entry {
  at: number;
  configuration: Promise<client.Configuration>;
}

// A caller's own fetch (tests, an in-process provider) gets its own cache, dropped with it.
const withDefaultFetch = new Map<string, Entry>();
const byFetch = new WeakMap<client.CustomFetch, Map<string, Entry>>();

function cacheFor(fetch: client.CustomFetch | undefined): Map<string, Entry> {
  if (!fetch) return withDefaultFetch;
  let cache = byFetch.get(fetch);
  if (!cache) byFetch.set(fetch, (cache = new Map()));
  return cache;
}

/** Discovers the provider without the cache: the owner's "Check connection" wants a fresh answer. */
export async function discoverUncached(site: OidcSite, opts: OidcOptions): Promise<client.Configuration> {
  const issuer = issuerUrl(site.issuer, opts);
  const insecure = issuer.protocol === 'http:';
  const options: client.DiscoveryRequestOptions = {
    timeout: TIMEOUT_S,
    [client.customFetch]: opts.fetch ?? guardedFetch(opts.allowInsecure),
    // Only reached for http to this machine outside production (issuerUrl).
    execute: insecure ? [client.allowInsecureRequests] : [],
  };
  const found = await client.discovery(
    issuer,
    site.clientId,
    { client_secret: site.clientSecret },
    client.ClientSecretPost(site.clientSecret),
    options,
  );
  const methods = found.serverMetadata().token_endpoint_auth_methods_supported;
  // The secret in the form body is what most providers take; a provider that lists only HTTP Basic
  // (the default when it lists nothing) gets Basic.
  const configuration =
    methods && !methods.includes('client_secret_post') && methods.includes('client_secret_basic')
      ? new client.Configuration(
          found.serverMetadata(),
          site.clientId,
          { client_secret: site.clientSecret },
          client.ClientSecretBasic(site.clientSecret),
        )
      : found;
  if (configuration !== found) {
    configuration[client.customFetch] = options[client.customFetch]!;
    configuration.timeout = TIMEOUT_S;
    if (insecure) client.allowInsecureRequests(configuration);
  }
  // The ID token comes straight from the token endpoint over TLS, which the standard deems enough;
  // its signature is checked against the provider's keys all the same, so a token from anywhere else
  // (another provider, a forged one) is refused as unsigned by this site's provider.
  client.enableNonRepudiationChecks(configuration);
  return configuration;
}

const keyOf = (site: OidcSite, opts: OidcOptions) =>
  createHash('sha256')
    .update(JSON.stringify([site.tenantId, site.issuer, site.clientId, site.clientSecret, opts.allowInsecure]))
    .digest('base64url');

export function oidcDiscover(site: OidcSite, opts: OidcOptions): Promise<client.Configuration> {
  const cache = cacheFor(opts.fetch);
  const key = keyOf(site, opts);
  const now = Date.now();
  const kept = cache.get(key);
  if (kept && now - kept.at < TTL_MS) return kept.configuration;
  if (kept) cache.delete(key);
  const entry: Entry = { at: now, configuration: discoverUncached(site, opts) };
  entry.configuration.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  cache.set(key, entry);
  // Oldest first (insertion order): a site whose settings changed leaves its old entry to age out here.
  while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return entry.configuration;
}

/** Forgets every kept configuration (tests; a settings change needs nothing: its key differs). */
export function forgetOidcConfigurations(): void {
  withDefaultFetch.clear();
}
