// Consumes: account.export_requested (builds the candidate's "Download my data" ZIP into storage and
//           makes the export ready, services/src/candidates/data-export/build-export.ts) and
//           storage.delete_requested (deletes stored files whose rows are gone: an erased account's
//           CVs and resumes, a downloaded ZIP the store refused to delete at the time), and
//           data-export.sweep (daily: ZIPs whose link expired unused, or a download left behind).
// Emits:    account.export_ready (through the outbox, once per export: only the run that moves the row
//           from queued to ready records it, so a retried job never sends a second e-mail).
// Idempotent: a second build finds the export ready and does nothing; deleting a deleted file is fine.
// While storage or the database is away the job fails and the queue retries it (catalogue `retry`);
// after the last try the export is marked failed, and the page offers to ask again.
import type { Job } from 'bullmq';
import { buildExport, markExportFailed } from '@phd/services/candidates/data-export/build-export';
import { sweepExports } from '@phd/services/candidates/data-export/sweep';
import { defineProcessor } from './processor.ts';

const isLastTry = (raw: Job) => raw.attemptsMade + 1 >= (raw.opts?.attempts ?? 1);

export const dataExportProcessor = defineProcessor({
  queue: 'data-export',
  async handle(job, { db, storage }, raw) {
    if (!storage) throw new Error('no file storage configured: the job waits for a retry');
    switch (job.name) {
      case 'account.export_requested': {
        const { exportId } = job.payload;
        try {
          return await buildExport(db, storage, exportId);
        } catch (err) {
          if (isLastTry(raw)) await markExportFailed(db, exportId, (err as Error).message);
          throw err;
        }
      }
      case 'data-export.sweep':
        return sweepExports(db, storage);
      case 'storage.delete_requested': {
        // One by one: a failure retries the whole list, and what was already deleted deletes again harmlessly.
        for (const key of job.payload.keys) await storage.delete(key);
        return { deleted: job.payload.keys.length };
      }
    }
  },
});
