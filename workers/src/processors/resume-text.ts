// Consumes: applicant.added ({ tenantId, applicantId }) and review.blind_enabled ({ tenantId,
//           opportunityId }), from the outbox.
// Emits:    nothing; writes the applicant's resume_text (a trigger makes it searchable)
//           (services/src/applicants/resume-text) and blind review's redacted copy of the resume
//           (services/src/review/redacted-copy.ts), also on review.blind_enabled for the
//           opportunity's applicants that lack one.
// Idempotent: each run reads the stored file again and rewrites the same text and vector. A file that
// cannot be read (damaged, a zip bomb, too slow or too large to read) goes straight to the failed list
// for the operators, with the applicant already searchable by name and e-mail; a store that is away
// fails the job for a retry with backoff.
import { UnrecoverableError } from 'bullmq';
import { indexResumeText, UnreadableResumeError } from '@phd/services/applicants/resume-text/index';
import { redactOpportunity } from '@phd/services/review/redacted-copy';
import { defineProcessor } from './processor.ts';

export const resumeTextProcessor = defineProcessor({
  queue: 'resume-text',
  async handle(job, { db, storage, logger }) {
    if (!storage) throw new Error('no file storage configured: the resume waits in the queue');
    if (job.name === 'review.blind_enabled') return redactOpportunity(db, storage, job.payload);
    try {
      return await indexResumeText(db, storage, job.payload);
    } catch (err) {
      if (!(err instanceof UnreadableResumeError)) throw err;
      logger.warn({ applicantId: job.payload.applicantId, reason: err.message }, 'resume text not extracted');
      throw new UnrecoverableError(`resume unreadable: ${err.message}`);
    }
  },
});
