// A university site's API key as a staff caller (issue 33; docs/api-keys.md): the HR system sends
// `Authorization: Bearer phd_<site id>_<secret>` to the same routes the staff's screens call. The key
// acts for the staff member who made it (comments and status changes have an author), as an admin at
// most; a read key only reads. tenant-staff.ts's requireStaff hands such tokens here.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, TenantRole } from '@phd/services/db/client';
import { forbidden, rateLimited, unauthorized } from '@phd/services/errors';
import { findApiKey, parseApiKey } from '@phd/services/tenants/api-keys';
import { findTenantById } from '@phd/services/tenants/find-tenant';
import { siteSuspended } from '@phd/services/tenants/site-suspension';
import { OTHER_SITE, WRONG_SITE, type Staff } from './tenant-staff.ts';

export const API_KEY_UNKNOWN = 'This API key is not valid. Check that it was copied whole, or make a new one.';
export const API_KEY_REVOKED = 'This API key has been revoked.';
export const API_KEY_READ_ONLY = 'This API key can only read.';
export const API_KEY_NOT_ALLOWED =
  'An API key cannot do this: it is kept for the site’s staff, signed in (API keys act as an admin at most).';

const READS = new Set(['GET', 'HEAD']);

export const isApiKey = (token: string | undefined): token is string => parseApiKey(token) !== null;

/** Per key: far above what an HR system's sync needs, low enough that one key cannot flood the site. */
const KEY_LIMIT = { max: 600, timeWindow: '1 minute' } as const;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

export function createApiKeyAuth(app: FastifyInstance, db: Db) {
  let limiter: Limiter | undefined;
  // Made on first use: @fastify/rate-limit registers after the auth plugins.
  const limit = (request: FastifyRequest, token: string) => {
    const key = `api-key-${createHash('sha256').update(token).digest('base64url').slice(0, 22)}`;
    limiter ??= app.createRateLimit({ ...KEY_LIMIT, keyGenerator: (r) => String(r.apiKeyBucket) });
    request.apiKeyBucket = key;
    return limiter(request);
  };

  async function lookup(request: FastifyRequest, token: string): Promise<Staff> {
    const counted = await limit(request, token);
    if (!counted.isAllowed && counted.isExceeded) {
      throw rateLimited(`Too many calls with this API key. Please try again in ${counted.ttlInSeconds} seconds.`);
    }
    const found = await findApiKey(db, token);
    if (found.status === 'unknown') throw unauthorized(API_KEY_UNKNOWN);
    if (found.status === 'revoked') throw unauthorized(API_KEY_REVOKED);
    const tenant = request.tenant?.id === found.tenantId ? request.tenant : await findTenantById(db, found.tenantId);
    if (!tenant) throw unauthorized(API_KEY_UNKNOWN);
    // Called on the main host without X-Tenant, the tenant plugin has not checked the site.
    if (tenant.suspendedAt) throw siteSuspended();
    if (found.scope === 'read' && !READS.has(request.method)) throw forbidden(API_KEY_READ_ONLY, 'api_key_read_only');
    return { tenantId: found.tenantId, userId: found.userId, role: found.role, apiKeyId: found.apiKeyId, tenant };
  }

  /**
   * The staff member a key acts for: 401 unknown or revoked, 403 on another site, a write with a read
   * key or a route beyond the key's role, 429 over its limit. Looked up once per request.
   */
  return async function staffOfApiKey(
    request: FastifyRequest,
    token: string,
    allowed?: readonly TenantRole[],
  ): Promise<Staff> {
    // Checked before the lookup, as for staff tokens: a key of one site is refused on another as such.
    if (request.tenant && request.tenant.id !== parseApiKey(token)?.tenantId) throw forbidden(OTHER_SITE, WRONG_SITE);
    request.apiKeyStaff ??= lookup(request, token);
    const staff = await request.apiKeyStaff;
    if (allowed && !allowed.includes(staff.role)) throw forbidden(API_KEY_NOT_ALLOWED, 'api_key_not_allowed');
    return { ...staff, ip: request.ip };
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The rate-limit counter of the request's API key (a hash of it, never the key). */
    apiKeyBucket?: string;
    apiKeyStaff?: Promise<Staff>;
  }
}
