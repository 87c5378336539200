// The browser's side of a single sign-on: the one-time code the ACS or callback gave it is traded, once
// and within a minute, for a staff token, on the site it was made for (the code is a tenant token, so
// another site's unit of work cannot even see it).
import type { Db } from '../db/client.ts';
import { unauthorized } from '../errors.ts';
import { presentStaff, type StaffUserBody } from '../tenants/present-staff.ts';
import { startStaffSession } from '../tenants/staff-sessions.ts';
import { findLink, useLink } from '../tenants/staff-tokens.ts';
import { withTenant } from '../tenants/unit-of-work.ts';
import type { SsoClient } from './sign-in.ts';

export const HANDOFF_EXPIRED = 'This sign-in link has expired or was already used. Please sign in again.';

export async function redeemHandoff(
  db: Db,
  tenantId: string,
  code: string,
  client: SsoClient = {},
): Promise<{ token: string; user: StaffUserBody }> {
  return withTenant(db, tenantId, async (tx) => {
    const link = await findLink(tx, code, 'sso_handoff');
    // Of two trades of one code at once, useLink lets one through.
    if (!link?.tenantUserId || !(await useLink(tx, link.id))) throw unauthorized(HANDOFF_EXPIRED);
    const user = await tx.tenantUser.findUnique({ where: { id: link.tenantUserId } });
    if (!user) throw unauthorized(HANDOFF_EXPIRED);
    const token = await startStaffSession(tx, tenantId, user.id, client);
    return { token, user: presentStaff(user) };
  });
}
