// The candidate's link to an interview (issue 34): an HMAC of the row id with APP_SECRET, as staff
// links are (tenants/staff-tokens.ts), so the outbox event carries only the id and the mail composer
// rebuilds the link; only its SHA-256 is stored, and a database read alone cannot forge one.
import { createHash, createHmac } from 'node:crypto';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** How long a proposal stays open at most, when its first slot is further away. */
export const PROPOSAL_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export const interviewToken = (appSecret: string, interviewId: string): string =>
  createHmac('sha256', appSecret).update(`interview:${interviewId}`).digest('base64url');

export const hashInterviewToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Whether `token` can be a link token at all (anything else is refused before a query). */
export const isInterviewToken = (token: string): boolean => TOKEN_SHAPE.test(token);

/** The first slot's start, or PROPOSAL_TTL_MS from now, whichever is sooner. */
export function proposalExpiry(slots: Date[], now = new Date()): Date {
  const first = Math.min(...slots.map((d) => d.getTime()));
  return new Date(Math.min(first, now.getTime() + PROPOSAL_TTL_MS));
}
