// What the newsletter's form and its e-mailed links send (spec: "Subscribe form"; the double opt-in
// confirmation, the digest's countries and disciplines, keyed by the manage token).
import { z } from 'zod';
import { emailField } from './email.ts';
import { lineText } from './text.ts';

/** POST /api/subscribe/email */
export const subscribeInput = z.object({ email: emailField.transform((email) => email.toLowerCase()) });
export type SubscribeInput = z.output<typeof subscribeInput>;

/** POST /api/subscribe/confirm */
export const confirmInput = z.object({
  token: z.string({ error: 'The confirmation link is incomplete.' }).max(100, 'The confirmation link is not valid.'),
});
export type ConfirmInput = z.output<typeof confirmInput>;

/** As many as a candidate's preferences allow (spec section 9: at most 10 per type). */
export const DIGEST_CHOICES_MAX = 10;

const choices = (field: 'countries' | 'disciplines') =>
  z
    .array(lineText(field).trim().min(1).max(200), { error: `${field} must be a list` })
    .max(DIGEST_CHOICES_MAX, `Maximum 10 selections allowed for ${field}`)
    .default([])
    .transform((list) => [...new Set(list)].sort((a, b) => a.localeCompare(b)));

/** PUT /api/subscribe/preferences */
export const digestPreferencesInput = z.object({
  token: z.string({ error: 'The link is incomplete.' }).max(100),
  countries: choices('countries'),
  disciplines: choices('disciplines'),
});
export type DigestPreferencesInput = z.output<typeof digestPreferencesInput>;
