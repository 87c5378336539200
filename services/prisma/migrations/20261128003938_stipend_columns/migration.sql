-- The facts' stipend as sortable columns (issue 29): a yearly figure in the posting's own currency
-- (services/src/enrichment/fact-columns.ts derives them whenever facts are written), and the
-- description's language. Copied into search_documents for the listing's stipend sort and filter.
ALTER TABLE "opportunities" ADD COLUMN     "language" TEXT,
ADD COLUMN     "stipend_currency" TEXT,
ADD COLUMN     "stipend_yearly" INTEGER;

ALTER TABLE "search_documents" ADD COLUMN     "stipend_currency" TEXT,
ADD COLUMN     "stipend_yearly" INTEGER;

CREATE INDEX "search_documents_stipend_currency_stipend_yearly_idx" ON "search_documents"("stipend_currency", "stipend_yearly");

-- Backfill from the stored facts, as yearlyStipend (services/src/enrichment/stipend-yearly.ts) reads
-- them: a month times twelve, a year as it is, a total over the position's years only when its
-- duration is known; rounded. Facts not in that shape are left alone.
WITH stipends AS (
  SELECT id,
    (facts->'stipend'->>'amount')::numeric AS amount,
    facts->'stipend'->>'currency' AS currency,
    facts->'stipend'->>'period' AS period,
    CASE WHEN jsonb_typeof(facts->'durationMonths') = 'number' THEN (facts->>'durationMonths')::numeric END AS months
  FROM "opportunities"
  WHERE jsonb_typeof(facts->'stipend') = 'object'
    AND jsonb_typeof(facts->'stipend'->'amount') = 'number'
    AND (facts->'stipend'->>'amount')::numeric > 0
    AND facts->'stipend'->>'currency' ~ '^[A-Z]{3}$'
), yearly AS (
  SELECT id, currency, round(CASE period
      WHEN 'month' THEN amount * 12
      WHEN 'year' THEN amount
      WHEN 'total' THEN CASE WHEN months > 0 THEN amount * 12 / months END
    END) AS figure
  FROM stipends
)
UPDATE "opportunities" o SET "stipend_yearly" = y.figure::int, "stipend_currency" = y.currency
FROM yearly y
WHERE o.id = y.id AND y.figure IS NOT NULL AND y.figure <= 2147483647;

UPDATE "search_documents" d SET "stipend_yearly" = o."stipend_yearly", "stipend_currency" = o."stipend_currency"
FROM "opportunities" o
WHERE o.id = d.id AND o."stipend_yearly" IS NOT NULL;
