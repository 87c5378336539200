// A university site's OpenID provider as this module receives it, and the rule for which issuer
// addresses it will talk to at all: https everywhere, plain http only to this machine outside production
// (a developer's Keycloak, the tests' provider). Which addresses a name may resolve to is the fetch's
// job (guarded-fetch.ts), since discovery can name other hosts for the token and key endpoints.
import { isIP } from 'node:net';
import type { CustomFetch } from 'openid-client';
import ipaddr from 'ipaddr.js';

export interface OidcSite {
  tenantId: string;
  issuer: string;
  clientId: string;
  /** Already unsealed. */
  clientSecret: string;
}

export interface OidcOptions {
  /**
   * Outside production only: admits loopback addresses, and plain http to them. Production passes
   * false whatever the configuration says.
   */
  allowInsecure: boolean;
  /** Replaces the guarded fetch (guarded-fetch.ts): tests and in-process providers only. */
  fetch?: CustomFetch;
}

/** An issuer address this module will not use, with the reason in words the site's owner can act on. */
export class IssuerRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IssuerRefused';
  }
}

const CONTROL = /\p{Cc}/u;

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return isIP(host) !== 0 && ipaddr.process(host).range() === 'loopback';
}

/** The issuer as a URL, or IssuerRefused. */
export function issuerUrl(issuer: string, { allowInsecure }: Pick<OidcOptions, 'allowInsecure'>): URL {
  if (typeof issuer !== 'string' || issuer.length === 0 || issuer.length > 2_000 || CONTROL.test(issuer)) {
    throw new IssuerRefused('The issuer must be a web address such as https://login.university.edu/realms/staff.');
  }
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new IssuerRefused('The issuer must be a web address such as https://login.university.edu/realms/staff.');
  }
  if (url.username || url.password) {
    throw new IssuerRefused('The issuer address must not contain a user name or password.');
  }
  // OpenID Connect Discovery 1.0 §2: an issuer has no query or fragment.
  if (url.search || url.hash) {
    throw new IssuerRefused('The issuer address must not contain a query (?…) or fragment (#…).');
  }
  const local = isLoopbackHost(url.hostname);
  if (url.protocol === 'https:' && (!local || allowInsecure)) return url;
  if (url.protocol === 'http:' && local && allowInsecure) return url;
  if (local) throw new IssuerRefused(`The issuer address ${url.host} is this server itself, which is not allowed.`);
  throw new IssuerRefused('The issuer address must start with https://.');
}

export const SCOPE = 'openid email profile';
