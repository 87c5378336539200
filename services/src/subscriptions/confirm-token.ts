// Confirmation links of the double opt-in. The token is derived from the subscription id and the
// time the link was asked for (HMAC with APP_SECRET), so the outbox event carries only the id and
// the mail processor can rebuild the link, and asking again voids the previous link. The table
// keeps only the token's SHA-256, cleared when the link is used (single use).
import { createHmac } from 'node:crypto';

/** The web page that confirms (and then offers the digest's countries and disciplines). */
export const CONFIRM_PAGE = '/newsletter/confirm';

/** A confirmation link works this long; after that, subscribing again sends a fresh one. */
export const CONFIRM_VALID_MS = 7 * 24 * 60 * 60_000;

export const confirmToken = (secret: string, subscriptionId: string, requestedAt: Date): string =>
  createHmac('sha256', secret).update(`confirm:${subscriptionId}:${requestedAt.getTime()}`).digest('base64url');

export const confirmUrl = (publicUrl: string, token: string): string => `${publicUrl}${CONFIRM_PAGE}?token=${token}`;
