// The newsletter (spec section 7, "Main user"): sign up (double opt-in: the address is pending until
// the e-mailed link is followed), confirm, read and save the digest's countries and disciplines with
// the manage token, and the unsubscribe link in every e-mail, which answers a small HTML page on GET
// (a person following it) and on POST (a mail client's RFC 8058 one-click unsubscribe, any body).
import { z } from 'zod';
import { confirmInput, digestPreferencesInput, subscribeInput } from '../input/subscription.ts';
import { contract } from '../http/contract.ts';
import { linkTokenQuery } from '../input/link-token.ts';

export const SUBSCRIBED: string = 'Subscribed successfully!';
export const CONFIRMED: string = 'Your subscription is confirmed.';
export const DIGEST_SAVED: string = 'Your choices are saved.';

export const UNSUBSCRIBE_PATH = '/api/subscribe/unsubscribe';

const newsletter = { audience: 'anyone', area: 'Public', topic: 'Newsletter' } as const;

const choices = {
  countries: z.array(z.string()).describe('Empty: every country'),
  disciplines: z.array(z.string()).describe('Empty: every discipline'),
};

export const subscribe = contract({
  ...newsletter,
  method: 'POST',
  path: '/api/subscribe/email',
  summary:
    'Sign an address up for the weekly update: a confirmation link is e-mailed (the same answer whether the address is new, pending or already subscribed)',
  body: subscribeInput,
  responses: { 200: z.object({ message: z.literal(SUBSCRIBED) }) },
});

export const confirmSubscription = contract({
  ...newsletter,
  method: 'POST',
  path: '/api/subscribe/confirm',
  summary: 'Follow the e-mailed confirmation link: the address is confirmed, and the answer carries its manage token',
  body: confirmInput,
  responses: {
    200: z.object({
      message: z.literal(CONFIRMED),
      email: z.string(),
      token: z.string().describe('The manage token: keys the preferences and the unsubscribe link'),
      ...choices,
    }),
  },
  others: { 404: z.object({ error: z.string(), message: z.string() }).describe('Not valid, used or expired') },
});

export const digestPreferences = contract({
  ...newsletter,
  method: 'GET',
  path: '/api/subscribe/preferences',
  summary: 'The digest’s countries and disciplines, by the manage token',
  query: linkTokenQuery,
  responses: {
    200: z.object({
      email: z.string(),
      status: z.enum(['pending', 'confirmed', 'unsubscribed']),
      ...choices,
    }),
  },
  others: { 404: z.object({ error: z.string(), message: z.string() }).describe('No subscription has this token') },
});

export const saveDigestPreferences = contract({
  ...newsletter,
  method: 'PUT',
  path: '/api/subscribe/preferences',
  summary: 'Save the digest’s countries and disciplines (up to 10 each), by the manage token',
  body: digestPreferencesInput,
  responses: { 200: z.object({ message: z.literal(DIGEST_SAVED), ...choices }) },
  others: { 404: z.object({ error: z.string(), message: z.string() }).describe('No subscription, or unsubscribed') },
});

const unsubscribed = z.string().describe('An HTML page: the address will no longer receive the weekly update');
const notValid = z.string().describe('An HTML page: this link is not valid');

export const unsubscribeLink = contract({
  ...newsletter,
  method: 'GET',
  path: UNSUBSCRIBE_PATH,
  summary: 'The unsubscribe link in every e-mail (again: the same page)',
  query: linkTokenQuery,
  produces: 'text/html',
  responses: { 200: unsubscribed },
  others: { 404: notValid },
});

export const unsubscribeOneClick = contract({
  ...newsletter,
  method: 'POST',
  path: UNSUBSCRIBE_PATH,
  summary: 'The same link as a mail client’s one-click unsubscribe (RFC 8058): any body, ignored',
  query: linkTokenQuery,
  produces: 'text/html',
  responses: { 200: unsubscribed },
  others: { 404: notValid },
});
