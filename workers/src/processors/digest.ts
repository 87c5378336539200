// Consumes: digest.weekly (direct, scheduled Mondays 07:00 UTC in schedules.ts; `week` for a manual run).
// Emits:    digest.ready, one per confirmed subscriber with something new in their countries and
//           disciplines, recorded in the outbox with its newsletter_digests row; the mail queue sends
//           them (services/src/digest/weekly-digest.ts).
// Idempotent: the row's key (subscriber, ISO week) makes a second run of the same week add nothing.
import { isoWeek, runWeeklyDigest } from '@phd/services/digest/index';
import { defineProcessor } from './processor.ts';

export const digestProcessor = defineProcessor({
  queue: 'digest',
  async handle(job, { db, logger }) {
    const week = job.data.week ?? isoWeek(new Date());
    const result = await runWeeklyDigest(db, { week });
    logger.info(result, 'weekly digest queued');
    return result;
  },
});
