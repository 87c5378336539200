// Newsletter sign-up (spec: "Subscribe form"). Idempotent per address: an active address is left as
// it is (no second row, no second e-mail); an unsubscribed one becomes active again and gets a new
// confirmation. Each activation records subscription.activated with the row, in one transaction.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { emailField } from '../contact/contact.schema.ts';
import type { Db } from '../db/client.ts';
import { recordEvent } from '../events/outbox.ts';
import { parseForm } from '../form-input.ts';
import { tokenHash, unsubscribeToken } from './unsubscribe-token.ts';

export const subscribeInput = z.object({ email: emailField.transform((email) => email.toLowerCase()) });

export type SubscribeOutcome = 'subscribed' | 'resubscribed' | 'already_subscribed';

export async function subscribe(db: Db, appSecret: string, input: unknown): Promise<SubscribeOutcome> {
  const { email } = parseForm(subscribeInput, input);
  return db.$transaction(async (tx): Promise<SubscribeOutcome> => {
    const existing = await tx.newsletterSubscription.findUnique({ where: { email }, select: { id: true } });
    if (!existing) {
      const id = randomUUID();
      // ON CONFLICT DO NOTHING: of two concurrent first sign-ups, one inserts and e-mails.
      const { count } = await tx.newsletterSubscription.createMany({
        data: [{ id, email, unsubscribeTokenHash: tokenHash(unsubscribeToken(appSecret, id)) }],
        skipDuplicates: true,
      });
      if (count === 0) return 'already_subscribed';
      await recordEvent(tx, 'subscription.activated', { subscriptionId: id });
      return 'subscribed';
    }
    // Conditional, so of two concurrent returns only one re-activates (and e-mails).
    const { count } = await tx.newsletterSubscription.updateMany({
      where: { id: existing.id, status: 'unsubscribed' },
      data: { status: 'active', unsubscribedAt: null },
    });
    if (count === 0) return 'already_subscribed';
    await recordEvent(tx, 'subscription.activated', { subscriptionId: existing.id });
    return 'resubscribed';
  });
}
