// The CSRF handshake both sides speak (gateway/src/auth/csrf.ts checks it, web/src/api/client.ts sends
// it): GET /api/csrf-token sets the secret's cookie and answers a token; cookie-authenticated writes
// send that token in a header; a refused one is answered 403 with this error code, on which the web
// fetches a fresh token and tries once more. Plain names, so the gateway's OpenAPI security schemes and
// the web read them without loading the gateway's plugins.

/** The cookie holding the browser's CSRF secret. */
export const CSRF_COOKIE = '_csrf';

/** The header a cookie-authenticated write carries its CSRF token in. */
export const CSRF_HEADER = 'x-csrf-token';

/** The error code of a refused CSRF token. */
export const CSRF_INVALID = 'csrf_invalid';
