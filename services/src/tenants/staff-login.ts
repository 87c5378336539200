// Staff sign-in on a university site (issue 13). As for recruiters (../recruiters/login.ts): a wrong
// e-mail and a wrong password answer alike and take as long; after FREE_FAILURES failures in a row each
// further attempt waits longer (1 s doubling, at most 15 minutes) before a password is checked; a
// success resets the count. Every query runs in the site's unit of work: staff of another site do not
// exist here. The argon2 check runs between units, never holding a pooled connection.
import type { Db } from '../db/client.ts';
import { forbidden, rateLimited, unauthorized } from '../errors.ts';
import { parseForm } from '../form-input.ts';
import { blockAfter, BAD_CREDENTIALS } from '../recruiters/login.ts';
import { hashPassword, verifyPassword } from '../recruiters/password.ts';
import { presentStaff, type StaffUserBody } from './present-staff.ts';
import { staffLoginInput } from '@phd/contracts/input/staff';
import { withTenant } from './unit-of-work.ts';

export const SSO_REQUIRED =
  'This university site signs in with your university account: use the “Sign in with …” button.';

let dummyHash: Promise<string> | undefined;

export async function loginStaff(
  db: Db,
  tenantId: string,
  input: unknown,
  now = new Date(),
): Promise<{ userId: string; user: StaffUserBody }> {
  const { email, password } = parseForm(staffLoginInput, input);
  const { account, sso } = await withTenant(db, tenantId, async (tx) => ({
    account: await tx.tenantUser.findUnique({ where: { tenantId_email: { tenantId, email } } }),
    sso: await tx.tenantSso.findUnique({
      where: { tenantId },
      select: { enabled: true, required: true, breakGlassUserId: true },
    }),
  }));
  // A site that requires single sign-on takes no password but its break-glass owner's (issue 33).
  if (sso?.enabled && sso.required && (!account || account.id !== sso.breakGlassUserId)) {
    throw forbidden(SSO_REQUIRED, 'sso_required');
  }
  // An account made by single sign-on has no password until one is reset: it answers as a wrong one.
  if (!account?.passwordHash) {
    dummyHash ??= hashPassword('not a real password, only for timing');
    await verifyPassword(await dummyHash, password);
    throw unauthorized(BAD_CREDENTIALS);
  }
  if (account.loginBlockedUntil && account.loginBlockedUntil > now) {
    const seconds = Math.ceil((account.loginBlockedUntil.getTime() - now.getTime()) / 1000);
    throw rateLimited(
      `Too many failed sign-in attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again, or reset your password.`,
    );
  }
  if (!(await verifyPassword(account.passwordHash, password))) {
    await withTenant(db, tenantId, async (tx) => {
      // Counted in the database, so every gateway process sees the same count.
      const { failedLogins } = await tx.tenantUser.update({
        where: { id: account.id },
        data: { failedLogins: { increment: 1 } },
        select: { failedLogins: true },
      });
      const wait = blockAfter(failedLogins);
      if (wait > 0) {
        await tx.tenantUser.update({
          where: { id: account.id },
          data: { loginBlockedUntil: new Date(now.getTime() + wait) },
        });
      }
    });
    throw unauthorized(BAD_CREDENTIALS);
  }
  const signedIn = await withTenant(db, tenantId, (tx) =>
    tx.tenantUser.update({
      where: { id: account.id },
      data: { failedLogins: 0, loginBlockedUntil: null, lastLoginAt: now },
    }),
  );
  return { userId: signedIn.id, user: presentStaff(signedIn) };
}
