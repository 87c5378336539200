// The secret of a "Download my data" link. It is an HMAC of the export's row id with APP_SECRET (32
// bytes, base64url), as the recruiters' links are (recruiters/recruiter-tokens.ts): the outbox event
// carries only the id and the mail processor rebuilds the link, so the secret is never stored or
// queued; the row keeps only its SHA-256, which is what a link is looked up by.
import { createHash, createHmac } from 'node:crypto';

/** How long a ready export's link works. */
export const EXPORT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** 32 bytes in base64url. */
export const EXPORT_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const exportToken = (appSecret: string, exportId: string): string =>
  createHmac('sha256', appSecret).update(`data-export:${exportId}`).digest('base64url');

export const hashExportToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The path the e-mailed link opens (GET, no session: the link is the secret). */
export const exportDownloadPath = (token: string): string => `/api/account/exports/${token}`;
