// Consumes: applicant-retention.sweep (direct, scheduled daily in schedules.ts).
// Emits:    nothing; deletes the applicants (and their resume files) of sites with a retention
//           period whose opportunity closed more than that long ago, logging the count per site
//           (services/src/applicants/retention.ts).
// Idempotent: a second run finds nothing more to delete until more time has passed.
import { applyRetention } from '@phd/services/applicants/retention';
import { defineProcessor } from './processor.ts';

export const applicantRetentionProcessor = defineProcessor({
  queue: 'applicant-retention',
  async handle(_job, { db, storage, logger }) {
    if (!storage) throw new Error('no file storage configured: retention waits for the next run');
    return applyRetention(db, storage, logger);
  },
});
