// Deadline reminders (the `deadlines.run` job, daily at 08:00 UTC): a candidate who saved an open
// opportunity whose deadline (closing_date) is one to three days away gets one e-mail about it, once
// per saved opportunity, unless they turned reminders off or already applied. A deadline_reminders
// row per (candidate, opportunity) and its reminder.deadline_due outbox event are written in one
// statement, so a second run (or one that missed a day and catches up) adds nothing for those.
import { Prisma } from '../db/client.ts';
import type { Db } from '../db/client.ts';
import { events } from '../events/catalogue.ts';
import { publiclyOpenSql } from '../opportunities/public-visibility.ts';

const DAY_MS = 86_400_000;
/** A reminder goes out three days before the deadline (or later, catching up a missed run). */
export const REMIND_DAYS_BEFORE = 3;

export async function runDeadlineReminders(db: Db, now = new Date()): Promise<{ queued: number }> {
  const from = new Date(now.getTime() + DAY_MS);
  const to = new Date(now.getTime() + REMIND_DAYS_BEFORE * DAY_MS);
  const version = events['reminder.deadline_due'].version;
  const queued = await db.$executeRaw(Prisma.sql`
    WITH due AS (
      INSERT INTO deadline_reminders (user_id, opportunity_id)
      SELECT s.user_id, s.opportunity_id
      FROM saved_opportunities s
      JOIN users u ON u.id = s.user_id AND u.deadline_reminders
      JOIN opportunities o ON o.id = s.opportunity_id
      WHERE ${publiclyOpenSql('o')} AND o.closing_date > ${from} AND o.closing_date <= ${to}
        AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.user_id = s.user_id AND a.opportunity_id = s.opportunity_id)
      ON CONFLICT DO NOTHING
      RETURNING user_id, opportunity_id
    )
    INSERT INTO outbox_events (type, payload)
    SELECT 'reminder.deadline_due', jsonb_build_object('userId', user_id, 'opportunityId', opportunity_id, 'version', ${version}::int)
    FROM due`);
  return { queued };
}
