// The confirmation e-mail for one subscription, built when the mail job runs: the token is derived
// again from the id (the event carries nothing else). Null when the address unsubscribed meanwhile.
import type { Tx } from '../events/outbox.ts';
import type { MailContext } from '../mail/index.ts';
import type { OutgoingMail } from '../mail/message.ts';
import { subscriptionConfirmedMail } from '../mail/templates/subscription-confirmed.ts';
import { tokenHash, unsubscribeToken, unsubscribeUrl } from './unsubscribe-token.ts';

type LinkSettings = Pick<MailContext, 'publicUrl' | 'appSecret'>;

export async function confirmationMail(db: Tx, settings: LinkSettings, id: string): Promise<OutgoingMail | null> {
  const row = await db.newsletterSubscription.findUnique({ where: { id } });
  if (!row || row.status !== 'active') return null;
  const token = unsubscribeToken(settings.appSecret, row.id);
  // After an APP_SECRET rotation the stored hash is stale: make the link in this e-mail work.
  if (row.unsubscribeTokenHash !== tokenHash(token)) {
    await db.newsletterSubscription.update({ where: { id }, data: { unsubscribeTokenHash: tokenHash(token) } });
  }
  const url = unsubscribeUrl(settings.publicUrl, token);
  return {
    to: row.email,
    // RFC 2369 and RFC 8058: mail clients show an unsubscribe button that POSTs to the link.
    headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    ...subscriptionConfirmedMail({ unsubscribeUrl: url }),
  };
}
