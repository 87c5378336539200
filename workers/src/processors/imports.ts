// Consumes: import.run_requested (from the outbox: a source is due, someone pressed "Run now", or an
//           upload was confirmed) and imports.schedule (direct, every five minutes in schedules.ts).
// Emits:    through the services it calls: opportunity.created / updated / closed for each position a
//           run writes (enrichment, near-duplicates and indexing follow as for a typed position), and
//           import.run_requested for each due source (the schedule tick).
// Idempotent: a finished run is not run again; an interrupted one runs again from the start and its
//           keyed writes change nothing twice (services/src/intake/run/run-import.ts).
import { runImport } from '@phd/services/intake/run/run-import';
import { requestDueRuns } from '@phd/services/intake/schedule';
import { defineProcessor } from './processor.ts';

export const importsProcessor = defineProcessor({
  queue: 'imports',
  async handle(job, { db, redis, logger, storage, intakeAllowLoopback }, raw) {
    if (job.kind !== 'event') {
      const queued = await requestDueRuns(db);
      if (queued > 0) logger.info({ queued }, 'import sources due');
      return { queued };
    }
    const lastAttempt = raw.attemptsMade + 1 >= (raw.opts.attempts ?? 1);
    return runImport({ db, redis, logger, storage, allowLoopback: intakeAllowLoopback ?? false }, job.payload.runId, {
      lastAttempt,
    });
  },
});
