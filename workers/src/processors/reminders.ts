// Consumes: alerts.run (direct, daily at 06:00 UTC in schedules.ts), deadlines.run (direct, daily
//           at 08:00 UTC) and references.remind (direct, hourly: services/src/references).
// Emits:    alert.matched, one per due search alert with new matches (services/src/alerts/run-alerts.ts),
//           and reminder.deadline_due, one per saved opportunity whose deadline is one to three days
//           away (services/src/reminders/deadline-reminders.ts); the mail queue sends them.
// Idempotent: a run row per (alert, day) and a reminder row per (candidate, opportunity), each written
// with its event, make a second run add nothing.
import { runAlerts } from '@phd/services/alerts/index';
import { runDeadlineReminders } from '@phd/services/reminders/index';
import { remindReferences } from '@phd/services/references/remind-references';
import { defineProcessor } from './processor.ts';

export const remindersProcessor = defineProcessor({
  queue: 'reminders',
  async handle(job, { db, search, logger }) {
    switch (job.name) {
      case 'alerts.run': {
        const result = await runAlerts(db, search);
        logger.info(result, 'search alerts run');
        return result;
      }
      case 'deadlines.run': {
        const result = await runDeadlineReminders(db);
        logger.info(result, 'deadline reminders queued');
        return result;
      }
      case 'references.remind': {
        const result = await remindReferences(db);
        logger.info(result, 'reference letter reminders queued');
        return result;
      }
    }
  },
});
