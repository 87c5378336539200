// The weekly digest's optional narrowing: countries and disciplines (empty = everything), read and
// saved with the subscription's manage token (the one in every unsubscribe link; the confirmation
// page gets it when the address is confirmed).
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { notFound } from '../errors.ts';
import { parseForm } from '../form-input.ts';
import { lineText } from '@phd/contracts/input/text';
import { looksLikeToken, tokenHash } from './unsubscribe-token.ts';

export interface DigestPreferences {
  countries: string[];
  disciplines: string[];
}

/** As many as a candidate's preferences allow (spec section 9: at most 10 per type). */
export const DIGEST_CHOICES_MAX = 10;

const choices = (field: 'countries' | 'disciplines') =>
  z
    .array(lineText(field).trim().min(1).max(200), { error: `${field} must be a list` })
    .max(DIGEST_CHOICES_MAX, `Maximum 10 selections allowed for ${field}`)
    .default([])
    .transform((list) => [...new Set(list)].sort((a, b) => a.localeCompare(b)));

export const digestPreferencesInput = z.object({
  token: z.string({ error: 'The link is incomplete.' }).max(100),
  countries: choices('countries'),
  disciplines: choices('disciplines'),
});

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
): Promise<DigestPreferences & { email: string; status: string }> {
  const row = await findByToken(db, token);
  return { email: row.email, status: row.status, ...digestPreferencesOf(row) };
}

export async function saveDigestPreferences(db: Db, input: unknown): Promise<DigestPreferences> {
  const { token, countries, disciplines } = parseForm(digestPreferencesInput, input);
  const row = await findByToken(db, token);
  if (row.status === 'unsubscribed')
    throw notFound('This address is unsubscribed. Subscribe again on our home page to get the weekly update.');
  await db.newsletterSubscription.update({ where: { id: row.id }, data: { countries, disciplines } });
  return { countries, disciplines };
}
