-- Rows enriched before eligible_countries existed hold it as '{}' (no limit), whatever their facts'
-- eligibility notes say. Those with notes are marked not derived yet (NULL, which the listing treats
-- as no limit meanwhile): the enrichment sweep derives their columns again, without an engine call
-- (services/src/enrichment/enrich-opportunity.ts, findUnenriched).
UPDATE "opportunities" SET "eligible_countries" = NULL
WHERE CASE WHEN jsonb_typeof("facts" -> 'eligibility') = 'array'
           THEN jsonb_array_length("facts" -> 'eligibility') > 0 ELSE false END
  AND ("eligible_countries" IS NULL OR "eligible_countries" = '{}');
