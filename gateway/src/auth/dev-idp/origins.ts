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

/** The origin a request was addressed to (only ever compared with known origins), or undefined. */
export function requestOrigin(protocol: string, host: string | undefined): string | undefined {
  if (!host) return undefined;
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return undefined;
  }
}
