// Short-lived resume download links: the token names the application and the recruiter, expires after
// RESUME_LINK_TTL_MS and is signed with APP_SECRET, so the download needs no session (a browser
// download or a new tab) but works only briefly and only while the recruiter still owns the listing.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const RESUME_LINK_TTL_MS = 5 * 60 * 1000;
export const RESUME_LINK_PATH = '/api/university/resumes';

interface LinkClaims {
  applicationId: string;
  recruiterId: string;
  /** Unix milliseconds. */
  expiresAt: number;
}

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`resume-link:${payload}`).digest('base64url');

export function createResumeToken(
  secret: string,
  claims: Omit<LinkClaims, 'expiresAt'>,
  now = Date.now(),
): {
  token: string;
  expiresAt: number;
} {
  const expiresAt = now + RESUME_LINK_TTL_MS;
  const payload = Buffer.from(JSON.stringify({ ...claims, expiresAt })).toString('base64url');
  return { token: `${payload}.${sign(secret, payload)}`, expiresAt };
}

/** The link's claims, or null when it is malformed, forged or expired. */
export function readResumeToken(secret: string, token: string, now = Date.now()): LinkClaims | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined || token.length > 1_000) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as LinkClaims;
    if (typeof claims.applicationId !== 'string' || typeof claims.recruiterId !== 'string') return null;
    if (typeof claims.expiresAt !== 'number' || claims.expiresAt <= now) return null;
    return claims;
  } catch {
    return null;
  }
}
