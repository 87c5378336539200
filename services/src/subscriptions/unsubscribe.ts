// Following an unsubscribe link (or a mail client's one-click POST): idempotent, from pending or
// confirmed alike (a pending address's confirmation link stops working too), and an unknown token
// is a not_found the gateway turns into a readable page.
import type { Db } from '../db/client.ts';
import { notFound } from '../errors.ts';
import { looksLikeToken, tokenHash } from './unsubscribe-token.ts';

export async function unsubscribe(db: Db, token: unknown): Promise<{ email: string }> {
  const missing = notFound('This unsubscribe link is not valid. Please use the link from your latest e-mail.');
  if (!looksLikeToken(token)) throw missing;
  const hash = tokenHash(token);
  const row = await db.newsletterSubscription.findUnique({ where: { unsubscribeTokenHash: hash } });
  if (!row) throw missing;
  if (row.status !== 'unsubscribed') {
    await db.newsletterSubscription.updateMany({
      where: { id: row.id, status: { in: ['pending', 'confirmed'] } },
      data: { status: 'unsubscribed', unsubscribedAt: new Date(), confirmTokenHash: null },
    });
  }
  return { email: row.email };
}
