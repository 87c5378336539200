// What the staff calls answer (issue 13; spec section 3 "Customer"): the signed-in staff member
// (`user`, GET /api/user/me) and their university site (`tenant`, GET /api/customer/me, which carries
// `university`). snake_case like the rest of the API.
import type { TenantRole } from '../db/client.ts';
import type { TenantSite } from './find-tenant.ts';

export interface StaffUserBody {
  id: string;
  name: string;
  email: string;
  role: TenantRole;
  tenant_id: string;
  last_login_at: string | null;
  created_at: string;
}

export interface CustomerBody {
  id: string;
  slug: string;
  name: string;
  university: string;
  /** Where the site's logo is served, or null (the header shows the name). */
  logo_url: string | null;
  /** #rrggbb, or null for the product's own colours. */
  accent_color: string | null;
}

export function presentStaff(user: {
  id: string;
  name: string;
  email: string;
  role: TenantRole;
  tenantId: string;
  lastLoginAt: Date | null;
  createdAt: Date;
}): StaffUserBody {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    tenant_id: user.tenantId,
    last_login_at: user.lastLoginAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
  };
}

/** The site's logo URL; the key's digest rides along so a new logo is not hidden by caches. */
export function tenantLogoUrl(site: Pick<TenantSite, 'logoKey'>): string | null {
  if (!site.logoKey) return null;
  const version = /-([0-9a-f]+)\.png$/.exec(site.logoKey)?.[1];
  return `/api/tenant/logo${version ? `?v=${version}` : ''}`;
}

export function presentCustomer(site: TenantSite): CustomerBody {
  return {
    id: site.id,
    slug: site.slug,
    name: site.name,
    university: site.universityName,
    logo_url: tenantLogoUrl(site),
    accent_color: site.accentColor,
  };
}
