// Consumes: opportunity.closed (a close: its notice may be due at once) and closing-notices.sweep
//           (direct, every ten minutes in schedules.ts, for notices a site delayed); both send every
//           due notice.
// Emits:    application.closing_notice and applicant.closing_notice, one per undecided applicant of
//           each due notice, with the status change that records it (services/src/closing-notices);
//           the mail queue sends them.
// Idempotent: a sent notice is never picked again, two sweeps at once skip each other's notice, and a
//           person already told is not undecided any more.
import { sendDueNotices } from '@phd/services/closing-notices/send-notices';
import { defineProcessor } from './processor.ts';

export const closingNoticesProcessor = defineProcessor({
  queue: 'closing-notices',
  async handle(_job, { db, logger }) {
    const result = await sendDueNotices(db);
    if (result.notices > 0) logger.info(result, 'closing notices sent');
    return result;
  },
});
