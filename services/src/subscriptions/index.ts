// The weekly-update newsletter: sign-up, unsubscribe links, the confirmation e-mail.
export { subscribe, subscribeInput, type SubscribeOutcome } from './subscribe.ts';
export { unsubscribe } from './unsubscribe.ts';
export { confirmationMail } from './confirmation-mail.ts';
export { tokenHash, unsubscribeToken, unsubscribeUrl, UNSUBSCRIBE_PATH } from './unsubscribe-token.ts';
