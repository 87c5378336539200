// The seed runs the local enrichment engine over every listing it makes, as the enrichment processor
// would over a posted one: summary, funding type and facts are inferred (and marked so); the
// discipline is the catalogue's own label, the truth the classifier is trained from. The stipend
// columns, who may apply (eligible_countries) and the language come with them, from the same function as the processor's.
import { disciplineModel } from '../enrichment/configured-engine.ts';
import { enrichmentInput, inferredColumns } from '../enrichment/enrich-opportunity.ts';
import { enrichLocally } from '../enrichment/local/index.ts';
import { enrichmentHash } from '../enrichment/text-hash.ts';
import type { OpportunityRow } from './generate.ts';

export interface SeedEnrichment {
  aiSummary: string | null;
  fundingType: string | null;
  facts: object | null;
  stipendYearly: number | null;
  stipendCurrency: string | null;
  eligibleCountries: string[];
  language: string | null;
  inferredFields: string[];
  enrichedHash: string;
}

const cache = new WeakMap<OpportunityRow, SeedEnrichment>();

/** The row's inferred columns, computed once per row object. */
export function seedEnrichment(row: OpportunityRow): SeedEnrichment {
  let enrichment = cache.get(row);
  if (!enrichment) {
    const result = enrichLocally(disciplineModel(), enrichmentInput(row));
    const empty = { aiSummary: null, fundingType: null, facts: null, inferredFields: [] };
    const columns = inferredColumns(
      { ...empty, discipline: row.discipline, fullyFunded: row.fullyFunded, country: row.country },
      result,
    );
    enrichment = {
      aiSummary: columns.aiSummary ?? null,
      fundingType: columns.fundingType ?? null,
      facts: columns.facts ?? null,
      stipendYearly: columns.stipendYearly,
      stipendCurrency: columns.stipendCurrency,
      eligibleCountries: columns.eligibleCountries,
      language: columns.language ?? null,
      inferredFields: columns.inferredFields,
      enrichedHash: enrichmentHash(row),
    };
    cache.set(row, enrichment);
  }
  return enrichment;
}
