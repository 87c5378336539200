// A suspended university site (issue 15) is closed: its API calls are refused (the gateway's tenant
// plugin, from the tenant row it reads per request), its staff's sessions ended, and no new session
// starts. The plugin's copy of the row may be a second old, so starting a session checks the row itself
// under a share lock: a sign-in racing a suspension either is refused or is ended by it
// (admin/admin-tenants.ts updates the row, then ends the sessions, in one transaction).
import { forbidden } from '../errors.ts';
import type { TenantTx } from './unit-of-work.ts';

export const TENANT_SUSPENDED = 'tenant_suspended';
export const SITE_SUSPENDED =
  'This university site is suspended. Its sign-in, staff screens and careers page are closed; please contact PhD Finder support.';

export const siteSuspended = () => forbidden(SITE_SUSPENDED, TENANT_SUSPENDED);

/** Refuses unless the site exists and is not suspended; holds a share lock on its row until the unit ends. */
export async function requireOpenSite(tx: TenantTx, tenantId: string): Promise<void> {
  const [site] = await tx.$queryRaw<{ suspended_at: Date | null }[]>`
    SELECT suspended_at FROM tenants WHERE id = ${tenantId}::uuid FOR SHARE`;
  if (!site || site.suspended_at) throw siteSuspended();
}
