// Staff roles of a university site (issue 13): owners and admins manage the site (staff, opportunities,
// settings); reviewers review applicants. Only an owner may make, change or remove an owner, and a
// site always keeps at least one owner.
import { SITE_MANAGERS, STAFF_ROLES, type StaffRole } from '@phd/contracts/staff-roles';
import type { TenantRole } from '../db/client.ts';
import { forbidden } from '../errors.ts';

export type { TenantRole };

// The contracts' roles are the database's enum, no more and no fewer.
const sameRoles: [StaffRole, TenantRole] extends [TenantRole, StaffRole] ? true : never = true;
void sameRoles;

export const TENANT_ROLES = STAFF_ROLES;

/** The roles that manage the site. */
export const MANAGERS = SITE_MANAGERS;

export const isManager = (role: TenantRole) => (MANAGERS as readonly TenantRole[]).includes(role);

/** Said to a reviewer who tries to manage the site. */
export const MANAGERS_ONLY = 'Only the site’s owners and admins can do this.';

/** Refuses (403) anyone but the site's managers. */
export function requireManager(actor: { role: TenantRole }): void {
  if (!isManager(actor.role)) throw forbidden(MANAGERS_ONLY);
}
