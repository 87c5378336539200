// Secrets the product must use again, not only check (a webhook endpoint's signing secret, a site's SAML
// private key, an OIDC client secret), are stored sealed: AES-256-GCM under a key derived from
// APP_SECRET for that purpose, so a database dump alone does not give them away and a sealed value
// cannot be edited unnoticed. Format: `v1.<iv>.<ciphertext>.<tag>` (base64url).
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'v1';

/** A 32-byte key for one purpose ("webhook-secret", "sso-key"): the same APP_SECRET never keys two uses. */
const keyFor = (appSecret: string, purpose: string) =>
  createHmac('sha256', appSecret).update(`seal:${purpose}`).digest();

export function seal(appSecret: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(appSecret, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [PREFIX, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join(
    '.',
  );
}

/** The plain text of a sealed value; throws when it was sealed under another key or purpose, or edited. */
export function unseal(appSecret: string, purpose: string, sealed: string): string {
  const [prefix, iv, body, tag, extra] = sealed.split('.');
  if (prefix !== PREFIX || !iv || body === undefined || !tag || extra !== undefined) {
    throw new Error('Not a sealed value');
  }
  const decipher = createDecipheriv('aes-256-gcm', keyFor(appSecret, purpose), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
