// The fingerprint of what an enrichment reads: when it is the one stored in enriched_hash, the
// inferred values already match the text, so an opportunity.updated that changed only, say, the
// deadline costs no engine call. Editors' funding texts count: they feed the funding facts.
import { createHash } from 'node:crypto';

export interface EnrichedText {
  title: string;
  description: string;
  funding: string | null;
  fundingDetails: string | null;
  fullyFunded: boolean;
}

export function enrichmentHash(row: EnrichedText): string {
  const parts = [row.title, row.description, row.funding ?? '', row.fundingDetails ?? '', String(row.fullyFunded)];
  return createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, 32);
}
