// The e-mails of recruiter.verification_requested and recruiter.password_reset_requested, composed when
// the mail job runs: the token is rebuilt from its row id, and nothing is sent when the link was used,
// replaced or has expired meanwhile.
import type { Tx } from '../events/outbox.ts';
import type { MailContext } from '../mail/index.ts';
import type { OutgoingMail } from '../mail/message.ts';
import { recruiterPasswordResetMail, recruiterVerificationMail } from '../mail/templates/recruiter-account.ts';
import { hashRecruiterToken, recruiterToken } from './recruiter-tokens.ts';

type LinkSettings = Pick<MailContext, 'publicUrl' | 'appSecret'>;

const PAGES = { email_verification: '/university/verify', password_reset: '/university/reset-password' } as const;

export async function recruiterTokenMail(
  tx: Tx,
  settings: LinkSettings,
  tokenId: string,
): Promise<OutgoingMail | null> {
  const row = await tx.recruiterToken.findUnique({
    where: { id: tokenId },
    include: { recruiter: { select: { email: true, firstName: true } } },
  });
  if (!row || row.usedAt || row.expiresAt <= new Date()) return null;
  const token = recruiterToken(settings.appSecret, row.id);
  // After an APP_SECRET rotation the stored hash is stale: make the link in this e-mail work.
  if (row.tokenHash !== hashRecruiterToken(token)) {
    await tx.recruiterToken.update({ where: { id: row.id }, data: { tokenHash: hashRecruiterToken(token) } });
  }
  const url = `${settings.publicUrl}${PAGES[row.kind]}?token=${token}`;
  const content =
    row.kind === 'email_verification'
      ? recruiterVerificationMail({ firstName: row.recruiter.firstName, url })
      : recruiterPasswordResetMail({ firstName: row.recruiter.firstName, url });
  return { to: row.recruiter.email, ...content };
}
