-- DropIndex
DROP INDEX "search_documents_created_at_facets_idx";

-- CreateIndex
CREATE INDEX "search_documents_created_at_facets_idx" ON "search_documents"("created_at" DESC, "category", "fully_funded", "country", "university_name", "discipline", "eligible_countries");

