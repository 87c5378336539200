-- AlterTable
ALTER TABLE "search_documents" ADD COLUMN     "funding_type" "FundingType";


-- Documents indexed before this migration take their opportunity's funding type now (the search
-- document holds what the "Funding" filter reads; indexing keeps it in step from here on).
UPDATE "search_documents" d SET "funding_type" = o."funding_type"
FROM "opportunities" o
WHERE o."id" = d."id" AND o."funding_type" IS NOT NULL;
