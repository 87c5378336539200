// Which of a posting's fields the enrichment processor may fill, and the rule that keeps an editor's
// value: a field is the processor's to write while it is empty or listed in `inferred_fields`; an
// editor who changes it takes it over (the name leaves the list) and the processor never touches it
// again. A form that sends an inferred value back unchanged does not take it over.
import { isDeepStrictEqual } from 'node:util';

export const ENRICHED_FIELDS = ['aiSummary', 'discipline', 'fundingType', 'facts'] as const;
export type EnrichedField = (typeof ENRICHED_FIELDS)[number];

/** The API's names for them (spec field names), as the detail's `inferred` list shows them. */
export const ENRICHED_FIELD_API_NAMES: Record<EnrichedField, string> = {
  aiSummary: 'ai_summary',
  discipline: 'ai_department',
  fundingType: 'funding_type',
  facts: 'facts',
};

export const isEnrichedField = (name: string): name is EnrichedField =>
  (ENRICHED_FIELDS as readonly string[]).includes(name);

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** Whether the processor may write `field` on a row in this state. */
export function isInferable(field: EnrichedField, row: Record<EnrichedField, unknown> & { inferredFields: string[] }) {
  return isEmpty(row[field]) || row.inferredFields.includes(field);
}

/**
 * The inferred list after an editor's write: fields the write changed leave it (explicit now); on
 * a create there is no `before` and no field is inferred.
 */
export function inferredAfterEdit(
  before: (Record<EnrichedField, unknown> & { inferredFields: string[] }) | null,
  patch: Partial<Record<EnrichedField, unknown>>,
): string[] {
  if (!before) return [];
  return before.inferredFields.filter((field) => {
    if (!isEnrichedField(field) || !Object.hasOwn(patch, field)) return true;
    return isDeepStrictEqual(patch[field] ?? null, before[field] ?? null);
  });
}
