// What webhook code needs from the configuration, passed in by the gateway and the workers (never read
// from the environment here, so tests choose their own).
import { queues } from '../events/catalogue.ts';

export interface WebhookSettings {
  /** Seals and unseals endpoint secrets (services/src/secrets/seal.ts, purpose SECRET_PURPOSE). */
  appSecret: string;
  /** PUBLIC_URL: the payload's links to a position's careers page are on the site's host below it. */
  publicUrl: string;
  /**
   * http:// and 127.0.0.1 / ::1 receivers, on any port: tests and development only (the configuration's
   * intakeAllowLoopback, which production ignores). Otherwise https to a public address on port 443.
   */
  allowLoopback: boolean;
  /** How long one try may take in all (connect, send, answer): 10 s; tests pass less. */
  timeoutMs?: number;
}

export const SECRET_PURPOSE = 'webhook-secret';

export const DELIVERY_TIMEOUT_MS = 10_000;

/** Tries of one delivery before it is `failed`, and the first wait (each next one doubles): the
 * webhooks queue's retry policy, which is the delivery's (catalogue.ts). */
export const { attempts: MAX_ATTEMPTS, backoffMs: FIRST_BACKOFF_MS } = queues.webhooks.retry;

/** After a rotation the previous secret keeps signing this long, so receivers can switch over. */
export const PREVIOUS_SECRET_GRACE_MS = 24 * 3600 * 1000;

/** The receiver's answer kept with each attempt. */
export const RESPONSE_BODY_MAX = 2_048;

export const USER_AGENT = 'PhD-Finder-Webhooks/1 (+https://phdfinder.example/docs/webhooks)';
