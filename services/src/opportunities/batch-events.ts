// One event for a write, however many listings it touched: a single listing records its own event
// (opportunity.created / enriched), several record the batch event, which the consumers (enrichment,
// search index) take as one job. An import's 5,000 positions so cost 50 jobs per consumer, not 5,000.
// A university site's listings carry its tenantId, and a batch holds one site's (or no site's) only.
import { OPPORTUNITY_BATCH_MAX } from '../events/catalogue.ts';
import { recordEvent, recordEvents, type Tx } from '../events/outbox.ts';

/** A listing as its events name it. */
export interface ListingRef {
  id: string;
  tenantId: string | null;
}

/** An event payload's tenantId, present only for a university site's listing. */
export const tenantOf = (row: { tenantId: string | null }) => (row.tenantId ? { tenantId: row.tenantId } : {});

export async function recordOpportunitiesEvent(
  tx: Tx,
  change: 'created' | 'enriched',
  rows: readonly ListingRef[],
): Promise<void> {
  const bySite = new Map<string | null, ListingRef[]>();
  for (const row of rows) {
    const listings = bySite.get(row.tenantId);
    if (listings) listings.push(row);
    else bySite.set(row.tenantId, [row]);
  }
  for (const [tenantId, listings] of bySite) {
    const site = tenantOf({ tenantId });
    if (listings.length === 1) {
      await recordEvent(tx, `opportunity.${change}`, { opportunityId: listings[0]!.id, ...site });
      continue;
    }
    const batches: { opportunityIds: string[]; tenantId?: string }[] = [];
    for (let at = 0; at < listings.length; at += OPPORTUNITY_BATCH_MAX) {
      const ids = listings.slice(at, at + OPPORTUNITY_BATCH_MAX).map((row) => row.id);
      batches.push({ opportunityIds: ids, ...site });
    }
    await recordEvents(tx, `opportunities.${change}`, batches);
  }
}
