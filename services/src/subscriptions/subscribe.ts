// Newsletter sign-up (spec: "Subscribe form"), double opt-in. A new address is kept `pending` and is
// e-mailed a confirmation link (subscription.confirmation_requested, recorded with the row in one
// transaction); only a confirmed address gets the weekly digest. Idempotent per address and the
// same answer in every case, so nobody can probe who is on the list:
// - confirmed: nothing changes, no e-mail;
// - pending: a fresh link, at most once per RESEND_AFTER_MS (a form cannot mail-bomb an address);
// - unsubscribed: pending again, with a fresh link (a returning reader confirms again).
import { randomUUID } from 'node:crypto';
import type { SubscribeInput } from '@phd/contracts/input/subscription';
import type { Db } from '../db/client.ts';
import { recordEvent, type Tx } from '../events/outbox.ts';
import { confirmToken } from './confirm-token.ts';
import { tokenHash, unsubscribeToken } from './unsubscribe-token.ts';

export type SubscribeOutcome = 'confirmation_sent' | 'already_subscribed' | 'recently_sent';

/** A pending address asking again within this gets no second e-mail. */
export const RESEND_AFTER_MS = 10 * 60_000;

export async function subscribe(
  db: Db,
  appSecret: string,
  { email }: SubscribeInput,
  now = new Date(),
): Promise<SubscribeOutcome> {
  return db.$transaction(async (tx): Promise<SubscribeOutcome> => {
    const existing = await tx.newsletterSubscription.findUnique({
      where: { email },
      select: { id: true, status: true, confirmRequestedAt: true },
    });
    if (!existing) {
      const id = randomUUID();
      // ON CONFLICT DO NOTHING: of two concurrent first sign-ups, one inserts and e-mails.
      const { count } = await tx.newsletterSubscription.createMany({
        data: [
          {
            id,
            email,
            status: 'pending',
            unsubscribeTokenHash: tokenHash(unsubscribeToken(appSecret, id)),
            confirmTokenHash: tokenHash(confirmToken(appSecret, id, now)),
            confirmRequestedAt: now,
          },
        ],
        skipDuplicates: true,
      });
      if (count === 0) return 'recently_sent';
      await recordEvent(tx, 'subscription.confirmation_requested', { subscriptionId: id });
      return 'confirmation_sent';
    }
    if (existing.status === 'confirmed') return 'already_subscribed';
    if (
      existing.status === 'pending' &&
      existing.confirmRequestedAt &&
      now.getTime() - existing.confirmRequestedAt.getTime() < RESEND_AFTER_MS
    )
      return 'recently_sent';
    return requestConfirmation(tx, appSecret, existing, now);
  });
}

/** A fresh link for a pending or unsubscribed row; conditional, so of two concurrent asks one e-mails. */
async function requestConfirmation(
  tx: Tx,
  appSecret: string,
  row: { id: string; status: string; confirmRequestedAt: Date | null },
  now: Date,
): Promise<SubscribeOutcome> {
  const { count } = await tx.newsletterSubscription.updateMany({
    where: { id: row.id, status: row.status as 'pending' | 'unsubscribed', confirmRequestedAt: row.confirmRequestedAt },
    data: {
      status: 'pending',
      unsubscribedAt: null,
      confirmTokenHash: tokenHash(confirmToken(appSecret, row.id, now)),
      confirmRequestedAt: now,
    },
  });
  if (count === 0) return 'recently_sent';
  await recordEvent(tx, 'subscription.confirmation_requested', { subscriptionId: row.id });
  return 'confirmation_sent';
}
