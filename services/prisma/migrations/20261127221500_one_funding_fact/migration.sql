-- One funding fact (services/src/opportunities/funding.ts): a search document's fully_funded and
-- funding_type are both derived from the opportunity's box and type (a ticked box is fully funded;
-- otherwise the type as stored). Documents indexed before this migration copied the two inputs as
-- they were, so a type that said fully funded had no badge; they take the derived values now (the
-- rollup triggers on search_documents move the counts with them). Elasticsearch: npm run reindex.
UPDATE "search_documents" d SET
  "fully_funded" = (o."fully_funded" OR o."funding_type" IS NOT DISTINCT FROM 'fully_funded'::"FundingType"),
  "funding_type" = CASE WHEN o."fully_funded" THEN 'fully_funded'::"FundingType" ELSE o."funding_type" END
FROM "opportunities" o
WHERE o."id" = d."id"
  AND (d."fully_funded" IS DISTINCT FROM (o."fully_funded" OR o."funding_type" IS NOT DISTINCT FROM 'fully_funded'::"FundingType")
    OR d."funding_type" IS DISTINCT FROM CASE WHEN o."fully_funded" THEN 'fully_funded'::"FundingType" ELSE o."funding_type" END);
