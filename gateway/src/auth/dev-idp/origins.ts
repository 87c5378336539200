// Where the development sign-in may send the browser back to. The provider itself lives at PUBLIC_URL,
// but on a developer's machine the same gateway answers on localhost, 127.0.0.1 and [::1] alike, and
// the sign-in cookie is bound to the name the browser used: the callback must come back to that name.
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

export const DEV_IDP_PATH = '/dev-idp';

/** PUBLIC_URL's origin and, when it is a loopback address, the same port on the other loopback names. */
export function devOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  const port = url.port ? `:${url.port}` : '';
  return [...new Set([url.origin, ...LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${port}`)])];
}

/**
 * `origins` as Content-Security-Policy sources. CSP cannot name an IPv6 address (browsers drop
 * `http://[::1]:3000` as an invalid source, and say so in the console), so such an origin becomes its
 * scheme and port on any host (`http://*:3000`), which browsers do match against [::1]. Development
 * only: the provider is never mounted in production.
 */
export function cspSources(origins: readonly string[]): string[] {
  return [
    ...new Set(
      origins.map((origin) => {
        const url = new URL(origin);
        return url.hostname.startsWith('[') ? `${url.protocol}//*${url.port ? `:${url.port}` : ''}` : url.origin;
      }),
    ),
  ];
}

/** The origin a request was addressed to (only ever compared with known origins), or undefined. */
export function requestOrigin(protocol: string, host: string | undefined): string | undefined {
  if (!host) return undefined;
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return undefined;
  }
}
