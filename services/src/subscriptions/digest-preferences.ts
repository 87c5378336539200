// The weekly digest's optional narrowing: countries and disciplines (empty = everything), read and
// saved with the subscription's manage token (the one in every unsubscribe link; the confirmation
// page gets it when the address is confirmed).
import type { DigestPreferencesInput } from '@phd/contracts/input/subscription';
import type { Db } from '../db/client.ts';
import type { SubscriptionStatus } from '../db/generated/enums.ts';
import { notFound } from '../errors.ts';
import { looksLikeToken, tokenHash } from './unsubscribe-token.ts';

export interface DigestPreferences {
  countries: string[];
  disciplines: string[];
}

const MISSING = 'This link is not valid. Please use the link from your latest e-mail.';

export const digestPreferencesOf = (row: { countries: string[]; disciplines: string[] }): DigestPreferences => ({
  countries: row.countries,
  disciplines: row.disciplines,
});

async function findByToken(db: Db, token: unknown) {
  if (!looksLikeToken(token)) throw notFound(MISSING);
  const row = await db.newsletterSubscription.findUnique({ where: { unsubscribeTokenHash: tokenHash(token) } });
  if (!row) throw notFound(MISSING);
  return row;
}

export async function digestPreferences(
  db: Db,
  token: unknown,
): Promise<DigestPreferences & { email: string; status: SubscriptionStatus }> {
  const row = await findByToken(db, token);
  return { email: row.email, status: row.status, ...digestPreferencesOf(row) };
}

export async function saveDigestPreferences(
  db: Db,
  { token, countries, disciplines }: DigestPreferencesInput,
): Promise<DigestPreferences> {
  const row = await findByToken(db, token);
  if (row.status === 'unsubscribed')
    throw notFound('This address is unsubscribed. Subscribe again on our home page to get the weekly update.');
  await db.newsletterSubscription.update({ where: { id: row.id }, data: { countries, disciplines } });
  return { countries, disciplines };
}
