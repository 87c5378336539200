// A referee's link (issue 34): like the staff links (tenants/staff-tokens.ts) an HMAC of the row id
// with APP_SECRET, so the outbox event carries only the id and each e-mail (the request, both
// reminders) rebuilds the same link; only its SHA-256 is stored.
import { createHash, createHmac } from 'node:crypto';

/** How long a referee has to answer. */
export const REFERENCE_TTL_MS = 21 * 24 * 60 * 60 * 1000;

/** The referee's page on the site (both the host and the /saas forms). */
export const REFERENCE_PATH = '/reference';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const referenceToken = (appSecret: string, referenceId: string) =>
  createHmac('sha256', appSecret).update(`reference:${referenceId}`).digest('base64url');

export const hashReferenceToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether `token` can be a link token at all (anything else is not looked up). */
export const isReferenceToken = (token: string) => TOKEN_SHAPE.test(token);
