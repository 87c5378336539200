// Consumes: opportunity.created | updated (from the outbox), and enrichment.sweep (a job scheduler):
//           rows never enriched, a batch at a time.
// Emits:    opportunity.enriched (the search index picks up the new summary and discipline).
// Idempotent: a row whose text matches its enriched_hash is skipped, so retries, re-published events
// and the processor's own updates cost nothing (services/src/enrichment/enrich-opportunity.ts).
import { enrichOpportunity, findUnenriched } from '@phd/services/enrichment/enrich-opportunity';
import { defineProcessor } from './processor.ts';

/** Rows per sweep: the OpenAI engine's per-minute budget falls back to the local engine past it. */
const SWEEP_BATCH = 100;

export const enrichmentProcessor = defineProcessor({
  queue: 'enrichment',
  async handle(job, { db, logger, enrichment }) {
    if (!enrichment) throw new Error('no enrichment engine in this process: the job waits in the queue');
    const engine = await enrichment();
    if (job.kind === 'event') return { outcome: await enrichOpportunity(db, engine, job.payload.opportunityId) };
    const ids = await findUnenriched(db, SWEEP_BATCH);
    let enriched = 0;
    for (const id of ids) if ((await enrichOpportunity(db, engine, id)) === 'enriched') enriched += 1;
    if (enriched > 0) logger.info({ enriched, engine: engine.name }, 'enrichment sweep enriched rows');
    return { enriched };
  },
});
