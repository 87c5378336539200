-- The vocabulary counts documents per category (search/src/postgres/vocabulary.ts): the public listing
-- always filters by category, and a bound taken within it is far tighter. The table is a cache of the
-- documents, emptied here and refilled by the next search-index sweep or full reindex.
DELETE FROM "search_vocabulary";

-- AlterTable
ALTER TABLE "search_vocabulary" DROP CONSTRAINT "search_vocabulary_pkey",
ADD COLUMN     "category" "OpportunityCategory" NOT NULL,
ADD CONSTRAINT "search_vocabulary_pkey" PRIMARY KEY ("lexeme", "category");
