-- Storage for speed at 100,000 listings (issue 16; plans in docs/query-plans.md).
--
-- search_documents: the full-text vector (1-2 KB) moves out of the row, so a count or a facet over
-- many documents reads a narrow heap (about a third of the pages). Matching never needs it there:
-- the GIN index answers `@@` without a recheck.
ALTER TABLE "search_documents" ALTER COLUMN "search_vector" SET STORAGE EXTERNAL;
ALTER TABLE "search_documents" SET (toast_tuple_target = 256);

-- opportunities: the public listing's most-viewed order is search_documents' now, so views needs no
-- index here, and with room left in each page (fillfactor) the view counter's and the indexer's
-- updates (views, indexed_at: columns no index reads) are HOT: no index entries written.
DROP INDEX "opportunities_status_views_idx";
ALTER TABLE "opportunities" SET (fillfactor = 90);

-- Counts under a date range (and the category, funding and facet fields) read this index alone:
-- an index-only scan instead of every document's row.
CREATE INDEX "search_documents_created_at_facets_idx" ON "search_documents"("created_at" DESC, "category", "fully_funded", "country", "university_name", "discipline");

