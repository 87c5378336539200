-- Keyword search at 100,000 listings (issue 16). The title's trigram index served no query (related
-- listings order by similarity() over a few rows, which no index helps) and cost every indexed
-- document an update of it.
-- DropIndex
DROP INDEX "search_documents_title_trgm_idx";

-- The vocabulary of the search documents (search/src/postgres/vocabulary.ts); filled by the next
-- search-index sweep or full reindex.
-- CreateTable
CREATE TABLE "search_vocabulary" (
    "lexeme" TEXT NOT NULL,
    "documents" INTEGER NOT NULL,

    CONSTRAINT "search_vocabulary_pkey" PRIMARY KEY ("lexeme")
);

-- CreateIndex
CREATE INDEX "search_vocabulary_lexeme_idx" ON "search_vocabulary" USING SPGIST ("lexeme" text_ops);

