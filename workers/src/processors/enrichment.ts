// Consumes: opportunity.created | updated and opportunities.created (a batch, from the outbox), and
//           enrichment.sweep (a job scheduler): rows never enriched, then rows an older revision of the
//           local engine read (services/src/enrichment/engine-revision.ts), the main site's and then
//           each university site's in its unit, batch after batch for up to a minute. A university
//           site's listing is read in its unit too (the event's tenantId).
// Emits:    opportunity.enriched, or opportunities.enriched for a batch (the search index picks up the
//           new summary and discipline).
// Idempotent: a row whose text matches its enriched_hash, read by the current engine revision, is
// skipped, so retries, re-published events and the processor's own updates cost nothing
// (services/src/enrichment/enrich-opportunity.ts).
import { enrichOpportunities, findOwedEnrichment } from '@phd/services/enrichment/enrich-opportunity';
import { defineProcessor } from './processor.ts';

/** Rows per batch: the OpenAI engine's per-minute budget falls back to the local engine past it. */
const SWEEP_BATCH = 100;
/**
 * How long one sweep goes on taking batches. After the local engine's revision rises every row it read
 * is owed a reading; at a batch a sweep, 100,000 rows would take days, and the local engine reads a
 * batch in under a second.
 */
const SWEEP_BUDGET_MS = 60_000;

const enrichedIn = (outcomes: Map<string, string>) =>
  [...outcomes.values()].filter((outcome) => outcome === 'enriched').length;

export const enrichmentProcessor = defineProcessor({
  queue: 'enrichment',
  async handle(job, { db, logger, enrichment }) {
    if (!enrichment) throw new Error('no enrichment engine in this process: the job waits in the queue');
    const engine = await enrichment();
    if (job.kind === 'direct') {
      const started = Date.now();
      const outOfTime = () => Date.now() - started >= SWEEP_BUDGET_MS;
      let enriched = 0;
      // The main site's rows, then each university site's in its own unit (its drafts and unlisted
      // positions are visible there only), batch after batch while the minute lasts.
      const sites = await db.tenant.findMany({ select: { id: true }, orderBy: { id: 'asc' } });
      for (const tenantId of [null, ...sites.map((site) => site.id)]) {
        if (outOfTime()) break;
        for (;;) {
          const ids = await findOwedEnrichment(db, SWEEP_BATCH, tenantId);
          if (ids.length === 0) break;
          const done = enrichedIn(await enrichOpportunities(db, engine, ids, tenantId));
          enriched += done;
          // A short batch was the scope's last; one that wrote nothing (rows whose text changed
          // meanwhile, left to their own events) would only be picked again.
          if (ids.length < SWEEP_BATCH || done === 0 || outOfTime()) break;
        }
      }
      if (enriched > 0) logger.info({ enriched, engine: engine.name }, 'enrichment sweep enriched rows');
      return { enriched };
    }
    const { payload } = job;
    const ids = 'opportunityIds' in payload ? payload.opportunityIds : [payload.opportunityId];
    const outcomes = await enrichOpportunities(db, engine, ids, payload.tenantId ?? null);
    if (ids.length === 1) return { outcome: outcomes.get(ids[0]!) };
    return { enriched: enrichedIn(outcomes) };
  },
});
