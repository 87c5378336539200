// The post-jobs confirmation link's token: an HMAC of the submission's id with APP_SECRET, so the
// outbox event carries only the id and the mail processor rebuilds the link; the database keeps only
// the token's SHA-256, which is what a link is looked up by (as recruiters/recruiter-tokens.ts).
import { createHash, createHmac } from 'node:crypto';

export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const hashPostingToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function postingToken(appSecret: string, submissionId: string): string {
  return createHmac('sha256', appSecret).update(`posting-confirmation:${submissionId}`).digest('base64url');
}
