// The double opt-in e-mail for one subscription, built when the mail job runs: the link is derived
// again from the id and the time it was asked for (the event carries nothing else). Null when the
// address is no longer pending (confirmed or unsubscribed meanwhile) or a newer link superseded it.
import type { Tx } from '../events/outbox.ts';
import type { MailContext } from '../mail/index.ts';
import type { OutgoingMail } from '../mail/message.ts';
import { subscriptionConfirmMail } from '../mail/templates/subscription-confirm.ts';
import { confirmToken, confirmUrl } from './confirm-token.ts';
import { tokenHash } from './unsubscribe-token.ts';

type LinkSettings = Pick<MailContext, 'publicUrl' | 'appSecret'>;

export async function confirmationMail(db: Tx, settings: LinkSettings, id: string): Promise<OutgoingMail | null> {
  const row = await db.newsletterSubscription.findUnique({ where: { id } });
  if (!row || row.status !== 'pending' || !row.confirmRequestedAt) return null;
  const token = confirmToken(settings.appSecret, row.id, row.confirmRequestedAt);
  // After an APP_SECRET rotation the stored hash is stale: make the link in this e-mail work.
  if (row.confirmTokenHash !== tokenHash(token)) {
    await db.newsletterSubscription.update({ where: { id }, data: { confirmTokenHash: tokenHash(token) } });
  }
  return { to: row.email, ...subscriptionConfirmMail({ confirmUrl: confirmUrl(settings.publicUrl, token) }) };
}
