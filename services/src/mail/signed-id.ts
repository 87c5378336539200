// Tokens for e-mailed one-click links that need no stored secret: `<id>.<HMAC of purpose and id with
// APP_SECRET>`. A token names one row for one purpose and cannot be made for another.
import { createHmac, timingSafeEqual } from 'node:crypto';

const sign = (secret: string, purpose: string, id: string) =>
  createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url');

export const signedId = (secret: string, purpose: string, id: string): string => `${id}.${sign(secret, purpose, id)}`;

const SHAPE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;

/** The id a token names, or null when it is malformed or not signed by us for this purpose. */
export function idOfSigned(secret: string, purpose: string, token: unknown): string | null {
  if (typeof token !== 'string') return null;
  const match = SHAPE.exec(token);
  if (!match) return null;
  const [, id, signature] = match;
  const expected = Buffer.from(sign(secret, purpose, id!));
  const given = Buffer.from(signature!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id! : null;
}
