// The weekly-update newsletter: double opt-in sign-up and confirmation, the digest's preferences,
// unsubscribe links.
export { subscribe, type SubscribeOutcome } from './subscribe.ts';
export { confirmSubscription, type ConfirmedSubscription } from './confirm.ts';
export { digestPreferences, saveDigestPreferences, type DigestPreferences } from './digest-preferences.ts';
export { unsubscribe } from './unsubscribe.ts';
export { confirmationMail } from './confirmation-mail.ts';
export { confirmToken, confirmUrl, CONFIRM_PAGE } from './confirm-token.ts';
export { tokenHash, unsubscribeToken, unsubscribeUrl } from './unsubscribe-token.ts';
