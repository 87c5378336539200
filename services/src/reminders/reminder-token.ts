// The reminder e-mail's one-click "stop deadline reminders" link: a signed user id (mail/signed-id.ts).
import { REMINDERS_OFF_PATH } from '@phd/contracts/endpoints/candidate-alerts';
import { idOfSigned, signedId } from '../mail/signed-id.ts';

const PURPOSE = 'deadline-reminders-off';

export const remindersOffUrl = (publicUrl: string, secret: string, userId: string): string =>
  `${publicUrl}${REMINDERS_OFF_PATH}?token=${signedId(secret, PURPOSE, userId)}`;

export const userIdOfRemindersToken = (secret: string, token: unknown): string | null =>
  idOfSigned(secret, PURPOSE, token);
