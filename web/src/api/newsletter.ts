// The newsletter: the sign-up form and the e-mailed links (the double opt-in confirmation and the
// digest's countries and disciplines, keyed by the token in the link; no sign-in; the gateway's
// routes/subscriptions.ts).
import {
  confirmSubscription,
  digestPreferences,
  saveDigestPreferences,
  subscribe,
} from '@phd/contracts/endpoints/subscriptions';
import type { ContractResponse } from '@phd/contracts/http/contract';
import { call } from './call.ts';

export interface DigestChoices {
  countries: string[];
  disciplines: string[];
}

export type ConfirmedSubscription = ContractResponse<typeof confirmSubscription>;

export const newsletterApi = {
  subscribe: (email: string) => call(subscribe, { body: { email } }),
  confirm: (token: string) => call(confirmSubscription, { body: { token } }, { anonymous: true }),
  preferences: (token: string) => call(digestPreferences, { query: { token } }, { anonymous: true }),
  save: (token: string, choices: DigestChoices) =>
    call(saveDigestPreferences, { body: { token, ...choices } }, { anonymous: true }),
};
