// Consumes: search.reindex_requested (from the outbox: an admin pressed "Reindex" on the panel).
// Emits:    nothing; rebuilds the whole search index without downtime (search/src: the Postgres engine
//           rewrites rows in place, Elasticsearch fills a new index and switches its alias) and keeps
//           the search_reindex_runs row up to date: started, progress, finished or failed.
// Idempotent: a run that already finished is not run again (a redelivery or a retry does nothing);
// a run interrupted by a crash starts over, which reindexAll allows at any time.
import { finishRun, recordProgress, startRun } from '@phd/services/admin/search-reindex';
import { defineProcessor } from './processor.ts';

/** Progress is written to the run row at most this often (the panel polls every few seconds). */
const PROGRESS_EVERY_MS = 1_000;

export const searchReindexProcessor = defineProcessor({
  queue: 'search-reindex',
  async handle(job, { db, search, logger }, raw) {
    const { runId } = job.payload;
    if (!(await startRun(db, runId, search.name))) {
      logger.info({ runId }, 'search reindex run already finished; nothing to do');
      return { skipped: true };
    }
    let written = 0;
    const onProgress = async ({ done, total }: { done: number; total: number }) => {
      await raw.updateProgress({ done, total });
      const now = Date.now();
      if (now - written < PROGRESS_EVERY_MS && done < total) return;
      written = now;
      await recordProgress(db, runId, done, total);
    };
    try {
      const result = await search.reindexAll({ onProgress });
      await finishRun(db, runId, result);
      logger.info({ runId, ...result, engine: search.name }, 'search reindex finished');
      return result;
    } catch (error) {
      await finishRun(db, runId, { error: (error as Error).message || String(error) });
      throw error;
    }
  },
});
