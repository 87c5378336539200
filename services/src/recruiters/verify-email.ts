// E-mail verification: the link's token activates the account; resending makes a new link (the old
// one stops working). Resend answers the same whether or not the address waits for verification.
import { RESENT, VERIFIED } from '@phd/contracts/endpoints/recruiter-auth';
import type { Db } from '../db/client.ts';
import { invalid } from '../errors.ts';
import { recordEvent } from '../events/outbox.ts';
import type { EmailInput, TokenInput } from '@phd/contracts/input/recruiter';
import { consumeToken, issueToken } from './recruiter-tokens.ts';

export const BAD_VERIFY_LINK = 'This verification link is invalid or has expired. Please request a new one.';

export async function verifyRecruiterEmail(db: Db, { token }: TokenInput): Promise<{ message: typeof VERIFIED }> {
  await db.$transaction(async (tx) => {
    const recruiterId = await consumeToken(tx, token, 'email_verification');
    if (!recruiterId) throw invalid(BAD_VERIFY_LINK);
    const now = new Date();
    await tx.recruiter.updateMany({
      where: { id: recruiterId, emailVerifiedAt: null },
      data: { emailVerifiedAt: now },
    });
    // A waiting account becomes active; a suspended one stays suspended (only an admin reinstates it).
    await tx.recruiter.updateMany({ where: { id: recruiterId, status: 'pending' }, data: { status: 'active' } });
  });
  return { message: VERIFIED };
}

export async function resendVerification(
  db: Db,
  appSecret: string,
  { email }: EmailInput,
): Promise<{ message: typeof RESENT }> {
  await db.$transaction(async (tx) => {
    const recruiter = await tx.recruiter.findUnique({
      where: { email },
      select: { id: true, emailVerifiedAt: true, status: true },
    });
    if (!recruiter || recruiter.emailVerifiedAt || recruiter.status === 'suspended') return;
    const tokenId = await issueToken(tx, appSecret, recruiter.id, 'email_verification');
    await recordEvent(tx, 'recruiter.verification_requested', { tokenId });
  });
  return { message: RESENT };
}
