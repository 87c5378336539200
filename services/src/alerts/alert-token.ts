// One-click unsubscribe links for a search alert (a signed alert id, mail/signed-id.ts). Following it
// deletes the alert (the candidate can save a new one from the listing at any time).
import { ALERT_UNSUBSCRIBE_PATH } from '@phd/contracts/endpoints/candidate-alerts';
import { idOfSigned, signedId } from '../mail/signed-id.ts';

const PURPOSE = 'alert-unsubscribe';

export const alertToken = (secret: string, alertId: string): string => signedId(secret, PURPOSE, alertId);

export const alertUnsubscribeUrl = (publicUrl: string, secret: string, alertId: string): string =>
  `${publicUrl}${ALERT_UNSUBSCRIBE_PATH}?token=${alertToken(secret, alertId)}`;

export const alertIdOfToken = (secret: string, token: unknown): string | null => idOfSigned(secret, PURPOSE, token);
