// A university site's API keys (issue 33; docs/api-keys.md): made by an owner for the site's own systems,
// shown once, stored as the SHA-256 of their secret, revoked at once.
//
// A key reads `phd_<tenant id>_<43 base64url characters>`. The tenant id in front lets the gateway open
// that site's unit of work before it looks the key up (api_keys rows are visible only there, by
// row-level security) and refuse a key presented on another site (403), as staff tokens do
// (staff-tokens.ts). The secret alone is hashed: 256 random bits need no salt or slow hash.
import { createHash, randomBytes } from 'node:crypto';
import type { ApiKeyInput, ApiKeyJson, ApiKeyScope } from '@phd/contracts/endpoints/api-keys';
import { canonicalId } from '@phd/contracts/input/ids';
import { recordAudit, staffActor } from '../audit/audit-log.ts';
import type { Db, TenantRole } from '../db/client.ts';
import { notFound } from '../errors.ts';
import type { StaffSession } from './staff-sessions.ts';
import { withTenant, type TenantTx } from './unit-of-work.ts';

const KEY_SHAPE = /^phd_([0-9a-fA-F-]{36})_([A-Za-z0-9_-]{43})$/;

/** How many of the secret's characters lists show: enough to tell keys apart, too few to matter. */
const PREFIX_LENGTH = 8;

/** lastUsedAt is written at most this often, so a busy key does not write on every call. */
export const LAST_USED_EVERY_MS = 60_000;

export const API_KEY_NOT_FOUND = 'This API key does not exist on your site.';

export const formatApiKey = (tenantId: string, secret: string) => `phd_${tenantId}_${secret}`;

/** The site and secret of a key; null when the text cannot be one (a staff token included). */
export function parseApiKey(token: string | undefined): { tenantId: string; secret: string } | null {
  const match = token === undefined ? null : KEY_SHAPE.exec(token);
  const tenantId = match ? canonicalId(match[1]!) : null;
  return match && tenantId ? { tenantId, secret: match[2]! } : null;
}

export const hashApiKeySecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** What lists show of a key: its start, which the person who copied it can recognise. */
export const displayPrefix = (secret: string) => `phd_…${secret.slice(0, PREFIX_LENGTH)}`;

const WITH_CREATOR = { createdBy: { select: { id: true, name: true, email: true } } } as const;

type KeyRow = {
  id: string;
  name: string;
  scope: ApiKeyScope;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  createdBy: { id: string; name: string; email: string };
};

export function presentApiKey(row: KeyRow): ApiKeyJson {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    prefix: row.prefix,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

export async function listApiKeys(tx: TenantTx, tenantId: string): Promise<ApiKeyJson[]> {
  const rows = await tx.apiKey.findMany({
    where: { tenantId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    include: WITH_CREATOR,
  });
  return rows.map(presentApiKey);
}

/** Makes a key for the acting owner (the route admits owners only); answers the key, this once. */
export async function createApiKey(
  tx: TenantTx,
  actor: StaffSession,
  { name, scope }: ApiKeyInput,
): Promise<{ key: string; data: ApiKeyJson }> {
  const secret = randomBytes(32).toString('base64url');
  const row = await tx.apiKey.create({
    data: {
      tenantId: actor.tenantId,
      name,
      scope,
      prefix: displayPrefix(secret),
      secretHash: hashApiKeySecret(secret),
      createdById: actor.userId,
    },
    include: WITH_CREATOR,
  });
  await recordAudit(tx, staffActor(actor), {
    action: 'api_key.created',
    recordType: 'api_key',
    recordId: row.id,
    after: { name, scope, prefix: row.prefix },
  });
  return { key: formatApiKey(actor.tenantId, secret), data: presentApiKey(row) };
}

/**
 * Revokes a key of the site; revoking it again answers it as it is. Of two revokes at once only the
 * one that changed the row writes the audit row (the update waits for the other's row lock).
 */
export async function revokeApiKey(tx: TenantTx, actor: StaffSession, id: string, now = new Date()) {
  const { count } = await tx.apiKey.updateMany({
    where: { id, tenantId: actor.tenantId, revokedAt: null },
    data: { revokedAt: now },
  });
  const row = await tx.apiKey.findFirst({ where: { id, tenantId: actor.tenantId }, include: WITH_CREATOR });
  if (!row) throw notFound(API_KEY_NOT_FOUND);
  if (count === 1) {
    await recordAudit(tx, staffActor(actor), {
      action: 'api_key.revoked',
      recordType: 'api_key',
      recordId: row.id,
      before: { name: row.name, scope: row.scope, prefix: row.prefix },
    });
  }
  return presentApiKey(row);
}

/** What a key may do: read keys GET only; either acts as an admin at most, never an owner. */
export interface ApiKeyCaller {
  apiKeyId: string;
  tenantId: string;
  /** The staff member who made it: the author of what the key does. */
  userId: string;
  scope: ApiKeyScope;
  role: TenantRole;
}

/** The creator's current role, capped at admin: owner-only work (keys, webhooks, SSO) stays with people. */
const cappedRole = (role: TenantRole): TenantRole => (role === 'owner' ? 'admin' : role);

export type ApiKeyLookup = { status: 'unknown' } | { status: 'revoked' } | ({ status: 'live' } & ApiKeyCaller);

/**
 * Finds the key a bearer token is, in its site's unit of work, and notes its use (at most once a
 * minute). A key whose creator left the staff is gone with them (the rows cascade).
 */
export async function findApiKey(db: Db, token: string | undefined, now = new Date()): Promise<ApiKeyLookup> {
  const parsed = parseApiKey(token);
  if (!parsed) return { status: 'unknown' };
  return withTenant(db, parsed.tenantId, async (tx) => {
    const row = await tx.apiKey.findUnique({
      where: { secretHash: hashApiKeySecret(parsed.secret) },
      select: {
        id: true,
        tenantId: true,
        scope: true,
        revokedAt: true,
        createdBy: { select: { id: true, role: true } },
      },
    });
    if (!row || row.tenantId !== parsed.tenantId) return { status: 'unknown' };
    if (row.revokedAt) return { status: 'revoked' };
    // The condition sits in the update, so gateways racing on one key write once between them.
    await tx.apiKey.updateMany({
      where: {
        id: row.id,
        OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: new Date(now.getTime() - LAST_USED_EVERY_MS) } }],
      },
      data: { lastUsedAt: now },
    });
    return {
      status: 'live',
      apiKeyId: row.id,
      tenantId: row.tenantId,
      userId: row.createdBy.id,
      scope: row.scope,
      role: cappedRole(row.createdBy.role),
    };
  });
}
