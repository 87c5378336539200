// Tenant staff authentication (issue 13; spec sections 4 and 7): staff send their sign-in token as a
// bearer token (the web keeps it under `token`), never a cookie, so no CSRF token is needed. The token
// names its tenant (services/src/tenants/staff-tokens.ts); the site a request is for comes from its
// host or X-Tenant header (plugins/tenant.ts). requireStaff answers:
// - 401 without a token, or with one whose session ended (logout, expiry, removal, password reset);
// - 403 when the host or header names another site than the token's (one site's token never reads
//   another site's data, whatever the request claims), or when the member's role is not allowed.
// An API key of the site (issue 33, auth/api-key.ts) is accepted in place of a token: it acts for the
// member who made it, as an admin at most, and a read key only reads.
// Routes then run their queries in the token's tenant's unit of work: app.inStaffSite(staff, (tx) => …),
// which plugins/contract-routes.ts's serveInTenant opens around a handler.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, TenantRole } from '@phd/services/db/client';
import { forbidden, invalid, unauthorized } from '@phd/services/errors';
import { findTenantById, type TenantSite } from '@phd/services/tenants/find-tenant';
import { presentCustomer } from '@phd/services/tenants/present-staff';
import { MANAGERS_ONLY } from '@phd/services/tenants/roles';
import { loginStaff } from '@phd/services/tenants/staff-login';
import {
  endStaffSession,
  findStaffSession,
  startStaffSession,
  tenantOfToken,
  type StaffSession,
} from '@phd/services/tenants/staff-sessions';
import { withTenant, type TenantTx, type UnitOfWorkOptions } from '@phd/services/tenants/unit-of-work';
import { createApiKeyAuth, isApiKey } from './api-key.ts';
import { bearerToken } from './bearer.ts';

export const STAFF_SIGNED_OUT = 'Please sign in to your university site (not authenticated).';
export const STAFF_SESSION_ENDED = 'Your sign-in has ended (token expired or signed out). Please sign in again.';
export const OTHER_SITE = 'This sign-in belongs to another university site. Sign in to this site to continue.';
export const WRONG_SITE = 'wrong_tenant';
export const OPEN_ON_SITE =
  'Open this page on your university site: its own address, or /saas after choosing the site.';

export interface Staff extends StaffSession {
  tenant: TenantSite;
  /** Set when an API key made the call (the audit log names the key: audit-log.ts staffActor). */
  apiKeyId?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The signed-in staff member of the request's site; 401 signed out, 403 another site or role. */
    requireStaff(request: FastifyRequest, allowed?: readonly TenantRole[]): Promise<Staff>;
    /** POST /api/login on a tenant site: checks the password, answers { token, user, tenant }. */
    signInStaff(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
    /** Runs `work` in the staff member's site's unit of work (services/src/tenants/unit-of-work.ts). */
    inStaffSite<T>(staff: Staff, work: (tx: TenantTx) => Promise<T>, options?: UnitOfWorkOptions): Promise<T>;
    /** Ends the session of the request's staff token, if it carries one; answers whether it did. */
    signOutStaff(request: FastifyRequest): Promise<boolean>;
  }
  interface FastifyRequest {
    staffLookup?: Promise<Staff | null>;
  }
}

/** The site a signed-out staff call is for (host or X-Tenant); 400 on the main site. */
export function siteOf(request: FastifyRequest): TenantSite {
  if (!request.tenant) throw invalid(OPEN_ON_SITE, undefined, 'tenant_required');
  return request.tenant;
}

export const clientOf = (request: FastifyRequest) => ({ userAgent: request.headers['user-agent'], ip: request.ip });

export const tenantStaffPlugin = fp<{ db: Db }>(
  async function tenantStaff(app: FastifyInstance, { db }) {
    async function lookup(request: FastifyRequest, token: string): Promise<Staff | null> {
      const session = await findStaffSession(db, token);
      if (!session) return null;
      const tenant =
        request.tenant?.id === session.tenantId ? request.tenant : await findTenantById(db, session.tenantId);
      return tenant ? { ...session, tenant } : null;
    }

    const staffOfApiKey = createApiKeyAuth(app, db);

    app.decorate('requireStaff', async (request: FastifyRequest, allowed?: readonly TenantRole[]) => {
      const token = bearerToken(request);
      if (isApiKey(token)) return staffOfApiKey(request, token, allowed);
      const tokenTenant = tenantOfToken(token);
      if (!token || tokenTenant === null) throw unauthorized(STAFF_SIGNED_OUT);
      // Checked before the session: a token of one site presented to another is refused as such.
      if (request.tenant && request.tenant.id !== tokenTenant) {
        throw forbidden(OTHER_SITE, WRONG_SITE);
      }
      request.staffLookup ??= lookup(request, token);
      const staff = await request.staffLookup;
      if (!staff) throw unauthorized(STAFF_SESSION_ENDED);
      if (allowed && !allowed.includes(staff.role)) throw forbidden(MANAGERS_ONLY);
      return { ...staff, ip: request.ip };
    });

    app.decorate(
      'inStaffSite',
      <T>(staff: Staff, work: (tx: TenantTx) => Promise<T>, options?: UnitOfWorkOptions): Promise<T> =>
        withTenant(db, staff.tenantId, work, options),
    );

    app.decorate('signInStaff', async (request: FastifyRequest, reply: FastifyReply) => {
      const site = siteOf(request);
      const { userId, user } = await loginStaff(db, site.id, request.body);
      const token = await withTenant(db, site.id, (tx) => startStaffSession(tx, site.id, userId, clientOf(request)));
      return reply.header('cache-control', 'no-store').send({ token, user, tenant: presentCustomer(site) });
    });

    app.decorate('signOutStaff', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (tenantOfToken(token) === null) return false;
      await endStaffSession(db, token);
      return true;
    });
  },
  { name: 'tenant-staff', dependencies: ['tenant'] },
);
