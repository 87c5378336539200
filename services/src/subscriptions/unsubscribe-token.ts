// Unsubscribe links. The token is derived from the subscription id (HMAC with APP_SECRET), so the
// outbox event carries only the id and the mail processor can rebuild the link; the database keeps
// only its SHA-256, which is what a link is looked up by.
import { UNSUBSCRIBE_PATH } from '@phd/contracts/endpoints/subscriptions';
import { createHash, createHmac } from 'node:crypto';

/** base64url of an HMAC-SHA256: 43 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const unsubscribeToken = (secret: string, subscriptionId: string): string =>
  createHmac('sha256', secret).update(`unsubscribe:${subscriptionId}`).digest('base64url');

export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export const looksLikeToken = (token: unknown): token is string => typeof token === 'string' && TOKEN_SHAPE.test(token);

export const unsubscribeUrl = (publicUrl: string, token: string): string =>
  `${publicUrl}${UNSUBSCRIBE_PATH}?token=${token}`;
