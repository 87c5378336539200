// A university site's staff roles (spec section 4): owners and admins manage the site (staff,
// opportunities, settings); reviewers review applicants. Contracts name the roles an endpoint admits;
// the database's enum holds the same three values (services/src/tenants/roles.ts checks they agree).
export const STAFF_ROLES = ['owner', 'admin', 'reviewer'] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

/** The roles that manage the site. */
export const SITE_MANAGERS = ['owner', 'admin'] as const satisfies readonly StaffRole[];

/** The site's owners only: what connects the site to other systems (single sign-on, webhooks, API keys). */
export const SITE_OWNERS = ['owner'] as const satisfies readonly StaffRole[];
