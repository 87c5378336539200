// Single-use, expiring tokens for e-mail verification and password reset. A token is an HMAC of its
// row id with APP_SECRET, so the outbox event carries only the id and the mail processor rebuilds
// the link; the database keeps only the token's SHA-256, which is what a link is looked up by.
import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { Tx } from '../events/outbox.ts';
import type { RecruiterTokenKind } from '../db/generated/client.ts';

export const TOKEN_TTL_MS: Record<RecruiterTokenKind, number> = {
  email_verification: 24 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
};

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const hashRecruiterToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function recruiterToken(appSecret: string, tokenId: string): string {
  return createHmac('sha256', appSecret).update(`recruiter-token:${tokenId}`).digest('base64url');
}

/** Makes a new token of this kind; earlier unused ones of the same kind stop working. Returns the row id. */
export async function issueToken(
  tx: Tx,
  appSecret: string,
  recruiterId: string,
  kind: RecruiterTokenKind,
  now = new Date(),
): Promise<string> {
  await tx.recruiterToken.updateMany({ where: { recruiterId, kind, usedAt: null }, data: { usedAt: now } });
  const id = randomUUID();
  await tx.recruiterToken.create({
    data: {
      id,
      recruiterId,
      kind,
      tokenHash: hashRecruiterToken(recruiterToken(appSecret, id)),
      expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[kind]),
      createdAt: now,
    },
  });
  return id;
}

/** Marks the token used and answers its recruiter's id; null when it is unknown, used or expired. */
export async function consumeToken(
  tx: Tx,
  token: string,
  kind: RecruiterTokenKind,
  now = new Date(),
): Promise<string | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  // Conditional update: of two concurrent uses of one link, only one succeeds.
  const tokenHash = hashRecruiterToken(token);
  const { count } = await tx.recruiterToken.updateMany({
    where: { tokenHash, kind, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (count === 0) return null;
  const row = await tx.recruiterToken.findUnique({ where: { tokenHash }, select: { recruiterId: true } });
  return row?.recruiterId ?? null;
}
