// What staff do with the links they are e-mailed (issue 13): accept an invitation (choose a name and a
// password; signed in at once) and reset a forgotten password (single-use, one hour; every session of
// the account ends). Asking for a reset answers the same whether or not the address is on the staff.
import type { Db } from '../db/client.ts';
import { invalid } from '../errors.ts';
import { recordEvent } from '../events/outbox.ts';
import { hashPassword, passwordProblem } from '../recruiters/password.ts';
import { presentStaff, type StaffUserBody } from './present-staff.ts';
import { STAFF_PASSWORD_RESET, STAFF_RESET_SENT } from '@phd/contracts/endpoints/staff';
import {
  type AcceptInvitationInput,
  type InvitationTokenInput,
  type StaffEmailInput,
  type StaffResetInput,
} from '@phd/contracts/input/staff';
import { startStaffSession } from './staff-sessions.ts';
import { findLink, issueLink, useLink } from './staff-tokens.ts';
import { withTenant } from './unit-of-work.ts';

export const BAD_INVITATION =
  'This invitation link is invalid, was already used or has expired. Ask your site’s owner for a new one.';
export const BAD_STAFF_RESET = 'This password reset link is invalid or has expired. Please request a new one.';

function checkStrength(password: string, personal: string[]) {
  const weak = passwordProblem(password, personal);
  if (weak) throw invalid(weak, { password: weak });
}

/** What an invitation link is for, so the page can greet the person before they choose a password. */
export async function inspectInvitation(db: Db, tenantId: string, { token }: InvitationTokenInput) {
  const link = await withTenant(db, tenantId, (tx) => findLink(tx, token, 'invitation'));
  if (!link) throw invalid(BAD_INVITATION, undefined, 'invitation_invalid');
  return { email: link.email, role: link.role ?? 'reviewer', expires_at: link.expiresAt.toISOString() };
}

export async function acceptInvitation(
  db: Db,
  tenantId: string,
  { token, name, password }: AcceptInvitationInput,
  client: { userAgent?: string; ip?: string } = {},
): Promise<{ token: string; user: StaffUserBody }> {
  const link = await withTenant(db, tenantId, (tx) => findLink(tx, token, 'invitation'));
  if (!link) throw invalid(BAD_INVITATION, undefined, 'invitation_invalid');
  checkStrength(password, [name, link.email]);
  const passwordHash = await hashPassword(password);
  return withTenant(db, tenantId, async (tx) => {
    // Of two concurrent uses of one link only one gets here; the other finds it used.
    if (!(await useLink(tx, link.id))) throw invalid(BAD_INVITATION, undefined, 'invitation_invalid');
    const user = await tx.tenantUser.create({
      data: { tenantId, email: link.email, name, passwordHash, role: link.role ?? 'reviewer', lastLoginAt: new Date() },
    });
    return { token: await startStaffSession(tx, tenantId, user.id, client), user: presentStaff(user) };
  });
}

export async function requestStaffReset(db: Db, appSecret: string, tenantId: string, { email }: StaffEmailInput) {
  await withTenant(db, tenantId, async (tx) => {
    const member = await tx.tenantUser.findUnique({ where: { tenantId_email: { tenantId, email } } });
    if (!member) return;
    const tokenId = await issueLink(tx, appSecret, tenantId, {
      kind: 'password_reset',
      email,
      tenantUserId: member.id,
    });
    await recordEvent(tx, 'tenant.password_reset_requested', { tenantId, tokenId });
  });
  return { message: STAFF_RESET_SENT } as const;
}

export async function resetStaffPassword(db: Db, tenantId: string, { token, password }: StaffResetInput) {
  const link = await withTenant(db, tenantId, (tx) => findLink(tx, token, 'password_reset'));
  if (!link?.tenantUserId) throw invalid(BAD_STAFF_RESET);
  checkStrength(password, [link.email]);
  const passwordHash = await hashPassword(password);
  const memberId = link.tenantUserId;
  await withTenant(db, tenantId, async (tx) => {
    if (!(await useLink(tx, link.id))) throw invalid(BAD_STAFF_RESET);
    await tx.tenantUser.update({
      where: { id: memberId },
      data: { passwordHash, failedLogins: 0, loginBlockedUntil: null },
    });
    await tx.session.deleteMany({ where: { tenantUserId: memberId } });
  });
  return { message: STAFF_PASSWORD_RESET } as const;
}
