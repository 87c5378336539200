// Signing deliveries as Stripe does (docs/webhooks.md "Verifying a delivery"): the receiver recomputes
// HMAC-SHA256(secret, `${t}.${rawBody}`) and compares with a v1 value of the PhD-Finder-Signature header,
// and refuses an old `t` so a captured delivery cannot be replayed later.
import { createHmac, randomBytes } from 'node:crypto';
import { seal, unseal } from '../secrets/seal.ts';
import { SECRET_PURPOSE } from './settings.ts';

export const SIGNATURE_HEADER = 'PhD-Finder-Signature';

/** `whsec_` and 32 random bytes: the prefix tells a leaked secret for what it is. */
export function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export const sealSecret = (appSecret: string, secret: string) => seal(appSecret, SECRET_PURPOSE, secret);

export function sign(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** `t=<unix seconds>,v1=<hex>[,v1=<hex>]`: one v1 per secret still signing (two during a rotation). */
export function signatureHeader(secrets: readonly string[], timestamp: number, body: string): string {
  return [`t=${timestamp}`, ...secrets.map((secret) => `v1=${sign(secret, timestamp, body)}`)].join(',');
}

export interface SealedSecrets {
  secret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: Date | null;
}

/** The plain secrets that sign now: the current one, and the previous one until its grace ends. */
export function liveSecrets(appSecret: string, endpoint: SealedSecrets, now: Date): string[] {
  const secrets = [unseal(appSecret, SECRET_PURPOSE, endpoint.secret)];
  if (endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now) {
    secrets.push(unseal(appSecret, SECRET_PURPOSE, endpoint.previousSecret));
  }
  return secrets;
}
