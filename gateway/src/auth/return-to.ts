// Where the browser goes after signing in. Only paths on this site: anything that a browser could read
// as another host ("//evil.example", "/\evil.example", "https:...", "/.//evil.example" once normalised)
// is refused and the default is used, so the sign-in can never be turned into an open redirect.
export const DEFAULT_RETURN_TO = '/smart-picks';

const BASE = 'http://return-to.invalid';
// Coming back to these would be pointless (the sign-in page) or not a page at all (the API).
const NOT_A_DESTINATION = /^\/(login|api|dev-idp)(\/|$)/;

/** A same-site path (with its query and fragment), or undefined. */
export function safeReturnTo(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2_000) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  // Control characters (tabs, newlines) are dropped by URL parsers and could rejoin "/" and "/".
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== BASE || path.startsWith('//') || NOT_A_DESTINATION.test(url.pathname)) return undefined;
  return path;
}

/** The page that sent the browser here, when it is one of ours (`origins`). */
export function refererPath(referer: string | undefined, origins: readonly string[]): string | undefined {
  if (!referer || referer.length > 2_000) return undefined;
  try {
    const url = new URL(referer);
    return origins.includes(url.origin) ? safeReturnTo(`${url.pathname}${url.search}${url.hash}`) : undefined;
  } catch {
    return undefined;
  }
}
