// Staff sessions (issue 13): started at sign-in or on accepting an invitation, found from the bearer
// token on each call, ended by logout, by a password reset and by removal from the staff. Each runs in
// the token's tenant's unit of work: the sessions table shows a staff session only there.
import { endSession, findSession, startSession } from '../accounts/sessions.ts';
import type { Db, TenantRole } from '../db/client.ts';
import { requireOpenSite } from './site-suspension.ts';
import { parseStaffToken, staffToken } from './staff-tokens.ts';
import { withTenant, type TenantTx } from './unit-of-work.ts';

export interface StaffSession {
  tenantId: string;
  userId: string;
  role: TenantRole;
  /** The address the request came from, for the audit log. */
  ip?: string;
}

/** Starts a session in the unit's tenant (refused while the site is suspended); answers the bearer token. */
export async function startStaffSession(
  tx: TenantTx,
  tenantId: string,
  userId: string,
  client: { userAgent?: string; ip?: string } = {},
): Promise<string> {
  await requireOpenSite(tx, tenantId);
  const { token } = await startSession(tx, { kind: 'tenant', tenantUserId: userId, ...client });
  return staffToken(tenantId, token);
}

/** The tenant a token names, whether or not its session is alive (null when it cannot be a token). */
export const tenantOfToken = (token: string | undefined) => parseStaffToken(token)?.tenantId ?? null;

/** The live session of a staff token, with the member's current role; null when signed out or expired. */
export async function findStaffSession(db: Db, token: string | undefined): Promise<StaffSession | null> {
  const parsed = parseStaffToken(token);
  if (!parsed) return null;
  return withTenant(db, parsed.tenantId, async (tx) => {
    const session = await findSession(tx, parsed.secret, 'tenant');
    if (!session?.tenantUserId) return null;
    const user = await tx.tenantUser.findUnique({ where: { id: session.tenantUserId }, select: { role: true } });
    return user ? { tenantId: parsed.tenantId, userId: session.tenantUserId, role: user.role } : null;
  });
}

/** Ends the session of a staff token (logout); unknown or expired tokens are ignored. */
export async function endStaffSession(db: Db, token: string | undefined): Promise<void> {
  const parsed = parseStaffToken(token);
  if (!parsed) return;
  await withTenant(db, parsed.tenantId, (tx) => endSession(tx, parsed.secret));
}
