// Following the e-mailed confirmation link (the web page POSTs its token): the address becomes
// confirmed and the link is spent. The answer carries the subscription's manage token (the one in
// the unsubscribe link), so the same page can then save the digest's countries and disciplines.
import type { ConfirmInput } from '@phd/contracts/input/subscription';
import type { Db } from '../db/client.ts';
import { notFound } from '../errors.ts';
import { CONFIRM_VALID_MS } from './confirm-token.ts';
import { digestPreferencesOf, type DigestPreferences } from './digest-preferences.ts';
import { looksLikeToken, tokenHash, unsubscribeToken } from './unsubscribe-token.ts';

export interface ConfirmedSubscription extends DigestPreferences {
  email: string;
  /** Keys the preferences page and the unsubscribe link from now on. */
  token: string;
}

const INVALID =
  'This confirmation link is not valid or was already used. Subscribe again to get a new link, or open the latest e-mail we sent.';

export async function confirmSubscription(
  db: Db,
  appSecret: string,
  { token }: ConfirmInput,
  now = new Date(),
): Promise<ConfirmedSubscription> {
  if (!looksLikeToken(token)) throw notFound(INVALID);
  const hash = tokenHash(token);
  const row = await db.newsletterSubscription.findUnique({ where: { confirmTokenHash: hash } });
  if (!row || row.status !== 'pending') throw notFound(INVALID);
  if (!row.confirmRequestedAt || now.getTime() - row.confirmRequestedAt.getTime() > CONFIRM_VALID_MS)
    throw notFound('This confirmation link has expired. Subscribe again and we will send you a new one.');
  // Conditional on the hash: of two clicks at once, one confirms and the other is told it was used.
  const { count } = await db.newsletterSubscription.updateMany({
    where: { id: row.id, confirmTokenHash: hash, status: 'pending' },
    data: { status: 'confirmed', confirmedAt: now, confirmTokenHash: null },
  });
  if (count === 0) throw notFound(INVALID);
  return { email: row.email, token: unsubscribeToken(appSecret, row.id), ...digestPreferencesOf(row) };
}
