// Recruiter login. Wrong e-mail and wrong password answer alike (and take as long: a missing account
// still pays for one argon2 verification). After FREE_FAILURES failures in a row, each further attempt
// must wait longer (1 s doubling up to 15 minutes) before a password is checked at all; a success
// resets the count. A correct password on an unverified account is refused with a code the client
// uses to offer a new verification link.
import type { Db } from '../db/client.ts';
import { forbidden, rateLimited, unauthorized } from '../errors.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { presentRecruiter, withUniversity, type UniversityUserBody } from './present-recruiter.ts';
import type { LoginInput } from '@phd/contracts/input/recruiter';

export const BAD_CREDENTIALS = 'Invalid email or password';
export const NOT_VERIFIED = 'Please verify your email address first. We can send you a new verification link.';
export const SUSPENDED = 'This account is suspended. Please contact support.';
export const FREE_FAILURES = 5;
const MAX_WAIT_MS = 15 * 60 * 1000;

/** How long to block after the `failures`-th failure in a row (0 while under the free allowance). */
export function blockAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(1000 * 2 ** (failures - FREE_FAILURES), MAX_WAIT_MS);
}

let dummyHash: Promise<string> | undefined;

export async function loginRecruiter(
  db: Db,
  { email, password }: LoginInput,
  now = new Date(),
): Promise<{ recruiterId: string; user: UniversityUserBody }> {
  const recruiter = await db.recruiter.findUnique({ where: { email } });
  if (!recruiter) {
    dummyHash ??= hashPassword('not a real password, only for timing');
    await verifyPassword(await dummyHash, password);
    throw unauthorized(BAD_CREDENTIALS);
  }
  if (recruiter.loginBlockedUntil && recruiter.loginBlockedUntil > now) {
    const seconds = Math.ceil((recruiter.loginBlockedUntil.getTime() - now.getTime()) / 1000);
    throw rateLimited(
      `Too many failed login attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again, or reset your password.`,
    );
  }
  if (!(await verifyPassword(recruiter.passwordHash, password))) {
    // Counted in the database, so every gateway process sees the same count.
    const updated = await db.recruiter.update({
      where: { id: recruiter.id },
      data: { failedLogins: { increment: 1 } },
      select: { failedLogins: true },
    });
    const wait = blockAfter(updated.failedLogins);
    if (wait > 0) {
      await db.recruiter.update({
        where: { id: recruiter.id },
        data: { loginBlockedUntil: new Date(now.getTime() + wait) },
      });
    }
    throw unauthorized(BAD_CREDENTIALS);
  }
  // Suspension first: a suspended account is not offered a verification link it could not use.
  if (recruiter.status === 'suspended') throw forbidden(SUSPENDED, 'account_suspended');
  if (!recruiter.emailVerifiedAt) throw forbidden(NOT_VERIFIED, 'email_not_verified');
  const signedIn = await db.recruiter.update({
    where: { id: recruiter.id },
    data: { failedLogins: 0, loginBlockedUntil: null, lastLoginAt: now },
    include: withUniversity,
  });
  return { recruiterId: recruiter.id, user: presentRecruiter(signedIn) };
}
