// The e-mail of posting.confirmation_requested, composed when the mail job runs: the link is rebuilt
// from the submission's id, and nothing is sent once it was confirmed, has expired or is gone.
import { POST_JOBS_PATH } from '@phd/contracts/paths';
import type { Tx } from '../events/outbox.ts';
import type { MailContext } from '../mail/index.ts';
import type { OutgoingMail } from '../mail/message.ts';
import { postingConfirmationMail } from '../mail/templates/post-jobs.ts';
import { hashPostingToken, postingToken } from './posting-tokens.ts';

export async function postingConfirmationNotice(
  tx: Tx,
  settings: Pick<MailContext, 'publicUrl' | 'appSecret'>,
  submissionId: string,
): Promise<OutgoingMail | null> {
  const row = await tx.postingSubmission.findUnique({ where: { id: submissionId } });
  if (!row || row.confirmedAt || row.expiresAt <= new Date()) return null;
  const token = postingToken(settings.appSecret, row.id);
  // APP_SECRET may have changed since the submit: the stored hash follows the link we send.
  const hash = hashPostingToken(token);
  if (hash !== row.tokenHash) await tx.postingSubmission.update({ where: { id: row.id }, data: { tokenHash: hash } });
  const fields = row.fields as { title?: string; postedByName?: string };
  const url = `${settings.publicUrl}${POST_JOBS_PATH}?confirm=${encodeURIComponent(token)}`;
  return {
    to: row.email,
    ...postingConfirmationMail({ name: fields.postedByName ?? '', opportunityTitle: fields.title ?? '', url }),
  };
}
