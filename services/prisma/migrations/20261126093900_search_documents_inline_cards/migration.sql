-- search_documents kept only its full-text vector out of the row on purpose (..._search_storage), but
-- toast_tuple_target = 256 made Postgres move every wide column out too: the title, the card's text
-- and title_vector, so each listing row and each relevance test read the TOAST table (measured at
-- 100,000: 300,000 buffer reads for one broad keyword). At 1024 the vector (EXTERNAL, 1-2 KB) still
-- leaves the row first, and the card's fields stay in it.
ALTER TABLE "search_documents" SET (toast_tuple_target = 1024);

-- Rows written under the old target keep their out-of-line values until rewritten: give every text
-- column a new value (the same text) so each row is stored again under the new rule.
UPDATE "search_documents" SET
  "title" = "title" || '',
  "university_name" = "university_name" || '',
  "university_url" = "university_url" || '',
  "department" = "department" || '',
  "discipline" = "discipline" || '',
  "supervisor" = "supervisor" || '',
  "supervisor_url" = "supervisor_url" || '',
  "deadline" = "deadline" || '',
  "open_to" = "open_to" || '',
  "city" = "city" || '',
  "country" = "country" || '',
  "opportunity_url" = "opportunity_url" || '',
  "funding" = "funding" || '',
  "funding_details" = "funding_details" || '',
  "research_area" = "research_area" || '',
  "ai_summary" = "ai_summary" || '',
  "title_vector" = to_tsvector('english', "title");
