// The candidate's switch for deadline reminders (Smart Picks, "Alerts and reminders"), and the
// e-mail's one-click link that turns them off.
import type { Db } from '../db/client.ts';
import { invalid } from '../errors.ts';
import { userIdOfRemindersToken } from './reminder-token.ts';

export async function reminderSettings(db: Db, userId: string): Promise<{ deadline_reminders: boolean }> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { deadlineReminders: true } });
  return { deadline_reminders: user.deadlineReminders };
}

export async function saveReminderSettings(
  db: Db,
  userId: string,
  { deadline_reminders }: { deadline_reminders: boolean },
) {
  await db.user.update({ where: { id: userId }, data: { deadlineReminders: deadline_reminders } });
  return { deadline_reminders };
}

export async function turnOffReminders(db: Db, secret: string, token: unknown): Promise<{ email: string | null }> {
  const id = userIdOfRemindersToken(secret, token);
  if (!id) throw invalid('This link is not valid. Please use the link from your latest reminder e-mail.');
  await db.user.updateMany({ where: { id }, data: { deadlineReminders: false } });
  const user = await db.user.findUnique({ where: { id }, select: { email: true } });
  return { email: user?.email ?? null };
}
