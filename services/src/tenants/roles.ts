// Staff roles of a university site (issue 13): owners and admins manage the site (staff, opportunities,
// settings); reviewers review applicants. Only an owner may make, change or remove an owner, and a
// site always keeps at least one owner.
import type { TenantRole } from '../db/client.ts';
import { forbidden } from '../errors.ts';

export type { TenantRole };

export const TENANT_ROLES = ['owner', 'admin', 'reviewer'] as const satisfies readonly TenantRole[];

/** The roles that manage the site. */
export const MANAGERS = ['owner', 'admin'] as const satisfies readonly TenantRole[];

export const isManager = (role: TenantRole) => (MANAGERS as readonly TenantRole[]).includes(role);

/** Said to a reviewer who tries to manage the site. */
export const MANAGERS_ONLY = 'Only the site’s owners and admins can do this.';

/** Refuses (403) anyone but the site's managers. */
export function requireManager(actor: { role: TenantRole }): void {
  if (!isManager(actor.role)) throw forbidden(MANAGERS_ONLY);
}
