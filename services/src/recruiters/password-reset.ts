// Forgotten passwords: a single-use link valid one hour; using it sets the new password and ends every
// session of the account. Asking answers the same whether or not the address has an account.
import { PASSWORD_RESET, RESET_SENT } from '@phd/contracts/endpoints/recruiter-auth';
import type { Db } from '../db/client.ts';
import { invalid } from '../errors.ts';
import { recordEvent } from '../events/outbox.ts';
import { hashPassword, passwordProblem } from './password.ts';
import type { EmailInput, ResetInput } from '@phd/contracts/input/recruiter';
import { consumeToken, issueToken } from './recruiter-tokens.ts';

export const BAD_RESET_LINK = 'This password reset link is invalid or has expired. Please request a new one.';

export async function requestPasswordReset(
  db: Db,
  appSecret: string,
  { email }: EmailInput,
): Promise<{ message: typeof RESET_SENT }> {
  await db.$transaction(async (tx) => {
    const recruiter = await tx.recruiter.findUnique({ where: { email }, select: { id: true, status: true } });
    if (!recruiter || recruiter.status === 'suspended') return;
    const tokenId = await issueToken(tx, appSecret, recruiter.id, 'password_reset');
    await recordEvent(tx, 'recruiter.password_reset_requested', { tokenId });
  });
  return { message: RESET_SENT };
}

export async function resetPassword(
  db: Db,
  { token, password }: ResetInput,
): Promise<{ message: typeof PASSWORD_RESET }> {
  const weak = passwordProblem(password);
  if (weak) throw invalid(weak, { password: weak });
  const passwordHash = await hashPassword(password);
  await db.$transaction(async (tx) => {
    const recruiterId = await consumeToken(tx, token, 'password_reset');
    if (!recruiterId) throw invalid(BAD_RESET_LINK);
    // Following the link proves the address, so it also counts as verification.
    const current = await tx.recruiter.findUniqueOrThrow({
      where: { id: recruiterId },
      select: { emailVerifiedAt: true },
    });
    await tx.recruiter.update({
      where: { id: recruiterId },
      data: {
        passwordHash,
        failedLogins: 0,
        loginBlockedUntil: null,
        ...(current.emailVerifiedAt ? {} : { emailVerifiedAt: new Date(), status: 'active' as const }),
      },
    });
    await tx.session.deleteMany({ where: { recruiterId } });
  });
  return { message: PASSWORD_RESET };
}
