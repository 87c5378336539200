-- The GIN indexes of search_documents take new entries into a pending list that every search reads
-- in full until it is merged. The application's connections now merge it whenever it passes 128 kB
-- (services/src/db/client.ts); a full reindex fills it in 4 MB steps for speed and then merges the
-- rest through this function, which runs as the table's owner (gin_clean_pending_list asks for that).
CREATE FUNCTION search_documents_merge_pending() RETURNS void LANGUAGE sql SECURITY DEFINER SET search_path = public AS $$
  SELECT gin_clean_pending_list('search_documents_search_vector_idx'::regclass);
  SELECT gin_clean_pending_list('search_documents_title_vector_idx'::regclass);
$$;
REVOKE ALL ON FUNCTION search_documents_merge_pending() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION search_documents_merge_pending() TO phd_app;
