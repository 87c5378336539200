// A small JSON value the browser carries between two requests of a sign-in (the OpenID Connect flow
// cookie, a SAML RelayState): signed with HMAC-SHA-256 under a key derived from APP_SECRET for that one
// purpose, so it cannot be forged, edited or moved to another use, and dated so it cannot be kept. The
// values are the browser's own, so they need not be hidden from it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';

const keyFor = (appSecret: string, purpose: string) => createHmac('sha256', appSecret).update(purpose).digest();
const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function signJson(appSecret: string, purpose: string, value: object): string {
  const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${payload}.${mac(keyFor(appSecret, purpose), payload)}`;
}

/**
 * The value, or null when it is missing, forged, malformed or past its `exp` (unix seconds, which the
 * schema must require).
 */
export function openJson<S extends z.ZodType<{ exp: number }>>(
  appSecret: string,
  purpose: string,
  schema: S,
  raw: string | undefined,
  now = Date.now(),
): z.output<S> | null {
  if (!raw || raw.length > 4_000) return null;
  const [payload, signature, extra] = raw.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(keyFor(appSecret, purpose), payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = schema.safeParse(decoded);
  if (!parsed.success || parsed.data.exp * 1000 <= now) return null;
  return parsed.data;
}
