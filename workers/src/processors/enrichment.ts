// Consumes: opportunity.created | updated and opportunities.created (a batch, from the outbox), and
//           enrichment.sweep (a job scheduler): rows never enriched, a batch at a time.
// Emits:    opportunity.enriched, or opportunities.enriched for a batch (the search index picks up the
//           new summary and discipline).
// Idempotent: a row whose text matches its enriched_hash is skipped, so retries, re-published events
// and the processor's own updates cost nothing (services/src/enrichment/enrich-opportunity.ts).
import { enrichOpportunities, findUnenriched } from '@phd/services/enrichment/enrich-opportunity';
import { defineProcessor } from './processor.ts';

/** Rows per sweep: the OpenAI engine's per-minute budget falls back to the local engine past it. */
const SWEEP_BATCH = 100;

export const enrichmentProcessor = defineProcessor({
  queue: 'enrichment',
  async handle(job, { db, logger, enrichment }) {
    if (!enrichment) throw new Error('no enrichment engine in this process: the job waits in the queue');
    const engine = await enrichment();
    const ids =
      job.kind === 'direct'
        ? await findUnenriched(db, SWEEP_BATCH)
        : 'opportunityIds' in job.payload
          ? job.payload.opportunityIds
          : [job.payload.opportunityId];
    const outcomes = await enrichOpportunities(db, engine, ids);
    const enriched = [...outcomes.values()].filter((outcome) => outcome === 'enriched').length;
    if (job.kind === 'event' && ids.length === 1) return { outcome: outcomes.get(ids[0]!) };
    if (job.kind === 'direct' && enriched > 0)
      logger.info({ enriched, engine: engine.name }, 'enrichment sweep enriched rows');
    return { enriched };
  },
});
