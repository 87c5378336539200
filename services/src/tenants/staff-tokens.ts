// The two kinds of secret a tenant's staff hold.
//
// - The sign-in token (bearer): `<tenant id>.<session secret>`. The tenant id in front lets the
//   gateway open that tenant's unit of work before it looks the session up (a staff session is
//   visible only inside its tenant's unit, by row-level security) and refuse a token presented on
//   another tenant's site (403). Only the SHA-256 of the secret is stored (sessions table).
// - Link tokens (invitation, password reset, a careers applicant's address confirmation): an HMAC of the row id with APP_SECRET, so the outbox
//   event carries only ids and the mail processor rebuilds the link; only the SHA-256 is stored.
import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { TenantTokenKind } from '../db/client.ts';
import { canonicalId } from '@phd/contracts/input/ids';
import type { TenantTx } from './unit-of-work.ts';

export const LINK_TTL_MS: Record<TenantTokenKind, number> = {
  invitation: 7 * 24 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
  applicant_confirmation: 48 * 60 * 60 * 1000,
  sso_handoff: 60 * 1000,
};

const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function staffToken(tenantId: string, secret: string): string {
  return `${tenantId}.${secret}`;
}

/** The tenant and session secret of a sign-in token; null when it cannot be one. */
export function parseStaffToken(token: string | undefined): { tenantId: string; secret: string } | null {
  if (!token) return null;
  const dot = token.indexOf('.');
  if (dot < 0) return null;
  const tenantId = canonicalId(token.slice(0, dot));
  const secret = token.slice(dot + 1);
  if (tenantId === null || !SECRET_SHAPE.test(secret)) return null;
  return { tenantId, secret };
}

const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function linkToken(appSecret: string, tokenId: string): string {
  return createHmac('sha256', appSecret).update(`tenant-token:${tokenId}`).digest('base64url');
}

export interface NewLink {
  kind: TenantTokenKind;
  email: string;
  role?: 'owner' | 'admin' | 'reviewer';
  tenantUserId?: string;
  invitedById?: string;
  applicantId?: string;
}

/**
 * Makes a link of this kind for this address; earlier unused links of the same kind and address stop
 * working. Runs in the tenant's unit of work. Returns the row id (the outbox event carries it).
 */
export async function issueLink(
  tx: TenantTx,
  appSecret: string,
  tenantId: string,
  link: NewLink,
  now = new Date(),
): Promise<string> {
  await tx.tenantToken.updateMany({
    where: { tenantId, kind: link.kind, email: link.email, usedAt: null },
    data: { usedAt: now },
  });
  const id = randomUUID();
  await tx.tenantToken.create({
    data: {
      id,
      tenantId,
      ...link,
      tokenHash: hashLinkToken(linkToken(appSecret, id)),
      expiresAt: new Date(now.getTime() + LINK_TTL_MS[link.kind]),
      createdAt: now,
    },
  });
  return id;
}

/** The live (unused, unexpired) link of this token and kind in the unit's tenant, or null. */
export async function findLink(tx: TenantTx, token: string, kind: TenantTokenKind, now = new Date()) {
  if (!SECRET_SHAPE.test(token)) return null;
  const row = await tx.tenantToken.findUnique({ where: { tokenHash: hashLinkToken(token) } });
  if (!row || row.kind !== kind || row.usedAt || row.expiresAt <= now) return null;
  return row;
}

/** Marks the link used; of two concurrent uses only one gets true. */
export async function useLink(tx: TenantTx, id: string, now = new Date()): Promise<boolean> {
  const { count } = await tx.tenantToken.updateMany({ where: { id, usedAt: null }, data: { usedAt: now } });
  return count === 1;
}

/** Re-stores the hash after an APP_SECRET rotation, so the link in a new e-mail works. */
export async function refreshLinkHash(tx: TenantTx, id: string, currentHash: string, appSecret: string) {
  const fresh = hashLinkToken(linkToken(appSecret, id));
  if (fresh !== currentHash) await tx.tenantToken.update({ where: { id }, data: { tokenHash: fresh } });
  return linkToken(appSecret, id);
}
