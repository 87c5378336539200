// The tenant (a university's white-label site, issue 13) a request names by its slug: the subdomain
// label on a tenant host, or the X-Tenant header on the main host. The tenants table is not
// row-level secured: a tenant's name is public, it is what its site's header shows.
import type { Db } from '../db/client.ts';

export interface TenantSite {
  id: string;
  slug: string;
  /** The site's name ("Demo University"). */
  name: string;
  /** The university it belongs to ("Delft University of Technology"). */
  universityName: string;
  /** Storage key of the uploaded logo, if any. */
  logoKey: string | null;
  /** #rrggbb, or null for the product's own colours. */
  accentColor: string | null;
  /** When an admin suspended the site (its API calls are refused), or null. */
  suspendedAt: Date | null;
}

const SITE_FIELDS = {
  id: true,
  slug: true,
  name: true,
  universityName: true,
  logoKey: true,
  accentColor: true,
  suspendedAt: true,
} as const;

/** The tenant with this slug, or null. The slug is expected already validated and lower-case. */
export async function findTenantBySlug(db: Db, slug: string): Promise<TenantSite | null> {
  return db.tenant.findUnique({
    where: { slug },
    select: SITE_FIELDS,
  });
}

/** The tenant with this id, or null. */
export async function findTenantById(db: Db, id: string): Promise<TenantSite | null> {
  return db.tenant.findUnique({ where: { id }, select: SITE_FIELDS });
}
