// The fingerprint of what an enrichment reads: when it is the one stored in enriched_hash, the
// inferred values already match the text, so an opportunity.updated that changed only, say, the
// deadline costs no engine call. Editors' funding texts count: they feed the funding facts; so does
// the funding they state (the box, or a type they chose), which the summary's funding clause follows.
import { createHash } from 'node:crypto';
import type { FundingType } from '../db/generated/client.ts';
import { statedFundingType } from '../opportunities/funding.ts';

export interface EnrichedText {
  title: string;
  description: string;
  funding: string | null;
  fundingDetails: string | null;
  fullyFunded: boolean;
  /** Absent for rows not stored yet (the seed's): nothing stated beyond the box. */
  fundingType?: FundingType | null;
  inferredFields?: readonly string[];
}

export function enrichmentHash(row: EnrichedText): string {
  const parts = [row.title, row.description, row.funding ?? '', row.fundingDetails ?? '', String(row.fullyFunded)];
  // Only a type chosen beside an empty box adds a part, so the hashes of every other row stay as
  // they were and no row is enriched again for nothing.
  const stated = statedFundingType({
    fullyFunded: row.fullyFunded,
    fundingType: row.fundingType ?? null,
    inferredFields: row.inferredFields ?? [],
  });
  if (!row.fullyFunded && stated) parts.push(stated);
  return createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, 32);
}
