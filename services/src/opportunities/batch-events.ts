// One event for a write, however many listings it touched: a single listing records its own event
// (opportunity.created / enriched), several record the batch event, which the consumers (enrichment,
// search index) take as one job. An import's 5,000 positions so cost 50 jobs per consumer, not 5,000.
import { OPPORTUNITY_BATCH_MAX } from '../events/catalogue.ts';
import { recordEvent, recordEvents, type Tx } from '../events/outbox.ts';

export async function recordOpportunitiesEvent(
  tx: Tx,
  change: 'created' | 'enriched',
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  if (ids.length === 1) {
    await recordEvent(tx, `opportunity.${change}`, { opportunityId: ids[0]! });
    return;
  }
  const batches: { opportunityIds: string[] }[] = [];
  for (let at = 0; at < ids.length; at += OPPORTUNITY_BATCH_MAX) {
    batches.push({ opportunityIds: ids.slice(at, at + OPPORTUNITY_BATCH_MAX) });
  }
  await recordEvents(tx, `opportunities.${change}`, batches);
}
