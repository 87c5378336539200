// The reminder e-mail's one-click "stop deadline reminders" link: a signed user id (mail/signed-id.ts).
import { idOfSigned, signedId } from '../mail/signed-id.ts';

export const REMINDERS_OFF_PATH = '/api/reminders/unsubscribe';
const PURPOSE = 'deadline-reminders-off';

export const remindersOffUrl = (publicUrl: string, secret: string, userId: string): string =>
  `${publicUrl}${REMINDERS_OFF_PATH}?token=${signedId(secret, PURPOSE, userId)}`;

export const userIdOfRemindersToken = (secret: string, token: unknown): string | null =>
  idOfSigned(secret, PURPOSE, token);
