// The newsletter's e-mailed links: the double opt-in confirmation and the digest's countries and
// disciplines, keyed by the token in the link (no sign-in; the gateway's routes/subscriptions.ts).
import { api } from './client.ts';

export interface DigestChoices {
  countries: string[];
  disciplines: string[];
}

export interface ConfirmedSubscription extends DigestChoices {
  message: string;
  email: string;
  /** The manage token: the preferences page's key from now on. */
  token: string;
}

export const newsletterApi = {
  confirm: (token: string) =>
    api<ConfirmedSubscription>('/api/subscribe/confirm', { method: 'POST', body: { token }, anonymous: true }),
  preferences: (token: string) =>
    api<DigestChoices & { email: string; status: string }>('/api/subscribe/preferences', {
      query: { token },
      anonymous: true,
    }),
  save: (token: string, choices: DigestChoices) =>
    api<DigestChoices & { message: string }>('/api/subscribe/preferences', {
      method: 'PUT',
      body: { token, ...choices },
      anonymous: true,
    }),
};
