// University sites and their staff for gateway tests (issue 13): sites made straight in the database,
// staff members with a known password, and signed-in tokens, so suites that are not about sign-in
// itself skip the password check.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Db, TenantRole } from '@phd/services/db/client';
import { hashPassword } from '@phd/services/recruiters/password';
import { startStaffSession } from '@phd/services/tenants/staff-sessions';
import { withTenant } from '@phd/services/tenants/unit-of-work';
import type { App } from '../src/app.ts';
import { STRONG_PASSWORD } from './recruiter.ts';

export { STRONG_PASSWORD };

export interface Site {
  id: string;
  slug: string;
  name: string;
}

export async function createSite(db: Db, slug: string, name = `${slug} site`): Promise<Site> {
  const row = await db.tenant.create({ data: { slug, name, universityName: `${name} University` } });
  return { id: row.id, slug, name };
}

export interface StaffMember {
  id: string;
  email: string;
  role: TenantRole;
  site: Site;
  token: string;
  /** app.inject with this member's bearer token and their site's X-Tenant header. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

let made = 0;
let hashed: Promise<string> | undefined;

/** A staff member of `site` with STRONG_PASSWORD, signed in (a session made in the database). */
export async function staffMember(app: App, db: Db, site: Site, role: TenantRole = 'owner'): Promise<StaffMember> {
  hashed ??= hashPassword(STRONG_PASSWORD);
  const passwordHash = await hashed;
  const email = `staff-${++made}-${role}@${site.slug}.test`;
  const { id, token } = await withTenant(db, site.id, async (tx) => {
    const user = await tx.tenantUser.create({
      data: { tenantId: site.id, email, name: `Staff ${made}`, role, passwordHash },
    });
    return { id: user.id, token: await startStaffSession(tx, site.id, user.id) };
  });
  return {
    id,
    email,
    role,
    site,
    token,
    inject: (options) =>
      app.inject({
        ...options,
        headers: { 'x-tenant': site.slug, authorization: `Bearer ${token}`, ...options.headers },
      }),
  };
}

/** Signs in through POST /api/login on the site (X-Tenant); answers the response. */
export function signIn(app: App, site: Site, email: string, password = STRONG_PASSWORD) {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'x-tenant': site.slug },
    payload: { email, password },
    remoteAddress: `10.13.${made % 250}.${Math.floor(Math.random() * 250)}`,
  });
}
